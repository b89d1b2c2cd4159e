#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Run a GTK test on the current display, or under xvfb-run when there is none.

Usage: run-with-display.py PROGRAM [ARGS...]

CI already runs `xvfb-run -a meson test`; a plain `meson test` on a
machine without a display still gets one.  Exits 77 (skip) when neither a
display nor xvfb-run is available.
"""
import os
import shutil
import sys

argv = sys.argv[1:]
if os.environ.get('DISPLAY') or os.environ.get('WAYLAND_DISPLAY') or os.environ.get('BROADWAY_DISPLAY'):
    os.execv(argv[0], argv)
xvfb_run = shutil.which('xvfb-run')
if xvfb_run is None:
    print('1..0 # SKIP no display and no xvfb-run')
    sys.exit(0)
os.execv(xvfb_run, [xvfb_run, '-a', '-s', '-screen 0 1600x1000x24'] + argv)
