"""Venture into the Dungeon (701.49) and dungeons (309) played through the real engine: the
first venture brings a dungeon card the player owns from outside the game into the command
zone with the venture marker on its topmost room (701.49a, 309.2a, 309.4a); each later one
moves the marker along an arrow, the player choosing among several (701.49b); each room's
ability triggers as the marker moves into it (309.4c); a dungeon whose marker is on its
bottommost room is removed from the game once no room ability of it waits on the stack
(704.5t, 309.6), or by venturing again (701.49c), and that completes it (309.7). The dungeon
cards a player owns are the scenario key `dungeons` (309.2)."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.engine.game import Game
from arbiter.engine.keyword_actions.venture import Venture, owned_dungeon
from arbiter.engine.setup_outside import OutsideTheGameError
from arbiter.rules.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from arbiter.scenario.errors import ScenarioError

ALICE, BOB = 0, 1
MINE = "Lost Mine of Phandelver"
TOMB = "Tomb of Annihilation"
DOOR = '{activate: {card: door, ability: "{4}{U}"'


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Secret Door", "{4}{U}: Venture into the dungeon. Activate only as a sorcery.",
     ActivatedAbility),
    ("Cloister Gargoyle", "When this creature enters, venture into the dungeon. (Enter the "
     "first room or advance to the next room.)", TriggeredAbility),
    ("Fates' Reversal", "Return up to one target creature card from your graveyard to your "
     "hand. Venture into the dungeon. (Enter the first room or advance to the next room.)",
     SpellAbility),
    ("Shortcut Seeker", "Whenever this creature deals combat damage to a player, venture "
     "into the dungeon.", TriggeredAbility),
])
def test_701_49a_venture_lines_read(name, line, kind) -> None:
    (ab,) = read_lines(name, 0, line, spell=kind is SpellAbility)
    assert isinstance(ab, kind)
    assert Venture() in ab.instructions


def _venture(solve, actions: str, dungeons: str = f"[{MINE}]", extra: str = "",
             also: str = ""):
    out = solve(f"""
name: venture
battlefield:
  - {{card: Secret Door, as: door}}{also}
  - {{card: Grizzly Bears, controller: Bob, as: bears}}
library:
  Alice: [Island, Forest, Mountain, Swamp, Plains]
dungeons:
  Alice: {dungeons}
{extra}
actions:
{actions}
""")
    out.game.use_aliases = False
    return out.game


def _marker(game: Game) -> tuple[str | None, str | None]:
    oid = owned_dungeon(game, ALICE)
    return (None if oid is None else game.obj(oid).card,
            game.state.players[ALICE].venture_room)


def test_701_49a_309_4a_the_first_venture_brings_a_dungeon_in_and_its_top_room_triggers(
        solve) -> None:
    """Cave Entrance: scry 1 (Island to the bottom)."""
    game = _venture(solve, f"  - {DOOR}, choices: {{scry: bottom}}}}}}")
    assert _marker(game) == (MINE, "Cave Entrance")
    assert game.state.players[ALICE].dungeons == []  # 309.2a: no longer outside the game
    library = [game.name_of(o) for o in game.state.zone_list("library", ALICE)]
    assert library[0] == "Forest" and library[-1] == "Island"


def test_701_49b_309_5a_each_venture_follows_an_arrow_chosen_by_the_player(solve) -> None:
    """Cave Entrance, then Mine Tunnels (a Treasure), then Dark Pool (Bob loses 1, Alice
    gains 1): the other arrows aren't taken."""
    game = _venture(solve, f"""  - {DOOR}, choices: {{scry: top}}}}}}
  - {DOOR}, choices: {{room: Mine Tunnels}}}}}}
  - {DOOR}, choices: {{room: Dark Pool}}}}}}""")
    assert _marker(game) == (MINE, "Dark Pool")
    assert [game.name_of(o) for o in game.state.battlefield()].count("Treasure Token") == 1
    assert "Goblin Token" not in [game.name_of(o) for o in game.state.battlefield()]
    assert (game.state.players[ALICE].life, game.state.players[BOB].life) == (21, 19)


def test_704_5t_309_7_the_bottom_room_resolves_then_the_dungeon_is_completed(solve) -> None:
    """Temple of Dumathoin (draw a card) is the bottommost room: while its ability is on the
    stack the dungeon stays; once it has resolved, the dungeon is removed from the game, and
    Alice has completed it. It is outside the game again."""
    game = _venture(solve, f"""  - {DOOR}, choices: {{scry: top}}}}}}
  - {DOOR}, choices: {{room: Goblin Lair}}}}}}
  - {DOOR}, choices: {{room: Storeroom, target: bears}}}}}}
  - {DOOR}}}, respond: true}}
  - {{resolve: 1}}""")
    assert _marker(game) == (MINE, "Temple of Dumathoin")
    assert len(game.state.stack_items) == 1  # the room ability
    assert game.obj(next(o for o in game.state.battlefield()
                         if game.name_of(o) == "Grizzly Bears")).counters == {"+1/+1": 1}
    while game.state.stack_items:
        game.apply("pass")
    assert [game.name_of(o) for o in game.state.zone_list("hand", ALICE)] == ["Island"]
    assert _marker(game) == (None, None)
    assert game.state.players[ALICE].completed_dungeons == [MINE]
    assert game.state.players[ALICE].dungeons == [MINE]


def test_701_49c_venturing_from_the_bottom_room_completes_and_starts_again(solve) -> None:
    """The marker on Temple of Dumathoin with its ability still on the stack: venturing
    again (Radiant Solar's ability, from the hand, in response) removes the dungeon,
    completing it, and brings a dungeon in, the marker on its topmost room; Temple's ability
    still resolves."""
    game = _venture(solve, f"""  - {DOOR}, choices: {{scry: top}}}}}}
  - {DOOR}, choices: {{room: Goblin Lair}}}}}}
  - {DOOR}, choices: {{room: Dark Pool}}}}}}
  - {DOOR}}}, respond: true}}
  - {{resolve: 1}}
  - {{activate: {{card: Radiant Solar, ability: "{{W}}"}}, respond: true}}
  - {{resolve: 1}}""", extra="""hand:
  Alice: [Radiant Solar]""")
    assert game.state.players[ALICE].completed_dungeons == [MINE]
    assert _marker(game) == (MINE, "Cave Entrance")  # the same card, brought in again
    assert game.state.players[ALICE].life == 21 + 3
    assert len(game.state.stack_items) == 2  # Temple's ability, Cave Entrance's above it


def test_701_49a_the_player_chooses_among_their_dungeons(solve) -> None:
    game = _venture(solve, f"  - {DOOR}, choices: {{dungeon: {MINE}, scry: top}}}}}}",
                    dungeons=f"[{TOMB}, {MINE}]")
    assert _marker(game) == (MINE, "Cave Entrance")
    assert game.state.players[ALICE].dungeons == [TOMB]


def test_701_49d_undercity_is_entered_only_by_venturing_into_undercity(solve) -> None:
    """Alice owns only Undercity: venturing into the dungeon brings in nothing."""
    game = _venture(solve, f"  - {DOOR}}}}}", dungeons="[Undercity]")
    assert _marker(game) == (None, None)
    assert game.state.players[ALICE].dungeons == ["Undercity"]


def test_309_2a_without_a_dungeon_outside_the_game_nothing_happens(solve) -> None:
    game = _venture(solve, f"  - {DOOR}}}}}", dungeons="[]")
    assert _marker(game) == (None, None)


def test_309_4c_an_unread_room_stops_the_game_as_the_marker_moves_into_it(solve) -> None:
    """Tomb of Annihilation's Oubliette isn't read ("Discard a card and sacrifice a creature,
    an artifact, and a land."): its room ability triggers only as the marker moves into it
    (309.4c), so the Tomb comes in and Trapped Entry (each player loses 1 life) works;
    venturing on into Oubliette stops the game rather than skip the room (principle 5)."""
    game = _venture(solve, f"  - {DOOR}}}}}", dungeons=f"[{TOMB}]")
    assert _marker(game) == (TOMB, "Trapped Entry")
    assert [p.life for p in game.state.players] == [19, 19]
    with pytest.raises(ScenarioError, match="Oubliette"):
        _venture(solve, f"  - {DOOR}}}}}\n  - {DOOR}, choices: {{room: Oubliette}}}}}}",
                 dungeons=f"[{TOMB}]")


def test_309_2_dungeons_must_be_dungeon_cards(catalog) -> None:
    with pytest.raises(OutsideTheGameError, match="isn't one"):
        Game.new([["Island"] * 10, ["Island"] * 10], catalog=catalog,
                 dungeons=[["Grizzly Bears"]])
    game = Game.new([["Island"] * 10, ["Island"] * 10], catalog=catalog,
                    dungeons=[[MINE], [MINE, TOMB]])
    assert game.state.players[BOB].dungeons == [MINE, TOMB]



@pytest.mark.parametrize(("ventures", "completed", "pt", "flying"), [
    (3, [], (0, 4), False),
    (4, [MINE], (3, 4), True),
])
def test_309_7_as_long_as_you_ve_completed_a_dungeon(solve, ventures, completed, pt,
                                                      flying) -> None:
    """Cloister Gargoyle: "As long as you've completed a dungeon, this creature gets +3/+0
    and has flying." 0/4 until Lost Mine of Phandelver is completed (its fourth room), then
    3/4 with flying."""
    steps = [f"  - {DOOR}, choices: {{scry: top}}}}}}",
             f"  - {DOOR}, choices: {{room: Goblin Lair}}}}}}",
             f"  - {DOOR}, choices: {{room: Dark Pool}}}}}}",
             f"  - {DOOR}}}}}"][:ventures]
    game = _venture(solve, "\n".join(steps),
                    also="\n  - {card: Cloister Gargoyle, as: gargoyle}")
    assert game.state.players[ALICE].completed_dungeons == completed
    ch = game.chars(next(o for o in game.state.battlefield()
                         if game.name_of(o) == "Cloister Gargoyle"))
    assert (ch.power, ch.toughness) == pt
    assert ch.has_keyword("flying") == flying
