"""509.1g-h: "creatures blocking or blocked by ~" (Alms Beast): the creatures in a block with
the source, whichever side it is on. Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_509_1g_alms_beast_its_blocker_has_lifelink(solve) -> None:
    """Alms Beast attacks and Bob's Hill Giant blocks it: the Giant has lifelink and Bob
    gains the 3 it deals; Alms Beast itself has none (Alice stays at 20)."""
    out = solve("""
        name: alms beast attacks
        battlefield:
          - {card: Alms Beast, as: beast}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [beast]}
          - {block: {giant: beast}}
          - {pass: {to: end_of_combat}}
        expect:
          beast: {lacks: [lifelink]}
          player Bob: {life: 23}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_509_1h_alms_beast_the_attacker_it_blocks_has_lifelink(solve) -> None:
    """Bob's Hill Giant attacks and Alms Beast blocks it: the Giant, blocked by it, has
    lifelink; an unblocked Grizzly Bears of Bob's doesn't."""
    out = solve("""
        name: alms beast blocks
        players: [Bob, Alice]
        battlefield:
          - {card: Alms Beast, controller: Alice, as: beast}
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [giant, bears]}
          - {block: {beast: giant}}
        expect:
          giant: {has: [lifelink]}
          bears: {lacks: [lifelink]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Alms Beast", "Creatures blocking or blocked by this creature have lifelink."),
])
def test_509_1g_blocking_or_blocked_by_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
