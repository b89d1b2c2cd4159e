#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Catan table's modules are registered units (TAP output).

Usage: test-catan-view-modules.py UI_CATAN_DIR

1. Each folder in modules/ is one line of modules/meson.build (subdir),
   its meson.build adds its own name to catan_view_module_names, and one
   of its files defines the table tsl_catan_view_module_<name>.
2. No core file of the Catan view (ui/catan outside modules/) names a
   module: it includes none of a module's headers, uses no name a module's
   files define, and spells no module's flag of the view data
   (info->fishermen, self->info.traders...).
"""
import glob
import os
import re
import sys

FLAGS = ["fishermen", "rivers", "caravans", "barbarian_attack", "traders", "event_cards",
         "two_player", "harbormaster", "friendly_robber"]
INCLUDE = re.compile(r'^#include "([^"]+)"', re.M)
DEFINED = [
    re.compile(r"^(?!static)(?:[A-Za-z_][A-Za-z0-9_ *]*\n)?([a-z_][a-z0-9_]*) \(", re.M),
    re.compile(r"^(?:extern )?const TslCatanViewModule (?:\* const )?([a-z_][a-z0-9_]*)", re.M),
    re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\s*\(", re.M),
]


def code(path):
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)


def public_names(path):
    """Non-static functions, tables and declarations of a module file."""
    names = set()
    lines = open(path, encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        m = re.match(r"^([a-z_][a-z0-9_]*) \(", line)
        if m and i > 0 and not lines[i - 1].startswith("static") and "static" not in lines[i - 1]:
            names.add(m.group(1))
        m = re.match(r"^(?:extern )?const TslCatanViewModule ([a-z_][a-z0-9_]*)", line)
        if m:
            names.add(m.group(1))
        if path.endswith(".h"):
            m = re.match(r"^\S[^(;]*?\b([a-z_][a-z0-9_]*)\s*\(", line)
            if m and not line.startswith(("#", "typedef", " ")):
                names.add(m.group(1))
    return names


DIR = os.path.realpath(sys.argv[1])
MODULES = os.path.join(DIR, "modules")
results = []

folders = sorted(d for d in os.listdir(MODULES) if os.path.isdir(os.path.join(MODULES, d)))
listed = re.findall(r"^subdir\('([a-z_]+)'\)", open(os.path.join(MODULES, "meson.build")).read(), re.M)
problems = []
for name in folders:
    build = open(os.path.join(MODULES, name, "meson.build")).read()
    if listed.count(name) != 1:
        problems.append("%s is not one line of modules/meson.build" % name)
    if re.findall(r"catan_view_module_names \+= '([a-z_]+)'", build) != [name]:
        problems.append("modules/%s/meson.build does not add its own name" % name)
    sources = " ".join(open(f, encoding="utf-8").read() for f in glob.glob(os.path.join(MODULES, name, "*.c")))
    if not re.search(r"^const TslCatanViewModule tsl_catan_view_module_%s = \{" % name, sources, re.M):
        problems.append("modules/%s defines no tsl_catan_view_module_%s" % (name, name))
problems += ["modules/meson.build lists %s, which is no folder" % n for n in listed if n not in folders]
results.append((bool(folders) and not problems, "each module is its folder and one line", problems))

module_headers = {}
module_names = {}
for name in folders:
    files = glob.glob(os.path.join(MODULES, name, "*.[ch]"))
    module_headers[name] = {os.path.basename(f) for f in files if f.endswith(".h")}
    module_names[name] = set().union(*(public_names(f) for f in files))
core = sorted(glob.glob(os.path.join(DIR, "*.[ch]")) + glob.glob(os.path.join(DIR, "*.ui")))
flag = re.compile(r"(?:->|\.)\s*(%s)\b" % "|".join(FLAGS))
problems = []
for path in core:
    body = code(path)
    included = set(INCLUDE.findall(open(path, encoding="utf-8").read()))
    for name in folders:
        why = sorted(included & module_headers[name])
        used = sorted(n for n in module_names[name] if re.search(r"\b%s\b" % re.escape(n), body))
        if why or used:
            problems.append("%s names %s (%s)" % (os.path.basename(path), name, ", ".join(why + used)))
    for m in flag.finditer(body):
        problems.append("%s reads the flag %s" % (os.path.basename(path), m.group(1)))
results.append((bool(core) and not problems, "the core of the Catan view names no module", problems))

print("1..%d" % len(results))
for i, (ok, what, details) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
    for d in details:
        print("# " + d)
sys.exit(0 if all(ok for ok, _, _ in results) else 1)
