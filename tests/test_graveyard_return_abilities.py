"""113.6m / 602.5b: activated abilities of a card in a graveyard returning it ("{1}{B}: Return
this card from your graveyard to the battlefield tapped.", "{2}{R}{R}{R}: Return this card
from your graveyard to your hand. Activate only during your upkeep."): activated only from
the graveyard, and only in the upkeep of its controller's turn when so restricted."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.instructions.triggers import ReturnSelfFromGraveyard
from arbiter.rules.step_conditions import DuringYourStep
from arbiter.scenario.errors import ScenarioError

TO_HAND = ReturnSelfFromGraveyard(to="hand")


@pytest.mark.parametrize(("name", "line", "step", "condition"), [
    ("Hammer of Bogardan", "{2}{R}{R}{R}: Return this card from your graveyard to your hand. "
     "Activate only during your upkeep.", TO_HAND, DuringYourStep("upkeep")),
    ("Eternal Dragon", "{3}{W}{W}: Return this card from your graveyard to your hand. Activate "
     "only during your upkeep.", TO_HAND, DuringYourStep("upkeep")),
    ("Reassembling Skeleton", "{1}{B}: Return this card from your graveyard to the battlefield "
     "tapped.", ReturnSelfFromGraveyard(tapped=True), None),
])
def test_113_6m_return_from_graveyard_lines(name, line, step, condition) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, ActivatedAbility) and ability.zone == "graveyard"
    assert ability.instructions == (step,) and ability.condition == condition


def test_113_6m_reassembling_skeleton_returns_tapped(solve) -> None:
    out = solve("""
        name: Reassembling Skeleton
        graveyard: {Alice: [{card: Reassembling Skeleton, as: skel}]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - activate: {card: skel, ability: 1}
        expect:
          skel: {zone: battlefield, tapped: true}
    """)
    assert out.passed, out.failures


def test_113_6m_not_from_the_battlefield(solve) -> None:
    """On the battlefield the ability doesn't function (it moves the card out of the
    graveyard)."""
    with pytest.raises(ScenarioError):
        solve("""
            name: Reassembling Skeleton on the battlefield
            battlefield: [{card: Reassembling Skeleton, as: skel}]
            library: {Alice: [Swamp], Bob: [Swamp]}
            actions:
              - activate: {card: skel, ability: 1}
        """)


def test_602_5b_hammer_of_bogardan_not_in_a_main_phase(solve) -> None:
    with pytest.raises(ScenarioError, match="602.5b"):
        solve("""
            name: Hammer of Bogardan, main phase
            graveyard: {Alice: [{card: Hammer of Bogardan, as: hammer}]}
            library: {Alice: [Mountain], Bob: [Mountain]}
            actions:
              - activate: {card: hammer, ability: 2}
        """)


def test_602_5b_hammer_of_bogardan_in_alices_upkeep(solve) -> None:
    out = solve("""
        name: Hammer of Bogardan, upkeep
        graveyard: {Alice: [{card: Hammer of Bogardan, as: hammer}]}
        library: {Alice: [Mountain, Mountain, Mountain], Bob: [Mountain, Mountain, Mountain]}
        actions:
          - pass: next_turn
          - pass: next_turn
          - activate: {card: hammer, ability: 2}
        expect:
          hammer: {zone: hand}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.step == "upkeep" and out.game.state.turn.active == 0


def test_602_5b_not_in_the_opponents_upkeep(solve) -> None:
    with pytest.raises(ScenarioError, match="602.5b"):
        solve("""
            name: Hammer of Bogardan, Bob's upkeep
            graveyard: {Alice: [{card: Hammer of Bogardan, as: hammer}]}
            library: {Alice: [Mountain, Mountain], Bob: [Mountain, Mountain]}
            actions:
              - pass: next_turn
              - activate: {card: hammer, ability: 2}
        """)


def test_602_5b_activate_only_during_your_upkeep_on_a_permanent() -> None:
    [ability] = compile_text("{9}: Untap this creature. Activate only during your upkeep.",
                             "Colossus of Sardia") or [None]
    assert isinstance(ability, ActivatedAbility) and ability.zone == "battlefield"
    assert ability.condition == DuringYourStep("upkeep")


def test_602_5b_colossus_of_sardia_untaps_only_in_the_upkeep(solve) -> None:
    with pytest.raises(ScenarioError, match="602.5b"):
        solve("""
            name: Colossus of Sardia, main phase
            battlefield: [{card: Colossus of Sardia, as: c, tapped: true}]
            library: {Alice: [Forest], Bob: [Forest]}
            actions:
              - activate: {card: c, ability: "{9}:"}
        """)
    out = solve("""
        name: Colossus of Sardia, upkeep
        battlefield: [{card: Colossus of Sardia, as: c, tapped: true}]
        library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}
        actions:
          - pass: next_turn
          - pass: next_turn
          - activate: {card: c, ability: "{9}:"}
        expect:
          c: {tapped: false}
    """)
    assert out.passed, out.failures
