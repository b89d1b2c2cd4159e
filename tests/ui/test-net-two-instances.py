#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Two instances of the application at one network table (TAP).

Usage: test-net-two-instances.py TESSELLA LOCALEDIR OUTDIR

Runs under xvfb-run (meson test does).  One `tessella` in Hungarian hosts a
Catan table (its person, an open seat, a computer player) with
`--screenshot DIR --net-host`, which prints the port it listens on; a
second `tessella`, in German, joins the open seat with `--screenshot DIR
--join 127.0.0.1:PORT`.  Each plays its seat through its window until the
game ends and writes its pages (waiting room, join page, the game, its
end).  Then the same with Bulgarian guest whose host goes away mid-game:
the guest must say so and go back to the launcher at once (exit 1 with
"the network table closed"), not hang.  Every picture fits 1366x768.
"""
import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time

TESSELLA, LOCALEDIR, OUTDIR = sys.argv[1:4]
SCREEN = (1366, 768)
DIALOGS = {'net-guest-closed-message.png'}


def png_size(path):
    with open(path, 'rb') as f:
        head = f.read(24)
    return struct.unpack('>II', head[16:24])


def environment(lang, data):
    return dict(os.environ, LANGUAGE=lang, TESSELLA_LOCALEDIR=LOCALEDIR, G_DEBUG='gc-friendly',
                XDG_DATA_HOME=data, GIO_USE_PROXY_RESOLVER='dummy')


def start_host(lang, out, data):
    host = subprocess.Popen([TESSELLA, '--screenshot', out, '--net-host'], env=environment(lang, data),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    port = None
    lines = []
    deadline = time.monotonic() + 120
    while port is None and time.monotonic() < deadline:
        line = host.stdout.readline().decode(errors='replace')
        if not line:
            break
        lines.append(line)
        if line.startswith('listening '):
            port = int(line.split()[1])
    return host, port, lines


def pictures(out):
    return sorted(f for f in os.listdir(out) if f.endswith('.png')) if os.path.isdir(out) else []


def main():
    checks = []
    shutil.rmtree(OUTDIR, ignore_errors=True)
    data = tempfile.mkdtemp(prefix='tessella-net-')

    # A whole game: Hungarian host, German guest.
    host_out, guest_out = os.path.join(OUTDIR, 'host-hu'), os.path.join(OUTDIR, 'guest-de')
    host, port, lines = start_host('hu', host_out, data)
    checks.append(('the host listens', port is not None, ''.join(lines)[-2000:]))
    if port is not None:
        guest = subprocess.run([TESSELLA, '--screenshot', guest_out, '--join', '127.0.0.1:%d' % port],
                               env=environment('de', data), stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, timeout=900)
        rest, _ = host.communicate(timeout=300)
        checks.append(('the guest plays its seat to the end', guest.returncode == 0,
                       guest.stdout.decode(errors='replace')[-2000:]))
        checks.append(('the host plays its seat to the end', host.returncode == 0,
                       (''.join(lines) + rest.decode(errors='replace'))[-2000:]))
        for out, expected in ((host_out, ['net-waiting-room.png', 'net-host-game.png', 'net-host-game-over.png']),
                              (guest_out, ['net-join.png', 'net-guest-game.png', 'net-guest-game-over.png'])):
            shots = pictures(out)
            checks.append(('%s has its pages' % os.path.basename(out), set(expected) <= set(shots),
                           ' '.join(shots)))
    else:
        host.kill()

    # The host goes away: Bulgarian guest.
    host_out, guest_out = os.path.join(OUTDIR, 'host-gone'), os.path.join(OUTDIR, 'guest-bg')
    host, port, lines = start_host('en', host_out, data)
    if port is not None:
        guest = subprocess.Popen([TESSELLA, '--screenshot', guest_out, '--join', '127.0.0.1:%d' % port],
                                 env=environment('bg', data), stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT)
        # Seated and playing: its join page is written before it sits down.
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and 'net-join.png' not in pictures(guest_out):
            time.sleep(0.2)
        time.sleep(4)
        host.send_signal(signal.SIGKILL)
        host.wait()
        gone = time.monotonic()
        try:
            said, _ = guest.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            guest.kill()
            said, _ = guest.communicate()
        said = said.decode(errors='replace')
        checks.append(('the guest notices the host has gone, within a minute',
                       guest.returncode == 1 and 'the network table closed' in said
                       and time.monotonic() - gone < 60, said[-2000:]))
        checks.append(('the guest is back at the launcher',
                       'net-guest-closed.png' in pictures(guest_out), ' '.join(pictures(guest_out))))
    else:
        host.kill()
        checks.append(('the second host listens', False, ''.join(lines)[-2000:]))

    too_big = []
    for root, _, files in os.walk(OUTDIR):
        for name in files:
            if name.endswith('.png') and name not in DIALOGS:
                width, height = png_size(os.path.join(root, name))
                if width > SCREEN[0] or height > SCREEN[1]:
                    too_big.append('%s %dx%d' % (os.path.join(root, name), width, height))
    checks.append(('every page fits 1366x768', not too_big, ' '.join(too_big)))
    shutil.rmtree(data, ignore_errors=True)

    print('1..%d' % len(checks))
    for i, (name, ok, detail) in enumerate(checks, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, name))
        if not ok:
            for line in detail.splitlines():
                print('# ' + line)
    return 0 if all(ok for _, ok, _ in checks) else 1


if __name__ == '__main__':
    sys.exit(main())
