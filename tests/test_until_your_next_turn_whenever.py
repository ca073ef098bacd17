"""603.7b / 611.2a: "Until your next turn, whenever <event>, <effects>." (Don't Move; Jace,
Architect of Thought; Tamiyo Meets the Story Circle; Tamiyo, Inquisitive Student): a delayed
triggered ability with a stated duration: it may trigger again and again, from the moment it
is created (603.7a) until the next turn of its controller begins, and not after."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions.triggers import CreateDelayedTrigger

_LIB = "library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island, Island]}"


def test_611_2a_dont_move_line() -> None:
    [ability] = compile_text("Destroy all tapped creatures. Until your next turn, whenever a "
                             "creature becomes tapped, destroy it.", "Don't Move", True) or [None]
    delayed = ability.instructions[-1]
    assert isinstance(delayed, CreateDelayedTrigger)
    assert delayed.until_your_next_turn and not delayed.this_turn and not delayed.once


def _dont_move(solve, more: str, expect: str, name: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: don't move
        battlefield: [{{card: Grizzly Bears, as: bobs, controller: Bob}},
                      {{card: Grizzly Bears, as: tapped, controller: Bob, tapped: true}},
                      {{card: Grizzly Bears, as: alices}},
                      {{card: Llanowar Elves, as: elves, controller: Bob}}]
        hand: {{Alice: [Don't Move]}}
        {_LIB}
        actions:
          - cast: Don't Move
{more}
        expect:
{expect}
    """, name=name)
    assert out.passed, out.failures
    return out.game


def test_603_7b_dont_move_destroys_each_creature_that_becomes_tapped_in_bobs_turn(solve) -> None:
    """In Bob's turn his Grizzly Bears attacks (it becomes tapped: destroyed), then he taps
    Llanowar Elves for mana (destroyed too: the ability triggers again and again)."""
    _dont_move(solve, "          - pass: next_turn\n"
               "          - activate: {card: elves, ability: 1}\n"
               "          - attack: [bobs]\n"
               "          - block: {}\n"
               "          - pass: {to: postcombat_main}",
               "          tapped: {zone: graveyard}\n"
               "          elves: {zone: graveyard}\n"
               "          bobs: {zone: graveyard}", "bob.yaml")


def test_611_2a_dont_move_ends_as_alices_next_turn_begins(solve) -> None:
    """In Alice's next turn her Grizzly Bears attacks and survives."""
    game = _dont_move(solve, "          - pass: next_turn\n"
                      "          - pass: next_turn\n"
                      "          - attack: [alices]\n"
                      "          - block: {}\n"
                      "          - pass: {to: postcombat_main}",
                      "          alices: {zone: battlefield, tapped: true}\n"
                      "          player Bob: {life: 18}", "alice.yaml")
    assert game.state.turn.number == 3
