# SPDX-License-Identifier: GPL-3.0-or-later
"""Shared helpers of the tests/i18n scripts: TAP output, a small PO reader
and the xgettext arguments of meson's glib preset."""
import ast
import os
import re
import subprocess
import sys

# The same keywords and flags as i18n.gettext(preset: 'glib') in meson 1.0,
# so that what the tests extract is what `tessella-pot` extracts.
GLIB_PRESET = [
    '--from-code=UTF-8',
    '--add-comments',
    '--keyword=_',
    '--keyword=N_',
    '--keyword=C_:1c,2',
    '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2',
    '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format',
    '--flag=C_:2:pass-c-format',
    '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format',
    '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format',
    '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format',
    '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format',
    '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format',
    '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format',
    '--flag=g_snprintf:3:c-format',
]


class Tap:
    def __init__(self):
        self.count = 0
        self.failed = 0

    def ok(self, cond, name, detail=''):
        self.count += 1
        if not cond:
            self.failed += 1
        print('%s %d - %s' % ('ok' if cond else 'not ok', self.count, name))
        if not cond and detail:
            for line in str(detail).splitlines()[:40]:
                print('# ' + line)
        sys.stdout.flush()
        return cond

    def todo(self, cond, name, detail=''):
        """A check the suite does not fail on yet (TAP "# TODO"): it is
        reported, and meson counts a failure as expected."""
        self.count += 1
        print('%s %d - %s%s' % ('ok' if cond else 'not ok', self.count, name,
                                '' if cond else ' # TODO translators have not begun it'))
        if not cond and detail:
            for line in str(detail).splitlines()[:40]:
                print('# ' + line)
        sys.stdout.flush()
        return cond

    def skip(self, name, why):
        self.count += 1
        print('ok %d - %s # SKIP %s' % (self.count, name, why))

    def done(self):
        print('1..%d' % self.count)
        sys.exit(1 if self.failed else 0)


def _unquote(text):
    # PO strings use C escapes; for the ones gettext writes (\n \t \" \\)
    # a Python string literal reads the same.
    return ast.literal_eval(text)


def parse_po(path_or_text, is_text=False):
    """Return the entries of a PO file as dicts with msgctxt, msgid,
    msgid_plural, msgstr (a list: one element, or one per plural form),
    flags, refs and obsolete."""
    text = path_or_text if is_text else open(path_or_text, encoding='utf-8').read()
    entries = []
    cur = None
    key = None

    def flush():
        nonlocal cur
        if cur is not None and 'msgid' in cur:
            entries.append(cur)
        cur = None

    for line in text.splitlines():
        if not line.strip():
            flush()
            key = None
            continue
        if cur is None:
            cur = {'flags': [], 'refs': [], 'msgstr': [], 'obsolete': False}
        if line.startswith('#~'):
            cur['obsolete'] = True
            line = line[2:].lstrip()
            if not line:
                continue
        if line.startswith('#,'):
            cur['flags'] += [f.strip() for f in line[2:].split(',')]
            continue
        if line.startswith('#:'):
            cur['refs'] += line[2:].split()
            continue
        if line.startswith('#'):
            continue
        if line.startswith('"'):
            if key.startswith('msgstr'):
                cur['msgstr'][-1] += _unquote(line)
            else:
                cur[key] += _unquote(line)
            continue
        word, rest = line.split(' ', 1)
        if word.startswith('msgstr'):
            cur['msgstr'].append(_unquote(rest))
        else:
            cur[word] = _unquote(rest)
        key = word
    flush()
    return entries


def message_keys(entries):
    return {(e.get('msgctxt'), e['msgid'], e.get('msgid_plural'))
            for e in entries if e['msgid'] != '' and not e['obsolete']}


def xgettext(xgettext_prog, files, cwd, files_from=None):
    """Extract with the glib preset; returns the POT text ('' if nothing)."""
    args = [xgettext_prog, *GLIB_PRESET, '--output=-']
    if files_from is not None:
        args += ['--files-from=' + files_from]
    args += list(files)
    p = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError('xgettext failed: ' + p.stderr)
    return p.stdout


PRINTF = re.compile(r"%(?:(\d+)\$)?[-#0 +']*(?:\d+|\*)?(?:\.(?:\d+|\*))?"
                    r"(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn%]")


def conversions(text):
    return PRINTF.findall(text)


def arguments(text):
    """The conversions of a printf format in the order of the arguments they
    consume, without their positions: "%2$s … %1$d" gives ['%d', '%s'], as
    does "%d … %s".  A translation may reorder its arguments with %n$ forms
    (msgfmt --check-format validates them) and may use one twice; mixing
    plain and positional forms, a gap or one argument read with two types
    gives None."""
    found = [(m.group(1), m.group(0)) for m in PRINTF.finditer(text) if m.group(0) != '%%']
    numbered = [f for f in found if f[0] is not None]
    if not numbered:
        return [conv for _, conv in found]
    if len(numbered) != len(found):
        return None
    by_position = {}
    for position, conv in numbered:
        plain = conv.replace(position + '$', '', 1)
        if by_position.setdefault(int(position), plain) != plain:
            return None
    if sorted(by_position) != list(range(1, len(by_position) + 1)):
        return None
    return [by_position[n] for n in sorted(by_position)]


def games(root):
    """The ids of the games, one folder each under engines/."""
    folder = os.path.join(root, 'engines')
    return sorted(d for d in os.listdir(folder) if os.path.isdir(os.path.join(folder, d)))


def game_of(refs, ids):
    """The game whose own folders (engines/ID/, ui/ID/) hold every one of
    @refs ("path:line"), or None for a message of the framework or of
    several games."""
    owners = set()
    for ref in refs:
        parts = ref.split(':', 1)[0].split('/')
        owners.add(parts[1] if len(parts) > 2 and parts[0] in ('engines', 'ui') and parts[1] in ids
                   else None)
    return owners.pop() if len(owners) == 1 else None


def untranslated(entry):
    return 'fuzzy' in entry['flags'] or not all(entry['msgstr'])


def new_games(root, entries, fresh_entries):
    """The games of which this catalogue translates no message yet: a game
    added since the translators last worked.  Until they begin it, its
    missing and untranslated messages are reported, not failed on
    (docs/TRANSLATING.md).  @fresh_entries: the messages of the sources."""
    ids = games(root)
    begun = set()
    for e in entries:
        if e['msgid'] and not e['obsolete'] and not untranslated(e):
            begun.add(game_of(e['refs'], ids))
    return {game_of(e['refs'], ids) for e in fresh_entries if e['msgid']} - begun - {None}
