#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Self-play speed of one game, computer player kind and process count.

Usage: bench-play.py CLI GAME PLAYERS AI PROCESSES GAMES [KEY=VALUE...]

Runs PROCESSES copies of `CLI play` at once (each on its own seeds, GAMES
games each) and prints games per second and nanoseconds per decision, per
process and for all together, as read from the summary lines `play` writes.
Two processes show what a second core adds when self-play runs in parallel.
Each KEY=VALUE is passed on as `--option KEY=VALUE` (a module of the game).
"""
import json
import subprocess
import sys
import time


def main():
    cli, game, players, ai, processes, games = sys.argv[1:7]
    options = sys.argv[7:]
    processes, games = int(processes), int(games)
    option_args = [arg for option in options for arg in ("--option", option)]
    start = time.monotonic()
    runs = [subprocess.Popen([cli, "play", "--game", game, "--players", players, "--ai", ai,
                              "--seed", str(1 + k * games), "--games", str(games)] + option_args,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for k in range(processes)]
    outputs = [run.communicate() for run in runs]
    wall = time.monotonic() - start
    summaries = []
    for run, (out, err) in zip(runs, outputs):
        if run.returncode != 0:
            sys.exit("%s play failed (%d): %s" % (game, run.returncode, err.strip()))
        summaries.append(json.loads(out.strip().splitlines()[-1]))
    per_process = sorted(s["games_per_second"] for s in summaries)
    ns = sorted(s["ns_per_action"] for s in summaries)
    total = sum(s["games"] for s in summaries)
    if options:
        game = "%s (%s)" % (game, ", ".join(options))
    print("%s, %s players, %s AI, %d process%s: %.0f games/s per process (slowest %.0f), "
          "%.0f ns per decision, %.0f games/s together (%.1f decisions per game, %d games, %.2f s)"
          % (game, players, ai, processes, "" if processes == 1 else "es",
             sum(per_process) / processes, per_process[0], sum(ns) / processes,
             total / wall, summaries[0]["mean_actions"], total, wall))


if __name__ == "__main__":
    main()
