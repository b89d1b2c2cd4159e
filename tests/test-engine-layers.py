#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""No two files of an engine call each other, even through others (TAP output).

Usage: test-engine-layers.py ENGINE_DIR

Every non-static function or table defined in one .c file of ENGINE_DIR and
named in another makes an arrow between the two files; the arrows must
form no cycle, so the engine reads as layers (its private header lists them).
"""
import collections
import glob
import os
import re
import sys

DIR = os.path.realpath(sys.argv[1])
FUNC = re.compile(r"^([a-z_][a-z0-9_]*) \(")
TABLE = re.compile(r"^(?:const [^=;(]*?|[A-Z][A-Za-z]* )\b([a-z_][a-z0-9_]*)(?:\[[^]]*\])* ?[=;]")


def definitions(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    names = set()
    for i, line in enumerate(lines):
        m = FUNC.match(line)
        if m and i > 0:
            j = i - 1
            while j > 0 and lines[j - 1].strip() and not lines[j - 1].startswith("}") \
                    and not lines[j - 1].rstrip().endswith("*/"):
                j -= 1
            if not lines[j].startswith(("static", "G_DEFINE")):
                names.add(m.group(1))
        m = TABLE.match(line)
        if m and not line.startswith(("static", "extern")):
            names.add(m.group(1))
    return names


def code(path):
    text = open(path, encoding="utf-8").read()
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


files = sorted(glob.glob(os.path.join(DIR, "*.c")))
defined = {f: definitions(f) for f in files}
arrows = collections.defaultdict(set)
for f in files:
    body = code(f)
    for g in files:
        if g != f and any(re.search(r"\b%s\b" % n, body) for n in defined[g]):
            arrows[f].add(g)


def reaches(a, b):
    seen, todo = set(), [a]
    while todo:
        n = todo.pop()
        for m in arrows[n]:
            if m == b:
                return True
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return False


cycles = sorted({tuple(sorted((os.path.basename(a), os.path.basename(b))))
                 for a in files for b in arrows[a] if reaches(b, a)})
print("1..2")
print("%s 1 - %s has C files" % ("ok" if files else "not ok", os.path.basename(DIR)))
print("%s 2 - no circular calls between the files of %s" % ("not ok" if cycles else "ok",
                                                          os.path.basename(DIR)))
for a, b in cycles:
    print("# %s and %s depend on each other" % (a, b))
sys.exit(1 if cycles or not files else 0)
