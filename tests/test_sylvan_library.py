"""121.1 / 119.4 / 504.2: Sylvan Library: "At the beginning of your draw step, you may draw two
additional cards. If you do, choose two cards in your hand drawn this turn. For each of those
cards, pay 4 life or put the card on top of your library." The trigger resolves after the
draw step's draw (504.1-2): three cards were drawn this turn; a card already in the hand
wasn't."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_BOARD = """
        name: Sylvan Library
        turn: {{number: 3, step: upkeep}}
        battlefield: [Sylvan Library]
        hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
        library:
          Alice: [{{card: Forest, as: forest}}, {{card: Island, as: island}},
                  {{card: Swamp, as: swamp}}, {{card: Mountain, as: mountain}}, Plains]
          Bob: [Plains, Plains]
        choices: [{answers}]
        actions:
          - pass: {{to: precombat_main}}
"""


def _cards(game, zone: str) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list(zone, 0)]


def test_121_1_sylvan_library_one_card_back_one_paid_for(solve) -> None:
    """Alice draws Forest (draw step), then Island and Swamp; she chooses Island (put back on
    top) and Swamp (pays 4 life)."""
    out = solve(_BOARD.format(answers="yes, island, swamp, top, life"))
    assert out.passed, out.failures
    game = out.game
    assert sorted(_cards(game, "hand")) == ["Forest", "Lightning Bolt", "Swamp"]
    assert _cards(game, "library")[:2] == ["Island", "Mountain"]
    assert game.state.players[0].life == 16


def test_121_1_both_back_on_top_in_the_order_chosen(solve) -> None:
    """Both put back: the second one chosen ends on top (Forest, then Swamp above it)."""
    out = solve(_BOARD.format(answers="yes, forest, swamp, top, top"))
    assert out.passed, out.failures
    game = out.game
    assert sorted(_cards(game, "hand")) == ["Island", "Lightning Bolt"]
    assert _cards(game, "library")[:3] == ["Swamp", "Forest", "Mountain"]
    assert game.state.players[0].life == 20


def test_121_1_a_card_not_drawn_this_turn_cant_be_chosen(solve) -> None:
    from arbiter.scenario.errors import ScenarioError

    # the options offered are the three cards drawn this turn, not Lightning Bolt
    with pytest.raises(ScenarioError, match=r"drawn this turn \(1 of 2\) \(options: "
                                            r"Forest#\d+, Island#\d+, Swamp#\d+\)"):
        solve(_BOARD.format(answers="yes, bolt"))


def test_121_1_declined_draws_nothing_more(solve) -> None:
    out = solve(_BOARD.format(answers="no"))
    assert out.passed, out.failures
    assert sorted(_cards(out.game, "hand")) == ["Forest", "Lightning Bolt"]


def test_121_1_sylvan_library_line() -> None:
    (ab,) = compile_line(
        "At the beginning of your draw step, you may draw two additional cards. If you do, "
        "choose two cards in your hand drawn this turn. For each of those cards, pay 4 life "
        "or put the card on top of your library.", "Sylvan Library")
    assert isinstance(ab, TriggeredAbility)
