"""702.122a / 702.171a: crew and saddle are paid by tapping other untapped creatures with
total power N or greater. A creature that "saddles Mounts and crews Vehicles as though its
power were 2 greater" counts for its power plus 2 toward that total (its power itself is
unchanged); one that "crews Vehicles using its toughness rather than its power" counts for
its toughness; one that only "crews Vehicles" so counts for crew, not for saddle. Played
through the real engine with real cards (a Pilot token made by Reef Roads too, 111.4)."""

from __future__ import annotations

import pytest
from keyword_play import ALICE, board

from arbiter.engine.casting.activation import activate
from arbiter.engine.casting.total_power_costs import payable
from arbiter.engine.keywords.saddle import is_saddled
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError


def _crew(game, ids, crew: list[int]) -> None:
    activate(game, ids["caravan"], ALICE, "crew", [], {"crew": crew})
    steps.resolve_all(game)


def _is_creature(game, oid: int) -> bool:
    return "Creature" in game.chars(oid).types


def test_702_122a_crews_as_though_its_power_were_2_greater(solve) -> None:
    """Hotshot Mechanic (2/1) alone crews Cultivator's Caravan (Crew 3): 2 + 2 >= 3. The
    Mechanic is tapped, its power stays 2, the Caravan is a 5/5 artifact creature."""
    game, ids = board(solve, "  - {card: Cultivator's Caravan, as: caravan}\n"
                             "  - {card: Hotshot Mechanic, as: mechanic}\n")
    assert payable(game, ids["caravan"], ALICE, 3, "crew")
    _crew(game, ids, [ids["mechanic"]])
    assert game.obj(ids["mechanic"]).tapped and game.chars(ids["mechanic"]).power == 2
    assert _is_creature(game, ids["caravan"])
    assert (game.chars(ids["caravan"]).power, game.chars(ids["caravan"]).toughness) == (5, 5)


def test_702_122a_a_plain_2_2_alone_cant_crew_3(solve) -> None:
    """Without such an ability a 2/2 alone can't pay Crew 3 (118.3): refused, nothing
    tapped."""
    game, ids = board(solve, "  - {card: Cultivator's Caravan, as: caravan}\n"
                             "  - {card: Grizzly Bears, as: bears}\n")
    assert not payable(game, ids["caravan"], ALICE, 3, "crew")
    with pytest.raises(IllegalActionError, match="total power 3"):
        _crew(game, ids, [ids["bears"]])
    assert not game.obj(ids["bears"]).tapped and not _is_creature(game, ids["caravan"])


def test_702_122a_crews_using_its_toughness(solve) -> None:
    """Giant Ox (0/6) "crews Vehicles using its toughness rather than its power": alone it
    crews Cultivator's Caravan (Crew 3)."""
    game, ids = board(solve, "  - {card: Cultivator's Caravan, as: caravan}\n"
                             "  - {card: Giant Ox, as: ox}\n")
    _crew(game, ids, [ids["ox"]])
    assert game.obj(ids["ox"]).tapped and _is_creature(game, ids["caravan"])


def test_702_171a_saddles_as_though_its_power_were_2_greater(solve) -> None:
    """Dynamite Diver (1/1) "saddles Mounts ... as though its power were 2 greater": alone it
    saddles Brightfield Glider (Saddle 3)."""
    game, ids = board(solve, "  - {card: Brightfield Glider, as: glider}\n"
                             "  - {card: Dynamite Diver, as: diver}\n")
    activate(game, ids["glider"], ALICE, "saddle", [], {"saddle": [ids["diver"]]})
    steps.resolve_all(game)
    assert is_saddled(game.state, ids["glider"]) and game.obj(ids["diver"]).tapped
    assert game.chars(ids["diver"]).power == 1


def test_702_171a_crews_only_doesnt_help_saddle(solve) -> None:
    """Hotshot Mechanic only "crews Vehicles" as though its power were 2 greater: for
    Brightfield Glider's Saddle 3 it counts for its power, 2; refused."""
    game, ids = board(solve, "  - {card: Brightfield Glider, as: glider}\n"
                             "  - {card: Hotshot Mechanic, as: mechanic}\n")
    assert not payable(game, ids["glider"], ALICE, 3, "saddle")
    with pytest.raises(IllegalActionError, match="total power 3"):
        activate(game, ids["glider"], ALICE, "saddle", [], {"saddle": [ids["mechanic"]]})
    assert not is_saddled(game.state, ids["glider"])


def test_111_4_a_pilot_token_from_reef_roads_crews_as_though_its_power_were_2_greater(
        solve) -> None:
    """Reef Roads: "{1}{U}, {T}, Sacrifice this land: Create a 1/1 colorless Pilot creature
    token with 'This token saddles Mounts and crews Vehicles as though its power were 2
    greater.'" The 1/1 token alone crews Cultivator's Caravan (Crew 3)."""
    game, ids = board(solve, "  - {card: Cultivator's Caravan, as: caravan}\n"
                             "  - {card: Reef Roads, as: roads}\n"
                             "  - {card: Island}\n  - {card: Island}\n")
    activate(game, ids["roads"], ALICE, 3, [], {}, pay=True)
    steps.resolve_all(game)
    (pilot,) = [o for o in game.state.battlefield() if game.state.objects[o].token]
    ch = game.chars(pilot)
    assert set(ch.subtypes) == {"Pilot"} and (ch.power, ch.toughness) == (1, 1)
    assert "Reef Roads" not in {game.name_of(o) for o in game.state.battlefield()}
    _crew(game, ids, [pilot])
    assert game.obj(pilot).tapped and _is_creature(game, ids["caravan"])
