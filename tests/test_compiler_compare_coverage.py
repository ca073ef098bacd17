"""`scripts/compare_coverage.py` (issue 12): the cards two card files share, compiled each with
its own file's text; a card fully read before and not after is listed with the lines now
unread, and the exit status says so."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from arbiter.cards.formats import dump_records

SCRIPT = Path(__file__).parent.parent / "scripts" / "compare_coverage.py"


def _card(name: str, text: str, types: list[str], cost: str = "{1}{W}") -> dict[str, Any]:
    face = {"name": name, "manaCost": cost, "type": " ".join(types), "types": types,
            "text": text}
    if "Creature" in types:
        face.update(power="2", toughness="2")
    return {"name": name, "layout": "normal", "faces": [face]}


def _write(path: Path, cards: list[dict[str, Any]]) -> str:
    path.write_bytes(dump_records(cards))
    return str(path)


def test_compare_coverage_lists_lost_and_gained_cards(tmp_path: Path) -> None:
    old = _write(tmp_path / "old.json", [
        _card("Mesa Lynx", "As long as it's not your turn, Mesa Lynx gets +0/+2.",
              ["Creature"]),
        _card("Sphinx Summoner", "When Sphinx Summoner enters the battlefield, you may search "
              "your library for an artifact creature card, reveal it, put it into your hand, "
              "then shuffle.", ["Artifact", "Creature"]),
        _card("Test Gain", "Test Gain flies on Tuesdays.", ["Creature"]),  # no Oracle text
        _card("Old Only", "Flying", ["Creature"]),
    ])
    new = _write(tmp_path / "new.json", [
        _card("Mesa Lynx", "During turns other than yours, this creature gets +0/+2.",
              ["Creature"]),
        # a made-up wording no template reads: the card is lost
        _card("Sphinx Summoner", "When this creature enters, you may search your library for "
              "an artifact creature card, reveal it, put it into your hand, then hum a tune.",
              ["Artifact", "Creature"]),
        _card("Test Gain", "Flying", ["Creature"]),
        _card("New Only", "Vigilance", ["Creature"]),
    ])
    out = tmp_path / "out.json"
    run = subprocess.run([sys.executable, str(SCRIPT), old, new, "--workers", "1", "--json",
                          str(out)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 1, run.stderr  # a card was lost
    assert "lost (fully read before, not after): 1" in run.stdout
    data = json.loads(out.read_text())
    assert data["shared"] == 3
    assert data["lost"] == {"Sphinx Summoner": [[
        "Sphinx Summoner", "When this creature enters, you may search your library for an "
        "artifact creature card, reveal it, put it into your hand, then hum a tune."]]}
    assert data["gained"] == {"Test Gain": [["Test Gain", "Test Gain flies on Tuesdays."]]}
    assert (data["shared_fully_read_before"], data["shared_fully_read_after"]) == (2, 2)
    assert data["before"]["coverage"]["cards"] == 4
    assert data["after"]["coverage"]["fully_read"] == 3
