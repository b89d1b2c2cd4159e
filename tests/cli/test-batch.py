#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""tessella-cli batch: one JSON answer per request line (TAP output).

Usage: test-batch.py PATH/TO/tessella-cli

For every game the binary lists: the answers of batch are those of the
single commands (legal, suggest, replay) for the same file, a game can be
played to its end through one batch process, and every error is an answer
line with the single command's exit status.
"""
import json
import os
import shutil
import subprocess
import tempfile

from clitest import CLI, cli, finish, ok
PLAYERS = {"catan": 4, "hunters": 2}


class Batch:
    """One batch process, kept open across requests."""

    def __init__(self):
        self.proc = subprocess.Popen([CLI, "batch"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def ask(self, request):
        text = request if isinstance(request, str) else json.dumps(request)
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self):
        self.proc.stdin.close()
        code = self.proc.wait(timeout=60)
        self.proc.stdout.close()
        return code


games = json.loads(cli("games")[1])
tmp = tempfile.mkdtemp(prefix="tessella-batch-test-")
path = os.path.join(tmp, "game.json")
batch = Batch()

for g in games:
    gid = g["id"]
    n = str(PLAYERS.get(gid, g["min_players"]))
    code, out, err = cli("new", "--game", gid, "--players", n, "--seed", "11")
    game = json.loads(out)
    quick = [k for k in g["ai_kinds"] if k in ("random", "greedy", "easy")]

    # 1. The same answers as the single commands, mid-game too: the game is
    # played on through batch with the quick players' suggestions.
    for step in range(40):
        with open(path, "w") as f:
            json.dump(game, f)
        for cmd in ("legal", "replay"):
            answer = batch.ask({"cmd": cmd, "game": game, "id": [gid, step]})
            expected = json.loads(cli(cmd, path)[1])
            if step % 10 == 0 or answer.get("result") != expected:
                ok(answer == {"id": [gid, step], "ok": True, "result": expected},
                   "%s: batch %s answers as the command at action %d" % (gid, cmd, step),
                   (answer, expected))
        kind = quick[step % len(quick)]
        answer = batch.ask({"cmd": "suggest", "game": game, "ai": kind})
        expected = json.loads(cli("suggest", path, "--ai", kind)[1])
        if step % 10 == 0 or answer.get("result") != expected:
            ok(answer == {"ok": True, "result": expected},
               "%s: batch suggest --ai %s answers as the command at action %d" % (gid, kind, step),
               (answer, expected))
        if expected is None:
            break
        game["actions"].append(answer["result"])

    # 2. Every level the game offers answers with a legal action.
    legal = batch.ask({"cmd": "legal", "game": game})["result"]
    for kind in g["ai_kinds"]:
        answer = batch.ask({"cmd": "suggest", "game": game, "ai": kind})
        ok(answer.get("ok") and (answer["result"] in legal if legal else answer["result"] is None),
           "%s: batch suggest --ai %s gives a legal action" % (gid, kind), answer)

    # 3. An illegal action: status 3, and legal still answers for the state
    # before it, as the command does.
    if not legal:
        game["actions"].pop()
        legal = batch.ask({"cmd": "legal", "game": game})["result"]
    wrong = dict(legal[0], player=(legal[0]["player"] + 1) % int(n))
    bad = dict(game, actions=game["actions"] + [wrong])
    answer = batch.ask({"cmd": "legal", "game": bad, "id": "x"})
    ok(answer.get("ok") is False and answer.get("status") == 3 and answer.get("id") == "x"
       and answer.get("result") == legal and answer.get("error"),
       "%s: an illegal action answers status 3 with the legal actions before it" % gid, answer)
    answer = batch.ask({"cmd": "suggest", "game": bad})
    ok(answer.get("ok") is False and answer.get("status") == 3 and "result" not in answer,
       "%s: suggest after an illegal action answers status 3 without a result" % gid, answer)
    answer = batch.ask({"cmd": "suggest", "game": game, "ai": "no-such-player"})
    ok(answer.get("ok") is False and answer.get("status") == 2
       and "no-such-player" in answer.get("error", ""),
       "%s: an unknown computer player answers status 2 and names it" % gid, answer)

# 4. play takes the levels too, and a saved game names them as controllers
# (ai:medium) and loads back.
for g in games:
    if "medium" not in g["ai_kinds"] or g["id"] != "catan":
        continue
    saved = os.path.join(tmp, "medium.json")
    code, out, err = cli("play", "--game", g["id"], "--ai", "medium,greedy,greedy,greedy",
                         "--games", "1", "--save", saved)
    with open(saved) as f:
        seats = json.load(f).get("players", [])
    ok(code == 0 and [s.get("controller") for s in seats][:2] == ["ai:medium", "ai:greedy"]
       and cli("replay", saved)[0] == 0,
       "%s: play --ai medium saves ai:medium seats that replay" % g["id"], (code, err, seats))

# 5. Malformed requests are answered, and the process goes on.
for request, part in (("{not json", None),
                      ("[1, 2]", "object"),
                      ({"cmd": "dance", "game": {}}, "cmd"),
                      ({"game": {}}, "cmd"),
                      ({"cmd": "legal"}, "game"),
                      ({"cmd": "legal", "game": [1]}, "game"),
                      ({"cmd": "suggest", "game": {}, "ai": 3}, "ai"),
                      ({"cmd": "replay", "game": {"format": "nonsense"}}, None)):
    answer = batch.ask(request)
    ok(answer.get("ok") is False and answer.get("status") == 2 and answer.get("error")
       and (part is None or part in answer["error"]),
       "a malformed request is answered with status 2: %s" % json.dumps(request)[:40], answer)
answer = batch.ask({"cmd": "replay", "game": game, "id": {"n": 1}})
ok(answer.get("ok") is True and answer.get("id") == {"n": 1},
   "the process answers again after bad requests", answer)

# 6. An id is echoed exactly as sent, or refused: json-glib would write
# 1e20 back as "1e+20.0", which is no JSON.
for request_id in ("1e20", "1.5", "[1, {\"a\": 2.5}]"):
    answer = batch.ask('{"cmd": "replay", "game": %s, "id": %s}' % (json.dumps(game), request_id))
    ok(answer.get("ok") is False and answer.get("status") == 2 and "id" not in answer
       and "“id”" in answer.get("error", ""),
       "an id with a fraction or an exponent is refused: %s" % request_id, answer)
for request_id in ("12345678901234", "-3", "true", "null", '"t"', '[1, {"a": "b"}]'):
    answer = batch.ask('{"cmd": "replay", "game": %s, "id": %s}' % (json.dumps(game), request_id))
    ok(answer.get("ok") is True and answer.get("id") == json.loads(request_id),
       "an id is echoed as sent: %s" % request_id, answer)

# 7. A request line beyond the reading limit (32 MiB) is skipped whole, as
# it is read, and answered; the next line is answered as usual.
batch.proc.stdin.write('{"cmd": "legal", "pad": "' + "x" * (33 << 20) + '"}\n')
batch.proc.stdin.flush()
answer = json.loads(batch.proc.stdout.readline())
ok(answer.get("ok") is False and answer.get("status") == 2 and "request line" in answer.get("error", ""),
   "a request line over the limit is refused, naming the request line", answer)
answer = batch.ask({"cmd": "replay", "game": game, "id": 7})
ok(answer.get("ok") is True and answer.get("id") == 7, "the next line is answered after it", answer)

ok(batch.close() == 0, "batch exits 0 at the end of its input")
code, out, err = cli("batch", stdin="\n\n")
ok(code == 0 and out == "", "empty lines get no answer", (code, out, err))
code, out, err = cli("batch", "extra")
ok(code == 2 and "extra" in err, "an argument is refused with status 2", err)

shutil.rmtree(tmp)
finish()
