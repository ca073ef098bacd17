"""608.2d / 702.16: "gains protection from the color of your choice until end of turn" — the
color is chosen as the effect resolves (Gods Willing, Mother of Runes): a red spell targeting
the creature then has an illegal target (702.16b, 608.2b), and the protection ends with the
turn (514.2)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line"), [
    ("Gods Willing", "Target creature you control gains protection from the color of your "
     "choice until end of turn."),
    ("Mother of Runes", "{T}: Target creature you control gains protection from the color of "
     "your choice until end of turn."),
    ("Knight of Dawn", "{W}{W}: This creature gains protection from the color of your choice "
     "until end of turn."),
])
def test_702_16_protection_from_the_color_of_your_choice_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, ":" not in line) or [None]
    choose, effect = ability.instructions
    assert choose == I.Choose("color", key="color") and isinstance(effect, I.CreateEffect)


def test_702_16b_gods_willing_in_response_to_a_bolt(solve) -> None:
    """Bob bolts Alice's Grizzly Bears; Alice answers with Gods Willing choosing red: the Bolt
    has an illegal target and does nothing. The protection is gone after the turn."""
    out = solve("""
        name: gods willing
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Gods Willing], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears], respond: true}
          - {cast: Gods Willing, targets: [bears], choices: {color: red}}
        expect:
          bears: {zone: battlefield}
          bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = obj_id(game, "bears")
    assert game.obj(bears).damage == 0
    assert game.chars(bears).has_keyword("protection from")
    steps.cleanup_actions(game)  # 514.2
    assert not game.chars(bears).has_keyword("protection from")


def test_702_16_gods_willing_choosing_another_color_doesnt_stop_the_bolt(solve) -> None:
    out = solve("""
        name: gods willing blue
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Gods Willing], Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears], respond: true}
          - {cast: Gods Willing, targets: [bears], choices: {color: blue}}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
