#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The repository stands alone (TAP output).

Usage: test-standalone.py SOURCE_ROOT

A clone with nothing beside it must build, test and document itself: no
build file or CI script reaches outside the source tree, and every link in
the README and docs/ leads to a file inside the repository.  (Reference
material kept beside our own checkouts may be named as a source, but the
contract it held lives in docs/game-files.md.)
"""
import os
import re
import sys

ROOT = os.path.realpath(sys.argv[1])
count = 0
failed = 0


def ok(cond, name, detail=""):
    global count, failed
    count += 1
    if not cond:
        failed += 1
    print("%s %d - %s" % ("ok" if cond else "not ok", count, name))
    if not cond:
        for line in str(detail).splitlines()[:20]:
            print("# " + line)


def files(top, wanted):
    for folder, dirs, names in os.walk(os.path.join(ROOT, top)):
        dirs[:] = [d for d in dirs if not d.startswith(".") and not d.startswith("build")]
        for name in names:
            if wanted(name):
                yield os.path.join(folder, name)


def code_lines(path):
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            text = line.split("#", 1)[0]
            if text.strip():
                yield number, text


def relative(path):
    return os.path.relpath(path, ROOT)


# A path in meson.build is relative to its folder, or to the source root
# when the line starts from meson.project_source_root().
STRING = re.compile(r"'([^']*)'")
FROM_ROOT = re.compile(r"(project_|global_)?source_root\(\)")
# Shell: ../NAME (cd "$(dirname "$0")/.." stays inside).
SHELL_ESCAPE = re.compile(r"\.\./\w")


def outside(base, path):
    where = os.path.realpath(os.path.join(base, path))
    return where != ROOT and not where.startswith(ROOT + os.sep)


escapes = []
for path in files(".", lambda name: name == "meson.build"):
    for n, t in code_lines(path):
        base = ROOT if FROM_ROOT.search(t) else os.path.dirname(path)
        if any(".." in s.split("/") and outside(base, s) for s in STRING.findall(t)):
            escapes.append("%s:%d: %s" % (relative(path), n, t.strip()))
ok(not escapes, "no meson.build reaches outside the source tree", "\n".join(escapes))

escapes = []
for path in files(".ci", lambda name: True):
    escapes += ["%s:%d: %s" % (relative(path), n, t.strip())
                for n, t in code_lines(path) if SHELL_ESCAPE.search(t)]
ok(not escapes, "no .ci script reaches outside the source tree", "\n".join(escapes))

LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
pages = [os.path.join(ROOT, "README.md")] + sorted(files("docs", lambda n: n.endswith(".md")))
for page in pages:
    with open(page, encoding="utf-8") as f:
        text = f.read()
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):
            continue
        where = os.path.join(os.path.dirname(page), target)
        if outside(os.path.dirname(page), target) or not os.path.exists(where):
            broken.append(target)
    ok(not broken, "%s links only to files in the repository" % relative(page), broken)
    ok("specs/engine-cli.md" not in text,
       "%s points to docs/game-files.md for the contract, not outside" % relative(page))

for name in ("docs/game-files.md", "docs/cli.md", "tests/cli/test-contract.py"):
    ok(os.path.isfile(os.path.join(ROOT, name)), "%s is in the repository" % name)

print("1..%d" % count)
sys.exit(1 if failed else 0)
