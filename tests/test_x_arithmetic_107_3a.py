"""107.3a / 107.3: amounts made from X in an instruction: "X plus N", "twice X", "two times
X"; a later "where X is ..." (107.3) defines the X inside "X plus N"."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_107_3a_x_plus_3_life(solve) -> None:
    """Vitalizing Cascade with X = 4: Alice gains 4 plus 3 = 7."""
    out = solve("""
        name: vitalizing cascade
        hand: {Alice: [Vitalizing Cascade]}
        actions:
          - {cast: Vitalizing Cascade, choices: {x: 4}}
        expect:
          player Alice: {life: 27}
    """)
    assert out.passed, out.failures


def test_107_3_where_x_is_inside_x_plus_1(solve) -> None:
    """An-Havva Inn: X is the number of green creatures on the battlefield (Alice's and
    Bob's, not the white one): 2, so Alice gains 3, whatever X was announced (none here)."""
    out = solve("""
        name: an-havva inn
        hand: {Alice: [An-Havva Inn]}
        battlefield:
          - {card: Grizzly Bears, controller: Alice}
          - {card: Grizzly Bears, controller: Bob}
          - {card: Savannah Lions, controller: Bob}
        actions:
          - {cast: An-Havva Inn}
        expect:
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


def test_107_3a_two_times_x_each_opponent(solve) -> None:
    """Debt to the Deathless, X = 2, three players: Bob and Carol lose 4 each, and Alice
    gains the 8 life lost this way (119.3)."""
    out = solve("""
        name: debt to the deathless
        players: [Alice, Bob, Carol]
        hand: {Alice: [Debt to the Deathless]}
        actions:
          - {cast: Debt to the Deathless, choices: {x: 2}}
        expect:
          player Alice: {life: 28}
          player Bob: {life: 16}
          player Carol: {life: 16}
    """)
    assert out.passed, out.failures


def test_107_3a_x_plus_n_damage(solve) -> None:
    """"Deals X plus 2 damage to each creature": the damage is the announced X plus 2."""
    [ability] = compile_text("Test Spell deals X plus 2 damage to each creature.",
                             "Test Spell", True) or [None]
    assert str(ability.instructions[0].amount) == "X plus 2"


@pytest.mark.parametrize(("line", "factor"), [
    ("You gain three times X life.", 3),
    ("Each opponent loses two times X life.", 2),
    ("Target player mills twice X cards.", 2),
])
def test_107_3a_times_x_reads_the_factor(line: str, factor: int) -> None:
    [ability] = compile_text(line, "Test Spell", True) or [None]
    amount = ability.instructions[0].n
    assert amount.factor == factor and type(amount.inner).__name__ == "ChosenX"


def test_107_3a_half_x_is_left_unread() -> None:
    """"Half X" rounds as the words after its noun say: no amount of its own here."""
    assert compile_text("You gain half X life.", "Test Spell", True) is None
