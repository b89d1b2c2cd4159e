#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""po/POTFILES.in is complete, sorted and current (TAP output).

Usage: test-potfiles.py SOURCE_ROOT XGETTEXT

1. Every source file under shared/ engines/ ui/ data/ from which xgettext
   (meson's glib preset) extracts a message is listed in po/POTFILES.in,
   and every listed file exists and still has a message.
2. POTFILES.in is sorted and has no duplicates.
3. Every catalogue in po/LINGUAS holds exactly the messages of a fresh
   extraction from POTFILES.in: none missing (a string nobody translated),
   none stale (a string the code no longer has).  The messages of a game
   the catalogue has not begun (none of them translated) are reported as
   TODO, not failed on, until its translators act.
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from i18ntap import Tap, game_of, games, message_keys, new_games, parse_po, xgettext  # noqa: E402

ROOT, XGETTEXT = sys.argv[1], sys.argv[2]
DIRS = ('shared', 'engines', 'ui', 'data')
SUFFIXES = ('.c', '.h', '.ui', '.in', '.gschema.xml')

tap = Tap()
potfiles_in = os.path.join(ROOT, 'po', 'POTFILES.in')
listed = [line.strip() for line in open(potfiles_in, encoding='utf-8')
          if line.strip() and not line.startswith('#')]

candidates = []
for top in DIRS:
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
        for name in sorted(filenames):
            if name.endswith(SUFFIXES):
                candidates.append(os.path.relpath(os.path.join(dirpath, name), ROOT))

with_messages = []
for path in candidates:
    pot = xgettext(XGETTEXT, [path], ROOT)
    if message_keys(parse_po(pot, is_text=True)):
        with_messages.append(path)

missing = sorted(set(with_messages) - set(listed))
tap.ok(not missing, 'every file with translatable strings is in po/POTFILES.in',
       'missing from POTFILES.in:\n' + '\n'.join(missing))
gone = [p for p in listed if not os.path.exists(os.path.join(ROOT, p))]
tap.ok(not gone, 'every file in po/POTFILES.in exists', '\n'.join(gone))
empty = [p for p in listed if p not in gone and p not in with_messages]
tap.ok(not empty, 'every file in po/POTFILES.in has translatable strings', '\n'.join(empty))
tap.ok(listed == sorted(set(listed)), 'po/POTFILES.in is sorted and without duplicates',
       '\n'.join(p for a, p in zip(sorted(set(listed)), listed) if a != p))

with tempfile.NamedTemporaryFile('w', suffix='.list', delete=False) as f:
    f.write('\n'.join(p for p in listed if p not in gone) + '\n')
    listfile = f.name
try:
    fresh_entries = parse_po(xgettext(XGETTEXT, [], ROOT, files_from=listfile), is_text=True)
    fresh = message_keys(fresh_entries)
finally:
    os.unlink(listfile)
ids = games(ROOT)
game_by_key = {(e.get('msgctxt'), e['msgid'], e.get('msgid_plural')): game_of(e['refs'], ids)
               for e in fresh_entries if e['msgid']}
tap.ok(len(fresh) > 0, 'the extraction from POTFILES.in finds messages', len(fresh))

linguas = open(os.path.join(ROOT, 'po', 'LINGUAS'), encoding='utf-8').read().split()
for lang in linguas:
    entries = parse_po(os.path.join(ROOT, 'po', lang + '.po'))
    keys = message_keys(entries)
    fresh_games = new_games(ROOT, entries, fresh_entries)

    def show(ks):
        return '\n'.join(repr(k[1])[:100] for k in sorted(ks, key=lambda k: k[1]))

    # A game the translators have not begun in this language only warns.
    for gid in sorted(fresh_games):
        waiting = {k for k in fresh - keys if game_by_key[k] == gid}
        tap.todo(not waiting, '%s.po has every message of %s, a game new to it' % (lang, gid),
                 'not in %s.po (run tessella-update-po):\n%s' % (lang, show(waiting)))
    missing = {k for k in fresh - keys if game_by_key[k] not in fresh_games}
    tap.ok(not missing, '%s.po has every message of the sources' % lang,
           'not in %s.po (run tessella-update-po and translate):\n%s' % (lang, show(missing)))
    tap.ok(not keys - fresh, '%s.po has no message the sources lost' % lang,
           'stale in %s.po:\n%s' % (lang, show(keys - fresh)))
tap.done()
