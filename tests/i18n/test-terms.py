#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The catalogues use the official terms of the rulebooks (TAP output).

Usage: test-terms.py SOURCE_ROOT

Each rule is an English pattern and, per language, a pattern the
translation must match whenever a msgid matches the English one.  The terms
come from the rulebooks (seeds) and the glossaries in ../shared/rules/:
Catan from seed 000 (hu), 003 (de), 004 (bg); Hunters and Gatherers from
seed 001 (hu), the German edition as the glossary cites it (de) and the
project's chosen Bulgarian terms (docs/TRANSLATING.md).  Patterns match
word stems so that inflected forms (Hungarian suffixes, German plurals,
Bulgarian articles) pass and a different word fails.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from i18ntap import Tap, parse_po  # noqa: E402

ROOT = sys.argv[1]
I = re.IGNORECASE
# Word start in Hungarian, German and Bulgarian text.
W = r'(?<![^\W\d_])'

RULES = [
    # --- Catan (seeds 000 / 003 / 004) ---------------------------------
    (r'^Catan$', {'hu': r'^Catan telepesei$', 'de': r'^Die Siedler von Catan$', 'bg': r'^Катан$'}),
    (r'\bsettlements?\b', {'hu': r'települé', 'de': r'Siedlung', 'bg': r'селищ'}),
    (r'\bcit(y|ies)\b', {'hu': r'város', 'de': r'St[aä]dt', 'bg': r'град'}),
    (r'\broads?\b(?! [Bb]uilding)', {'hu': W + r'([úu]t|utc)', 'de': r'[Ss]tra[ßs]', 'bg': r'улиц'}),
    (r'\brobber', {'hu': r'rabló', 'de': r'Räuber', 'bg': r'разбойни'}),
    (r'\bknights?\b', {'hu': r'lovag', 'de': r'Ritter', 'bg': r'[Рр]ицар'}),
    (r'\bdevelopment cards?\b', {'hu': r'bónuszkárty', 'de': r'Entwicklungskarte',
                                 'bg': r'„Развитие“'}),
    (r'\bharbou?rs?\b', {'hu': r'kikötő', 'de': r'H[aä]fen', 'bg': r'пристанищ'}),
    (r'\b(?-i:Longest Road)\b', {'hu': r'[Ll]eghosszabb kereskedelmi [úu]t',
                           'de': r'[Ll]ängste\w* Handelsstraße',
                           'bg': r'[Нн]ай-дълга(та)? търговска улица'}),
    (r'\b(?-i:Largest Army)\b', {'hu': r'legnagyobb lovagi hatal(om|m)', 'de': r'[Gg]rößte\w* Rittermacht',
                           'bg': r'[Оо]рден(ът|а)? на рицарите'}),
    (r'\b(lumber|wood)\b', {'hu': W + r'f[aá]', 'de': r'Holz', 'bg': r'дърв'}),
    (r'\bbricks?\b', {'hu': r'építők[őö]', 'de': r'Lehm', 'bg': r'тухл'}),
    (r'\bwool\b', {'hu': r'gyapj', 'de': r'Woll', 'bg': r'вълн'}),
    (r'\bgrain\b', {'hu': r'gabon', 'de': r'Getreide', 'bg': r'жит'}),
    (r'\bore\b', {'hu': r'érc', 'de': r'Erz', 'bg': r'желяз'}),
    (r'\bvictory points?\b', {'hu': r'pont', 'de': r'Siegpunkt', 'bg': r'точк[аи] за победа'}),
    (r'\bMonopoly\b', {'hu': r'Monopólium', 'de': r'Monopol', 'bg': r'Монопол'}),
    (r'\bRoad Building\b', {'hu': r'Útépítés', 'de': r'Straßenbau', 'bg': r'Строеж на улици'}),
    (r'\b(Year of Plenty|Invention)\b', {'hu': r'Találmány', 'de': r'Erfindung',
                                         'bg': r'Изобретение'}),
    (r'\bdesert\b', {'hu': r'sivatag', 'de': r'Wüste', 'bg': r'пустин'}),
    (r'\bhills\b', {'hu': r'dombvidék', 'de': r'Hügelland', 'bg': r'хълм'}),
    (r'\bpastures?\b', {'hu': r'legelő', 'de': r'Weideland', 'bg': r'пасищ'}),
    (r'\b(?-i:Fields)\b', {'hu': r'szántóföld', 'de': r'Ackerland', 'bg': r'нив'}),
    (r'\bmountains\b', {'hu': r'hegység', 'de': r'Gebirge', 'bg': r'планин'}),
    (r'\bresources?\b', {'hu': r'nyersanyag', 'de': r'Rohstoff', 'bg': r'ресурс'}),
    # The two kinds of trade (glossary, "Phases, actions, rules").
    (r'\bdomestic trade\b', {'hu': r'[Bb]elkereskedelem', 'de': r'Binnenhandel',
                              'bg': r'[Рр]азмяна(та)? на ресурси'}),
    (r'\bmaritime trade\b', {'hu': r'tengeri kereskedelem', 'de': r'Seehandel',
                              'bg': r'търговия(та)? по море'}),
    (r'\bdice\b', {'hu': r'dob', 'de': r'[Ww]ürf', 'bg': r'зар|хвърл'}),
    # Cards are kártya (seed 000), never lap; a tie is a holtverseny.
    (r'\bcards?\b', {'hu': r'kárty'}),
    (r'\bti(e|es|ed)\b', {'hu': r'holtverseny', 'de': r'Gleichstand'}),
    # Whose turn it is: German "handeln" would read "to trade".
    (r'\bmust act\b', {'de': r'(am Zug|an der Reihe)'}),
    # Bulgarian: the card that is played is карта „Рицар“ (seed 004).
    (r'\bplay(ed)? a knight\b', {'bg': r'карта „Рицар“'}),
    # --- Carcassonne: Hunters and Gatherers (seed 001, glossary) -------
    (r'^Carcassonne: Hunters and Gatherers$',
     {'hu': r'^Carcassonne – Vadászok és gyűjtögetők$',
      'de': r'^Carcassonne – Die Jäger und Sammler$', 'bg': r'^Каркасон: Ловци и събирачи$'}),
    # The title inside other texts too: the German title is decided once
    # (docs/TRANSLATING.md) and keeps its article everywhere.
    (r'\bHunters and Gatherers\b', {'hu': r'Vadászok és gyűjtögetők', 'de': r'Die Jäger und Sammler',
                                     'bg': r'Ловци и събирачи'}),
    (r'\btribe members?\b', {'hu': r'törzstag', 'de': r'Stammesmitglied',
                             'bg': r'член\w* на племето'}),
    (r'(?<!Hunters and )\bgatherers?\b', {'hu': r'gyűjtöget', 'de': r'Sammler', 'bg': r'събирач'}),
    (r'\bfisher(man|men|s)?\b', {'hu': r'halász', 'de': r'Fischer', 'bg': r'рибар'}),
    (r'\bhunters?\b(?! and Gatherers)', {'hu': r'vadász', 'de': r'Jäger', 'bg': r'лов(е)?ц'}),
    (r'\bhuts?\b', {'hu': r'kunyhó', 'de': r'Hütte', 'bg': r'колиб'}),
    (r'\bmeadows?\b', {'hu': r'tisztás', 'de': r'Wiese', 'bg': r'полян'}),
    (r'\brivers?\b', {'hu': r'folyó', 'de': r'Fl[uü]ss', 'bg': r'ре[кч]'}),
    (r'\blakes?\b', {'hu': W + r'(tó|tav)', 'de': r'See', 'bg': r'езер'}),
    (r'\bmammoths?\b', {'hu': r'mamut', 'de': r'Mammut', 'bg': r'мамут'}),
    (r'\bdeer\b', {'hu': r'szarvas', 'de': r'Wild|Hirsch', 'bg': r'елен'}),
    (r'\baurochs\b', {'hu': r'őstul', 'de': r'Auerochse', 'bg': W + r'тур'}),
    (r'\bsab(re|er)-toothed tigers?\b', {'hu': r'kardfogú tigris', 'de': r'Säbelzahntiger',
                                         'bg': r'саблезъб'}),
    (r'\bgold nuggets?\b', {'hu': r'aranyrög', 'de': r'Goldklumpen', 'bg': r'самород'}),
    (r'\bmushrooms?\b', {'hu': r'gomba', 'de': r'Pilze(?!\w*gruppe)', 'bg': r'гъб'}),
    (r'^Mushroom group$', {'de': r'^Pilze$', 'bg': r'^Гъби$'}),
    # A spot of the Hunters and Gatherers grid is a поле, not a място (a seat).
    (r'\bsquares?\b', {'bg': r'пол[ея]'}),
    (r'\bbonus tiles?\b', {'hu': r'bónuszkárty', 'de': r'Bonuskarte', 'bg': r'бонус плочк'}),
    (r'\bscoreboard\b', {'hu': r'kiértékelőtábl', 'de': r'Wertungstafel', 'bg': r'табло(то)? за точки'}),
    (r'\bvolcano\b', {'hu': r'vulkán', 'de': r'Vulkan', 'bg': r'вулкан'}),
    (r'\bsprings?\b', {'hu': r'forrás', 'de': r'Quelle', 'bg': r'извор'}),
]

# JSON keywords quoted in a message ("(wood, brick, ...)", “hex”) are kept
# in English by the translation; they are not terms to translate.
SEGMENT = re.compile(r'\([^()]*\)|“[^”]*”|\{[^{}]*\}')


def without_kept_keywords(msgid, msgstr):
    def strip(m):
        return ' '.join(w for w in re.findall(r'\w+|\W', m.group(0))
                        if not (w.isalpha() and re.search(r'\b%s\b' % re.escape(w), msgstr)))
    return SEGMENT.sub(strip, msgid)


tap = Tap()
linguas = open(os.path.join(ROOT, 'po', 'LINGUAS'), encoding='utf-8').read().split()
for lang in linguas:
    entries = [e for e in parse_po(os.path.join(ROOT, 'po', lang + '.po'))
               if e['msgid'] and not e['obsolete'] and 'fuzzy' not in e['flags']]
    for english, wanted in RULES:
        if lang not in wanted:
            continue
        hits = 0
        wrong = []
        for e in entries:
            sources = [e['msgid'], e.get('msgid_plural', e['msgid'])]
            for i, dst in enumerate(e['msgstr']):
                # mnemonics: "_Development Card" -> "Карта „_Развитие“"
                src, dst = sources[min(i, 1)].replace('_', ''), dst.replace('_', '')
                if not dst or not re.search(english, without_kept_keywords(src, dst), I):
                    continue
                hits += 1
                if not re.search(wanted[lang], dst, I):
                    wrong.append('%r -> %r' % (src[:70], dst[:70]))
        if not hits:
            continue
        tap.ok(not wrong, '%s: /%s/ is translated as /%s/ (%d messages)'
               % (lang, english, wanted[lang], hits), '\n'.join(wrong))
if tap.count == 0:
    tap.skip('official terms', 'no message uses a game term yet')
tap.done()
