"""701.23: after "Search your library for a card, put it onto the battlefield / into your
graveyard, then shuffle.", the next "it" is the card found. It was read as the source:
Nahiri, the Harbinger's −8 gave Nahiri haste and returned Nahiri to her owner's hand at the
next end step; Oriq Loremage put its +1/+1 counter on itself if the Loremage (not the card
found) was an instant or sorcery card, so never."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import Ref


def test_701_23_nahiri_the_found_creature_gains_haste_and_returns(solve) -> None:
    """Nahiri (4 loyalty, 5 more counters) uses her −8 and finds Hill Giant: the Giant has
    haste, Nahiri doesn't; at the beginning of the next end step the Giant returns to
    Alice's hand and Nahiri stays."""
    out = solve("""
        name: nahiri
        turn: {number: 3}
        battlefield:
          - {card: "Nahiri, the Harbinger", as: nahiri, counters: {loyalty: 5}}
        library: {Alice: [Swamp, {card: Hill Giant, as: giant}, Island]}
        actions:
          - {activate: {card: nahiri, ability: "-8"}, choices: {search: giant}}
        expect:
          giant: {zone: battlefield, has: [haste]}
          nahiri: {zone: battlefield, loyalty: 1, lacks: [haste]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.step_actions(game, "end")  # 603.7: the delayed trigger
    steps.resolve_all(game)
    assert game.obj(obj_id(game, "giant")).zone == "hand"
    assert game.obj(obj_id(game, "nahiri")).zone == "battlefield"


def test_701_23_oriq_loremage_counts_the_card_found(solve) -> None:
    """Oriq Loremage: "{T}: Search your library for a card, put it into your graveyard, then
    shuffle. If it's an instant or sorcery card, put a +1/+1 counter on this creature."
    Finding Lightning Bolt: the 3/3 Loremage gets a counter, a 4/4."""
    out = solve("""
        name: oriq loremage
        turn: {number: 3}
        battlefield: [{card: Oriq Loremage, as: mage}]
        library: {Alice: [Swamp, {card: Lightning Bolt, as: bolt}]}
        actions:
          - {activate: {card: mage, ability: 1}, choices: {search: bolt}}
        expect:
          bolt: {zone: graveyard}
          mage: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_701_23_oracle_lines_it_after_a_search() -> None:
    (ab,) = compile_line("Search your library for a Dinosaur creature card, put it onto the "
                         "battlefield, then shuffle. It gains indestructible until your next "
                         "turn.", "Savage Order", True)
    assert not isinstance(ab, UnsupportedAbility), ab
    assert ab.instructions[1].affected == Ref.it()
