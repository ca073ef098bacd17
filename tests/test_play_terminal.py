"""`arbiter play` through a pseudo-terminal, as a person plays it: passing is skipped when
it is the only choice, the opponent's actions are shown as they happen, and help, stack,
log, stops and explain answer at the prompt."""

from __future__ import annotations

import re
import sys

import pytest

pexpect = pytest.importorskip("pexpect")

PROMPT = r"\r?\n> "


def _choose(child, pattern: str) -> None:
    """List the choices again and send the number of the first matching `pattern`."""
    child.sendline("choices")
    child.expect(PROMPT)
    m = re.search(r"(\d+): " + pattern, child.before)
    assert m, child.before
    child.sendline(m.group(1))


def test_play_in_a_terminal() -> None:
    env = {"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb", "PATH": "/usr/bin:/bin"}
    child = pexpect.spawn(sys.executable, ["-m", "arbiter.cli", "play", "--seed", "0"],
                          encoding="utf-8", timeout=90, env=env, dimensions=(40, 100))
    try:
        child.expect("Type help")
        # The first question is the first one with a choice: turn 1's main phase, not the
        # untap, upkeep or draw step (nothing to do there but pass).
        child.expect(PROMPT)
        assert "Turn 1, your precombat main" in child.before
        assert "play Forest" in child.before
        child.sendline("help")
        child.expect("explain NAME")
        child.expect(PROMPT)
        child.sendline("stack")
        child.expect("The stack is empty.")
        child.expect(PROMPT)
        child.sendline("stop upkeep")
        child.expect("asked at each upkeep")
        child.expect(PROMPT)
        child.sendline("board")
        child.expect(PROMPT)
        _choose(child, r"play Forest#\d+")
        child.expect(PROMPT)
        child.sendline("explain forest")
        child.expect(r"Forest \(battlefield, You\)")
        child.expect(PROMPT)
        child.sendline("log")
        child.expect(r"turn 1: You: play Forest")
        child.expect(PROMPT)
        # Pass until the opponent's turn shows what it does.
        seen = ""
        for _ in range(40):
            if re.search(r"\nRandom[:(]", seen.replace("Random (", "Random(")):
                break
            _choose(child, "pass")
            child.expect(PROMPT)
            seen += child.before
        # Its actions are shown as they happen ("Random: play Plains#140", or a decision
        # it answered: "Random (discard down to 7 cards): Helica Glider").
        assert re.search(r"\nRandom( \(.+\))?: \S", seen), seen
        # The stop set earlier: asked at the upkeep even with only passing possible.
        for _ in range(40):
            if "your upkeep" in seen:
                break
            _choose(child, "pass")
            child.expect(PROMPT)
            seen += child.before
        assert "Turn 3, your upkeep" in seen
        child.sendline("q")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
