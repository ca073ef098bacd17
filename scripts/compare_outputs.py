"""Compare what two checkouts of Arbiter print, byte for byte: every seed scenario
(`arbiter solve`, table and JSON), `arbiter card` on a sample of card names (every STEP-th
name of the bundled data, and a few misspelt ones), and a few `arbiter ask` questions.

Each checkout runs in its own processes with its own cache directory, twice: once with the
cache cold and once warm, so a cached answer is compared with a computed one.

Run: python scripts/compare_outputs.py OLD_DIR [--step N]. Exits 1 if anything differs.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_RUN = """
import contextlib, io, json, sys
from arbiter.cli import main
for args in json.loads(sys.stdin.read()):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    print(json.dumps([args, code, out.getvalue(), err.getvalue()]))
"""

ASK = [["ask", "Humility", "Opalescence", "Opalescence"],
       ["ask", "Blood Moon", "Urborg, Tomb of Yawgmoth"],
       ["ask", "Humility", "Opalescence", "--then", "cast Turn to Frog on Humility"],
       ["ask", "Grizzly Bears [Bob, 2 +1/+1]", "Glorious Anthem", "--format", "json"],
       ["ask", "Humility", "Opalescence", "--yaml"],
       ["ask", "Humility", "Opalesence"],
       ["ask", "Humility [on nothing]"]]


def _commands(step: int) -> list[list[str]]:
    sys.path.insert(0, str(ROOT / "src"))
    from arbiter.cards.database import CardDatabase

    names = list(CardDatabase.default())[::step]
    seeds = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "scenarios" / "seeds").glob(
        "*.yaml"))
    cards = [["card", n] for n in names + ["Tovolar", "grizly bears", "fire//ice"]]
    return ([["solve", s] for s in seeds] + [["solve", "--format", "json", s] for s in seeds]
            + cards + ASK)


def _run(tree: Path, cache: str, commands: list[list[str]]) -> list[str]:
    import json

    env = {**os.environ, "PYTHONPATH": str(tree / "src"), "ARBITER_CACHE": cache,
           "COLUMNS": "120"}
    done = subprocess.run([sys.executable, "-c", _RUN], input=json.dumps(commands),
                          capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    return done.stdout.splitlines()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("--step", type=int, default=100)
    args = parser.parse_args()
    commands = _commands(args.step)
    print(f"{len(commands)} commands")
    outputs = {}
    with tempfile.TemporaryDirectory() as scratch:
        for label, tree in (("old", args.old.resolve()), ("new", ROOT)):
            cache = os.path.join(scratch, label)
            for run in ("cold", "warm"):
                outputs[label, run] = _run(tree, cache, commands)
    reference = outputs["old", "cold"]
    differ = 0
    for key, lines in outputs.items():
        for i, (a, b) in enumerate(zip(reference, lines, strict=True)):
            if a != b:
                differ += 1
                print(f"{key[0]} {key[1]} differs: {commands[i]}")
    print("same output" if not differ else f"{differ} outputs differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
