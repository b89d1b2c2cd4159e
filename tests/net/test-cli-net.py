#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""tessella-cli serve and join as separate processes (TAP output).

Usage: test-cli-net.py TESSELLA_CLI

A server on a port the system picks hosts a Hunters & Gatherers table with
two open seats and a computer seat; two join processes play the open seats
to the end and print the same result; the server saved the game and its
seat tokens and, when stopped, wrote how long it took for the moves
(--stats).  Another server resumes the table with the seats kept for
their players, or open with a warning when the seat file is broken.  A join
to an address where nothing listens fails with status 1 and a message, and
bad arguments fail with status 2.  browse without a system bus fails with
status 1 and says why (tests/net/test-net-discovery.c runs serve --announce
and browse against a fake Avahi daemon).
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "cli"))
from clitest import CLI, ok, finish  # noqa: E402


def run_table(folder, stats):
    server = subprocess.Popen(
        [CLI, "serve", "--port", "0", "--game", "hunters", "--seats", "open,open,ai:greedy",
         "--save-dir", folder, "--stats", stats],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = json.loads(server.stdout.readline())
        ok(first["uri"].startswith("ws://127.0.0.1:"), "serve prints its address", first)
        ok(len(first["tables"]) == 1 and first["tables"][0]["game"] == "hunters",
           "serve lists the table it opened", first)
        joins = [subprocess.Popen([CLI, "join", first["uri"], "--seat", str(seat), "--ai", "greedy",
                                   "--name", "Bot %d" % seat],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for seat in (0, 1)]
        results = []
        for seat, join in enumerate(joins):
            out, err = join.communicate(timeout=120)
            ok(join.returncode == 0, "join of seat %d plays to the end" % seat, err)
            lines = [json.loads(line) for line in out.splitlines()]
            ok(len(lines) == 2 and lines[0]["seat"] == seat and len(lines[0]["token"]) == 32,
               "join of seat %d prints its seat and token" % seat, out)
            results.append(lines[-1])
        ok(results[0]["scores"] == results[1]["scores"]
           and results[0]["winners"] == results[1]["winners"]
           and results[0]["actions"] == results[1]["actions"] > 0,
           "both seats report the same end", results)
        ok(all(r["won"] == (r["seat"] in r["winners"]) for r in results),
           "each seat says whether it won", results)
        table = first["tables"][0]["id"]
    finally:
        server.terminate()
        server.wait(timeout=30)
    ok(server.returncode == 0, "serve stops on SIGTERM", server.returncode)
    # Stopped: the server sends each update before it saves the turn.
    saved = sorted(os.listdir(folder))
    ok(saved == ["table-%s.seats" % table, "table-%s.tessella" % table],
       "the server saved the table's game and its seat tokens", saved)
    status, out, err = run([CLI, "replay", os.path.join(folder, "table-%s.tessella" % table)])
    ok(status == 0 and json.loads(out)["turn"] is not None, "the saved game replays", err)
    mode = os.stat(os.path.join(folder, "table-%s.seats" % table)).st_mode & 0o777
    ok(mode == 0o600, "only the server's user may read the seat tokens", oct(mode))
    with open(stats) as f:
        moves = json.load(f)["move_to_update"]
    # The two joins' moves; the computer seat's are not received.
    ok(moves["count"] == sum(r["moves"] for r in results)
       and 0 < moves["median_ms"] <= moves["p99_ms"] <= moves["max_ms"],
       "serve --stats writes the time from each move received to its update", moves)
    resume_table(folder, table)


def resume(folder, path):
    server = subprocess.Popen([CLI, "serve", "--port", "0", "--save-dir", folder, "--resume", path],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = json.loads(server.stdout.readline())
    finally:
        server.terminate()
        out, err = server.communicate(timeout=30)
    return first, err


def resume_table(folder, table):
    path = os.path.join(folder, "table-%s.tessella" % table)
    first, err = resume(folder, path)
    seats = first["tables"][0]["seats"]
    ok(first["tables"][0]["id"] == table and err == ""
       and [(s["taken"], s["connected"], s["name"]) for s in seats[:2]]
       == [(True, False, "Bot 0"), (True, False, "Bot 1")],
       "a resumed table keeps its seats for their players", (first, err))
    with open(os.path.join(folder, "table-%s.seats" % table), "w") as f:
        f.write('{"game": "hunters", "seats": "tampered"}')
    first, err = resume(folder, path)
    seats = first["tables"][0]["seats"]
    ok(not seats[0]["taken"] and not seats[1]["taken"] and "seat file" in err,
       "a broken seat file leaves the seats open, and serve says why", (first, err))


def run(args):
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as other:
    run_table(folder, os.path.join(other, "stats.json"))

status, out, err = run([CLI, "join", "ws://127.0.0.1:1/tessella", "--seat", "0"])
ok(status == 1 and err.startswith("tessella-cli: "), "join without a server fails with a message",
   (status, err))
status, out, err = run([CLI, "join", "ws://127.0.0.1:1/tessella"])
ok(status == 2, "join without --seat is refused", (status, err))
status, out, err = run([CLI, "serve", "--port", "70000"])
ok(status == 2, "serve refuses a port out of range", (status, err))
status, out, err = run([CLI, "serve", "--announce"])
ok(status == 2 and "--address" in err, "serve --announce on this computer only is refused",
   (status, err))
env = dict(os.environ, DBUS_SYSTEM_BUS_ADDRESS="unix:path=/nonexistent/tessella-test-bus")
p = subprocess.run([CLI, "browse", "--wait", "5"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                   text=True, timeout=60, env=env)
ok(p.returncode == 1 and p.stdout == "" and "Avahi" in p.stderr,
   "browse without a system bus says so at once", (p.returncode, p.stdout, p.stderr))
status, out, err = run([CLI, "serve", "--port", "0", "--hand-over-after", "-1"])
ok(status == 2, "serve refuses a negative hand-over delay", (status, err))
finish()
