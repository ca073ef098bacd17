"""A command imports only what it needs (issue 16, fast start): with the cache warm,
`arbiter card` loads no scenario schema, YAML library, deck lists or pydantic, and
`arbiter ask` no YAML library and no scenario schema; each prints what the cold run printed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter import cache

_SCRIPT = """\
import json, sys
from arbiter.cli import main
rc = main(json.loads(sys.argv[1]))
watched = json.loads(sys.argv[2])
print("LOADED", sorted(m for m in watched if m in sys.modules))
raise SystemExit(rc)
"""
WATCHED = ["pydantic", "yaml", "arbiter.decks", "arbiter.scenario.schema",
           "arbiter.scenario.loader", "arbiter.compiler.lines"]


def _twice(args: list[str], folder: Path) -> tuple[list[str], list[str]]:
    """The output of a cold and then a warm run, each a fresh process."""
    import json

    env = {**os.environ, cache.ENV_VAR: str(folder)}
    runs = [subprocess.run([sys.executable, "-c", _SCRIPT, json.dumps(args),
                            json.dumps(WATCHED)], capture_output=True, text=True, env=env,
                           check=True) for _ in range(2)]
    first, second = (r.stdout.splitlines() for r in runs)
    assert first[:-1] == second[:-1]  # the same answer, cold and warm
    return first, second


@pytest.mark.parametrize("name", ["Tovolar, Dire Overlord", "Fire // Ice"])
def test_arbiter_card_loads_no_scenario_yaml_or_decks(tmp_path: Path, name: str) -> None:
    first, second = _twice(["card", name], tmp_path)
    assert second[-1] == "LOADED []"
    assert first[0].startswith(name.split(" // ")[0])


def test_arbiter_ask_loads_no_yaml_and_no_schema_the_second_time(tmp_path: Path) -> None:
    first, second = _twice(["ask", "Humility", "Opalescence", "Opalescence"], tmp_path)
    assert second[-1] == "LOADED ['pydantic']"  # the question's own model (desk.question)
    assert "arbiter.scenario.schema" in first[-1]
    assert first[0] == "Every object now:"
