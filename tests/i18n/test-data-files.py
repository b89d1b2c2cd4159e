#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The merged desktop file and metainfo carry every language (TAP output).

Usage: test-data-files.py SOURCE_ROOT DESKTOP_FILE METAINFO_FILE

i18n.merge_file() copies the translations of po/ into the built
io.github.tessella.Tessella.desktop and .metainfo.xml; a language missing
there means a catalogue without those strings or a broken merge.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from i18ntap import Tap  # noqa: E402

ROOT, DESKTOP, METAINFO = sys.argv[1], sys.argv[2], sys.argv[3]
LANG_ATTR = '{http://www.w3.org/XML/1998/namespace}lang'
tap = Tap()
linguas = open(os.path.join(ROOT, 'po', 'LINGUAS'), encoding='utf-8').read().split()

entries = {}
for line in open(DESKTOP, encoding='utf-8'):
    m = re.match(r'([A-Za-z]+)(?:\[([^\]]+)\])?=(.*)$', line.rstrip('\n'))
    if m:
        entries[(m.group(1), m.group(2))] = m.group(3)
translatable = sorted({key for key, lang in entries if lang is not None})
tap.ok(translatable, 'the desktop file has translated keys', translatable)
for lang in linguas:
    for key in translatable:
        value = entries.get((key, lang))
        tap.ok(value is not None and (key == 'Name' or value != entries.get((key, None))),
               'desktop file: %s[%s] is there and translated' % (key, lang), value)
    keywords = entries.get(('Keywords', lang))
    if keywords is not None:
        tap.ok(keywords.endswith(';'), 'desktop file: Keywords[%s] ends with ;' % lang, keywords)

# The application plays both games: both are found and described.
for key, lang in sorted(entries, key=lambda k: (k[0], k[1] or "")):
    if key == 'Keywords':
        tap.ok('Carcassonne' in entries[(key, lang)].split(';'),
               'desktop file: Keywords[%s] has Carcassonne' % lang, entries[(key, lang)])
tap.ok('Carcassonne' in entries.get(('Comment', None), ''), 'desktop file: Comment names Carcassonne',
       entries.get(('Comment', None)))

root = ET.parse(METAINFO).getroot()
summary = next((e.text for e in root.findall('summary') if e.get(LANG_ATTR) is None), '')
tap.ok('Catan' in summary and 'Carcassonne' in summary, 'metainfo: the summary names both games', summary)
releases = [p.text for p in root.iter('p') if p.get(LANG_ATTR) is None
            and any(p in r.iter('p') for r in root.iter('release'))]
tap.ok(releases and all('Hunters and Gatherers' in text for text in releases),
       'metainfo: the release notes name Hunters and Gatherers', releases)
for tag in ('name', 'summary'):
    langs = {e.get(LANG_ATTR) for e in root.findall(tag)}
    for lang in linguas:
        tap.ok(lang in langs, 'metainfo: <%s> in %s' % (tag, lang), sorted(filter(None, langs)))
for parent in root.iter():
    texts = [c for c in parent if c.tag in ('p', 'li', 'caption')]
    if not texts:
        continue
    english = [c for c in texts if c.get(LANG_ATTR) is None]
    for lang in linguas:
        local = [c for c in texts if c.get(LANG_ATTR) == lang]
        tap.ok(len(local) == len(english),
               'metainfo: <%s> has %d %s texts for %d English' % (parent.tag, len(local), lang, len(english)))
# The merge escapes a translation for XML itself: one written escaped
# ("Händler &amp; Barbaren") would show "&amp;" to the reader.
escaped = [e.text for e in root.iter() if e.text and ('&amp;' in e.text or '&lt;' in e.text)]
tap.ok(not escaped, 'metainfo: no text is escaped twice', '\n'.join(escaped))
tap.done()
