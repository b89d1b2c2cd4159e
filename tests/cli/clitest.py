# SPDX-License-Identifier: GPL-3.0-or-later
"""What every command-line test script shares: TAP output and running the
tool under test, whose path is the script's first argument."""
import subprocess
import sys

CLI = sys.argv[1]


class Tap:
    """Test Anything Protocol: a line per check, the plan at the end."""

    def __init__(self):
        self.count = 0
        self.failed = 0

    def ok(self, cond, name, detail=""):
        self.count += 1
        if not cond:
            self.failed += 1
        print("%s %d - %s" % ("ok" if cond else "not ok", self.count, name))
        if not cond and detail != "":
            for line in str(detail).splitlines()[:20]:
                print("# " + line[:300])
        return cond

    def finish(self):
        print("1..%d" % self.count)
        sys.exit(1 if self.failed else 0)


tap = Tap()
ok = tap.ok
finish = tap.finish


def cli(*args, stdin=None):
    """Runs the tool; returns its exit status, standard output and standard
    error, decoded leniently so that a stray byte fails a check, not the script."""
    if isinstance(stdin, str):
        stdin = stdin.encode("utf-8")
    p = subprocess.run([CLI, *args], input=stdin, capture_output=True, timeout=240)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
