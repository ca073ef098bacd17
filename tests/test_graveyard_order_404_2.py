"""404.2 / 113.6m / 603.4: "At the beginning of your upkeep, if this card is in your graveyard
with three or more creature cards above it, you may put this card onto the battlefield."
(Nether Shadow): the ability works in the graveyard, and the graveyard's order counts (a
scenario lists a graveyard bottom first; the last card listed is on top)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.graveyard_order import SourceInGraveyardWithCardsAbove
from arbiter.rules.instructions.triggers import ReturnSelfFromGraveyard

_SHADOW = """
        name: nether shadow
        graveyard: {Alice: %s}
        library: {Alice: [Swamp, Swamp]}
        turn: {number: 3, phase: untap}
        actions:
          - {pass: {to: draw}}
        choices: [yes]
"""


def test_404_2_nether_shadow_returns_with_three_creature_cards_above(solve) -> None:
    """Nether Shadow at the bottom under Grizzly Bears, an Island, Hill Giant and Llanowar
    Elves (three creature cards above it): it comes back at Alice's upkeep."""
    out = solve(_SHADOW % "[{card: Nether Shadow, as: shadow}, Grizzly Bears, Island, "
                          "Hill Giant, Llanowar Elves]" + """
        expect:
          Nether Shadow: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_404_2_nether_shadow_stays_with_two_creature_cards_above(solve) -> None:
    """Grizzly Bears is below it: only two creature cards above, so it doesn't trigger."""
    out = solve(_SHADOW % "[Grizzly Bears, {card: Nether Shadow, as: shadow}, Island, "
                          "Hill Giant, Llanowar Elves]" + """
        expect:
          Nether Shadow: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_404_2_nether_shadow_line() -> None:
    (ability,) = compile_line("At the beginning of your upkeep, if this card is in your "
                              "graveyard with three or more creature cards above it, you may put "
                              "this card onto the battlefield.", "Nether Shadow")
    assert ability.trigger.zone == "graveyard"  # 113.6m
    assert isinstance(ability.intervening_if, SourceInGraveyardWithCardsAbove)
    assert ability.intervening_if.n == 3
    (may,) = ability.instructions
    assert may.do == (ReturnSelfFromGraveyard(),)
