#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hostile game files and safe saves through tessella-cli (TAP output).

Usage: test-cli-files.py PATH/TO/tessella-cli

Every file is refused with status 2 and one error line, never a crash:
deep nesting, oversize, text that is not UTF-8 or holds NUL or a lone
surrogate, numbers beyond 64 bits, a second JSON document.  `play --save`
keeps a symbolic link and the permissions of the file it replaces, and
replaces a file with other hard links as any other: those names keep the
previous file, never one cut short.
"""
import json
import os
import stat
import tempfile

from clitest import cli, finish, ok


def refused(code, err, part):
    """Status 2 (not a signal), one translated line naming the reason."""
    return (code == 2 and err.startswith("tessella-cli: ") and err.count("\n") == 1
            and part in err)


tmp = tempfile.mkdtemp(prefix="tessella-cli-files-")


def write(name, data):
    path = os.path.join(tmp, name)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


code, out, err = cli("games")
GAME = json.loads(out)[0]["id"]
code, out, err = cli("new", "--game", GAME, "--seed", "7")
ok(code == 0, "new " + GAME, err)
BASE = json.loads(out)
code, out, err = cli("legal", write("base.json", out))
FIRST = json.loads(out)[0]


def game_with(first_action=None, **members):
    game = json.loads(json.dumps(BASE))
    game.update(members)
    if first_action is not None:
        game["actions"] = [first_action]
    return json.dumps(game, indent=2)


code, out, err = cli("replay", write("one.json", game_with(FIRST)))
ok(code == 0, "a file with one legal action replays", err)

# 1. Nesting and size, from a file and from standard input.
deep = "[" * 100000 + "]" * 100000
code, out, err = cli("replay", write("deep.json", deep))
ok(refused(code, err, "Line 1, column 65: lists and objects are nested deeper than 64 levels"),
   "a file nested 100,000 deep exits 2 with a clear error", (code, err))
for command in ("replay", "legal", "suggest"):
    code, out, err = cli(command, "-", stdin=deep.encode())
    ok(refused(code, err, "nested deeper") and out == "",
       command + " - refuses 100,000 levels from standard input", (code, err))
big = game_with() + " " * (32 * 1024 * 1024)
code, out, err = cli("replay", write("big.json", big))
ok(refused(code, err, "larger than"), "a file over 32 MiB is refused", (code, err))
code, out, err = cli("replay", "-", stdin=big.encode())
ok(refused(code, err, "larger than"), "standard input over 32 MiB is refused", (code, err))
os.unlink(os.path.join(tmp, "big.json"))

# 2. Text: UTF-8 without NUL, no lone surrogates, in names and actions.
players = BASE["players"]


def with_name(name):
    seats = json.loads(json.dumps(players))
    seats[0]["name"] = name
    return game_with(players=seats)


code, out, err = cli("replay", write("surrogate.json", with_name("A\ud800B")))
ok(refused(code, err, "surrogate"), "a name with a lone surrogate is refused", (code, err))
code, out, err = cli("replay", write("nul-name.json", with_name("A\u0000B")))
ok(refused(code, err, "\\u0000"), "a name with \\u0000 is refused, not cut to “A”", (code, err))
latin1 = with_name("Cafe").encode().replace(b'"Cafe"', b'"Caf\xe9"')
code, out, err = cli("replay", write("latin1.json", latin1))
ok(refused(code, err, "not valid UTF-8"), "a name in Latin-1 bytes is refused", (code, err))
code, out, err = cli("replay", write("nul-byte.json", with_name("AB").replace("AB", "A\0B")))
ok(refused(code, err, "NUL"), "a NUL byte is refused", (code, err))
junk = dict(FIRST, type=FIRST["type"] + "\u0000junk")
code, out, err = cli("replay", write("nul-type.json", game_with(junk)))
ok(refused(code, err, "\\u0000"), "an action type with \\u0000 is refused, not applied", (code, err))

# 4. Numbers beyond 64 bits, and doubles, in every header field and a player.
for number in ("99999999999999999999", "-99999999999999999999", "18446744073709551617",
               "-1e23", "1e30"):
    for field in ("version", "seed"):
        text = game_with(**{field: 12345}).replace(": 12345", ": " + number, 1)
        code, out, err = cli("replay", write("number.json", text))
        ok(refused(code, err, "64 bits" if "e" not in number else field),
           "%s %s is refused" % (field, number), (code, err))
    text = game_with(dict(FIRST, player=12345)).replace(": 12345", ": " + number, 1)
    code, out, err = cli("replay", write("number.json", text))
    ok(refused(code, err, "64 bits" if "e" not in number else "player"),
       "player %s is refused" % number, (code, err))

# 7. One JSON document only.
code, out, err = cli("replay", write("two.json", game_with() + "\n" + game_with()))
ok(refused(code, err, "after the end"), "a second JSON document is refused", (code, err))
code, out, err = cli("replay", "-", stdin=(game_with() + " [2]").encode())
ok(refused(code, err, "after the end"), "a second value on standard input is refused", (code, err))

# 9. play --save replaces files as editors do.
kinds = json.loads(cli("games")[1])[0]["ai_kinds"]


def play_save(path):
    return cli("play", "--game", GAME, "--ai", kinds[0], "--seed", "3", "--games", "1",
               "--save", path)


real_dir = os.path.join(tmp, "real")
os.mkdir(real_dir)
target = write("real/saved.json", "previous")
link = os.path.join(tmp, "link.json")
os.symlink("real/saved.json", link)
code, out, err = play_save(link)
ok(code == 0 and os.path.islink(link) and os.readlink(link) == "real/saved.json",
   "play --save over a symbolic link keeps the link", (code, err))
code, out, err = cli("replay", target)
ok(code == 0, "... and writes the file it leads to", err)
ok(sorted(os.listdir(real_dir)) == ["saved.json"], "... with no temporary file left",
   os.listdir(real_dir))

private = write("private.json", "previous")
os.chmod(private, 0o600)
code, out, err = play_save(private)
ok(code == 0 and stat.S_IMODE(os.stat(private).st_mode) == 0o600,
   "play --save keeps mode 0600", (code, err, oct(os.stat(private).st_mode)))

linked = write("linked.json", "previous")
other = os.path.join(tmp, "other-name.json")
os.link(linked, other)
code, out, err = play_save(linked)
ok(code == 0 and not os.path.samefile(linked, other) and os.stat(linked).st_nlink == 1,
   "play --save replaces a hard-linked file by a new one", (code, err))
code, out, err = cli("replay", linked)
ok(code == 0, "... which holds the new game", err)
with open(other) as f:
    ok(f.read() == "previous", "... while the other name keeps the previous file")

stale = write("private.json.aB3dE9", "{")
os.utime(stale, (0, 0))
code, out, err = play_save(private)
ok(code == 0 and not os.path.exists(stale), "play --save removes a stale temporary file",
   (code, err))

finish()
