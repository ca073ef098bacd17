"""702.14a, 702.14c: landwalk naming a supertype or card type ("nonbasic landwalk",
"artifact landwalk", "legendary landwalk", "snow swampwalk", "snow landwalk") or a nonbasic
land type ("desertwalk"): the creature can't be blocked as long as the defending player
controls a land with (or, for "nonbasic", without) that quality. Granted by Equipment
(Trailblazer's Boots, Vectis Gloves) as printed on creatures (Dryad Sophisticate, Legions
of Lim-Dûl)."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts
from arbiter.engine.combat.declare import block_options, declare_attackers, declare_blockers
from arbiter.engine.game import Game
from arbiter.errors import IllegalActionError

BOB_P = ("player", 1)


def _board(solve, battlefield: str) -> tuple[Game, dict[str, int]]:
    """Alice's turn 2: `battlefield` as YAML list lines; Alice's attacker attacks Bob."""
    out = solve("name: landwalk\nturn: {number: 2}\nbattlefield:\n" + battlefield)
    assert out.passed, out.failures
    game = out.game
    ids = {o.alias: o.id for o in game.state.objects.values()
           if o.alias and o.zone == "battlefield"}
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {ids["walker"]: BOB_P})
    return game, ids


def _blocks(game: Game, ids: dict[str, Any]) -> bool:
    """Can Bob's Bears block the walker? (the options offered and the declaration agree)"""
    offered = ids["walker"] in block_options(game, ids["bears"])
    game.state.turn.step = "declare_blockers"
    try:
        declare_blockers(game, {ids["bears"]: [ids["walker"]]})
    except IllegalActionError as e:
        assert "702.14c" in str(e)
        assert not offered
        return False
    assert offered
    return True


def test_702_14a_qualified_landwalk_cards_are_read() -> None:
    for name in ("Trailblazer's Boots", "Vectis Gloves", "Dryad Sophisticate",
                 "Legions of Lim-Dûl", "Zombie Musher", "Livonya Silone", "Rime Dryad"):
        assert not [u for a in Catalog().abilities(name, 0) for u in unread_parts(a)], name


@pytest.mark.parametrize(("land", "blocked"), [
    ("Tundra", False),  # a nonbasic land: the Bears can't block
    ("Plains", True),  # only basic lands
])
def test_702_14c_trailblazers_boots_nonbasic_landwalk(solve, land: str, blocked: bool) -> None:
    game, ids = _board(solve, f"""
  - {{card: Grizzly Bears, as: walker}}
  - {{card: Trailblazer's Boots, attached_to: walker}}
  - {{card: Grizzly Bears, as: bears, controller: Bob}}
  - {{card: {land}, controller: Bob}}
""")
    assert _blocks(game, ids) is blocked


@pytest.mark.parametrize(("land", "blocked"), [
    ("Ornithopter", True),  # an artifact, not a land
    ("Darksteel Citadel", False),  # an artifact land
])
def test_702_14c_vectis_gloves_artifact_landwalk(solve, land: str, blocked: bool) -> None:
    game, ids = _board(solve, f"""
  - {{card: Grizzly Bears, as: walker}}
  - {{card: Vectis Gloves, attached_to: walker}}
  - {{card: Grizzly Bears, as: bears, controller: Bob}}
  - {{card: {land}, controller: Bob}}
""")
    assert _blocks(game, ids) is blocked


@pytest.mark.parametrize(("land", "blocked"), [
    ("Snow-Covered Swamp", False),  # snow and a Swamp
    ("Swamp", True),  # a Swamp, not snow
    ("Snow-Covered Island", True),  # snow, not a Swamp
])
def test_702_14c_legions_of_lim_dul_snow_swampwalk(solve, land: str, blocked: bool) -> None:
    game, ids = _board(solve, f"""
  - {{card: Legions of Lim-Dûl, as: walker}}
  - {{card: Grizzly Bears, as: bears, controller: Bob}}
  - {{card: {land}, controller: Bob}}
""")
    assert _blocks(game, ids) is blocked
