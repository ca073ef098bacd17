"""607.2b / 614.14: a static ability's replacement effect that exiles ("If a creature an
opponent controls would die, exile it instead.") is linked to the same object's ability that
refers to cards "exiled with" it; 608.2c: "Put all creature cards exiled with ~ onto the
battlefield under your control. They gain decayed." — "they" are the cards put there.
Played with Gisa, Glorious Resurrector."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes


def test_607_2b_gisa_returns_what_her_replacement_exiled_with_decayed(solve) -> None:
    """Bob's Grizzly Bears would die and are exiled by Gisa's replacement (614.6); at Alice's
    next upkeep they return under her control with decayed (702.147), and Bob's Hill Giant,
    exiled by Alice's Swords to Plowshares rather than by Gisa, stays in exile."""
    out = solve("""
        name: gisa links
        turn: {number: 1, phase: precombat_main}
        battlefield:
          - {card: "Gisa, Glorious Resurrector"}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Lightning Bolt, Swords to Plowshares]}
        library: {Alice: [Opt, Opt], Bob: [Opt, Opt]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
          - {cast: Swords to Plowshares, targets: [giant]}
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: draw}}
        expect:
          game: {turn: 3}
          bears: {zone: battlefield, controller: Alice, has: [Decayed]}
          giant: {zone: exile}
    """)
    assert out.passed, out.failures


def test_607_2b_a_card_that_left_exile_is_not_returned(solve) -> None:
    """The Bears exiled by Gisa are put into Bob's hand (a new object, 400.7) before Alice's
    upkeep: Gisa's ability returns nothing."""
    out = solve("""
        name: gisa left exile
        turn: {number: 1, phase: precombat_main}
        battlefield:
          - {card: "Gisa, Glorious Resurrector"}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Opt, Opt], Bob: [Opt, Opt]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
          - {move: {card: bears, to: hand}}
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: draw}}
        expect:
          game: {turn: 3}
          bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_607_2b_alice_s_own_creature_dies_normally(solve) -> None:
    """Gisa's replacement is about creatures an opponent controls: Alice's own Grizzly Bears
    die (go to her graveyard) and aren't returned."""
    out = solve("""
        name: gisa own creature
        battlefield:
          - {card: "Gisa, Glorious Resurrector"}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # Gisa, Glorious Resurrector
    "At the beginning of your upkeep, put all creature cards exiled with Gisa onto the "
    "battlefield under your control. They gain decayed.",
    # "They" after a group returned from a graveyard: the cards returned, not the source
    "At the beginning of your upkeep, return all creature cards from your graveyard to the "
    "battlefield. They gain haste.",
])
def test_608_2c_they_are_the_cards_put_onto_the_battlefield(line: str) -> None:
    abilities = compile_text(line, "Gisa, Glorious Resurrector", legendary=True)
    assert abilities is not None
    effects = [n for n in nodes(abilities) if isinstance(n, I.CreateEffect)]
    assert [e.affected for e in effects] == [I.Ref.put_onto_battlefield()]
