"""603.2 with 120.3 and 120.4b: trigger conditions naming any permanent of a kind:

    Whenever a creature deals damage to you, destroy it.                    (Dread, No Mercy)
    Whenever a permanent deals damage to you, return it to its owner's hand.
                                                                    (Dissipation Field)
    Whenever a creature you control is dealt damage, put a +1/+1 counter on it.
                                                                    (Rite of Passage)

"It" is the permanent the event names: the source of the damage, or the permanent dealt it.
Played through real combat and spells."""

from __future__ import annotations

import pytest
from conftest import chars_of

from arbiter.compiler.lines import compile_text


def test_603_2_no_mercy_destroys_the_creature_that_dealt_damage(solve) -> None:
    """Bob's Hill Giant attacks Alice, who controls No Mercy: the Giant deals 3 combat damage
    to her, and No Mercy's trigger destroys it."""
    out = solve("""
        name: no mercy
        players: [Bob, Alice]
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: No Mercy, controller: Alice}
        actions:
          - {attack: [giant]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          giant: {zone: graveyard}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_110_1_dissipation_field_ignores_a_spells_damage(solve) -> None:
    """Bob's Shock deals 2 damage to Alice: a spell isn't a permanent, so Dissipation Field
    doesn't trigger (Shock goes to the graveyard as it resolves, 608.2n)."""
    out = solve("""
        name: dissipation field shock
        players: [Bob, Alice]
        battlefield:
          - {card: Dissipation Field, controller: Alice}
        hand: {Bob: [{card: Shock, as: shock}]}
        actions:
          - {cast: Shock, targets: [Alice]}
        expect:
          shock: {zone: graveyard}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_603_2_dissipation_field_returns_the_attacker(solve) -> None:
    out = solve("""
        name: dissipation field
        players: [Bob, Alice]
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Dissipation Field, controller: Alice}
        actions:
          - {attack: [giant]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          giant: {zone: hand}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_120_4b_rite_of_passage_counter_on_the_creature_dealt_damage(solve) -> None:
    """Alice's Hill Giant (3/3) blocks Bob's Grizzly Bears: the Giant is dealt 2 damage and
    gets a +1/+1 counter (4/4 with 2 damage); Bob's Bears, dealt damage too, get nothing."""
    out = solve("""
        name: rite of passage
        players: [Bob, Alice]
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, controller: Alice, as: giant}
          - {card: Rite of Passage, controller: Alice}
        actions:
          - {attack: [bears]}
          - {block: {giant: bears}}
          - {pass: {to: end_of_combat}}
        expect:
          giant: {zone: battlefield, power: 4, toughness: 4}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert chars_of(out, "giant").power == 4


@pytest.mark.parametrize("line", [
    # a "source": a spell or an ability's source, not read here
    "Whenever a source deals damage to you, draw a card.",
])
def test_603_2_source_phrases_stay_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
