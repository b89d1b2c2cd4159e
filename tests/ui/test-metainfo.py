#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The metainfo says what the programs have, and its screenshots are in the
repository (TAP output).

Usage: test-metainfo.py TESSELLA_CLI METAINFO SOURCE_ROOT VERSION

appstreamcli checks the form of the built metainfo (test "metainfo"); this
checks what it cannot without the network or the programs: the English
description names every game "tessella-cli games" lists, every scenario of
Catan and every Traders & Barbarians variant among its options; each
screenshot's image is a raw file of the homepage's repository that
data/screenshots/ holds (and update.sh makes), as a PNG; the newest
release is the version of meson.build.
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

# The command-line tests' helpers: TAP, and the tool as the first argument.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cli'))
from clitest import cli, finish, ok  # noqa: E402

METAINFO, ROOT, VERSION = sys.argv[2:5]
LANG_ATTR = '{http://www.w3.org/XML/1998/namespace}lang'
SHOTS = os.path.join('data', 'screenshots')


def english(parent, tag):
    return [e for e in parent.findall(tag) if e.get(LANG_ATTR) is None]


root = ET.parse(METAINFO).getroot()
description = ' '.join(' '.join(''.join(e.itertext()).split())
                       for d in english(root, 'description') for e in d if e.get(LANG_ATTR) is None)

# Every game, and every module of Catan: the scenarios are the values of
# its "scenario" option, the variants its options that Traders & Barbarians
# brings (their descriptions say so), two-player Catan its smallest table.
status, out, errors = cli('games')
games = json.loads(out) if status == 0 else []
ok(games, 'tessella-cli games lists games', errors)
names = []
for game in games:
    names.append(game['name'])
    for option in game['options']:
        if option['key'] == 'scenario':
            names += [c['label'] for c in option['choices'] if c['value'] != 'none']
        elif option['type'] == 'bool' and option['description'].endswith('(Traders & Barbarians)'):
            names.append(option['label'])
    if game['id'] == 'catan' and game['min_players'] == 2:
        names.append('Two-player Catan')
ok(len(names) > len(games), 'the games have modules to name', names)
for name in names:
    ok(name in description, 'the description names %s' % name, description)

# Screenshots: raw files of the repository the homepage names.
homepage = next((u.text for u in root.findall('url') if u.get('type') == 'homepage'), '')
m = re.fullmatch(r'https://github\.com/([\w.-]+)/([\w.-]+)', homepage or '')
ok(m is not None, 'the homepage is a GitHub repository', homepage)
raw = 'https://raw.githubusercontent.com/%s/%s/main/' % m.groups() if m else ''
screenshots = root.findall('screenshots/screenshot')
ok(len(screenshots) >= 3, 'there are at least 3 screenshots', len(screenshots))
ok([s.get('type') for s in screenshots].count('default') == 1, 'one screenshot is the default')
named = []
for shot in screenshots:
    images = shot.findall('image')
    ok(len(images) == 1, 'a screenshot has one image', [i.text for i in images])
    url = images[0].text if images else ''
    captions = english(shot, 'caption')
    ok(len(captions) == 1 and captions[0].text.strip(), '%s has an English caption' % url)
    ok(raw and url.startswith(raw + SHOTS + '/'), '%s is a raw file of %s under %s' % (url, homepage, SHOTS))
    path = os.path.join(ROOT, url[len(raw):]) if raw and url.startswith(raw) else ''
    data = open(path, 'rb').read(24) if os.path.isfile(path) else b''
    ok(data.startswith(b'\x89PNG\r\n\x1a\n'), '%s is in the repository, a PNG' % url[len(raw):], path)
    if len(data) == 24:
        width, height = int.from_bytes(data[16:20], 'big'), int.from_bytes(data[20:24], 'big')
        ok(width >= 624 and height >= 351, '%s is at least 624x351' % url[len(raw):], '%dx%d' % (width, height))
    named.append(os.path.basename(url))
kept = sorted(f for f in os.listdir(os.path.join(ROOT, SHOTS)) if f.endswith('.png'))
ok(kept == sorted(named), 'data/screenshots holds the images the metainfo names, no others', kept)
script = open(os.path.join(ROOT, SHOTS, 'update.sh'), encoding='utf-8').read()
made = re.search(r'^for name in ([\w -]+); do$', script, re.M)
ok(made and sorted(n + '.png' for n in made.group(1).split()) == sorted(named),
   'update.sh makes the images the metainfo names', made.group(1) if made else script)

# The newest release is this version.
releases = root.findall('releases/release')
ok(releases and releases[0].get('version') == VERSION, 'the newest release is %s' % VERSION,
   [r.get('version') for r in releases])
ok(releases and re.fullmatch(r'\d{4}-\d\d-\d\d', releases[0].get('date') or ''), 'the release has a date')
finish()
