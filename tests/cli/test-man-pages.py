#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A manual page renders without a warning and says what its program does
(TAP output).

Usage: test-man-pages.py TESSELLA_CLI PAGE PROGRAM

PAGE (data/man/, as configured into the build) is rendered by man(1) and
by groff(1) with every warning on; any warning fails.  Then the page is
held against PROGRAM: every command that "PROGRAM --help" lists has its
entry under COMMANDS, every long option of "PROGRAM --help-all" (or of
"PROGRAM COMMAND --help") is described in that entry or under OPTIONS (a
paragraph tagged with it), and every game option key and value that
"tessella-cli games" lists is under GAME OPTIONS.  A new command, option or game option without its
documentation fails here.
"""
import json
import os
import re
import shutil
import subprocess
import sys

from clitest import cli, finish, ok

PAGE, PROGRAM = sys.argv[2], sys.argv[3]
NAME = os.path.basename(PROGRAM)
ENV = dict(os.environ, MANWIDTH='80', LC_ALL='C.UTF-8', LANGUAGE='', MAN_DISABLE_SECCOMP='1')
# A long option in --help and in the rendered page: ASCII hyphens.
LONG_OPTION = re.compile(r'(?<![\w-])--[a-z][a-z0-9-]*')
HEADING = re.compile(r'^([A-Z][A-Z ]+)$')
TAG = re.compile(r'^\s*(?:-\w, )?(--[a-z][a-z0-9-]*)')


def run(*args):
    p = subprocess.run(args, capture_output=True, env=ENV, timeout=120)
    return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')


# Rendering: man-db as a user reads the page, groff with all warnings.
text = ''
man = shutil.which('man')
ok(man is not None, 'man(1) is installed (package man-db)')
if man is not None:
    status, text, errors = run(man, '--warnings', '-l', '-E', 'UTF-8', PAGE)
    ok(status == 0 and errors == '', 'man --warnings -l renders %s without a warning' % NAME,
       'status %d\n%s' % (status, errors))
groff = shutil.which('groff')
ok(groff is not None, 'groff(1) is installed (package groff-base)')
if groff is not None:
    status, _, errors = run(groff, '-man', '-ww', '-z', '-Kutf8', '-Tutf8', '-rLL=78n', PAGE)
    ok(status == 0 and errors == '', 'groff -man -ww renders %s without a warning' % NAME,
       'status %d\n%s' % (status, errors))
if text == '' and groff is not None:
    text = run(groff, '-man', '-Tutf8', '-P-cbou', '-rLL=80n', PAGE)[1]

# An option written with plain "-" renders as U+2010 where man(1) does not
# map it back (Debian does): options are written "\-\-name" in the source.
source = open(PAGE, encoding='utf-8').read().splitlines()
plain = ['%d: %s' % (n, line) for n, line in enumerate(source, 1)
         if not line.startswith('.\\"') and re.search(r'(?<![\w\\])-{1,2}[a-zA-Z]', line)]
ok(not plain, 'options are written with \\- in %s' % NAME, '\n'.join(plain))

# The rendered page by section, each a list of lines without the indent of
# 7 columns that man gives section bodies.
sections = {}
current = None
for line in text.splitlines():
    m = HEADING.match(line)
    if m:
        current = m.group(1)
        sections[current] = []
    elif current is not None:
        sections[current].append(line[7:] if line.startswith(' ' * 7) else line.strip())
for heading in ('NAME', 'SYNOPSIS', 'DESCRIPTION', 'OPTIONS', 'EXIT STATUS', 'ENVIRONMENT',
                'FILES', 'EXAMPLES', 'SEE ALSO', 'GAME OPTIONS'):
    ok(heading in sections, '%s has the section %s' % (NAME, heading), sorted(sections))
ok(any(line.startswith(NAME + ' ') for line in sections.get('NAME', [])),
   'the NAME line starts with %s' % NAME, sections.get('NAME'))


def options_in(lines):
    return set(LONG_OPTION.findall('\n'.join(lines)))


def options_described(lines):
    """The long options that start a paragraph's tag ("-s, --seed=S"), as
    an option described, not only named, renders."""
    return {m.group(1) for m in (TAG.match(line) for line in lines) if m}


def help_options(*args):
    status, out, errors = run(PROGRAM, *args)
    ok(status == 0, '%s %s exits with 0' % (NAME, ' '.join(args)), errors)
    return out, options_in(out.splitlines())


# The commands, each with an entry under COMMANDS whose first line starts
# with the command's name; the entry runs until the next command's.
usage, listed = help_options('--help')
commands = []
in_commands = False
for line in usage.splitlines():
    if not line.strip() or line.rstrip().endswith(':'):
        in_commands = line.strip() == 'Commands:'
    elif in_commands:
        commands.append(line.split()[0])
entries = {}
name = None
for line in sections.get('COMMANDS', []):
    first = line.split(' ', 1)[0] if line and not line.startswith(' ') else ''
    if first in commands:
        name = first
        entries[name] = []
    if name is not None:
        entries[name].append(line)
if commands:
    ok('COMMANDS' in sections, '%s has the section COMMANDS' % NAME)
for command in commands:
    ok(command in entries, 'the command %s has its entry under COMMANDS' % command)
    documented = options_described(entries.get(command, []))
    for option in sorted(help_options(command, '--help')[1] - {'--help'}):
        ok(option in documented, '%s %s is documented in its entry' % (command, option),
           '\n'.join(entries.get(command, [])))

# The program's own options (all of them for GApplication's --help-all).
if not commands:
    listed |= help_options('--help-all')[1]
documented = options_described(sections.get('OPTIONS', []))
for option in sorted(listed):
    ok(option in documented, '%s is documented under OPTIONS' % option, '\n'.join(sections.get('OPTIONS', [])))

# Every game option key, and each value of a choice or a boolean.
status, out, errors = cli('games')
ok(status == 0, 'tessella-cli games exits with 0', errors)
games = json.loads(out) if status == 0 else []
words = set(re.findall(r'[\w-]+', '\n'.join(sections.get('GAME OPTIONS', []))))
for game in games:
    for option in game['options']:
        values = [c['value'] for c in option.get('choices', [])]
        if option['type'] == 'bool':
            values = ['true', 'false']
        missing = [v for v in [option['key']] + values if v not in words]
        ok(not missing, '%s: the option %s and its values are under GAME OPTIONS' % (game['id'], option['key']),
           'missing: %s' % ', '.join(missing))
ok(games, 'tessella-cli games lists games')
finish()
