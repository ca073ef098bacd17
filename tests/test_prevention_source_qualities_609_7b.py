"""609.7a-b / 615.8: "The next time a black or red source of your choice would deal damage to
you this turn, prevent that damage." (Greater Realm of Preservation: a source of either
color) and "... a source of your choice of the chosen color ..." (Story Circle: the color
chosen as it entered, 614.12)."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError


def _shield(solve, circle: str, extra: str, source_card: str, expect_life: int,  # type: ignore[no-untyped-def]
            ability: str = "{1}{W}"):
    out = solve(f"""
        name: {circle} against {source_card}
        battlefield: [{{card: "{circle}", controller: Bob, as: circle{extra}}}]
        hand: {{Alice: [{{card: {source_card}, as: src}}]}}
        actions:
          - {{cast: src, targets: [Bob], respond: true}}
          - {{activate: {{card: circle, ability: "{ability}", by: Bob, choices: {{source: src}}}}}}
        expect:
          player Bob: {{life: {expect_life}}}
    """)
    return out


def test_609_7b_greater_realm_prevents_a_red_source(solve) -> None:
    """Lightning Bolt (red) at Bob: Bob chooses it; all 3 prevented."""
    out = _shield(solve, "Greater Realm of Preservation", "", "Lightning Bolt", 20)
    assert out.passed, out.failures


def test_609_7b_greater_realm_prevents_a_black_source(solve) -> None:
    """Blightning (black and red, 3 damage to target player): a black source qualifies."""
    out = _shield(solve, "Greater Realm of Preservation", "", "Blightning", 20)
    assert out.passed, out.failures


def test_609_7b_greater_realm_cant_choose_a_blue_source(solve) -> None:
    """Psionic Blast (blue, 4 damage): not black or red, so it can't be chosen and no shield
    is made (609.7a-b): Bob takes 4."""
    out = _shield(solve, "Greater Realm of Preservation", "", "Psionic Blast", 16)
    assert out.passed, out.failures
    assert out.game.state.shields == []


def test_614_12_story_circle_prevents_a_source_of_the_chosen_color(solve) -> None:
    """Story Circle entered with red chosen: Bob chooses Lightning Bolt; all 3 prevented."""
    out = _shield(solve, "Story Circle", ", choices: {color: red}", "Lightning Bolt", 20,
                  ability="{W}")
    assert out.passed, out.failures


def test_614_12_story_circle_with_white_chosen_cant_choose_red(solve) -> None:
    """Story Circle with white chosen: the red Bolt isn't of the chosen color: choosing it is
    refused, and the white sources (the Circle itself) are the options offered."""
    with pytest.raises(ScenarioError, match=r"choose a white source.*options: circle"):
        _shield(solve, "Story Circle", ", choices: {color: white}", "Lightning Bolt", 17,
                ability="{W}")
