#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Turns an engine's weights, kept as data, into a header: the enum in the
files' order, the weights and the names.  Two kinds: the evaluation's
features, and the greedy policy's weights (--greedy).

The engine's own .ini has an [evaluation] (or [greedy]) group of
`name = weight` lines; a module's .ini (in the module's folder) has a group
named after the module, whose names are MODULE.name
(CATAN_EVAL_MODULE_NAME in C).

Usage: tsl-evaluation-weights.py [--greedy] PREFIX HEADER INI [MODULE_INI...]
(PREFIX: CATAN gives CatanEvalFeature, CATAN_EVAL_PIPS, CATAN_EVAL_WEIGHTS,
CATAN_EVAL_N_FEATURES...; with --greedy CatanGreedyWeight, CATAN_GREEDY_...,
CATAN_GREEDY_N_WEIGHTS)"""
import configparser
import sys


# The engine's own groups: their names are bare (tests/shared/evaluation-fit.c
# reads the files the same way).
OWN_GROUPS = ('evaluation', 'greedy')


def read_weights(source):
    parser = configparser.ConfigParser()
    parser.optionxform = str
    with open(source, encoding='utf-8') as f:
        parser.read_file(f)
    weights = []
    for group in parser.sections():
        for key, value in parser[group].items():
            name = key if group in OWN_GROUPS else '%s.%s' % (group, key)
            weights.append((name, float(value)))
    return weights


def main():
    args = sys.argv[1:]
    greedy = args[:1] == ['--greedy']
    if greedy:
        args = args[1:]
    prefix, output, sources = args[0], args[1], args[2:]
    kind, type_name, count = ('GREEDY', 'GreedyWeight', 'N_WEIGHTS') if greedy \
        else ('EVAL', 'EvalFeature', 'N_FEATURES')
    weights = []
    for source in sources:
        weights += read_weights(source)
    names = [k for k, _ in weights]
    if len(set(names)) != len(names):
        sys.exit('tsl-evaluation-weights.py: a weight is named twice')
    name = prefix.capitalize()
    lines = ['/* Generated from %s by tsl-evaluation-weights.py: do not edit. */'
             % ', '.join(s.split('/')[-1] for s in sources), '#pragma once', '', 'typedef enum', '{']
    lines += ['  %s_%s_%s,' % (prefix, kind, k.upper().replace('.', '_')) for k in names]
    lines += ['  %s_%s_%s' % (prefix, kind, count), '} %s%s;' % (name, type_name), '',
              '#define %s_%s_WEIGHTS { %s }' % (prefix, kind, ', '.join(repr(v) for _, v in weights)),
              '#define %s_%s_NAMES { %s }' % (prefix, kind, ', '.join('"%s"' % k for k in names)), '']
    text = '\n'.join(lines)
    # meson runs this at every configure: a header left as it was keeps its
    # time, so the sources that include it are not all compiled again.
    try:
        with open(output, encoding='utf-8') as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(output, 'w', encoding='utf-8') as f:
        f.write(text)


if __name__ == '__main__':
    main()
