#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`tessella --screenshot DIR` in one language: every scene, each fits a laptop (TAP).

Usage: test-screenshots.py TESSELLA LANG LOCALEDIR OUTDIR

Runs the screenshot mode on the current display (meson test runs under
xvfb-run) with LANGUAGE=LANG and checks that it writes at least the 40
scenes of earlier releases plus the new ones, and that every picture of
the whole window is at most 1366x768: the window fits a small laptop in
every language (issue 22).  The PNGs stay in OUTDIR to be looked at.
"""
import os
import shutil
import struct
import subprocess
import sys

TESSELLA, LANG, LOCALEDIR, OUTDIR = sys.argv[1:5]
MIN_SCENES = 41
SCREEN = (1366, 768)
# The dialogs that are windows of their own (not the whole window).
DIALOGS = {'trade.png', 'trade-bank.png', 'caravans-vote.png'}


def png_size(path):
    with open(path, 'rb') as f:
        head = f.read(24)
    if head[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('%s is not a PNG' % path)
    return struct.unpack('>II', head[16:24])


def main():
    out = os.path.join(OUTDIR, LANG)
    shutil.rmtree(out, ignore_errors=True)
    # The application as a person runs it: GDK's warnings about a popover
    # placed before Xvfb reports a monitor are not fatal there.
    env = dict(os.environ, LANGUAGE=LANG, TESSELLA_LOCALEDIR=LOCALEDIR, G_DEBUG='gc-friendly')
    run = subprocess.run([TESSELLA, '--screenshot', out], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=1500)
    checks = []
    checks.append(('the screenshot mode exits 0', run.returncode == 0,
                   run.stdout.decode(errors='replace')[-2000:]))
    # A scene that cannot be written is a failure, not a message: the
    # directory below a plain file cannot be made.
    os.makedirs(OUTDIR, exist_ok=True)
    blocked = os.path.join(OUTDIR, 'not-a-directory-' + LANG)
    with open(blocked, 'w'):
        pass
    refused = subprocess.run([TESSELLA, '--screenshot', os.path.join(blocked, 'shots')], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    os.unlink(blocked)
    checks.append(('the screenshot mode exits 1 when it cannot write', refused.returncode == 1,
                   refused.stdout.decode(errors='replace')[-2000:]))
    shots = sorted(f for f in os.listdir(out) if f.endswith('.png')) if os.path.isdir(out) else []
    checks.append(('at least %d scenes' % MIN_SCENES, len(shots) >= MIN_SCENES,
                   '%d scenes: %s' % (len(shots), ' '.join(shots))))
    too_big = []
    for name in shots:
        width, height = png_size(os.path.join(out, name))
        if name not in DIALOGS and (width > SCREEN[0] or height > SCREEN[1]):
            too_big.append('%s %dx%d' % (name, width, height))
    checks.append(('every window picture fits %dx%d' % SCREEN, not too_big, ', '.join(too_big)))
    print('1..%d' % len(checks))
    failed = 0
    for i, (what, ok, detail) in enumerate(checks, 1):
        print('%s %d - %s: %s' % ('ok' if ok else 'not ok', i, LANG, what))
        if not ok:
            failed += 1
            for line in detail.splitlines():
                print('# ' + line)
    return 1 if failed else 0


sys.exit(main())
