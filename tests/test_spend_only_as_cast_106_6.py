"""106.6 / 601.3a / 702.103b: mana restricted to "cast a creature spell" (Beastcaller Savant)
pays only for a spell that is a creature spell as it is cast: Boon Satyr cast bestowed is an
Aura enchantment spell, not a creature spell, so the Savant's mana can't pay its bestow cost;
cast as a creature, it can."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.scenario.errors import ScenarioError

_BOARD = """
    name: savant
    battlefield:
      - {{card: Grizzly Bears, as: bears}}
      - Beastcaller Savant
      - {forests}
    hand: {{Alice: [{{card: Boon Satyr, as: satyr}}]}}
    actions:
      - {cast}
"""


def test_106_6_creature_only_mana_cant_pay_a_bestowed_spell(solve) -> None:
    """Four Forests and the Savant: five mana, but only four may pay the bestow cost
    {3}{G}{G}."""
    text = _BOARD.format(forests="Forest, Forest, Forest, Forest".replace(", ", "\n      - "),
                         cast="{cast: Boon Satyr, alternative: bestow, targets: [bears], "
                              "pay: true}")
    with pytest.raises(ScenarioError, match="can't pay"):
        solve(text)


def test_106_6_creature_only_mana_pays_the_creature_spell(solve) -> None:
    """Two Forests and the Savant pay Boon Satyr's mana cost {1}{G}{G} as a creature spell."""
    out = solve(_BOARD.format(forests="Forest\n      - Forest",
                              cast="{cast: Boon Satyr, pay: true}"))
    game = out.game
    assert game.obj(obj_id(game, "satyr")).zone == "battlefield"
    assert "Creature" in game.chars(obj_id(game, "satyr")).types


def test_106_6_five_lands_pay_the_bestow_cost(solve) -> None:
    """The same board with a fifth Forest: the bestowed Satyr is paid by the Forests."""
    out = solve(_BOARD.format(forests="\n      - ".join(["Forest"] * 5),
                              cast="{cast: Boon Satyr, alternative: bestow, targets: [bears], "
                                   "pay: true}"))
    game = out.game
    assert game.obj(obj_id(game, "satyr")).attached_to == obj_id(game, "bears")
