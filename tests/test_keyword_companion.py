"""Companion (702.139) played through the real engine: before the game a player reveals a
card with a companion ability from their sideboard, only if their starting deck fulfills its
condition (103.2b, 702.139a-b); once during the game, with priority and an empty stack in a
main phase of their turn, they may pay {3} and put it into their hand, a special action
(116.2g), and it stays in the game (702.139c). Plus the Oracle lines of the companions, read
or left unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.engine.game import Game
from arbiter.engine.keywords.companion import CompanionError
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility, UnsupportedAbility
from arbiter.rules.deck_conditions import DeckCondition
from arbiter.scenario.errors import ScenarioError

ALICE, BOB = 0, 1
LURRUS = "Lurrus of the Dream-Den"
TAKE = "pay {3}: put companion Lurrus of the Dream-Den into your hand"


# -- the Oracle lines (702.139a) ---------------------------------------------------------------
@pytest.mark.parametrize(("name", "line", "condition"), [
    (LURRUS, "Companion \u2014 Each permanent card in your starting deck has mana value 2 or "
     "less.", DeckCondition("permanent", "mana_value_at_most", 2)),
    ("Keruga, the Macrosage", "Companion \u2014 Your starting deck contains only cards with "
     "mana value 3 or greater and land cards.",
     DeckCondition("nonland", "mana_value_at_least", 3)),
    ("Gyruda, Doom of Depths", "Companion \u2014 Your starting deck contains only cards with "
     "even mana values.", DeckCondition("card", "even_mana_value")),
    ("Obosh, the Preypiercer", "Companion \u2014 Your starting deck contains only cards with "
     "odd mana values and land cards.", DeckCondition("nonland", "odd_mana_value")),
    ("Lutri, the Spellchaser", "Companion \u2014 Each nonland card in your starting deck has a "
     "different name.", DeckCondition("nonland", "different_names")),
    ("Umori, the Collector", "Companion \u2014 Each nonland card in your starting deck shares "
     "a card type.", DeckCondition("nonland", "shared_card_type")),
    ("Jegantha, the Wellspring", "Companion \u2014 No card in your starting deck has more "
     "than one of the same mana symbol in its mana cost.",
     DeckCondition("card", "no_repeated_mana_symbol")),
    ("Kaheera, the Orphanguard", "Companion \u2014 Each creature card in your starting deck "
     "is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.",
     DeckCondition("creature", "subtype_among",
                   subtypes=("Cat", "Elemental", "Nightmare", "Dinosaur", "Beast"))),
])
def test_702_139a_companion_lines_read_with_their_condition(name, line, condition) -> None:
    (ab,) = read_lines(name, 0, line)
    assert isinstance(ab, KeywordAbility) and ab.keyword == "companion"
    assert ab.extra == (condition,)


@pytest.mark.parametrize(("name", "line"), [
    # 100.2a: a format's minimum deck size, which a game doesn't know
    ("Yorion, Sky Nomad", "Companion \u2014 Your starting deck contains at least twenty cards "
     "more than the minimum deck size."),
    ("Lutri, Pauper Otter", "Companion \u2014 Your starting deck contains no cards with a "
     "silver, gold, orange, or purple expansion symbol."),
    ("Treizeci, Sun of Serra", "Companion \u2014 Your starting deck contains only nostalgic "
     "cards."),
])
def test_702_139a_companion_conditions_not_read_stay_unread(name, line) -> None:
    (ab,) = read_lines(name, 0, line)
    assert isinstance(ab, UnsupportedAbility)


# -- 103.2b: revealing a companion as the game is set up ---------------------------------------
PLAINS = ["Plains"] * 20


@pytest.mark.parametrize(("companion", "fulfilling", "failing"), [
    # a sorcery of mana value 4 isn't a permanent card; Serra Angel (5) is
    (LURRUS, ["Savannah Lions", "Memnite", "Wrath of God"], ["Serra Angel"]),
    ("Keruga, the Macrosage", ["Serra Angel", "Wrath of God"], ["Lightning Bolt"]),
    # lands have mana value 0, even; Savannah Lions (1) is odd
    ("Gyruda, Doom of Depths", ["Grizzly Bears", "Wrath of God"], ["Savannah Lions"]),
    ("Obosh, the Preypiercer", ["Savannah Lions", "Lightning Bolt", "Serra Angel"],
     ["Grizzly Bears"]),
    ("Lutri, the Spellchaser", ["Lightning Bolt", "Grizzly Bears"], ["Grizzly Bears"]),
    # an artifact creature shares the type creature; an instant doesn't
    ("Umori, the Collector", ["Grizzly Bears", "Serra Angel", "Ornithopter"],
     ["Lightning Bolt"]),
    ("Jegantha, the Wellspring", ["Lightning Bolt", "Grizzly Bears"], ["Serra Angel"]),
    # 702.73a: a changeling card is every creature type, a Cat among them
    ("Kaheera, the Orphanguard", ["Savannah Lions", "Changeling Outcast", "Lightning Bolt"],
     ["Grizzly Bears"]),
])
def test_702_139a_103_2b_companion_revealed_only_if_the_starting_deck_fulfills_it(
        catalog, companion, fulfilling, failing) -> None:
    game = Game.new([PLAINS + fulfilling, PLAINS], seed=1, catalog=catalog,
                    sideboards=[[companion]], companions=[companion])
    assert game.state.players[ALICE].companion == companion
    assert game.state.players[ALICE].sideboard == [companion]  # 103.2b: it stays outside
    assert companion not in [game.name_of(o) for o in game.state.objects]
    with pytest.raises(CompanionError, match="doesn't fulfill"):
        Game.new([PLAINS + fulfilling + failing, PLAINS], seed=1, catalog=catalog,
                 sideboards=[[companion]], companions=[companion])


def test_702_139b_the_starting_deck_is_the_deck_without_the_sideboard(catalog) -> None:
    """A Serra Angel in the sideboard doesn't keep Lurrus from being revealed (103.2a)."""
    game = Game.new([PLAINS + ["Savannah Lions"], PLAINS], seed=1, catalog=catalog,
                    sideboards=[[LURRUS, "Serra Angel"]], companions=[LURRUS])
    assert game.state.players[ALICE].companion == LURRUS


def test_702_139a_the_companion_must_come_from_the_sideboard(catalog) -> None:
    with pytest.raises(CompanionError, match="from outside the game"):
        Game.new([PLAINS, PLAINS], catalog=catalog, companions=[LURRUS])
    with pytest.raises(CompanionError, match="no companion ability"):
        Game.new([PLAINS, PLAINS], catalog=catalog, sideboards=[["Grizzly Bears"]],
                 companions=["Grizzly Bears"])


# -- 116.2g: the special action ----------------------------------------------------------------
def _board(board, turn: str = "{number: 3, phase: precombat_main}", lands: int = 3,
           players: str = "[Alice, Bob]", sideboard: str = f"[{LURRUS}]",
           companion: str = LURRUS, land: str = "Plains") -> Game:
    return board(f"""
name: companion
players: {players}
turn: {turn}
battlefield:
{"".join(f"  - {{card: {land}, controller: Alice}}{chr(10)}" for _ in range(lands))}
hand:
  Alice: [Raise the Alarm]
library:
  Alice: [Savannah Lions, Plains, Memnite]
  Bob: [Plains]
sideboard:
  Alice: {sideboard}
companion:
  Alice: "{companion}"
""")


def _offered(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions() if str(a).startswith("pay {3}: put companion")]


def test_702_139a_116_2g_pay_3_and_put_the_companion_into_your_hand(board) -> None:
    game = _board(board)
    assert _offered(game) == [TAKE]
    game.apply(TAKE)
    hand = [game.name_of(o) for o in game.state.zone_list("hand", ALICE)]
    assert sorted(hand) == [LURRUS, "Raise the Alarm"]
    assert all(game.obj(o).tapped for o in game.state.battlefield())  # {3} paid
    assert game.state.players[ALICE].sideboard == []
    assert not game.state.stack_items  # 116.2g: a special action doesn't use the stack
    assert game.current_player == ALICE  # and Alice keeps priority (117.3c)


def test_116_2g_the_companion_special_action_only_once_a_game(board) -> None:
    """Even with a second Lurrus in the sideboard and mana to pay again."""
    game = _board(board, lands=6, sideboard=f"[{LURRUS}, {LURRUS}]")
    game.apply(TAKE)
    assert _offered(game) == []
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(TAKE)
    assert game.to_json() == before


@pytest.mark.parametrize(("turn", "players", "lands", "why"), [
    ("{number: 3, phase: beginning_of_combat}", "[Alice, Bob]", 3, "not a main phase"),
    ("{number: 3, phase: precombat_main}", "[Bob, Alice]", 3, "Bob's turn"),
    ("{number: 3, phase: precombat_main}", "[Alice, Bob]", 2, "only {2} to pay"),
])
def test_116_2g_the_companion_special_action_only_when_the_rules_allow_it(
        board, turn, players, lands, why) -> None:
    game = _board(board, turn=turn, players=players, lands=lands)
    while game.current_player != ALICE:
        game.apply("pass")
    assert _offered(game) == [], why
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(TAKE)
    assert game.to_json() == before


def test_116_2g_not_while_the_stack_holds_a_spell(board) -> None:
    game = _board(board, lands=4)
    game.apply(next(str(a) for a in game.legal_actions() if "Raise the Alarm" in str(a)))
    while game.pending_decision.kind != "priority":
        game.apply(game.legal_actions()[0])
    assert game.state.stack_items and _offered(game) == []


def test_702_139c_the_companion_is_cast_from_the_hand_and_stays_in_the_game(board) -> None:
    lutri = "Lutri, the Spellchaser"
    game = _board(board, lands=6, sideboard=f'["{lutri}"]', companion=lutri, land="Island")
    game.apply(f"pay {{3}}: put companion {lutri} into your hand")
    game.apply(next(str(a) for a in game.legal_actions()
                    if str(a).startswith("cast") and lutri in str(a)))
    while game.state.stack_items:
        game.apply(game.legal_actions()[0])
    assert [game.name_of(o) for o in game.state.battlefield()].count(lutri) == 1
    assert game.state.players[ALICE].sideboard == []


def test_103_2b_a_scenario_companion_whose_condition_fails_is_refused(solve) -> None:
    with pytest.raises(ScenarioError, match="doesn't fulfill"):
        solve(f"""
name: companion refused
library:
  Alice: [Serra Angel]
sideboard:
  Alice: [{LURRUS}]
companion:
  Alice: {LURRUS}
""")
