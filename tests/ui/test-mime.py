#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The saved-game MIME type the desktop file names is defined (TAP output).

Usage: test-mime.py MIME_XML DESKTOP_FILE GAME_FILE

Installs the built shared-mime-info package into a scratch database with
update-mime-database, then checks that every type of the desktop file's
MimeType is defined there, that a saved game (*.tessella, and a game file
under another name by its contents) is recognised, and that the
description is translated into every language of po/LINGUAS.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

MIME_XML, DESKTOP, GAME = sys.argv[1:4]
NS = '{http://www.freedesktop.org/standards/shared-mime-info}'
LANG_ATTR = '{http://www.w3.org/XML/1998/namespace}lang'
LINGUAS = ('bg', 'de', 'hu')

checks = []
root = ET.parse(MIME_XML).getroot()
defined = {t.get('type') for t in root.iter(NS + 'mime-type')}
wanted = []
for line in open(DESKTOP, encoding='utf-8'):
    if line.startswith('MimeType='):
        wanted = [t for t in line.strip().split('=', 1)[1].split(';') if t]
checks.append(('the desktop file names a MIME type', bool(wanted), DESKTOP))
checks.append(('every MimeType of the desktop file is defined', set(wanted) <= defined,
               'undefined: %s' % sorted(set(wanted) - defined)))
langs = {c.get(LANG_ATTR) for c in root.iter(NS + 'comment')}
checks.append(('the description is translated into %s' % ', '.join(LINGUAS),
               set(LINGUAS) <= langs, sorted(filter(None, langs))))

with tempfile.TemporaryDirectory() as scratch:
    packages = os.path.join(scratch, 'packages')
    os.makedirs(packages)
    shutil.copy(MIME_XML, packages)
    run = subprocess.run(['update-mime-database', '-V', scratch], capture_output=True, text=True)
    checks.append(('update-mime-database reads it without a complaint',
                   run.returncode == 0 and 'warning' not in run.stderr.lower()
                   and 'error' not in run.stderr.lower(), run.stderr))
    globs = open(os.path.join(scratch, 'globs2'), encoding='utf-8').read() \
        if os.path.exists(os.path.join(scratch, 'globs2')) else ''
    checks.append(('*.tessella is a saved game', 'application/x-tessella-game:*.tessella' in globs, globs))
    magic = open(os.path.join(scratch, 'magic'), 'rb').read() \
        if os.path.exists(os.path.join(scratch, 'magic')) else b''
    head = open(GAME, 'rb').read(64)
    checks.append(('a game file is known by its contents', b'application/x-tessella-game' in magic
                   and b'tessella-game' in magic and b'tessella-game' in head, head))

print('1..%d' % len(checks))
failed = 0
for i, (what, ok, detail) in enumerate(checks, 1):
    print('%s %d - %s' % ('ok' if ok else 'not ok', i, what))
    if not ok:
        failed += 1
        for line in str(detail).splitlines()[:20]:
            print('# ' + line)
sys.exit(1 if failed else 0)
