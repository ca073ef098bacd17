"""400.7e with 603.7: a triggered ability that triggers on another object dying finds the
card that object became in the graveyard ("return that card"), now or through a delayed
triggered ability at the beginning of the next end step (603.7c: the delayed ability acts on
that card only; a card that has left the graveyard since is a new object, 400.7)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I


def test_400_7e_liesa_returns_the_dead_creature_card_at_the_end_step(solve) -> None:
    """Grizzly Bears dies under Liesa: it stays in the graveyard until the end step, then
    returns to Alice's hand."""
    out = solve("""
        name: liesa end-step return
        battlefield:
          - {card: "Liesa, Forgotten Archangel", as: liesa}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {move: {card: bears, to: graveyard}}
        expect:
          Grizzly Bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: liesa end-step return, at the end step
        battlefield:
          - {card: "Liesa, Forgotten Archangel", as: liesa}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {move: {card: bears, to: graveyard}}
          - {pass: {to: end}}
        expect:
          Grizzly Bears: {zone: hand}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_603_7c_a_card_that_left_the_graveyard_is_not_returned(solve) -> None:
    """The Bears card is exiled from the graveyard before the end step: it is a new object
    (400.7), and the delayed ability returns nothing."""
    out = solve("""
        name: liesa, card exiled meanwhile
        battlefield:
          - {card: "Liesa, Forgotten Archangel", as: liesa}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {move: {card: bears, to: graveyard}}
          - {move: {card: Grizzly Bears, to: exile}}
          - {pass: {to: end}}
        expect:
          Grizzly Bears: {zone: exile}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_603_2_a_token_dying_returns_nothing(solve) -> None:
    """Liesa's ability triggers only for a nontoken creature; a token that died ceased to
    exist anyway (111.7)."""
    out = solve("""
        name: liesa and a token
        battlefield:
          - {card: "Liesa, Forgotten Archangel", as: liesa}
          - {token: Zombie, as: z}
        actions:
          - {move: {card: z, to: graveyard}}
          - {pass: {to: end}}
        expect:
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "step"), [
    ("Whenever another nontoken creature you control dies, return that card to its owner's "
     "hand at the beginning of the next end step.",  # Liesa, Forgotten Archangel
     I.DelayedTrigger("end", (I.ReturnToHand(I.Ref.all_targets()),),
                      what=I.Ref.new_of(I.Ref.event()))),
    ("Whenever a creature you control dies, exile it.",
     I.Exile(I.Ref.new_of(I.Ref.event()))),
])
def test_400_7e_dies_trigger_lines(line: str, step: object) -> None:
    [ab] = compile_line(line, "Test Card")
    assert ab.instructions == (step,)


def test_400_7e_other_mentions_of_the_dead_creature_stay_unread() -> None:
    [ab] = compile_line("Whenever another creature you control dies, put a +1/+1 counter on "
                        "it.", "Test Card")
    assert type(ab).__name__ == "UnsupportedAbility"


def test_400_7e_unhallowed_pact_returns_the_dead_creature_under_your_control(solve) -> None:
    """Alice's Unhallowed Pact on Bob's Grizzly Bears: the Bears die and return under Alice's
    control (the card in Bob's graveyard is the object the ability finds)."""
    out = solve("""
        name: unhallowed pact
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Unhallowed Pact, attached_to: bears}
        actions:
          - {move: {card: bears, to: graveyard}}
        expect:
          Grizzly Bears: {zone: battlefield, controller: Alice, owner: Bob}
          Unhallowed Pact: {zone: graveyard}
    """)
    assert out.passed, out.failures
