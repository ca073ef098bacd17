"""603.2c: "Whenever one or more <objects> enter / die ..." without a once-each-turn limit
triggers once for each event, however many objects it concerns; an effect that refers to
those objects ("it", "that many") isn't read (the engine remembers one of them)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_603_2c_two_tokens_at_once_one_counter(solve) -> None:
    """Raise the Alarm makes two Soldiers at once: Cloakwood Swarmkeeper's "Whenever one or
    more tokens you control enter" triggers once, a 2/2."""
    out = solve("""
        name: swarmkeeper and two tokens
        battlefield: [{card: Cloakwood Swarmkeeper, as: keeper}]
        hand: {Alice: [Raise the Alarm]}
        actions:
          - {cast: Raise the Alarm}
        expect:
          Soldier Token: {count: 2}
          keeper: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_603_2c_two_separate_events_two_counters(solve) -> None:
    """Two Raise the Alarms, each resolving on its own: two events, two triggers, a 3/3."""
    out = solve("""
        name: swarmkeeper and two spells
        battlefield: [{card: Cloakwood Swarmkeeper, as: keeper}]
        hand: {Alice: [Raise the Alarm, Raise the Alarm]}
        actions:
          - {cast: Raise the Alarm}
          - {cast: Raise the Alarm}
        expect:
          Soldier Token: {count: 4}
          keeper: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_603_2c_an_opponents_token_doesnt_trigger(solve) -> None:
    """Bob's Soldiers aren't tokens Alice controls: the Swarmkeeper stays a 1/1."""
    out = solve("""
        name: swarmkeeper and bob's tokens
        battlefield: [{card: Cloakwood Swarmkeeper, as: keeper}]
        hand: {Bob: [Raise the Alarm]}
        actions:
          - {cast: Raise the Alarm, by: Bob}
        expect:
          keeper: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_603_2c_two_creatures_dying_together_one_counter(solve) -> None:
    """Pyroclasm kills Alice's Grizzly Bears and Savannah Lions at once: Vengeful
    Townsfolk (3/3, survives) gets one +1/+1 counter, not two."""
    out = solve("""
        name: townsfolk and a sweeper
        battlefield:
          - {card: Vengeful Townsfolk, as: townsfolk}
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions}
        hand: {Alice: [Pyroclasm]}
        actions:
          - {cast: Pyroclasm}
        expect:
          bears: {zone: graveyard}
          lions: {zone: graveyard}
          townsfolk: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_603_2c_opponents_creatures_dying_dont_count(solve) -> None:
    """Chainsaw counts any creature ("one or more creatures die"), Vengeful Townsfolk only
    other creatures Alice controls: Bob's two Bears die to Pyroclasm, one rev counter, and
    the Townsfolk stays a 3/3."""
    out = solve("""
        name: chainsaw and bob's creatures
        battlefield:
          - {card: Chainsaw, as: saw}
          - {card: Vengeful Townsfolk, as: townsfolk}
          - {card: Grizzly Bears, controller: Bob, as: b1}
          - {card: Grizzly Bears, controller: Bob, as: b2}
        hand: {Alice: [Pyroclasm]}
        actions:
          - {cast: Pyroclasm}
        expect:
          b1: {zone: graveyard}
          b2: {zone: graveyard}
          saw: {counters: {rev: 1}}
          townsfolk: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "that many": the number of tokens, which the engine's one remembered event can't give
    "Whenever one or more tokens you control enter, put that many +1/+1 counters on this "
    "creature.",
    "Whenever one or more artifacts you control enter, this creature deals that much damage "
    "to each opponent.",
    # "it" / "its controller": one of them
    "Whenever one or more creatures you control enter, put a +1/+1 counter on it.",
    "Whenever one or more creatures you control die, return it to its owner's hand.",
    "Whenever one or more creatures your opponents control die, its controller loses 1 life.",
])
def test_603_2c_effects_on_the_objects_stay_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
