#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""tessella-cli speaks Hungarian, German and Bulgarian (TAP output).

Usage: test-runtime-cli.py PATH/TO/tessella-cli BUILD/po

Runs the real binary with LANGUAGE=hu/de/bg and TESSELLA_LOCALEDIR pointing
at the catalogues meson built, and checks messages of the framework, of the
command line and of every built-in game: the games' names as the rulebooks
print them (seeds 000, 001, 003, 004), their option labels, and an engine's
error for an illegal action.
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from i18ntap import Tap  # noqa: E402

CLI, LOCALEDIR = sys.argv[1], sys.argv[2]
LANGS = ('hu', 'de', 'bg')

# Game titles as the rulebooks (seeds) and the glossaries give them.
TITLES = {
    'catan': {'hu': 'Catan telepesei', 'de': 'Die Siedler von Catan', 'bg': 'Катан'},
    'hunters': {'hu': 'Carcassonne – Vadászok és gyűjtögetők',
                'de': 'Carcassonne – Die Jäger und Sammler',
                'bg': 'Каркасон: Ловци и събирачи'},
}
# A message of the command line, and one of the framework (tsl-registry.c).
UNKNOWN_COMMAND = {'hu': 'Ismeretlen parancs: „dance”', 'de': 'Unbekannter Befehl „dance“',
                   'bg': 'Непозната команда „dance“'}
UNKNOWN_GAME = {'hu': 'Ismeretlen játék: „go”', 'de': 'Unbekanntes Spiel „go“',
                'bg': 'Непозната игра „go“'}
USAGE = {'hu': 'Használat:', 'de': 'Aufruf:', 'bg': 'Употреба:'}

tap = Tap()


def cli(lang, *args, stdin=None):
    env = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE=lang or '', TESSELLA_LOCALEDIR=LOCALEDIR)
    p = subprocess.run([CLI, *args], input=stdin, capture_output=True, text=True,
                       env=env, timeout=120)
    return p.returncode, p.stdout, p.stderr


for lang in LANGS:
    mo = os.path.join(LOCALEDIR, lang, 'LC_MESSAGES', 'tessella.mo')
    tap.ok(os.path.exists(mo), '%s: the build made %s' % (lang, mo))

code, out, err = cli(None, 'dance')
tap.ok(code == 2 and 'Unknown command “dance”' in err, 'C: English without LANGUAGE', err)
for lang in LANGS:
    code, out, err = cli(lang, 'dance')
    tap.ok(code == 2 and UNKNOWN_COMMAND[lang] in err,
           '%s: unknown command is reported in %s' % (lang, lang), err)
    code, out, err = cli(lang, '--help')
    tap.ok(code == 0 and USAGE[lang] in out, '%s: --help is translated' % lang, out)
    code, out, err = cli(lang, 'new', '--game', 'go')
    tap.ok(code == 2 and UNKNOWN_GAME[lang] in err,
           '%s: the framework\'s unknown-game error is translated' % lang, err)

code, out, err = cli(None, 'games')
english = json.loads(out) if code == 0 else []
tap.ok(code == 0 and isinstance(english, list), 'games lists the built-in games', err)
if not english:
    tap.skip('games: localized names', 'no game is built in yet')


def labels(game):
    """The option labels and descriptions a launcher shows, in order."""
    found = []
    for spec in game.get('options', []):
        found += [spec.get('label'), spec.get('description')]
        found += [c.get('label') for c in spec.get('choices', []) if isinstance(c, dict)]
    return [x for x in found if x]


for lang in LANGS:
    code, out, err = cli(lang, 'games')
    local = json.loads(out) if code == 0 else []
    tap.ok(code == 0 and [g['id'] for g in local] == [g['id'] for g in english],
           '%s: games lists the same games' % lang, err)
    for en, lo in zip(english, local):
        gid = en['id']
        untranslated = [a for a, b in zip(labels(en), labels(lo))
                        if a == b and sum(c.isalpha() for c in a) > 1]
        # A game added since the translators last worked (its name and every
        # label still English) is reported, not failed on, until they act.
        check = tap.ok
        if gid not in TITLES and lo['name'] == en['name'] and len(untranslated) == len(labels(en)):
            check = tap.todo
        if gid in TITLES:
            tap.ok(lo['name'] == TITLES[gid][lang],
                   '%s: %s is called “%s”' % (lang, gid, TITLES[gid][lang]), lo['name'])
        else:
            check(lo['name'] != en['name'] or lang == 'de',
                  '%s: %s has a translated name' % (lang, gid), lo['name'])
        check(len(labels(en)) == len(labels(lo)) and not untranslated,
              '%s: %s option labels are translated' % (lang, gid), untranslated)

# An action by a player who is not to act: the engine's own reason (Catan:
# tsl-catan-rules.c, Hunters: tsl-hunters-rules.c) comes out translated.
# Both games name the seats from 0 with the same sentence (issue 8).
NOT_YOUR_TURN = {
    'catan': ({'type': 'end_turn'},
              {'hu': 'Nem ez a hely van soron (1)', 'de': 'Nicht Platz 1 ist am Zug',
               'bg': 'На ход не е място 1'}),
    'hunters': ({'type': 'draw_tile'},
                {'hu': 'Nem ez a hely van soron (1)', 'de': 'Nicht Platz 1 ist am Zug',
                 'bg': 'На ход не е място 1'}),
}
PREFIX = {'hu': '0. akció', 'de': 'Aktion 0', 'bg': 'Действие 0'}
for en in english:
    gid = en['id']
    if gid not in NOT_YOUR_TURN:
        continue
    code, new, err = cli(None, 'new', '--game', gid, '--seed', '5')
    if not tap.ok(code == 0, '%s: new works' % gid, err):
        continue
    game = json.loads(new)
    action, wanted = NOT_YOUR_TURN[gid]
    game['actions'] = [dict(action, player=1)]
    text = json.dumps(game)
    for lang in LANGS:
        code, out, err = cli(lang, 'replay', '-', stdin=text)
        tap.ok(code == 3 and PREFIX[lang] in err and wanted[lang] in err,
               '%s: %s: a move out of turn is refused in %s' % (lang, gid, lang), err)
tap.done()
