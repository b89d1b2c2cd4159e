#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The log and the hints speak the players' language (TAP output).

Usage: test-sentences.py PATH/TO/tessella-cli SOURCE/tests BUILD/po [--slow]

For a stored game of every module (the base game, the Friendly Robber,
Catan Events, the Harbourmaster, two-player Catan, the five scenarios and
Hunters & Gatherers) and in every language (English, Hungarian, German,
Bulgarian), runs `tessella-cli log` on the whole game and
`tessella-cli suggest --explain` at several positions (every few with
--slow), and checks that no sentence shows an internal name: no action
type id (taken from the files and from `legal`), no snake_case
identifier, no printf directive left over, and in hu/de/bg no English
sentence in place of a translation.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from i18ntap import Tap  # noqa: E402

CLI, TESTS, LOCALEDIR = sys.argv[1], sys.argv[2], sys.argv[3]
SLOW = '--slow' in sys.argv[4:]
LANGS = ('en', 'hu', 'de', 'bg')

# One stored game per module (several modules share some of them).
GAMES = (
    ('catan', 'greedy-4p.json'),                      # the base game
    ('catan', 'random-4p-beginner.json'),             # the base game, beginners' map
    ('catan', 'friendly-harbormaster-4p.json'),       # Friendly Robber, Harbourmaster
    ('catan', 'events-4p.json'),                      # Catan Events
    ('catan', 'events-harbormaster-2p.json'),         # two players, Events, Harbourmaster
    ('catan', 'two-player-2p.json'),                  # two-player Catan
    ('catan', 'fishermen-4p.json'),
    ('catan', 'rivers-3p.json'),
    ('catan', 'caravans-4p.json'),
    ('catan', 'barbarian-attack-4p.json'),
    ('catan', 'traders-4p.json'),
    ('hunters', 'greedy-5p-seed3.json'),
)

SNAKE = re.compile(r'\b[a-z0-9]+(?:_[a-z0-9]+)+\b')
PRINTF = re.compile(r'%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?[hlz]*[sdiuxXfc]')
# Words of the English sentences that none of the translations uses.
ENGLISH = re.compile(r'\b(?:the|would|and|with|placed|rolled|drew|built|ended)\b',
                     re.IGNORECASE)

tap = Tap()


def cli(lang, *args, stdin=None):
    env = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE='' if lang == 'en' else lang,
               TESSELLA_LOCALEDIR=LOCALEDIR)
    p = subprocess.run([CLI, *args], input=stdin, capture_output=True, text=True,
                       env=env, timeout=120)
    return p.returncode, p.stdout, p.stderr


def problems(line, lang, type_ids):
    """What is wrong with one sentence, as a list of reasons."""
    found = []
    if not line.strip():
        found.append('empty')
    for m in SNAKE.finditer(line):
        found.append('internal name “%s”' % m.group(0))
    for m in PRINTF.finditer(line):
        found.append('printf directive “%s”' % m.group(0))
    words = set(re.findall(r'[A-Za-z_]+', line))
    for t in type_ids:
        # English words such as "roll" are action types too: in English
        # only the compound ids can be told apart from the sentence.
        if t in words and (lang != 'en' or '_' in t):
            found.append('action type “%s”' % t)
    if lang != 'en' and ENGLISH.search(line):
        found.append('English words')
    return found


def positions(n):
    if SLOW:
        step = max(1, n // 80)
        return sorted(set(range(0, n + 1, step)) | {n})
    return sorted({n // 3, (2 * n) // 3, n})


def check_lines(what, lang, lines, english, type_ids):
    bad = []
    for i, line in enumerate(lines):
        why = problems(line, lang, type_ids)
        if lang != 'en' and english is not None and i < len(english) and line == english[i]:
            why.append('same as the English')
        if why:
            bad.append('%s: %s' % (', '.join(why), line))
    tap.ok(not bad, '%s, %s: every sentence is in words of the language' % (what, lang),
           '\n'.join(bad[:10]))


with tempfile.TemporaryDirectory() as tmp:
    files = []
    type_ids = set()
    for game, name in GAMES:
        path = os.path.join(TESTS, game, 'games', name)
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
        type_ids |= {a['type'] for a in data['actions']}
        files.append((name, path, data))
    for name, path, data in files:
        for k in positions(len(data['actions'])):
            cut = dict(data, actions=data['actions'][:k])
            code, out, err = cli('en', 'legal', '-', stdin=json.dumps(cut))
            type_ids |= {a['type'] for a in json.loads(out)} if code == 0 else set()
    tap.ok(len(type_ids) >= 30, 'the games use %d action types' % len(type_ids),
           sorted(type_ids))

    for name, path, data in files:
        english_log = None
        for lang in LANGS:
            code, out, err = cli(lang, 'log', path)
            lines = out.splitlines()
            tap.ok(code == 0 and len(lines) > 0, '%s, %s: log' % (name, lang), err)
            if lang == 'en':
                english_log = lines
            else:
                tap.ok(len(lines) == len(english_log),
                       '%s, %s: as many log entries as in English' % (name, lang),
                       '%d, not %d' % (len(lines), len(english_log)))
            check_lines('%s log' % name, lang, lines, english_log, type_ids)

        cuts = []
        for k in positions(len(data['actions'])):
            cut = os.path.join(tmp, '%s-%d.json' % (name, k))
            with open(cut, 'w', encoding='utf-8') as f:
                json.dump(dict(data, actions=data['actions'][:k]), f)
            cuts += [(k, lang, cut) for lang in LANGS]
        # Two at a time: the suggestions are independent processes.
        with ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(lambda c: cli(c[1], 'suggest', c[2], '--ai', 'greedy',
                                                  '--explain'), cuts))
        english = None
        for (k, lang, cut), (code, out, err) in zip(cuts, results):
            lines = out.splitlines()
            if not tap.ok(code == 0 and len(lines) == 2,
                          '%s at %d, %s: suggest --explain prints two lines' % (name, k, lang),
                          out + err):
                continue
            if lang == 'en':
                english = lines[1:]
            check_lines('%s hint at %d' % (name, k), lang, lines[1:], english, type_ids)

tap.done()
