#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Turns an engine's evaluation weights, kept as data, into a header: the
feature enum in the files' order, the weights and the names.

The engine's own .ini has a [evaluation] group of `feature = weight` lines;
a module's .ini (in the module's folder) has a group named after the module,
whose features are called MODULE.feature (CATAN_EVAL_MODULE_FEATURE in C).

Usage: tsl-evaluation-weights.py PREFIX HEADER INI [MODULE_INI...]
(PREFIX: CATAN gives CatanEvalFeature, CATAN_EVAL_PIPS, CATAN_EVAL_WEIGHTS...)"""
import configparser
import sys


def read_weights(source):
    parser = configparser.ConfigParser()
    parser.optionxform = str
    with open(source, encoding='utf-8') as f:
        parser.read_file(f)
    weights = []
    for group in parser.sections():
        for key, value in parser[group].items():
            name = key if group == 'evaluation' else '%s.%s' % (group, key)
            weights.append((name, float(value)))
    return weights


def main():
    prefix, output, sources = sys.argv[1], sys.argv[2], sys.argv[3:]
    weights = []
    for source in sources:
        weights += read_weights(source)
    names = [k for k, _ in weights]
    if len(set(names)) != len(names):
        sys.exit('tsl-evaluation-weights.py: a feature is named twice')
    name = prefix.capitalize()
    lines = ['/* Generated from %s by tsl-evaluation-weights.py: do not edit. */'
             % ', '.join(s.split('/')[-1] for s in sources), '#pragma once', '', 'typedef enum', '{']
    lines += ['  %s_EVAL_%s,' % (prefix, k.upper().replace('.', '_')) for k in names]
    lines += ['  %s_EVAL_N_FEATURES' % prefix, '} %sEvalFeature;' % name, '',
              '#define %s_EVAL_WEIGHTS { %s }' % (prefix, ', '.join(repr(v) for _, v in weights)),
              '#define %s_EVAL_NAMES { %s }' % (prefix, ', '.join('"%s"' % k for k in names)), '']
    with open(output, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))


if __name__ == '__main__':
    main()
