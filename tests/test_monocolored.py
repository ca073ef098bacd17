"""105.2a: "monocolored" is exactly one of the five colors (not colorless, 105.2c, nor two or
more, 105.2b). Ultimate Price ("Destroy target monocolored creature.") played from its Oracle
line: Grizzly Bears may be its target; Ornithopter (colorless) and Watchwolf (green and
white) may not."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError

_BOARD = """
    name: Ultimate Price
    hand: {Alice: [Ultimate Price]}
    battlefield: [{card: Grizzly Bears, controller: Bob, as: bears},
                  {card: Ornithopter, controller: Bob, as: thopter},
                  {card: Watchwolf, controller: Bob, as: wolf}]
    library: {Alice: [Plains], Bob: [Forest]}
"""


def test_105_2a_ultimate_price_destroys_a_monocolored_creature(board) -> None:
    game = board(_BOARD + """
    actions:
      - {cast: Ultimate Price, targets: [bears]}
    """)
    assert sorted(game.name_of(o) for o in game.state.battlefield()) == ["Ornithopter",
                                                                         "Watchwolf"]


@pytest.mark.parametrize("target", ["thopter", "wolf"])
def test_105_2a_ultimate_price_cant_target_colorless_or_multicolored(solve, target) -> None:
    with pytest.raises(ScenarioError, match="isn't a legal"):
        solve(_BOARD + f"""
    actions:
      - {{cast: Ultimate Price, targets: [{target}]}}
        """)
