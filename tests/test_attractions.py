"""Attractions (717) played through the real engine: opening an Attraction puts the top card
of its owner's Attraction deck onto the battlefield (701.51); rolling to visit rolls a
six-sided die, and each Attraction with that number lit up is visited, its visit ability
triggering (701.52a, 702.159a); the active player rolls as their precombat main phase
begins (717.4, 703.4g); an Attraction card that would go to a graveyard goes to the command
zone instead (717.6). The Attraction deck, with each card's lit-up numbers, is the scenario
key `attractions` (717.1-717.2)."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.engine.game import Game
from arbiter.engine.keyword_actions.attractions import ROLLS_TO_VISIT, VISITED
from arbiter.engine.setup_outside import OutsideTheGameError
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility

ALICE, BOB = 0, 1
ALL = "[1, 2, 3, 4, 5, 6]"


@pytest.mark.parametrize(("name", "line", "read"), [
    ("Information Booth", "Visit \u2014 Draw a card.", True),
    ("Concession Stand", "Visit \u2014 Create a Food token. (It's an artifact with \"{2}, "
     "{T}, Sacrifice this token: You gain 3 life.\")", True),
    ("Foam Weapons Kiosk", "Visit \u2014 Put a +1/+1 counter on target creature you "
     "control. That creature gains vigilance until end of turn.", True),
    ("Roller Coaster", "Visit \u2014 Creatures you control get +2/+0 until end of turn.",
     True),
    ("Balloon Stand", "Visit \u2014 Choose one.", False),  # its modes are the next lines
    ("Pick-a-Beeble", "Visit \u2014 Roll a six-sided die. Put a number of luck counters on "
     "Pick-a-Beeble equal to the result. Then if there are six or more luck counters on "
     "Pick-a-Beeble, claim the prize!", False),
])
def test_702_159a_visit_lines(name, line, read) -> None:
    (ab,) = read_lines(name, 0, line)
    if read:
        assert isinstance(ab, TriggeredAbility) and ab.trigger.event == VISITED
    else:
        assert isinstance(ab, UnsupportedAbility)


def _park(solve, actions: str, deck: str, extra: str = ""):
    out = solve(f"""
name: attractions
library:
  Alice: [Island, Forest, Mountain, Swamp, Plains]
  Bob: [Island, Forest, Mountain, Swamp, Plains]
hand:
  Alice: [Ride Guide, Ride Guide, Line Cutter, Shatter]
attractions:
  Alice: {deck}
{extra}
actions:
{actions}
""")
    out.game.use_aliases = False
    return out.game


def _names(game: Game, zone: str, player: int | None = None) -> list[str]:
    ids = game.state.battlefield() if zone == "battlefield" else \
        game.state.zone_list(zone, ALICE if player is None else player)
    return [game.name_of(o) for o in ids]


def test_701_51b_opening_puts_the_top_attraction_onto_the_battlefield(solve) -> None:
    game = _park(solve, "  - {cast: Ride Guide}",
                 f"[{{card: Information Booth, lights: [2, 6]}}, "
                 f"{{card: Concession Stand, lights: {ALL}}}]")
    booth = next(o for o in game.state.battlefield() if game.name_of(o) == "Information Booth")
    assert game.chars(booth).controller == ALICE
    assert game.obj(booth).lights == (2, 6)
    assert game.state.players[ALICE].attraction_deck == [("Concession Stand",
                                                          (1, 2, 3, 4, 5, 6))]


def test_701_51a_without_an_attraction_deck_nothing_is_opened(solve) -> None:
    out = solve("""
name: no park
hand:
  Alice: [Ride Guide]
actions:
  - {cast: Ride Guide}
""")
    assert [out.game.quick_name(o) for o in out.game.state.battlefield()] == ["Ride Guide"]


def test_701_52a_702_159a_the_attractions_lit_up_with_the_result_are_visited(solve) -> None:
    """Information Booth (all lit) is visited whatever the roll: Alice draws a card.
    Concession Stand (only 1 lit) is visited only on a 1: a Food."""
    game = _park(solve, """  - {cast: Ride Guide}
  - {cast: Ride Guide}
  - {cast: Line Cutter}""", f"[{{card: Information Booth, lights: {ALL}}}, "
                             "{card: Concession Stand, lights: [1]}]")
    (roll,) = [ev.amount for ev in game.state.events if ev.kind == ROLLS_TO_VISIT]
    assert 1 <= roll <= 6
    visited = sorted(game.name_of(ev.obj) for ev in game.state.events if ev.kind == VISITED)
    assert visited == (["Concession Stand", "Information Booth"] if roll == 1
                       else ["Information Booth"])
    assert _names(game, "hand") == ["Shatter", "Island"]
    assert _names(game, "battlefield").count("Food Token") == (1 if roll == 1 else 0)


def test_717_4_703_4g_the_active_player_rolls_as_their_precombat_main_phase_begins(
        solve) -> None:
    """On Bob's turn nothing is rolled (he controls no Attraction); on Alice's next turn she
    rolls as her precombat main phase begins, and Information Booth (all lit) draws her a
    card besides her draw step's."""
    game = _park(solve, """  - {cast: Ride Guide}
  - {pass: next_turn}
  - {pass: next_turn}
  - {pass: {to: precombat_main}}""", f"[{{card: Information Booth, lights: {ALL}}}]")
    rolls = [ev for ev in game.state.events if ev.kind == ROLLS_TO_VISIT]
    assert [ev.player for ev in rolls] == [ALICE]
    assert game.state.turn.active == ALICE and game.state.turn.step == "precombat_main"
    assert sorted(_names(game, "hand")) == ["Forest", "Island", "Line Cutter", "Ride Guide",
                                            "Shatter"]


def test_717_6_an_attraction_put_into_a_graveyard_goes_to_the_command_zone(solve) -> None:
    game = _park(solve, """  - {cast: Ride Guide}
  - {cast: Shatter, targets: [Information Booth]}""",
                 f"[{{card: Information Booth, lights: {ALL}}}]",
                 extra="")
    assert "Information Booth" not in _names(game, "graveyard")
    assert "Information Booth" in [game.name_of(o) for o in game.state.zone_list("command")]


def test_717_2_an_attraction_deck_holds_attractions_with_lights(catalog) -> None:
    decks = [["Island"] * 10, ["Island"] * 10]
    with pytest.raises(OutsideTheGameError, match="isn't one"):
        Game.new(decks, catalog=catalog, attractions=[[("Grizzly Bears", [1])]])
    with pytest.raises(OutsideTheGameError, match="lit-up numbers"):
        Game.new(decks, catalog=catalog, attractions=[[("Information Booth", [7])]])
    deck = [("Information Booth", [1, 2]), ("Concession Stand", [3]),
            ("Roller Coaster", [4, 5]), ("Clown Extruder", [6])]
    game = Game.new(decks, catalog=catalog, seed=3, attractions=[deck, None])
    held = game.state.players[ALICE].attraction_deck
    assert sorted(held) == sorted((n, tuple(lit)) for n, lit in deck)  # 103.3a: shuffled
    assert game.state.players[BOB].attraction_deck is None
