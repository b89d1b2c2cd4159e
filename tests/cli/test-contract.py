#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The engine contract, checked from outside through tessella-cli (TAP output).

Usage: test-contract.py PATH/TO/tessella-cli

The contract is written down in docs/game-files.md (game files, geometry,
actions, state JSON), docs/cli.md (commands, exit statuses) and the engine
rules of shared/tsl-engine.h (those visible through the CLI; the others are
checked in tests/shared/test-engine-rules.c).  This test
restates it: it asks the program which games it has and holds every one of
them to the contract's shapes, round trips and exit statuses.  For Catan and
Hunters and Gatherers it also knows the minimum state fields and the action
arguments those pages fix; any other game (the framework's "race" test
engine in tessella-cli-race) is held to the parts every game shares.
It checks shapes and promises, not rules: the rules have their own suites.
"""
import json
import os
import shutil
import tempfile

from clitest import cli
from clitest import tap as t
TOP_SEED = 2 ** 63 - 1

RESOURCES = {"wood", "brick", "wool", "grain", "ore"}
TERRAINS = {"forest", "hills", "pasture", "fields", "mountains", "desert", "sea"}
DEV_CARDS = {"knight", "road_building", "year_of_plenty", "monopoly", "victory_point"}
FIGURES = {"gatherer", "fisher", "hunter", "hut"}
PHASES = {
    "catan": {"setup_settlement", "setup_road", "roll", "discard", "move_robber", "main", "trade",
              "over"},
    "hunters": {"draw_tile", "place_tile", "place_figure", "game_over"},
}

# Minimum state fields (docs/game-files.md, "State JSON"); every game has
# the first three.
COMMON_STATE = ["turn", "current_player", "players"]
STATE = {
    "catan": ["phase", "winner", "robber", "bank", "dev_deck_left", "longest_road_holder",
              "largest_army_holder", "board", "pieces"],
    "hunters": ["phase", "winner", "tiles_left", "bonus_tiles_left", "board", "figures"],
}
PLAYER_STATE = {
    "catan": ["vp", "vp_public", "resources", "dev_cards", "knights_played", "road_length",
              "roads_left", "settlements_left", "cities_left"],
    "hunters": ["score", "tribe_members_left", "huts_left"],
}




def parse(text):
    try:
        return json.loads(text)
    except ValueError:
        return None


def with_actions(file, actions):
    return json.dumps(dict(file, actions=actions))


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def refused(code, out, err, status=2):
    """Refusals: the status, one error line, nothing on standard output."""
    return code == status and out == "" and err.startswith("tessella-cli: ")


def spread(items, most):
    """At most @most items, evenly spread, first and last included."""
    if len(items) <= most:
        return list(items)
    step = (len(items) - 1) / (most - 1)
    return [items[round(i * step)] for i in range(most)]


# --- games ---------------------------------------------------------------

def check_option_spec(gid, spec):
    key = spec.get("key")
    kind = spec.get("type")
    good = isinstance(key, str) and isinstance(spec.get("label"), str) and "default" in spec
    if kind == "int":
        good = good and is_int(spec.get("min")) and is_int(spec.get("max")) \
            and spec["min"] <= spec["default"] <= spec["max"]
    elif kind == "bool":
        good = good and isinstance(spec["default"], bool)
    elif kind == "choice":
        values = [c.get("value") for c in spec.get("choices", [])]
        good = good and values and all(isinstance(c.get("label"), str) for c in spec["choices"]) \
            and spec["default"] in values and len(set(values)) == len(values)
    else:
        good = False
    t.ok(good, "%s: games describes option %s with its default and allowed values" % (gid, key), spec)


def options_written(specs, written, expected, given):
    """Whether a new file's options are the expected ones.  An "automatic"
    option follows the others (Catan's victory target follows the modules):
    unless it is the one given, it only has to be written, within range."""
    if not isinstance(written, dict) or set(written) != set(expected):
        return False
    for s in specs:
        key = s["key"]
        if s.get("automatic") and key != given:
            value = written[key]
            if not isinstance(value, int) or not s["min"] <= value <= s["max"]:
                return False
        elif written[key] != expected[key]:
            return False
    return True


def option_values(spec):
    """Every value an option allows (ints: both ends and the default)."""
    if spec["type"] == "int":
        return sorted({spec["min"], spec["default"], spec["max"]})
    if spec["type"] == "bool":
        return [False, True]
    return [c["value"] for c in spec["choices"]]


def as_text(value):
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def bad_option_values(spec):
    if spec["type"] == "int":
        return [str(spec["min"] - 1), str(spec["max"] + 1), "ten", "1.5", ""]
    if spec["type"] == "bool":
        return ["maybe", "2", ""]
    return ["no-such-choice", ""]


# --- files and states ----------------------------------------------------

def check_game_file(gid, f, n, seed, options):
    good = (isinstance(f, dict) and f.get("format") == "tessella-game" and f.get("version") == 1
            and f.get("game") == gid and f.get("seed") == seed and f.get("actions") == [])
    t.ok(good, "%s/%d: new writes format, version, game, seed and no actions" % (gid, n),
         {k: f.get(k) for k in ("format", "version", "game", "seed")} if isinstance(f, dict) else f)
    if not isinstance(f, dict):
        return False
    players = f.get("players")
    t.ok(isinstance(players, list) and len(players) == n
         and all(isinstance(p.get("name"), str) and isinstance(p.get("color"), str)
                 and p.get("controller") == "human" for p in players)
         and len({p["color"] for p in players}) == n,
         "%s/%d: new writes one seat per player with name, colour and controller" % (gid, n), players)
    written = f.get("options")
    t.ok(isinstance(written, dict) and set(written) == set(options)
         and all(written[k] == spec_default for k, spec_default in options.items()),
         "%s/%d: new writes every option, given ones as given" % (gid, n), written)
    t.ok(isinstance(f.get("setup"), dict) and f["setup"] != {},
         "%s/%d: new writes an explicit setup" % (gid, n), str(f.get("setup"))[:200])
    return good


def check_state(gid, state, n, where, over=False):
    good = isinstance(state, dict)
    missing = [k for k in COMMON_STATE + STATE.get(gid, []) if not good or k not in state]
    t.ok(good and not missing, "%s: state %s has the contract's fields" % (gid, where), missing)
    if not good or missing:
        return
    players = state["players"]
    # Once a game is over nobody is to act: current_player may then be null
    # (Hunters) or stay on the seat whose turn ended the game (Catan).
    current = state["current_player"]
    t.ok(isinstance(players, list) and len(players) == n and is_int(state["turn"])
         and (is_seat_or_null(current, n) if over else is_int(current) and 0 <= current < n),
         "%s: state %s has one entry per seat and a current seat" % (gid, where),
         {k: state[k] for k in ("turn", "current_player")})
    pmissing = sorted({k for p in players for k in PLAYER_STATE.get(gid, []) if k not in p})
    t.ok(not pmissing, "%s: every player's state %s has the contract's fields" % (gid, where), pmissing)
    if pmissing:
        return
    if gid in PHASES:
        t.ok(state["phase"] in PHASES[gid] and (state["phase"] in ("over", "game_over")) == over,
             "%s: phase %s is one the contract names" % (gid, where), state["phase"])
    if gid == "catan":
        check_catan_state(state, n, where)
    elif gid == "hunters":
        check_hunters_state(state, n, where)


def is_seat_or_null(value, n):
    return value is None or (is_int(value) and 0 <= value < n)


def check_catan_state(state, n, where):
    t.ok(is_seat_or_null(state["winner"], n) and is_seat_or_null(state["longest_road_holder"], n)
         and is_seat_or_null(state["largest_army_holder"], n),
         "catan: winner and card holders %s are seats or null" % where,
         [state[k] for k in ("winner", "longest_road_holder", "largest_army_holder")])
    robber = state["robber"]
    t.ok(robber is None or (isinstance(robber, list) and len(robber) == 2 and all(map(is_int, robber))),
         "catan: the robber %s is a hex or null" % where, robber)
    t.ok(set(state["bank"]) == RESOURCES and all(is_int(v) and v >= 0 for v in state["bank"].values())
         and is_int(state["dev_deck_left"]),
         "catan: the bank %s counts each resource" % where, state["bank"])
    players_ok = all(set(p["resources"]) == RESOURCES and set(p["dev_cards"]) == DEV_CARDS
                     and p["vp"] >= p["vp_public"] >= 0 for p in state["players"])
    t.ok(players_ok, "catan: players %s hold resources and development cards by name" % where,
         state["players"][0])
    board = state["board"]
    t.ok(isinstance(board, dict) and isinstance(board.get("hexes"), list)
         and isinstance(board.get("harbors"), list),
         "catan: the board %s has the setup's hexes and harbours" % where, str(board)[:200])
    pieces = state["pieces"]
    shapes = isinstance(pieces, dict) and all(isinstance(pieces.get(k), list)
                                              for k in ("settlements", "cities", "roads"))
    # Two-player Catan: the neutral players' pieces are "neutral1", "neutral2".
    owners = set(range(n)) | ({"neutral1", "neutral2"} if n == 2 else set())
    sorted_names = shapes and all(
        p.get("owner") in owners and p.get("vertex") == sorted(p.get("vertex", []))
        for p in pieces["settlements"] + pieces["cities"]) and all(
        p.get("owner") in owners and p.get("edge") == sorted(p.get("edge", []))
        for p in pieces["roads"])
    t.ok(sorted_names, "catan: pieces %s have owners and sorted vertices and edges" % where,
         str(pieces)[:300])
    if n == 2:
        t.ok(all(is_int(p.get("trade_tokens")) and p["trade_tokens"] >= 0 for p in state["players"])
             and sum(p["trade_tokens"] for p in state["players"]) <= 20
             and sum(1 for p in pieces["settlements"] + pieces["cities"]
                     if p["owner"] in ("neutral1", "neutral2")) >= 2,
             "catan: a two-player state %s has trade tokens and the neutral players' settlements" % where,
             [p.get("trade_tokens") for p in state["players"]])


def check_hunters_state(state, n, where):
    winner = state["winner"]
    t.ok(isinstance(winner, list) and all(is_int(s) and 0 <= s < n for s in winner)
         and bool(winner) == (state["phase"] == "game_over"),
         "hunters: winner %s is a list of seats, empty until the end" % where, winner)
    t.ok(all(isinstance(b.get("kind"), str) and b.get("rotation") in (0, 90, 180, 270)
             and isinstance(b.get("position"), list) and len(b["position"]) == 2
             for b in state["board"]) and state["board"][0].get("position") == [0, 0],
         "hunters: board tiles %s have kind, position and rotation, the start tile at [0,0]" % where,
         str(state["board"][:2])[:300])
    t.ok(all(is_int(f.get("owner")) and f.get("figure") in FIGURES
             and isinstance(f.get("position"), list) and isinstance(f.get("region"), str)
             for f in state["figures"]),
         "hunters: figures %s have owner, figure, position and region" % where, state["figures"][:3])


def hexes_adjacent(a, b):
    dq, dr = b[0] - a[0], b[1] - a[1]
    return (dq, dr) in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def distance(h):
    return max(abs(h[0]), abs(h[1]), abs(h[0] + h[1]))


def check_catan_setup(setup, where):
    hexes = setup.get("hexes", [])
    land = {tuple(h["at"]) for h in hexes if h.get("terrain") != "sea"}
    t.ok(len(land) == 19 and all(distance(h) <= 2 for h in land),
         "catan: setup %s has the 19 land hexes of the base island" % where, sorted(land))
    t.ok(all(h.get("terrain") in TERRAINS for h in hexes)
         and all((h["number"] is None) if h["terrain"] in ("desert", "sea")
                 else (is_int(h.get("number")) and 2 <= h["number"] <= 12 and h["number"] != 7)
                 for h in hexes),
         "catan: setup %s names terrains and numbers 2..12 without 7" % where, hexes[:3])
    harbors = setup.get("harbors", [])
    t.ok(all(len(hb.get("edge", [])) == 2 and hexes_adjacent(*hb["edge"])
             and sorted(distance(h) for h in hb["edge"]) == [2, 3]
             and hb.get("kind") in RESOURCES | {"3:1"} for hb in harbors),
         "catan: setup %s puts harbours on land-sea edges" % where, harbors[:3])
    t.ok(tuple(setup.get("robber", ())) in land, "catan: setup %s puts the robber on land" % where,
         setup.get("robber"))


# Arguments each action type carries once it is in a file, outcomes included
# (docs/game-files.md, "Actions").
def catan_action_ok(a):
    kind = a["type"]
    if kind == "roll":
        d = a.get("dice")
        ok = isinstance(d, list) and len(d) == 2 and all(is_int(x) and 1 <= x <= 6 for x in d)
        # Two-player Catan: a second roll with a different sum (seed 002).
        if ok and "dice2" in a:
            d2 = a["dice2"]
            ok = isinstance(d2, list) and len(d2) == 2 and all(is_int(x) and 1 <= x <= 6 for x in d2) \
                and sum(d2) != sum(d)
        return ok
    if kind in ("build_neutral_settlement", "build_neutral_road"):
        place = "vertex" if kind == "build_neutral_settlement" else "edge"
        return a.get("neutral") in ("neutral1", "neutral2") and len(a.get(place, [])) == (3 if place == "vertex" else 2)
    if kind == "forced_trade":
        return set(a.get("give", {})) <= RESOURCES and sum(a["give"].values()) == 2 \
            and set(a.get("taken", {})) <= RESOURCES and 1 <= sum(a["taken"].values()) <= 2
    if kind in ("robber_to_desert", "turn_in_knight"):
        return True
    if kind in ("place_settlement", "build_settlement", "build_city"):
        return len(a.get("vertex", [])) == 3
    if kind in ("place_road", "build_road"):
        return len(a.get("edge", [])) == 2
    if kind in ("move_robber", "play_knight"):
        return len(a.get("hex", [])) == 2 and "victim" in a and (
            a.get("stolen") in RESOURCES if a["victim"] is not None else a.get("stolen") is None)
    if kind == "buy_dev_card":
        return a.get("card") in DEV_CARDS
    if kind == "discard":
        return set(a.get("cards", {})) <= RESOURCES and sum(a["cards"].values()) > 0
    if kind == "play_year_of_plenty":
        return set(a.get("resources", {})) <= RESOURCES and sum(a["resources"].values()) == 2
    if kind == "play_monopoly":
        return a.get("resource") in RESOURCES and isinstance(a.get("taken"), dict)
    if kind == "play_road_building":
        return 1 <= len(a.get("edges", [])) <= 2
    if kind == "maritime_trade":
        return set(a.get("give", {})) <= RESOURCES and set(a.get("get", {})) <= RESOURCES
    return kind in ("end_turn", "offer_trade", "accept_trade", "reject_trade", "confirm_trade",
                    "cancel_trade")


def hunters_action_ok(a):
    kind = a["type"]
    if kind == "draw_tile":
        tile = a.get("tile", "")
        return isinstance(tile, str) and tile[:1] in ("L", "B") and tile[1:].isdigit()
    if kind == "place_tile":
        at = a.get("at")
        return (isinstance(at, list) and len(at) == 2 and all(is_int(x) for x in at)
                and a.get("rotation") in (0, 90, 180, 270))
    if kind == "place_figure":
        return a.get("figure") in FIGURES and isinstance(a.get("region"), str)
    return kind == "skip_figure"


ACTION_CHECK = {"catan": catan_action_ok, "hunters": hunters_action_ok}


# --- positions -----------------------------------------------------------

def check_position(gid, file, k, n, final_state=None):
    """legal, suggest and illegal input at the position after @k actions."""
    where = "after %d actions" % k
    text = with_actions(file, file["actions"][:k])
    code, state_text, err = cli("replay", "-", stdin=text)
    state = parse(state_text)
    if not t.ok(code == 0 and state is not None, "%s: replay %s" % (gid, where), err):
        return
    check_state(gid, state, n, where, over=k == len(file["actions"]) and final_state is not None)
    code, out, err = cli("legal", "-", stdin=text)
    legal = parse(out)
    if not t.ok(code == 0 and isinstance(legal, list), "%s: legal %s is a list" % (gid, where), err):
        return
    over = final_state is not None and k == len(file["actions"])
    if over:
        t.ok(legal == [], "%s: legal lists nothing once the game is over" % gid, legal[:3])
        code, out, err = cli("suggest", "-", stdin=text)
        t.ok(code == 0 and out.strip() == "null", "%s: suggest prints null once the game is over" % gid,
             out[:200] + err)
        return
    actors = {a.get("player") for a in legal}
    t.ok(legal and len(actors) == 1 and all(isinstance(a.get("type"), str) for a in legal),
         "%s: legal %s lists typed actions of one seat" % (gid, where), legal[:3])
    if not legal:
        return
    actor = actors.pop()
    failures = []
    for action in spread(legal, 60):
        code, out, err = cli("replay", "-", stdin=with_actions(file, file["actions"][:k] + [action]))
        if code != 0:
            failures.append((action, err.strip()))
    t.ok(not failures, "%s: every legal action %s appends and replays (%d of %d tried)"
         % (gid, where, min(len(legal), 60), len(legal)), failures[:3])

    for ai in ("random", None):
        args = ["suggest", "-"] + (["--ai", ai] if ai else [])
        code, out, err = cli(*args, stdin=text)
        hint = parse(out)
        t.ok(code == 0 and out.count("\n") == 1 and hint in legal,
             "%s: suggest (%s) %s prints one of the legal actions on one line"
             % (gid, ai or "default", where), out[:200] + err)

    # The same action sent by a seat that is not to act is illegal (status
    # 3): standard error names its index, standard output still carries
    # the state before it.
    wrong = dict(legal[0], player=(actor + 1) % n)
    code, out, err = cli("replay", "-", stdin=with_actions(file, file["actions"][:k] + [wrong]))
    t.ok(code == 3 and err.startswith("tessella-cli: ") and ("Action %d" % k) in err,
         "%s: an action out of turn %s exits 3 and names index %d" % (gid, where, k),
         "exit %d: %s" % (code, err))
    t.ok(out == state_text, "%s: after the illegal action standard output has the state %s"
         % (gid, where), out[:200])
    code, out, err = cli("legal", "-", stdin=with_actions(file, file["actions"][:k] + [wrong]))
    t.ok(code == 3 and parse(out) == legal,
         "%s: legal on a file with an illegal action exits 3 and lists the moves before it" % gid,
         "exit %d: %s" % (code, err))


def check_game(g, tmp):
    gid = g["id"]
    t.ok(isinstance(gid, str) and isinstance(g.get("name"), str) and g["name"] != ""
         and is_int(g.get("min_players")) and is_int(g.get("max_players"))
         and 1 <= g["min_players"] <= g["max_players"]
         and isinstance(g.get("ai_kinds"), list) and g["ai_kinds"]
         and isinstance(g.get("options"), list),
         "%s: games gives a name, player counts, computer players and options" % gid, g)
    # The identity rules of shared/tsl-engine.h: an id for files, the
    # framework's random player in every game, a distinct colour per seat.
    colors = g.get("colors")
    t.ok(isinstance(gid, str) and gid != "" and all(c.islower() or c.isdigit() or c == "-" for c in gid)
         and "random" in g.get("ai_kinds", [])
         and isinstance(colors, list) and len(set(colors)) == len(colors) >= g.get("max_players", 0),
         "%s: games gives a plain id, the random player and a colour per seat" % gid,
         {k: g.get(k) for k in ("id", "ai_kinds", "colors")})
    for spec in g["options"]:
        check_option_spec(gid, spec)
    defaults = {s["key"]: s["default"] for s in g["options"]}
    counts = list(range(g["min_players"], g["max_players"] + 1))

    # new: every player count, with the defaults.
    for n in counts:
        args = ["new", "--game", gid, "--players", str(n), "--seed", "11"]
        code, out, err = cli(*args)
        f = parse(out)
        if not t.ok(code == 0, "%s: new --players %d exits 0" % (gid, n), err):
            continue
        if not check_game_file(gid, f, n, 11, defaults):
            continue
        code2, out2, err2 = cli(*args)
        t.ok(code2 == 0 and out2 == out, "%s/%d: new is determined by its seed" % (gid, n), err2)
        if gid == "catan":
            check_catan_setup(f["setup"], "for %d players" % n)
        path = os.path.join(tmp, "%s-%d.json" % (gid, n))
        with open(path, "w") as out_file:
            out_file.write(out)
        code, state_text, err = cli("replay", path)
        state = parse(state_text)
        t.ok(code == 0 and state is not None, "%s/%d: a new game replays" % (gid, n), err)
        check_state(gid, state, n, "of a new game for %d" % n)
        code, out, err = cli("replay", "-", stdin=out)
        t.ok(code == 0 and out == state_text, "%s/%d: replay - reads standard input" % (gid, n), err)
        # Without its setup the file is generated again from seed and options.
        code, out, err = cli("replay", "-", stdin=json.dumps(dict(f, setup=None)))
        t.ok(code == 0 and out == state_text,
             "%s/%d: without setup the seed gives the same position" % (gid, n), err)
        # The setup holds everything drawn from the seed (rule 2 of
        # shared/tsl-engine.h): with another seed it gives the same position.
        code, out, err = cli("replay", "-", stdin=json.dumps(dict(f, seed=f["seed"] + 1000)))
        t.ok(code == 0 and out == state_text,
             "%s/%d: the setup alone fixes the position, whatever the seed" % (gid, n), err + out[:200])

    # new: every value of every option.
    for spec in g["options"]:
        for value in option_values(spec):
            setting = "%s=%s" % (spec["key"], as_text(value))
            code, out, err = cli("new", "--game", gid, "--seed", "5", "--option", setting)
            f = parse(out)
            good = code == 0 and isinstance(f, dict) and options_written(
                g["options"], f.get("options"), dict(defaults, **{spec["key"]: value}), spec["key"])
            t.ok(good, "%s: new --option %s writes it" % (gid, setting), err + out[:200])
            if good:
                code, out, err = cli("replay", "-", stdin=out)
                t.ok(code == 0, "%s: a new game with %s replays" % (gid, setting), err)
                check_state(gid, parse(out), len(f["players"]), "with %s" % setting)
        for bad in bad_option_values(spec):
            setting = "%s=%s" % (spec["key"], bad)
            code, out, err = cli("new", "--game", gid, "--option", setting)
            t.ok(refused(code, out, err) and spec["key"] in err,
                 "%s: new --option %r exits 2 and names the option" % (gid, setting), err)

    # Bad arguments.
    n = max(counts)
    for bad in ("0", str(min(counts) - 1), str(max(counts) + 1), "-1", "two"):
        code, out, err = cli("new", "--game", gid, "--players", bad)
        t.ok(refused(code, out, err), "%s: new --players %s exits 2" % (gid, bad), "exit %d: %s" % (code, err))
    code, out, err = cli("new", "--game", gid, "--option", "no_such_option=1")
    t.ok(refused(code, out, err) and "no_such_option" in err, "%s: an unknown option exits 2" % gid, err)

    # play: lines, summary, determinism, the saved game.
    save = os.path.join(tmp, gid + "-played.json")
    args = ["play", "--game", gid, "--players", str(min(counts)), "--ai", g["ai_kinds"][0],
            "--seed", "3", "--games", "3"]
    code, out, err = cli(*args, "--save", save)
    lines = [parse(line) for line in out.splitlines()]
    t.ok(code == 0 and len(lines) == 4 and all(isinstance(line, dict) for line in lines),
         "%s: play prints one JSON line per game and a summary line" % gid, err + out[:300])
    if len(lines) != 4 or not all(isinstance(line, dict) for line in lines):
        return
    per_game = lines[:3]
    t.ok(all({"winner", "scores", "turns", "actions"} <= set(line) and len(line["scores"]) == min(counts)
             and is_int(line["turns"]) and is_int(line["actions"]) and line["actions"] > 0
             for line in per_game),
         "%s: each game line has winner, scores, turns and actions" % gid, per_game)
    summary = lines[3]
    t.ok({"games", "wins", "mean_turns", "seconds", "games_per_second", "ns_per_action"} <= set(summary)
         and summary["games"] == 3 and len(summary["wins"]) == min(counts)
         and all(isinstance(summary[k], (int, float)) and summary[k] >= 0
                 for k in ("mean_turns", "seconds", "games_per_second", "ns_per_action")),
         "%s: the summary has games, wins, mean_turns, seconds, games_per_second, ns_per_action"
         % gid, summary)
    t.ok(abs(summary["mean_turns"] - sum(line["turns"] for line in per_game) / 3) < 1e-6,
         "%s: mean_turns is the mean of the games' turns" % gid, summary)
    code, again, err = cli(*args)
    t.ok(code == 0 and again.splitlines()[:3] == out.splitlines()[:3],
         "%s: play is determined by its seed" % gid, err)

    saved = parse(open(save).read()) if os.path.exists(save) else None
    t.ok(isinstance(saved, dict) and saved.get("seed") == 5
         and len(saved.get("actions", [])) == per_game[2]["actions"]
         and isinstance(saved.get("setup"), dict) and saved["setup"] != {},
         "%s: play --save writes the last game with its setup and every action" % gid,
         str(saved)[:200])
    if not isinstance(saved, dict):
        return
    check = ACTION_CHECK.get(gid)
    if check:
        wrong = [a for a in saved["actions"] if not check(a)]
        t.ok(not wrong, "%s: every saved action carries the contract's arguments and outcomes" % gid,
             wrong[:3])
    code, final_text, err = cli("replay", save)
    final = parse(final_text)
    t.ok(code == 0 and final is not None, "%s: the saved game replays" % gid, err)
    if final is None:
        return
    check_state(gid, final, min(counts), "at the end", over=True)
    # play's "winners" is always a list; the state's "winner" is a seat in
    # Catan and a list in Hunters.
    winners = per_game[2].get("winners")
    if "winner" in final:
        got = final["winner"] if isinstance(final["winner"], list) else [final["winner"]]
        t.ok(got == winners, "%s: replay reaches the winner play reported" % gid, (got, winners))
    code, again, err = cli("replay", save)
    t.ok(again == final_text, "%s: replay is the same every time" % gid, err)
    # Every outcome is recorded in its action (rule 3 of shared/tsl-engine.h):
    # with another seed the saved actions still reach the same end.
    code, out, err = cli("replay", "-", stdin=json.dumps(dict(saved, seed=saved["seed"] + 1000)))
    t.ok(code == 0 and out == final_text,
         "%s: the saved actions carry their outcomes: another seed replays to the same end" % gid,
         err + out[:200])

    total = len(saved["actions"])
    # Early positions, thirds and the end: a short game has fewer of them.
    for k in sorted(k for k in {0, 1, 2, 3, 5, 8, 13, 21, total // 3, total // 2, total - 1, total}
                    if 0 <= k <= total):
        check_position(gid, saved, k, min(counts), final_state=final)

    # Malformed files exit 2 and print nothing.
    actions = saved["actions"][:2]
    malformed = {
        "a truncated file": json.dumps(saved)[:40],
        "a JSON list": "[]",
        "another format": with_actions(dict(saved, format="chess-game"), actions),
        "another version": with_actions(dict(saved, version=99), actions),
        "an unknown game": with_actions(dict(saved, game="no-such-game"), actions),
        "an unknown option": with_actions(dict(saved, options=dict(saved["options"], no_such=1)), actions),
        "no players": with_actions(dict(saved, players=[]), actions),
        "an action that is not an object": with_actions(saved, actions + ["roll"]),
        "an action without a type": with_actions(saved, actions + [{"player": 0}]),
        "an action of an unknown type": with_actions(saved, actions + [{"player": 0, "type": "dance"}]),
    }
    for spec in g["options"]:
        bad = {"int": spec.get("max", 0) + 1, "bool": "yes please", "choice": "no-such-choice"}
        malformed["a bad value of %s" % spec["key"]] = with_actions(
            dict(saved, options=dict(saved["options"], **{spec["key"]: bad[spec["type"]]})), actions)
    for what, text in malformed.items():
        for command in ("replay", "legal", "suggest"):
            code, out, err = cli(command, "-", stdin=text)
            t.ok(refused(code, out, err), "%s: %s with %s exits 2 and prints nothing" % (gid, command, what),
                 "exit %d: %s %s" % (code, err, out[:100]))


def main():
    tmp = tempfile.mkdtemp(prefix="tessella-contract-")
    try:
        code, out, err = cli("games")
        games = parse(out)
        t.ok(code == 0 and isinstance(games, list) and games, "games prints a non-empty JSON list", err)
        if not isinstance(games, list):
            return
        t.ok(len({g.get("id") for g in games}) == len(games), "games lists each id once",
             [g.get("id") for g in games])
        code, again, err = cli("games")
        t.ok(again == out, "games prints the same list every time", err)

        for command in (["new", "--game", "no-such-game"], ["play", "--game", "no-such-game"],
                        ["new"], ["dance"], ["replay"], ["replay", os.path.join(tmp, "missing.json")],
                        ["legal", os.path.join(tmp, "missing.json")],
                        ["suggest", os.path.join(tmp, "missing.json")]):
            code, out, err = cli(*command)
            t.ok(refused(code, out, err), "%s exits 2 and prints nothing" % " ".join(command[:3]),
                 "exit %d: %s" % (code, err))
        for g in games:
            check_game(g, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        t.finish()


main()
