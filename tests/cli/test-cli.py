#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Exit statuses, messages and determinism of tessella-cli (TAP output).

Usage: test-cli.py PATH/TO/tessella-cli

Runs against every game the binary lists, so it covers the real engines
once they are built in; the "race" test engine gets extra exact checks.
"""
import json
import os
import shutil
import tempfile

from clitest import cli, finish, ok
PLAYERS = {"catan": 4, "hunters": 2}


def as_json(text):
    try:
        return json.loads(text)
    except ValueError:
        return None


def is_error(code, err, status, part=None):
    return (code == status and err.startswith("tessella-cli: ")
            and (part is None or part in err))


tmp = tempfile.mkdtemp(prefix="tessella-cli-test-")

code, out, err = cli("--version")
ok(code == 0 and out.startswith("tessella-cli "), "--version", err)
code, out, err = cli("--help")
ok(code == 0 and "replay" in out and "play" in out, "--help lists the commands", err)
code, out, err = cli()
ok(code == 2, "no command exits 2", code)
code, out, err = cli("dance")
ok(is_error(code, err, 2, "dance"), "unknown command exits 2 and names it", err)
code, out, err = cli("new", "--game", "no-such-game")
ok(is_error(code, err, 2, "no-such-game"), "new: unknown game exits 2 and names it", err)
code, out, err = cli("new")
ok(is_error(code, err, 2), "new: missing --game exits 2", err)
code, out, err = cli("replay", os.path.join(tmp, "missing.json"))
ok(is_error(code, err, 2) and out == "", "replay: missing file exits 2", err)
code, out, err = cli("replay", "-", stdin='{"format": "tessella-game", "game": ')
ok(is_error(code, err, 2) and out == "", "replay: truncated JSON exits 2, prints nothing", err)
code, out, err = cli("replay", "-", stdin='{"format": "chess-game", "version": 1}')
ok(is_error(code, err, 2, "format"), "replay: another format exits 2", err)
code, out, err = cli("replay", "-", stdin='{"format": "tessella-game", "version": 1, "game": "go", '
                     '"seed": 1, "players": [{}, {}]}')
ok(is_error(code, err, 2, "go"), "replay: unknown game exits 2", err)
code, out, err = cli("replay")
ok(is_error(code, err, 2), "replay: no file exits 2", err)
code, out, err = cli("play", "--game", "no-such-game", "--ai", "random")
ok(is_error(code, err, 2), "play: unknown game exits 2", err)

code, out, err = cli("games")
games = as_json(out) or []
ok(code == 0 and isinstance(games, list), "games prints a JSON list", err)

for g in games:
    gid = g["id"]
    n = PLAYERS.get(gid, g["min_players"])
    ok(all(k in g for k in ("name", "min_players", "max_players", "options", "ai_kinds")),
       "%s: games describes players, options and computer players" % gid, g)

    code, out, err = cli("new", "--game", gid, "--players", str(n), "--option", "no_such_option=1")
    ok(is_error(code, err, 2, "no_such_option"), "%s: unknown option exits 2" % gid, err)
    code, out, err = cli("new", "--game", gid, "--option", "novalue")
    ok(is_error(code, err, 2), "%s: option without =VALUE exits 2" % gid, err)
    code, out, err = cli("new", "--game", gid, "--players", "99")
    ok(is_error(code, err, 2, "99"), "%s: too many players exits 2" % gid, err)
    code, out, err = cli("new", "--game", gid, "--seed", "abc")
    ok(is_error(code, err, 2, "abc"), "%s: bad seed exits 2" % gid, err)
    # Numbers on the command line: 0 is not "absent", and nothing GLib's
    # integer parser would bend (signs, blanks, overflow) is taken.
    for bad in ("0", "-1", "+%d" % n, " %d" % n, "%dx" % n, "", "abc", "99999999999"):
        code, out, err = cli("new", "--game", gid, "--players", bad, "--seed", "1")
        ok(is_error(code, err, 2, "“%s”" % bad) and out == "",
           "%s: new --players %r exits 2, names it, prints nothing" % (gid, bad), "exit %d: %s" % (code, err))
        code, out, err = cli("play", "--game", gid, "--players", bad, "--ai", "random")
        ok(is_error(code, err, 2, "“%s”" % bad) and out == "",
           "%s: play --players %r exits 2" % (gid, bad), "exit %d: %s" % (code, err))
    for bad in ("-1", "+1", " 1", "1e3", "0x10", "9223372036854775808", "18446744073709551617", ""):
        code, out, err = cli("new", "--game", gid, "--seed", bad)
        ok(is_error(code, err, 2, "“%s”" % bad) and out == "", "%s: new --seed %r exits 2" % (gid, bad), err)
        code, out, err = cli("play", "--game", gid, "--seed", bad)
        ok(is_error(code, err, 2, "“%s”" % bad) and out == "", "%s: play --seed %r exits 2" % (gid, bad), err)
    for bad in ("0", "-1", "+1", " 1", "1.5", "abc", "", "4294967296", "99999999999999999999"):
        code, out, err = cli("play", "--game", gid, "--games", bad, "--ai", "random")
        ok(is_error(code, err, 2, "“%s”" % bad) and out == "", "%s: play --games %r exits 2" % (gid, bad), err)
    top = 2 ** 63 - 1
    code, out, err = cli("play", "--game", gid, "--ai", "random", "--seed", str(top - 1), "--games", "3")
    ok(is_error(code, err, 2, "--games") and out == "",
       "%s: play refuses games whose seed S+k would pass 2^63-1" % gid, "exit %d: %s" % (code, err))
    code, out, err = cli("play", "--game", gid, "--ai", "random", "--seed", str(top - 1), "--games", "2")
    seeds = [l.get("seed") for l in map(as_json, out.splitlines()[:2]) if isinstance(l, dict)]
    ok(code == 0 and seeds == [top - 1, top], "%s: play runs up to seed 2^63-1" % gid, err)

    for spec in g["options"]:
        if spec["type"] == "int":
            code, out, err = cli("new", "--game", gid, "--option", "%s=%d" % (spec["key"], spec["max"] + 1))
            ok(is_error(code, err, 2, spec["key"]), "%s: option %s out of range exits 2" % (gid, spec["key"]), err)

    code, out1, err = cli("new", "--game", gid, "--players", str(n), "--seed", "17")
    code2, out2, err2 = cli("new", "--game", gid, "--players", str(n), "--seed", "17")
    ok(code == 0 and out1 == out2, "%s: new is determined by its seed" % gid, err + err2)
    new = as_json(out1)
    ok(isinstance(new, dict) and new.get("seed") == 17 and len(new.get("players", [])) == n
       and new.get("setup") not in (None, {}) and new.get("actions") == [],
       "%s: new writes seed, seats and an explicit setup" % gid, out1[:300])
    if not isinstance(new, dict):
        continue
    starters = set()
    for seed in range(12):
        code, out, err = cli("new", "--game", gid, "--players", str(n), "--seed", str(seed))
        f = as_json(out)
        if f:
            starters.add(f["players"][0]["name"])
    ok(len(starters) > 1, "%s: the roll for the start player varies with the seed" % gid, starters)

    path = os.path.join(tmp, gid + "-new.json")
    with open(path, "w") as f:
        json.dump(new, f)
    code, state0, err = cli("replay", path)
    ok(code == 0 and as_json(state0) is not None, "%s: replay of a new game" % gid, err)
    code, out, err = cli("legal", path)
    legal = as_json(out)
    ok(code == 0 and isinstance(legal, list) and legal, "%s: legal on a new game" % gid, err)
    if not legal:
        continue
    actor = as_json(state0).get("current_player", 0)
    ok(all(a.get("player") == actor for a in legal), "%s: legal actions carry the actor's seat" % gid, legal[:3])

    # A legal action, then the same action sent by another seat: out of turn.
    first = dict(legal[0])
    wrong = dict(first)
    wrong["player"] = (actor + 1) % n
    g1 = dict(new, actions=[first])
    g2 = dict(new, actions=[first, wrong])
    code, state1, err = cli("replay", "-", stdin=json.dumps(g1))
    ok(code == 0, "%s: a legal action replays" % gid, err)
    code, out, err = cli("replay", "-", stdin=json.dumps(g2))
    ok(is_error(code, err, 3, "Action 1 (%s)" % first["type"]),
       "%s: an illegal action exits 3 and names its index and type" % gid, "exit %d: %s" % (code, err))
    ok(out == state1, "%s: after an illegal action stdout has the state before it" % gid, out[:300])
    code, out, err = cli("legal", "-", stdin=json.dumps(g2))
    ok(code == 3 and isinstance(as_json(out), list), "%s: legal also exits 3 on an illegal action" % gid, err)

    g3 = dict(new, actions=[first, {"player": 0, "type": "no_such_action"}])
    code, out, err = cli("replay", "-", stdin=json.dumps(g3))
    ok(is_error(code, err, 2, "Action 1"), "%s: an unknown action type exits 2 with its index" % gid, err)
    g4 = dict(new, actions=[first, "build"])
    code, out, err = cli("replay", "-", stdin=json.dumps(g4))
    ok(is_error(code, err, 2, "Action 1"), "%s: an action that is not an object exits 2" % gid, err)

    code, out, err = cli("suggest", path, "--ai", "random")
    sug = as_json(out)
    ok(code == 0 and isinstance(sug, dict) and sug.get("player") == actor and "type" in sug,
       "%s: suggest prints one action for the actor" % gid, err)
    if isinstance(sug, dict):
        code, out, err = cli("replay", "-", stdin=json.dumps(dict(new, actions=[sug])))
        ok(code == 0, "%s: the suggested action replays" % gid, err)
    code, out, err = cli("suggest", path, "--ai", "no-such-ai")
    ok(is_error(code, err, 2, "no-such-ai"), "%s: suggest with an unknown computer player exits 2" % gid, err)

    # play: determinism, the saved file and its replay.
    save = os.path.join(tmp, gid + "-played.json")
    args = ["play", "--game", gid, "--players", str(n), "--ai", "random", "--seed", "5", "--games", "2"]
    code, out1, err = cli(*args, "--save", save)
    code2, out2, err2 = cli(*args)
    lines1 = [as_json(l) for l in out1.splitlines()]
    lines2 = [as_json(l) for l in out2.splitlines()]
    ok(code == 0 and code2 == 0 and len(lines1) == 3 and lines1[:2] == lines2[:2],
       "%s: play is determined by its seed" % gid, err + err2)
    if len(lines1) != 3:
        continue
    ok([l["seed"] for l in lines1[:2]] == [5, 6], "%s: game k of play uses seed S+k" % gid, lines1)
    ok(sum(lines1[2]["wins"]) >= sum(1 for l in lines1[:2] if l["winner"] is not None),
       "%s: play counts the wins" % gid, lines1)
    code, out, err = cli("play", "--game", gid, "--players", str(n), "--ai", "random,random,random,random,random,random,random")
    ok(is_error(code, err, 2), "%s: play with the wrong number of computer players exits 2" % gid, err)
    code, out, err = cli("play", "--game", gid, "--ai", "random", "--games", "0")
    ok(is_error(code, err, 2), "%s: play --games 0 exits 2" % gid, err)

    saved = json.load(open(save)) if os.path.exists(save) else {}
    ok(saved.get("seed") == 6 and len(saved.get("actions", [])) == lines1[1]["actions"],
       "%s: play --save writes the last game" % gid, {k: saved.get(k) for k in ("seed", "game")})
    code, r1, err = cli("replay", save)
    code2, r2, err2 = cli("replay", save)
    final = as_json(r1) or {}
    ok(code == 0 and code2 == 0 and r1 == r2, "%s: replay is deterministic" % gid, err + err2)
    code, out, err = cli("legal", save)
    ok(code == 0 and as_json(out) == [] if lines1[1]["finished"] else code == 0,
       "%s: legal lists nothing once the game is over" % gid, out[:200])
    code, out, err = cli("suggest", save)
    ok(code == 0 and (out.strip() == "null" or not lines1[1]["finished"]),
       "%s: suggest prints null once the game is over" % gid, out[:200])

    # Replaying without the recorded outcomes draws the same ones from the seed.
    stripped = dict(saved)
    code, r3, err = cli("replay", "-", stdin=json.dumps(stripped))
    ok(code == 0 and r3 == r1, "%s: the file replays from standard input identically" % gid, err)

    if gid == "race":
        acts = [{"player": 0, "type": "roll", "dice": 3}, {"player": 0, "type": "pass"},
                {"player": 1, "type": "roll", "dice": 6}, {"player": 1, "type": "roll", "dice": 6}]
        code, out, err = cli("replay", "-", stdin=json.dumps(dict(new, actions=acts)))
        st = as_json(out) or {}
        ok(code == 3 and "Action 3 (roll): " in err and st.get("players", [{}, {}])[1].get("score") == 6
           and st.get("rolled") is True, "race: replay stops at action 3 with the state after action 2",
           err + out[:200])
        noout = [{"player": 0, "type": "roll"}, {"player": 0, "type": "pass"}, {"player": 1, "type": "roll"}]
        code, a, err = cli("replay", "-", stdin=json.dumps(dict(new, actions=noout)))
        code2, b, err2 = cli("replay", "-", stdin=json.dumps(dict(new, actions=noout)))
        ok(code == 0 and a == b, "race: missing outcomes are drawn the same way every time", err)

# Issue 8: one rule for both games (docs/cli.md, "Reading input").
code, out, err = cli("games")
built = [g["id"] for g in (as_json(out) or [])]
if "catan" in built and "hunters" in built:
    files = {}
    for gid in ("catan", "hunters"):
        code, out, err = cli("new", "--game", gid, "--players", "3", "--seed", "4")
        files[gid] = as_json(out)
    catan, hunters = files["catan"], files["hunters"]
    code, out, err = cli("legal", "-", stdin=json.dumps(hunters))
    draw = (as_json(out) or [{}])[0]

    def replay(game, **changes):
        return cli("replay", "-", stdin=json.dumps(dict(game, **changes)))

    # A place the geometry does not have is malformed in both: status 2.
    for xc, xh, what in ((9, 128, "off the grid"), (1000, 1000, "far out"), (1e30, 1e30, "a double"),
                         (-1e23, -1e23, "a negative double"), (4294967296, 4294967296, "2^32")):
        code_c, _, err_c = replay(catan, actions=[{"player": 0, "type": "move_robber", "hex": [xc, 0]}])
        code_h, _, err_h = replay(hunters, actions=[draw, {"player": 0, "type": "place_tile",
                                                           "at": [xh, 0], "rotation": 0}])
        ok(is_error(code_c, err_c, 2, "hex") and is_error(code_h, err_h, 2, "at"),
           "a position %s exits 2 in both games and names the member" % what,
           "catan %d: %s / hunters %d: %s" % (code_c, err_c, code_h, err_h))
    # A place the game has, where the move is not allowed now: status 3 in both.
    code_c, _, err_c = replay(catan, actions=[{"player": 0, "type": "move_robber", "hex": [0, 0]}])
    code_h, _, err_h = replay(hunters, actions=[draw, {"player": 0, "type": "place_tile",
                                                       "at": [5, 5], "rotation": 0}])
    ok(code_c == 3 and code_h == 3, "a move to a real place that is not allowed now exits 3 in both",
       "catan %d: %s / hunters %d: %s" % (code_c, err_c, code_h, err_h))
    # Unknown setup members are refused in both.
    for gid, game in files.items():
        code, out, err = replay(game, setup=dict(game["setup"], stacks=[]))
        ok(is_error(code, err, 2, "stacks") and out == "", "%s: an unknown setup member exits 2" % gid, err)
    # A missing rotation is an error, not 0.
    code, out, err = replay(hunters, actions=[draw, {"player": 0, "type": "place_tile", "at": [0, -1]}])
    ok(is_error(code, err, 2, "rotation"), "hunters: place_tile without a rotation exits 2", err)
    # Seats are named from 0 in messages, as in the files, by both games.
    code, out, err = cli("legal", "-", stdin=json.dumps(catan))
    first = (as_json(out) or [{}])[0]
    for gid, game, action in (("catan", catan, first), ("hunters", hunters, draw)):
        code, out, err = replay(game, actions=[dict(action, player=1)])
        ok(is_error(code, err, 3, "It is not seat 1’s turn but seat 0’s"),
           "%s: an action out of turn names the seats from 0" % gid, err)
    # Monopoly keys other than the engine's own seat numbers are malformed.
    for key in ("01", "+1", " 1", "1x", "-0"):
        code, out, err = replay(catan, actions=[{"player": 0, "type": "play_monopoly", "resource": "ore",
                                                 "taken": {key: 1}}])
        ok(is_error(code, err, 2, "taken"), "catan: monopoly key %r exits 2" % key, err)

# Traders & Barbarians (seed 002): the victory target follows the modules
# unless given; a combination the seed cannot play exits 2 and says why.
games = as_json(cli("games")[1]) or []
catan_options = {o["key"]: o for g in games if g.get("id") == "catan" for o in g["options"]}
if catan_options:
    ok(catan_options.get("victory_points", {}).get("automatic") is True
       # none first, then the scenarios implemented so far, in the contract's order
       and [c["value"] for c in catan_options.get("scenario", {}).get("choices", [])][:4] == ["none", "fishermen", "rivers", "caravans"]
       and catan_options.get("friendly_robber", {}).get("default") is False
       and catan_options.get("harbormaster", {}).get("default") is False,
       "games: catan lists the T&B options and an automatic victory target", str(list(catan_options)))
    for options, target in (([], 10), (["harbormaster=true"], 11), (["harbormaster=true", "victory_points=12"], 12),
                            (["friendly_robber=true"], 10), (["scenario=caravans"], 12),
                            (["scenario=caravans", "harbormaster=true"], 13), (["scenario=barbarian_attack"], 12),
                            (["scenario=barbarian_attack", "harbormaster=true"], 13)):
        args = ["new", "--game", "catan", "--seed", "3"]
        for o in options:
            args += ["--option", o]
        code, out, err = cli(*args)
        f = as_json(out) or {}
        ok(code == 0 and f.get("options", {}).get("victory_points") == target,
           "new %s writes the victory target %d" % (" ".join(options), target), err + out[:200])
    code, out, err = cli("new", "--game", "catan", "--option", "friendly_robber=true",
                         "--option", "robber_on_desert=false")
    ok(is_error(code, err, 2, "Friendly Robber") and out == "",
       "new: the Friendly Robber without the desert exits 2 and says why", err)
    code, out, err = cli("play", "--game", "catan", "--games", "1", "--option", "friendly_robber=true",
                         "--option", "robber_on_desert=false")
    ok(is_error(code, err, 2, "Friendly Robber") and out == "",
       "play: the Friendly Robber without the desert exits 2 and says why", err)
    code, out, err = cli("new", "--game", "catan", "--option", "scenario=pirates")
    ok(is_error(code, err, 2, "scenario") and out == "", "new: an unknown scenario exits 2", err)
    # S5 Traders & Barbarians: the destinations among the hexes, the
    # barbarians and commodity decks in the setup, gold and wagons in the state.
    code, out, err = cli("new", "--game", "catan", "--seed", "4", "--option", "scenario=traders_barbarians")
    f = as_json(out) or {}
    setup = f.get("setup") or {}
    terrains = [h.get("terrain") for h in setup.get("hexes", [])]
    ok(code == 0 and all(terrains.count(t) == 1 for t in ("trade_castle", "quarry", "glassworks"))
       and "desert" not in terrains and len((setup.get("traders") or {}).get("barbarians", [])) == 3
       and not any(h.get("number") in (2, 12) for h in setup.get("hexes", []))
       and setup.get("robber", 0) is None,
       "new: Traders & Barbarians writes the destinations, three barbarians and no robber", err + out[:200])
    code, out, err = cli("new", "--game", "catan", "--seed", "3", "--option", "scenario=fishermen")
    f = as_json(out) or {}
    setup = f.get("setup") or {}
    ok(code == 0 and len(setup.get("fishing_grounds", [])) == 6
       and sum(1 for h in setup.get("hexes", []) if h.get("terrain") == "lake") == 1
       and setup.get("robber", 0) is None,
       "new: Fishermen of Catan writes the lake, six fishing grounds and the robber off the board", err + out[:200])

    # S2 Rivers of Catan: the setup carries the rivers; the state lists gold
    # and bridges; a road on a bridge site exits 3 with the reason.
    code, out, err = cli("new", "--game", "catan", "--players", "3", "--seed", "5", "--option", "scenario=rivers")
    rivers = as_json(out) or {}
    setup = rivers.get("setup", {})
    ok(code == 0 and len(setup.get("rivers", [])) == 2 and len(setup.get("bridge_sites", [])) == 7
       and sum(1 for h in setup.get("hexes", []) if h.get("terrain") == "swamp") == 2,
       "new: a Rivers of Catan game writes its rivers, swamps and 7 bridge sites", err + out[:200])
    code, out, err = cli("replay", "-", stdin=json.dumps(rivers))
    state = as_json(out) or {}
    ok(code == 0 and state.get("scenario") == "rivers" and "rivers" in state
       and all(p.get("gold") == 0 and p.get("bridges_left") == 3 for p in state.get("players", [])),
       "replay: the Rivers of Catan state lists gold, bridges and the settler cards", err + out[:200])
    code, out, err = cli("legal", "-", stdin=json.dumps(rivers))
    sites = [json.dumps(e, separators=(",", ":")) for e in setup.get("bridge_sites", [])]
    ok(code == 0 and not any(json.dumps(a.get("edge"), separators=(",", ":")) in sites
                             for a in as_json(out) or [] if a.get("type") == "place_road"),
       "legal: no founding road on a bridge site", err)
    # A founding settlement at the end of a bridge site, then a road on it.
    first, bad = None, None
    for a in as_json(out) or []:
        for e in setup.get("bridge_sites", []):
            if a.get("type") == "place_settlement" and first is None and all(h in a["vertex"] for h in e):
                first, bad = a, {"player": 0, "type": "place_road", "edge": e}
    code, out, err = cli("replay", "-", stdin=json.dumps(dict(rivers, actions=[first, bad])))
    ok(first is not None and code == 3 and "bridge site" in err,
       "replay: a road on a bridge site exits 3 with the reason", err)


# Issue 25, docs/shared engine-cli.md "Later additions": `domestic_trade`
# (true by default); false: no trades between players, maritime trade stays.
if catan_options:
    spec = catan_options.get("domestic_trade", {})
    keys = list(catan_options)
    ok(spec.get("type") == "bool" and spec.get("default") is True
       and keys.index("domestic_trade") == keys.index("trade_after_build") + 1,
       "games: catan lists domestic_trade (bool, default true) right after trade_after_build", spec)
    played = {}
    for value in ("true", "false"):
        save = os.path.join(tmp, "domestic-%s.json" % value)
        code, out, err = cli("play", "--game", "catan", "--players", "3", "--ai", "greedy", "--seed", "9",
                             "--games", "3", "--option", "domestic_trade=" + value, "--save", save)
        saved = json.load(open(save)) if code == 0 and os.path.exists(save) else {}
        played[value] = saved
        ok(code == 0 and saved.get("options", {}).get("domestic_trade") is (value == "true"),
           "play -o domestic_trade=%s writes the option into the game file" % value, err)
    types_on = {a.get("type") for a in played["true"].get("actions", [])}
    types_off = {a.get("type") for a in played["false"].get("actions", [])}
    # The greedy player offers trades when it may: the check below can fail.
    ok("offer_trade" in types_on, "play: greedy players offer trades with domestic_trade=true", sorted(types_on))
    ok(not types_off & {"offer_trade", "accept_trade", "reject_trade", "confirm_trade", "cancel_trade"}
       and "maritime_trade" in types_off,
       "play: with domestic_trade=false no trade between players, maritime trades still", sorted(types_off))
    code, out, err = cli("match", "--game", "catan", "--players", "3", "--ai", "greedy", "--against", "random",
                         "--seed", "3", "--games", "3", "--option", "domestic_trade=false")
    ok(code == 0 and len(out.splitlines()) == 4, "match -o domestic_trade=false plays", err)
    # The same actions in a game without domestic trade: the first offer is
    # refused (status 3, the state before it printed), the file untouched.
    on = played["true"]
    first_offer = next((i for i, a in enumerate(on.get("actions", [])) if a.get("type") == "offer_trade"), None)
    if first_offer is not None:
        off = dict(on, options=dict(on["options"], domestic_trade=False))
        path = os.path.join(tmp, "domestic-refused.json")
        with open(path, "w") as f:
            json.dump(off, f)
        before = open(path, "rb").read()
        code, out, err = cli("replay", path)
        code2, expected, err2 = cli("replay", "-", stdin=json.dumps(dict(off, actions=off["actions"][:first_offer])))
        ok(is_error(code, err, 3, "Action %d (offer_trade)" % first_offer) and "domestic trade" in err
           and code2 == 0 and out == expected,
           "replay: an offer in a game without domestic trade exits 3, says why, prints the state before it",
           "exit %d: %s" % (code, err))
        code, out, err = cli("legal", path)
        ok(code == 3 and not any(a.get("type") == "offer_trade" for a in as_json(out) or [])
           and open(path, "rb").read() == before,
           "legal: no offer listed there, and the file is unchanged", "exit %d: %s" % (code, err))
    else:
        ok(False, "play: a game with an offer to refuse", sorted(types_on))


# match: one kind against a table of another, seats rotated on shared deals.
for gid, n in (("catan", 3), ("hunters", 2)):
    if gid not in [g.get("id") for g in games]:
        continue
    code, out, err = cli("match", "--game", gid, "--players", str(n), "--ai", "greedy", "--against", "random",
                         "--seed", "40", "--games", str(2 * n))
    lines = [as_json(line) for line in out.splitlines()]
    games_lines, summary = lines[:-1], lines[-1] if lines else None
    ok(code == 0 and len(games_lines) == 2 * n
       and [g["seat"] for g in games_lines] == [k % n for k in range(2 * n)]
       and [g["seed"] for g in games_lines] == [40 + k // n for k in range(2 * n)],
       "%s: match rotates the measured player through every seat of each deal" % gid, err or out)
    ok(summary is not None and summary["games"] == 2 * n
       and summary["wins"] == sum(1 for g in games_lines if g["won"])
       and all(g["won"] == (g["seat"] in g["winners"]) for g in games_lines)
       and summary["interval"][0] <= summary["share"] <= summary["interval"][1]
       and summary["even_share"] == 1.0 / n
       and summary["times"]["ai"]["decisions"] > 0 and summary["times"]["against"]["decisions"] > 0
       and summary["times"]["ai"]["median_us"] <= summary["times"]["ai"]["p90_us"] <= summary["times"]["ai"]["max_us"],
       "%s: match counts the wins, their interval and both players' decision times" % gid, summary)
    code2, out2, err2 = cli("match", "--game", gid, "--players", str(n), "--ai", "greedy", "--against", "random",
                            "--seed", "40", "--games", str(2 * n))
    ok(code2 == 0 and out2.splitlines()[:-1] == out.splitlines()[:-1],
       "%s: match plays the same games again from the same seed" % gid, err2)
    code, out, err = cli("match", "--game", gid, "--players", str(n), "--ai", "random", "--against", "random")
    ok(code == 0 and len(out.splitlines()) == n + 1, "%s: match plays one round by default" % gid, err)
first = games[0]["id"] if games else "none"
code, out, err = cli("match", "--game", first, "--ai", "random")
ok(is_error(code, err, 2, "--against") and out == "", "match: without --against exits 2", err)
code, out, err = cli("match", "--game", first, "--ai", "random", "--against", "nobody")
ok(is_error(code, err, 2, "nobody") and out == "", "match: an unknown computer player exits 2", err)
code, out, err = cli("match", "--game", first, "--ai", "random", "--against", "random", "--games", "0")
ok(is_error(code, err, 2, "“0”") and out == "", "match: --games 0 exits 2", err)

shutil.rmtree(tmp, ignore_errors=True)
finish()
