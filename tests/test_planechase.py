"""Planechase (901) played through the real engine: planar decks in the command zone (901.3),
the starting plane (901.5), the planar controller (901.6), a face-up plane's abilities
working from the command zone (901.7, 311.4), rolling the planar die as a special action
(901.9, 116.2i) with its chaos (311.7) and Planeswalker (901.8) faces, planeswalking
(701.31), "When you planeswalk to ~" (701.31d), phenomena (312.5, 312.7, 704.6f) and a
player leaving the game (901.10)."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.engine.game import Game
from arbiter.engine.keyword_actions.planar_decks import PlanarDeckError
from arbiter.engine.keyword_actions.planeswalk import (
    CHAOS_ENSUES,
    PLANESWALKED_TO,
    ChaosEnsues,
    Planeswalk,
    face_up,
    planeswalk,
)
from arbiter.engine.turn.planar_die import (
    PLANESWALKING_ABILITY,
    ROLLS_PLANAR_DIE,
    roll_planar_die,
)
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import StaticAbility, TriggeredAbility, UnsupportedAbility

ALICE, BOB = 0, 1
#: Oracle text, today's wording (Planechase Anthology, March of the Machine Commander).
KROSA = "Krosa"  # All creatures get +2/+2. / Whenever chaos ensues, you may add {W}{U}{B}{R}{G}.
PANOPTICON = "Panopticon"  # When you planeswalk to ~, draw a card. / ... / chaos: draw a card.
RIPTIDE = "Riptide Island"  # When you planeswalk to ~ and at the beginning of your upkeep,
# create two 1/1 colorless Sliver creature tokens.
EPIPHANY = "Mutual Epiphany"  # When you encounter ~, each player draws four cards.


@pytest.mark.parametrize(("name", "line", "event"), [
    ("Panopticon", "Whenever chaos ensues, draw a card.", CHAOS_ENSUES),
    ("Lethe Lake", "Whenever chaos ensues, target player mills ten cards.", CHAOS_ENSUES),
    ("Panopticon", "When you planeswalk to Panopticon, draw a card.", PLANESWALKED_TO),
    ("Riptide Island", "When you planeswalk to Riptide Island and at the beginning of your "
     "upkeep, create two 1/1 colorless Sliver creature tokens.", PLANESWALKED_TO),
    ("Mutual Epiphany", "When you encounter Mutual Epiphany, each player draws four cards. "
     "(Then planeswalk away from this phenomenon.)", PLANESWALKED_TO),
    ("Norn's Seedcore", "When you planeswalk to Norn's Seedcore, chaos ensues.",
     PLANESWALKED_TO),
    ("Ten Wizards Mountain", "Whenever you roll the planar die, draw a card.",
     ROLLS_PLANAR_DIE),
])
def test_901_311_7_312_5_plane_trigger_lines_read(name, line, event) -> None:
    (ab,) = read_lines(name, 0, line, command=True)
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.zone == "command"
    events = {t.event for t in (ab.trigger.any_of or (ab.trigger,))}
    assert event in events
    if "upkeep" in line:
        assert "step" in events  # 603.2: either event
    if "chaos ensues." in line:
        assert ChaosEnsues() in ab.instructions


@pytest.mark.parametrize(("name", "line", "kind"), [
    (KROSA, "All creatures get +2/+2.", StaticAbility),
    ("Bad Wolf Bay", "When chaos ensues, cards can't enter from exile this turn. Then "
     "planeswalk.", UnsupportedAbility),
    # 901.11: "until a player planeswalks" (`test_901_11_...`)
    ("Agyrem", "Whenever chaos ensues, creatures can't attack you until a player "
     "planeswalks.", TriggeredAbility),
    # an effect not read: the whole line stays unread
    ("Celestine Reef", "Whenever chaos ensues, until a player planeswalks, you can't lose "
     "the game and your opponents can't win the game.", UnsupportedAbility),
    # 603.8, 901.7: a face-up plane's state trigger functions in the command zone
    # (`engine.triggers.state_triggers`)
    ("Aretopolis", "When Aretopolis has ten or more scroll counters on it, planeswalk.",
     TriggeredAbility),
])
def test_901_7_other_plane_lines(name, line, kind) -> None:
    (ab,) = read_lines(name, 0, line, command=True)
    assert isinstance(ab, kind)


def test_701_31_planeswalk_is_an_effect_clause() -> None:
    (ab,) = read_lines("Test Plane", 0, "At the beginning of your upkeep, sacrifice a "
                       "creature. Then planeswalk.", command=True)
    assert isinstance(ab, TriggeredAbility) and Planeswalk() in ab.instructions


def _board(solve, planes: str, actions: str = "", phase: str = "precombat_main",
           lands: int = 0, players: str = "", bob_planes: str = ""):
    forests = "".join(f"  - {{card: Forest, as: forest{i}}}\n" for i in range(lands))
    out = solve(f"""
name: planechase
{players}
turn: {{number: 3, phase: {phase}}}
battlefield:
  - {{card: Grizzly Bears, as: bears}}
  - {{card: Savannah Lions, controller: Bob, as: lions}}
{forests}
library:
  Alice: [Island, Forest, Mountain, Swamp, Plains, Island, Forest, Mountain]
  Bob: [Island, Forest, Mountain, Swamp, Plains, Island, Forest, Mountain]
planar_decks:
  Alice: {planes}
{bob_planes}
actions:
{actions}
""")
    out.game.use_aliases = False
    return out.game


def _face_up(game: Game) -> list[str]:
    return [game.name_of(o) for o in face_up(game)]


def _hand(game: Game, p: int) -> int:
    return len(game.state.zone_list("hand", p))


def test_901_5_901_6_the_starting_plane_and_its_controller(solve) -> None:
    """901.5: a phenomenon turned face up as the game starts goes to the bottom, and the next
    card is turned face up, without triggering, until a plane is; 901.6: the active player is
    the planar controller and controls it."""
    game = _board(solve, f"[{EPIPHANY}, {KROSA}, {PANOPTICON}]")
    assert _face_up(game) == [KROSA]
    assert game.state.players[ALICE].planar_deck == [PANOPTICON, EPIPHANY]
    assert _hand(game, ALICE) == 0 and _hand(game, BOB) == 0  # nothing triggered
    assert game.state.planar_controller == ALICE
    assert game.chars(face_up(game)[0]).controller == ALICE


def test_901_7_311_4_a_face_up_planes_static_ability_applies_in_layer_7c(solve) -> None:
    """Krosa: "All creatures get +2/+2." from the command zone (613.4c)."""
    game = _board(solve, f"[{KROSA}, {PANOPTICON}]")
    bears, lions = (next(o for o in game.state.battlefield() if game.name_of(o) == n)
                    for n in ("Grizzly Bears", "Savannah Lions"))
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    assert (game.chars(lions).power, game.chars(lions).toughness) == (4, 3)
    planeswalk(game, ALICE)  # 701.31b: Krosa goes to the bottom; no longer applies
    assert _face_up(game) == [PANOPTICON]
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)


def test_901_9_rolling_costs_one_more_each_time_and_is_refused_without_mana(solve) -> None:
    """901.9: {0} the first time, {1} the second (a Forest tapped), {2} the third: refused
    with one Forest, the game unchanged."""
    game = _board(solve, f"[{KROSA}, {PANOPTICON}]", lands=1, actions="""
  - {roll_planar_die: Alice, face: blank}
  - {roll_planar_die: Alice, face: blank}
""")
    forest = next(o for o in game.state.battlefield() if game.name_of(o) == "Forest")
    assert game.obj(forest).tapped
    assert game.state.turn.planar_rolls[ALICE] == 2
    before = game.to_json()
    assert not any(str(a).startswith("roll the planar die") for a in game.legal_actions())
    with pytest.raises(IllegalActionError):
        roll_planar_die(game, ALICE, "blank")
    assert game.to_json() == before
    assert _face_up(game) == [KROSA]


def test_901_9_116_2i_the_roll_is_a_special_action_among_the_legal_actions(solve) -> None:
    game = _board(solve, f"[{KROSA}, {PANOPTICON}]")
    labels = [str(a) for a in game.legal_actions()]
    assert "roll the planar die for {0}" in labels
    game.apply("roll the planar die for {0}")  # 901.3a: whatever it shows
    assert game.state.turn.planar_rolls[ALICE] == 1
    # a blank, chaos or Planeswalker face: the active player gets priority again (901.9a-c)
    assert game.current_player == ALICE


def test_901_9_only_the_active_player_in_a_main_phase_with_an_empty_stack(solve) -> None:
    game = _board(solve, f"[{KROSA}, {PANOPTICON}]", phase="upkeep")
    with pytest.raises(IllegalActionError):
        roll_planar_die(game, ALICE, "blank")
    with pytest.raises(IllegalActionError):
        roll_planar_die(game, BOB, "blank")
    assert game.state.turn.planar_rolls == {}


def test_901_9b_311_7_chaos_triggers_the_planes_chaos_ability(solve) -> None:
    """Panopticon: "Whenever chaos ensues, draw a card." controlled by the planar
    controller."""
    game = _board(solve, f"[{PANOPTICON}, {KROSA}]", actions="""
  - {roll_planar_die: Alice, face: chaos, respond: true}
""")
    (item,) = game.state.stack_items
    assert item.controller == ALICE and game.name_of(item.source) == PANOPTICON
    assert _hand(game, ALICE) == 0
    game2 = _board(solve, f"[{PANOPTICON}, {KROSA}]", actions="""
  - {roll_planar_die: Alice, face: chaos}
""")
    assert _hand(game2, ALICE) == 1 and _hand(game2, BOB) == 0
    assert _face_up(game2) == [PANOPTICON]


def test_901_9a_a_blank_does_nothing(solve) -> None:
    game = _board(solve, f"[{PANOPTICON}, {KROSA}]", actions="""
  - {roll_planar_die: Alice, face: blank}
""")
    assert _hand(game, ALICE) == 0 and _face_up(game) == [PANOPTICON]
    assert not game.state.stack_items


def test_901_8_701_31b_the_planeswalker_symbol_planeswalks_to_the_next_plane(solve) -> None:
    """901.8: the planeswalking ability (no source, controlled by the roller) uses the stack;
    701.31b: the face-up plane goes face down to the bottom, the top card is turned face up;
    701.31d: "When you planeswalk to Riptide Island ..." triggers: two Slivers."""
    game = _board(solve, f"[{PANOPTICON}, {RIPTIDE}, {KROSA}]", actions="""
  - {roll_planar_die: Alice, face: planeswalker, respond: true}
""")
    (item,) = game.state.stack_items
    assert item.ability == PLANESWALKING_ABILITY and item.controller == ALICE
    assert _face_up(game) == [PANOPTICON]  # not yet: it uses the stack
    game = _board(solve, f"[{PANOPTICON}, {RIPTIDE}, {KROSA}]", actions="""
  - {roll_planar_die: Alice, face: planeswalker}
""")
    assert _face_up(game) == [RIPTIDE]
    assert game.state.players[ALICE].planar_deck == [KROSA, PANOPTICON]
    slivers = [o for o in game.state.battlefield() if game.name_of(o) == "Sliver Token"]
    assert len(slivers) == 2 and all(game.chars(o).controller == ALICE for o in slivers)


def test_701_31_when_you_planeswalk_to_draws(solve) -> None:
    """Panopticon: "When you planeswalk to Panopticon, draw a card." (not as the starting
    plane, 901.5)."""
    game = _board(solve, f"[{KROSA}, {PANOPTICON}]", actions="""
  - {roll_planar_die: Alice, face: planeswalker}
""")
    assert _face_up(game) == [PANOPTICON] and _hand(game, ALICE) == 1


def test_312_5_312_7_704_6f_a_phenomenon_is_encountered_then_planeswalked_away_from(
        solve) -> None:
    """Mutual Epiphany: each player draws four cards; while its ability is on the stack it
    stays face up (312.7), then the planar controller planeswalks (704.6f)."""
    game = _board(solve, f"[{PANOPTICON}, {EPIPHANY}, {KROSA}]", actions="""
  - {roll_planar_die: Alice, face: planeswalker, respond: true}
  - {resolve: 1}
""")
    assert _face_up(game) == [EPIPHANY]
    (item,) = game.state.stack_items
    assert game.name_of(item.source) == EPIPHANY
    game = _board(solve, f"[{PANOPTICON}, {EPIPHANY}, {KROSA}]", actions="""
  - {roll_planar_die: Alice, face: planeswalker}
""")
    assert _hand(game, ALICE) == 4 and _hand(game, BOB) == 4
    assert _face_up(game) == [KROSA]
    assert game.state.players[ALICE].planar_deck == [PANOPTICON, EPIPHANY]


def test_901_6_the_next_active_player_becomes_the_planar_controller(solve) -> None:
    """901.6: Bob's turn: he controls Panopticon; its chaos ability draws him a card; 901.9:
    his first roll costs {0} again, and Alice can't roll on his turn."""
    game = _board(solve, f"[{PANOPTICON}, {KROSA}]", lands=1, actions="""
  - {roll_planar_die: Alice, face: blank}
  - {pass: {to: precombat_main}}
""")
    assert game.state.turn.active == BOB and game.state.planar_controller == BOB
    assert game.chars(face_up(game)[0]).controller == BOB
    with pytest.raises(IllegalActionError):
        roll_planar_die(game, ALICE, "blank")
    hand = _hand(game, BOB)
    roll_planar_die(game, BOB, "chaos")
    assert game.state.turn.planar_rolls == {BOB: 1}
    game.apply("pass")
    game.apply("pass")
    assert _hand(game, BOB) == hand + 1


def test_701_31a_only_the_planar_controller_planeswalks(solve) -> None:
    game = _board(solve, f"[{PANOPTICON}, {KROSA}]")
    assert planeswalk(game, BOB) is None
    assert _face_up(game) == [PANOPTICON]


DECK = ["Forest"] * 20
TEN = ["Krosa", "Panopticon", "Riptide Island", "Llanowar", "Naya", "Turri Island",
       "Lethe Lake", "Takenuma", "Velis Vel", "Goldmeadow"]


def test_901_3_901_5_a_new_game_turns_the_starting_plane_face_up() -> None:
    game = Game.new([DECK, DECK], planar_decks=[TEN, TEN[::-1]], seed=3)
    assert len(game.state.players[ALICE].planar_deck) == 10
    game.legal_actions()  # the game loop starts: opening-hand actions, then 901.5
    (plane,) = face_up(game)
    assert game.obj(plane).owner == ALICE and game.state.planar_controller == ALICE
    assert len(game.state.players[ALICE].planar_deck) == 9
    assert len(game.state.players[BOB].planar_deck) == 10


@pytest.mark.parametrize(("deck", "why"), [
    (TEN[:9], "at least 10"),
    ([*TEN[:8], "Mutual Epiphany", "Planewide Disaster", "Chaotic Aether"], "no more than"),
    ([*TEN[:9], "Krosa"], "different English name"),
    ([*TEN[:9], "Grizzly Bears"], "plane and phenomenon cards"),
])
def test_901_3_planar_decks_that_break_the_rule_are_refused(deck, why) -> None:
    with pytest.raises(PlanarDeckError, match=why):
        Game.new([DECK, DECK], planar_decks=[deck, TEN])


def test_901_3_each_player_needs_a_planar_deck() -> None:
    with pytest.raises(PlanarDeckError, match="each player"):
        Game.new([DECK, DECK], planar_decks=[TEN])


def test_901_10_901_6_the_owner_of_the_face_up_plane_leaves_the_game(solve) -> None:
    """901.6: Alice, the planar controller, leaves: Bob, next in turn order, becomes it;
    901.10: her face-up plane leaves with her, and Bob turns the top card of his planar deck
    face up at once: he has planeswalked (901.11), so "When you planeswalk to Panopticon"
    triggers."""
    game = _board(solve, f"[{KROSA}, {RIPTIDE}]", players="players: [Alice, Bob, Carol]",
                  bob_planes=f"  Bob: [{PANOPTICON}, {EPIPHANY}]", actions="""
  - {set: {player: Alice, life: 0}}
  - {resolve: 1}
""")
    assert game.state.players[ALICE].lost
    assert game.state.planar_controller == BOB
    assert _face_up(game) == [PANOPTICON]
    assert game.chars(face_up(game)[0]).controller == BOB
    assert game.state.players[BOB].planar_deck == [EPIPHANY]
    assert _hand(game, BOB) == 1


def test_701_31d_planeswalking_to_and_away_from_sky_deck(solve) -> None:
    """Sky Deck: "Whenever you planeswalk here, at the beginning of your upkeep, or whenever
    chaos ensues, put a glass counter on up to one target nonland permanent." and "When you
    planeswalk away from here, destroy all permanents with glass counters on them." (the
    card turned face down, looked back at, 603.10a)."""
    game = _board(solve, f"[{KROSA}, Sky Deck, {PANOPTICON}]", lands=1, actions="""
  - {roll_planar_die: Alice, face: planeswalker, choices: {target: bears}}
""")
    assert _face_up(game) == ["Sky Deck"]
    bears = next(o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears")
    assert game.obj(bears).counters.get("glass") == 1
    game = _board(solve, f"[{KROSA}, Sky Deck, {PANOPTICON}]", lands=1, actions="""
  - {roll_planar_die: Alice, face: planeswalker, choices: {target: bears}}
  - {roll_planar_die: Alice, face: planeswalker}
""")
    assert _face_up(game) == [PANOPTICON]
    assert sorted(game.name_of(o) for o in game.state.battlefield()) == [
        "Forest", "Savannah Lions"]


def test_901_11_creatures_cant_attack_you_until_a_player_planeswalks(solve) -> None:
    """Agyrem: "Whenever chaos ensues, creatures can't attack you until a player
    planeswalks." Bob's Lions can't attack Alice on his turn; once he planeswalks, the
    effect has ended and they can."""
    game = _board(solve, f"[Agyrem, {PANOPTICON}]", bob_planes=f"  Bob: [{KROSA}]", actions="""
  - {roll_planar_die: Alice, face: chaos}
  - {pass: {to: precombat_main}}
  - {attack: [lions], refused: "can't attack"}
  - {pass: {to: postcombat_main}}
  - {roll_planar_die: Bob, face: planeswalker}
  - {pass: next_turn}
  - {pass: next_turn}
  - {attack: [lions]}
  - {block: {}}
  - {pass: end_of_turn}
""")
    assert _face_up(game) == [KROSA]  # Bob's, planeswalked to: Agyrem is at the bottom
    assert game.state.players[ALICE].planar_deck == [PANOPTICON, "Agyrem"]
    assert game.state.players[ALICE].life == 16  # Lions 2/1 with Krosa's +2/+2

