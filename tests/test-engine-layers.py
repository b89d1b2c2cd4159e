#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An engine's files form layers, never a circle (TAP output).

Usage: test-engine-layers.py ENGINE_DIR [--words NAME:WORD...,...]

1. ENGINE_DIR has C files.
2. No two .c files call each other, even through others: every non-static
   function or table defined in one .c file and named in another makes an
   arrow between the two files, and the arrows form no cycle.
3. No include circle among the headers: a header depends on the headers it
   includes and on those that define a name it uses (a type, a macro, an
   inline function, a declaration); these arrows form no cycle either.  A
   header that uses what its includer defines, without including it, is
   such a circle ("included at the end of the hub").
4. When ENGINE_DIR has modules (the folders under ENGINE_DIR/modules/): no
   core file names a module.  The files of module NAME are those under
   ENGINE_DIR/modules/NAME/ (its folder); the core is every other file.  A core file names a module when it includes one of
   the module's headers, uses a name defined in the module's files, or a
   name spelling the module: its folder's name or one of the WORDs --words
   gives after it (traders_barbarians:traders spells catan_traders and
   "Traders & Barbarians").
5. Every module --words names has its folder.
"""
import argparse
import collections
import glob
import os
import re
import sys

FUNC = re.compile(r"^([a-z_][a-z0-9_]*) \(")
TABLE = re.compile(r"^(?:const [^=;(]*?|[A-Z][A-Za-z]* )\b([a-z_][a-z0-9_]*)(?:\[[^]]*\])* ?[=;]")
INCLUDE = re.compile(r'^#include "([^"]+)"', re.M)
# What a header defines: macros, typedef'd names, the functions it declares
# or defines inline (the name before the parameter list, at the start of a
# line or after the return type) and extern tables.
HEADER_NAMES = [
    re.compile(r"^#define ([A-Za-z_][A-Za-z0-9_]*)", re.M),
    re.compile(r"^}\s*([A-Za-z_][A-Za-z0-9_]*)\s*;", re.M),
    re.compile(r"^typedef [^;{]*?\b([A-Za-z_][A-Za-z0-9_]*)\s*;", re.M),
    re.compile(r"^(?:[A-Za-z_][A-Za-z0-9_ ]*[ *])?([a-z_][a-z0-9_]*)\s*\(", re.M),
    re.compile(r"^extern [^;(]*?\b([a-z_][a-z0-9_]*)(?:\[[^]]*\])*\s*;", re.M),
]
KEYWORDS = {"if", "for", "while", "return", "switch", "sizeof", "G_STATIC_ASSERT"}


def code(path):
    text = open(path, encoding="utf-8").read()
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def definitions(path):
    """Non-static functions and tables defined in a .c file."""
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


def header_definitions(path):
    body = code(path)
    names = set()
    for pattern in HEADER_NAMES:
        names.update(pattern.findall(body))
    return names - KEYWORDS


PATTERNS = {}


def uses(body, names):
    """Whether @body names any of @names (one regular expression a set)."""
    if not names:
        return False
    key = frozenset(names)
    if key not in PATTERNS:
        alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        PATTERNS[key] = re.compile(r"\b(?:%s)\b" % alternatives)
    return PATTERNS[key].search(body) is not None


def cycles_of(nodes, arrows):
    """Pairs of nodes that reach each other."""
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

    return sorted({tuple(sorted((os.path.basename(a), os.path.basename(b))))
                   for a in nodes for b in arrows[a] if reaches(b, a)})


parser = argparse.ArgumentParser()
parser.add_argument("engine_dir")
parser.add_argument("--words", default="")
args = parser.parse_args()

DIR = os.path.realpath(args.engine_dir)
NAME = os.path.basename(DIR)
# The engine's files, its modules' folders included.
files = sorted(glob.glob(os.path.join(DIR, "**", "*.c"), recursive=True))
headers = sorted(glob.glob(os.path.join(DIR, "**", "*.h"), recursive=True))
# The modules are the folders; --words: NAME:WORD:..., other spellings of
# module NAME in code (traders_barbarians:traders).
folders = sorted(os.path.basename(d) for d in glob.glob(os.path.join(DIR, "modules", "*")) if os.path.isdir(d))
words = {m: [m] for m in folders}
words.update({spec.split(":")[0]: spec.split(":") for spec in args.words.split(",") if spec})
modules = list(words)
results = []

# 1 and 2: calls between the .c files
defined = {f: definitions(f) for f in files}
arrows = collections.defaultdict(set)
for f in files:
    body = code(f)
    for g in files:
        if g != f and uses(body, defined[g]):
            arrows[f].add(g)
results.append((bool(files), "%s has C files" % NAME, []))
calls = cycles_of(files, arrows)
results.append((not calls, "no circular calls between the files of %s" % NAME,
                ["%s and %s depend on each other" % pair for pair in calls]))

# 3: the headers' includes and the names they use
header_defined = {h: header_definitions(h) for h in headers}
depends = collections.defaultdict(set)
for h in headers:
    body = code(h)
    included = set(INCLUDE.findall(body))
    for g in headers:
        if g != h and (os.path.basename(g) in included or uses(body, header_defined[g] - header_defined[h])):
            depends[h].add(g)
circles = cycles_of(headers, depends)
results.append((not circles, "no include circle among the headers of %s" % NAME,
                ["%s and %s depend on each other (one includes the other, which uses its names)" % pair
                 for pair in circles]))


# 4: the core names no module
def module_of(path):
    parts = os.path.relpath(path, DIR).split(os.sep)
    if len(parts) > 2 and parts[0] == "modules":
        return parts[1]
    return None


if modules:
    module_names = collections.defaultdict(set)
    module_headers = collections.defaultdict(set)
    for f in files:
        if module_of(f):
            module_names[module_of(f)].update(defined[f])
    for h in headers:
        if module_of(h):
            module_names[module_of(h)].update(header_defined[h])
            module_headers[module_of(h)].add(os.path.basename(h))
    spelled = {m: re.compile(r"\b\w*(?<![A-Za-z])(?:%s)(?![A-Za-z])\w*\b" % "|".join(words[m]), re.I)
               for m in modules}
    naming = {}
    for f in files + headers:
        if module_of(f):
            continue
        body = code(f)
        named = sorted(m for m in modules
                       if set(INCLUDE.findall(body)) & module_headers[m]
                       or spelled[m].search(body) or uses(body, module_names[m]))
        if named:
            naming[os.path.basename(f)] = named
    results.append((not naming, "no core file of %s names a module" % NAME,
                    ["%s names %s" % (f, ", ".join(naming[f])) for f in sorted(naming)]))
    # 5: the words are of modules that exist
    results.append((set(modules) == set(folders), "every module given --words has its folder modules/NAME",
                    ["module %s has no folder modules/%s" % (m, m) for m in sorted(set(modules) - set(folders))]))

print("1..%d" % len(results))
for i, (ok, what, notes) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
    for note in notes:
        print("# " + note)
sys.exit(0 if all(ok for ok, _, _ in results) else 1)
