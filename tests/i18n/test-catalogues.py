#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every catalogue is complete, valid and consistent with its msgids (TAP).

Usage: test-catalogues.py SOURCE_ROOT MSGFMT

For each language in po/LINGUAS:
- `msgfmt --check --check-accelerators=_ --statistics`: valid, mnemonics
  kept; 0 untranslated, 0 fuzzy, but for a game the catalogue has not
  begun (no message of it translated), which is reported as TODO until its
  translators act;
- the header's Language and Plural-Forms (nplurals=2; plural=(n != 1) for
  bg, de and hu, as gettext's own table gives them);
- each translation keeps the printf conversions of its msgid for the same
  arguments: in the same order, or reordered with positional %1$s forms
  (which msgfmt --check-format validates as well); the markup tags, the
  mnemonic underscore and a trailing newline;
- quotation marks are the language's own: „…” in Hungarian, „…“ in
  German and Bulgarian, never the English “…”.
The official terms are checked by test-terms.py.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from i18ntap import Tap, arguments, game_of, games, new_games, parse_po, untranslated  # noqa: E402

ROOT, MSGFMT = sys.argv[1], sys.argv[2]
PLURAL_FORMS = {
    'bg': 'nplurals=2; plural=(n != 1);',
    'de': 'nplurals=2; plural=(n != 1);',
    'hu': 'nplurals=2; plural=(n != 1);',
}
# opening and closing quotation marks
QUOTES = {'hu': ('„', '”'), 'de': ('„', '“'), 'bg': ('„', '“')}
TAG = re.compile(r'</?[a-zA-Z][^<>]*>')
MNEMONIC = re.compile(r'(?:^|[\s(])_\w')

tap = Tap()
# The reading of positional forms itself.
tap.ok(arguments('%2$s took %1$d') == ['%d', '%s'] and arguments('%d took %s') == ['%d', '%s'],
       'positional %n$ conversions are read in argument order')
tap.ok(arguments('%1$s és %3$s cserélt – %1$s odaadott: %2$s; kapott: %4$s.') == ['%s'] * 4,
       'a positional argument may be used twice')
tap.ok(arguments('%1$s %s') is None and arguments('%2$s') is None and arguments('%1$s %1$d') is None,
       'mixed forms, gaps and one argument read with two types are refused')
linguas = open(os.path.join(ROOT, 'po', 'LINGUAS'), encoding='utf-8').read().split()
tap.ok(sorted(linguas) == sorted(f[:-3] for f in os.listdir(os.path.join(ROOT, 'po'))
                                 if f.endswith('.po')),
       'po/LINGUAS lists exactly the catalogues in po/', linguas)

for lang in linguas:
    path = os.path.join(ROOT, 'po', lang + '.po')
    p = subprocess.run([MSGFMT, '--check', '--check-accelerators=_', '--statistics', '-o', os.devnull, path],
                       capture_output=True, text=True, env=dict(os.environ, LC_ALL='C', LANGUAGE=''))
    stats = p.stderr.strip()
    tap.ok(p.returncode == 0, '%s: msgfmt --check --check-accelerators=_ passes' % lang, stats)

    # Every message translated and none fuzzy, except in a game this
    # catalogue has not begun: that one is reported until translators act.
    entries = parse_po(path)
    ids = games(ROOT)
    fresh_games = new_games(ROOT, entries, entries)
    waiting = [e for e in entries if e['msgid'] and not e['obsolete'] and untranslated(e)]
    for gid in sorted(fresh_games):
        mine = [repr(e['msgid'])[:80] for e in waiting if game_of(e['refs'], ids) == gid]
        tap.todo(not mine, '%s: %s, a game new to this catalogue, is translated' % (lang, gid),
                 '%d messages wait for translators:\n%s' % (len(mine), '\n'.join(mine)))
    rest = [repr(e['msgid'])[:80] for e in waiting if game_of(e['refs'], ids) not in fresh_games]
    tap.ok(not rest and len(entries) > 1, '%s: every message translated, none fuzzy (%s)' % (lang, stats),
           '\n'.join(rest))

    header = next((e['msgstr'][0] for e in entries if e['msgid'] == '' and not e['obsolete']), '')
    fields = dict(line.split(': ', 1) for line in header.splitlines() if ': ' in line)
    tap.ok(fields.get('Language') == lang, '%s: header Language is %s' % (lang, lang),
           fields.get('Language'))
    tap.ok(fields.get('Plural-Forms') == PLURAL_FORMS.get(lang),
           '%s: Plural-Forms is %s' % (lang, PLURAL_FORMS.get(lang)), fields.get('Plural-Forms'))

    # docs/TRANSLATING.md: the credits name the translators as the header's
    # Last-Translator does ("Name <e-mail>"), never a phrase about them.
    credits = next((e['msgstr'][0] for e in entries
                    if e['msgid'] == 'translator-credits' and not e['obsolete']), None)
    if credits is not None:
        tap.ok(credits.splitlines() and all(re.fullmatch(r'[^<>]+ <[^<>@\s]+@[^<>\s]+>', line)
                                            for line in credits.splitlines())
               and fields.get('Last-Translator') in credits.splitlines(),
               '%s: translator-credits names the translators, one "Name <e-mail>" a line, '
               'the Last-Translator among them' % lang, credits)

    # Every count is a plural string of its own (a sentence with two counts
    # joins two of them); no list of cards is a label glued to a number.
    plural_ids = {e['msgid'] for e in entries if 'msgid_plural' in e and not e['obsolete']}
    for msgid in ('%d tribe member', '%d hut', '%d turn', '%u roll of the dice',
                  'A 7 was rolled: %s must discard %d card of %d.', '%u brick'):
        tap.ok(msgid in plural_ids, '%s: “%s” is a plural string' % (lang, msgid))
    glued = [e['msgid'] for e in entries if e.get('msgctxt') in ('amount', 'bank')]
    tap.ok(not glued, '%s: no resource amount is a label glued to a number' % lang, glued)

    bad_conv, bad_tags, bad_mnemonic, bad_nl, bad_quotes = [], [], [], [], []
    opening, closing = QUOTES.get(lang, ('„', '“'))
    for e in entries:
        if e['msgid'] == '' or e['obsolete'] or 'fuzzy' in e['flags']:
            continue
        sources = [e['msgid']] + ([e['msgid_plural']] * (len(e['msgstr']) - 1)
                                  if 'msgid_plural' in e else [])
        for src, dst in zip(sources, e['msgstr']):
            if not dst:
                continue
            name = repr(src)[:80]
            if 'msgid_plural' in e:
                # a singular form may spell out "one" instead of %d
                ok_conv = arguments(dst) in (arguments(src), arguments(src)[1:])
            else:
                ok_conv = arguments(dst) == arguments(src)
            if not ok_conv:
                bad_conv.append('%s: %s -> %s' % (name, arguments(src), arguments(dst)))
            # translator-credits holds "Name <e-mail>" lines, not markup
            if src != 'translator-credits' and sorted(TAG.findall(src)) != sorted(TAG.findall(dst)):
                bad_tags.append(name)
            if MNEMONIC.search(src) and not re.search(r'_\w', dst):
                bad_mnemonic.append(name)
            if src.endswith('\n') != dst.endswith('\n'):
                bad_nl.append(name)
            if ('“' in src or '”' in src) and opening not in dst:
                bad_quotes.append(name + ' (no %s…%s)' % (opening, closing))
            wrong = set('“”') - {closing}
            if any(c in dst for c in wrong) or dst.count(opening) != dst.count(closing):
                bad_quotes.append(name + ' -> ' + dst[:60])
    tap.ok(not bad_conv, '%s: printf conversions kept, in order or by position' % lang, '\n'.join(bad_conv))
    tap.ok(not bad_tags, '%s: markup kept' % lang, '\n'.join(bad_tags))
    tap.ok(not bad_mnemonic, '%s: mnemonics kept' % lang, '\n'.join(bad_mnemonic))
    tap.ok(not bad_nl, '%s: trailing newlines kept' % lang, '\n'.join(bad_nl))
    tap.ok(not bad_quotes, '%s: quotation marks %s…%s' % (lang, opening, closing),
           '\n'.join(bad_quotes))
tap.done()
