#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Turns an engine's evaluation weights, kept as data (an .ini file with a
[evaluation] group of `feature = weight` lines), into a header: the
feature enum in the file's order, the weights and the names.

Usage: tsl-evaluation-weights.py PREFIX INI HEADER
(PREFIX: CATAN gives CatanEvalFeature, CATAN_EVAL_PIPS, CATAN_EVAL_WEIGHTS...)"""
import configparser
import sys


def main():
    prefix, source, output = sys.argv[1], sys.argv[2], sys.argv[3]
    parser = configparser.ConfigParser()
    parser.optionxform = str
    with open(source, encoding='utf-8') as f:
        parser.read_file(f)
    weights = [(k, float(v)) for k, v in parser['evaluation'].items()]
    name = prefix.capitalize()
    lines = ['/* Generated from %s by tsl-evaluation-weights.py: do not edit. */'
             % source.split('/')[-1], '#pragma once', '', 'typedef enum', '{']
    lines += ['  %s_EVAL_%s,' % (prefix, k.upper()) for k, _ in weights]
    lines += ['  %s_EVAL_N_FEATURES' % prefix, '} %sEvalFeature;' % name, '',
              '#define %s_EVAL_WEIGHTS { %s }' % (prefix, ', '.join(repr(v) for _, v in weights)),
              '#define %s_EVAL_NAMES { %s }' % (prefix, ', '.join('"%s"' % k for k, _ in weights)), '']
    with open(output, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))


if __name__ == '__main__':
    main()
