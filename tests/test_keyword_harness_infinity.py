"""Harness (701.64) and ∞ (702.186), played through the real engine on The Mind Stone: its
"∞ — At the beginning of your end step, exile up to one other target nonland permanent you
control, then return that card ..." works only while the Stone is harnessed (702.186b), and
"{5}{W}, {T}: Harness The Mind Stone." harnesses it (701.64a) for as long as it stays on the
battlefield (701.64b). Plus the lines read."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.keywords.infinity import infinity
from arbiter.engine.keyword_actions.harness import HARNESSED
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility

STONE = """
    name: mind stone
    battlefield:
      - {{card: The Mind Stone, as: stone}}
      - Plains
      - Plains
      - Plains
      - Plains
      - Plains
      - Plains
      - {{card: Grizzly Bears, as: bears, counters: {{+1/+1: 1}}}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    choices: {choices}
    actions:
      {actions}
"""


def test_702_186b_unharnessed_the_infinity_ability_does_nothing(solve) -> None:
    """Not harnessed, the Stone has no end step ability: the Bears keep their counter."""
    out = solve(STONE.format(choices="[]", actions="- {pass: {to: cleanup}}"))
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "bears")).counters == {"+1/+1": 1}
    assert HARNESSED not in game.obj(obj_id(game, "stone")).choices


def test_701_64a_harnessed_the_stone_blinks_at_end_step(solve) -> None:
    """Alice harnesses the Stone ({5}{W}, {T}); at her end step its ∞ ability exiles the
    Bears and returns them: a new object without the counter (400.7)."""
    out = solve(STONE.format(choices="[bears]", actions="""- {activate: {card: stone, ability: 3}}
      - {pass: {to: cleanup}}"""))
    assert out.passed, out.failures
    game = out.game
    assert HARNESSED in game.obj(obj_id(game, "stone")).choices
    bears = obj_id(game, "bears")
    assert game.obj(bears).zone == "battlefield" and game.obj(bears).counters == {}


def test_702_186_lines_read() -> None:
    [ab] = infinity("\u221e \u2014 At the beginning of your upkeep, return target creature "
                    "card from your graveyard to the battlefield.", "The Soul Stone", True)
    assert isinstance(ab, StaticAbility) and ab.condition is not None
    [bad] = infinity("\u221e \u2014 This artifact gets +1/+1.", "X")
    assert isinstance(bad, UnsupportedAbility)
    assert infinity("{T}: Add {W}.", "The Mind Stone") is None
