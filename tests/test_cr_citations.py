"""Style rule 8: every rule number the code cites exists in the Comprehensive Rules."""

from __future__ import annotations

import re
from pathlib import Path

from arbiter.rules.cr_index import RULES

SRC = Path(__file__).parent.parent / "src" / "arbiter"
CITATION = re.compile(r"(?<![\d.])(\d{3})\.(\d+)([a-z]?)(?![\d])")


def test_every_cited_rule_exists_in_the_cr() -> None:
    missing = []
    for path in sorted(SRC.rglob("*.py")):
        if path.name == "cr_index.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for a, b, c in CITATION.findall(line):
                rule = f"{a}.{b}{c}"
                if 100 <= int(a) <= 905 and rule not in RULES:
                    missing.append(f"{path.relative_to(SRC)}:{n}: {rule}")
    assert not missing, "\n".join(missing)


def test_the_index_knows_the_layer_rules() -> None:
    """613.1-613.11 and 730 (day and night in this CR version) are present."""
    assert {"613.1a", "613.4d", "613.8c", "613.11", "730.1"} <= RULES
