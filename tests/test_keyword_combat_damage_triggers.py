"""Keyword abilities that trigger on an attack going unblocked or on combat damage to a
player, played on boards by the real engine (attack, blocks, combat damage, 603 triggers):
702.68 frenzy ("Whenever this creature attacks and isn't blocked, it gets +N/+0 until end of
turn"), 702.70 poisonous ("Whenever this creature deals combat damage to a player, that
player gets N poison counters") and 702.115 ingest ("... that player exiles the top card of
their library")."""

from __future__ import annotations

import pytest
from keyword_play import ALICE, BOB, at, attack, block, board, damage, pt, stack_texts

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.lines import compile_line
from arbiter.engine.counters import player_counters
from arbiter.engine.turn import steps
from arbiter.rules.abilities import StaticAbility

_LIBRARY = "library: {Bob: [Island, Forest, Swamp]}\n"


def _poison(game, player: int) -> int:
    return player_counters(game.state.players[player]).get("poison", 0)


def _names(game, zone: str, player: int) -> list[str]:
    return [game.name_of(o) for o in game.state.zone_list(zone, player)]


# -- 702.115 ingest ---------------------------------------------------------------------------
def test_702_115a_ingest_exiles_the_top_card_of_the_damaged_players_library(solve) -> None:
    """Culling Drone (2/2, ingest) attacks unblocked: 2 damage, then Bob exiles his top
    card (Island) face up."""
    game, ids = board(solve, "  - {card: Culling Drone, as: drone}\n", extra=_LIBRARY)
    attack(game, {ids["drone"]: at(BOB)})
    block(game, {})
    damage(game)
    assert game.state.players[BOB].life == 18
    assert _names(game, "exile", BOB) == ["Island"]
    assert _names(game, "library", BOB) == ["Forest", "Swamp"]
    assert not any(game.obj(o).face_down for o in game.state.zone_list("exile", BOB))


def test_702_115a_ingest_not_when_blocked(solve) -> None:
    """Blocked by Bob's Grizzly Bears, the Drone deals no damage to a player: no trigger."""
    game, ids = board(solve, """
  - {card: Culling Drone, as: drone}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""", extra=_LIBRARY)
    attack(game, {ids["drone"]: at(BOB)})
    block(game, {ids["bears"]: [ids["drone"]]})
    damage(game)
    assert game.state.players[BOB].life == 20
    assert _names(game, "exile", BOB) == []
    assert len(_names(game, "library", BOB)) == 3


def test_702_115a_ingest_with_an_empty_library_exiles_nothing(solve) -> None:
    """Bob's library is empty: the ability resolves and does nothing (no card to exile)."""
    game, ids = board(solve, "  - {card: Culling Drone, as: drone}\n")
    attack(game, {ids["drone"]: at(BOB)})
    block(game, {})
    damage(game)
    assert game.state.players[BOB].life == 18
    assert _names(game, "exile", BOB) == []


# -- 702.70 poisonous -------------------------------------------------------------------------
def test_702_70a_poisonous_gives_poison_counters_on_combat_damage(solve) -> None:
    """Snake Cult Initiation (enchanted creature has poisonous 3) on Grizzly Bears: the Bears
    connect, Bob gets three poison counters."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Snake Cult Initiation, attached_to: bears}
""")
    attack(game, {ids["bears"]: at(BOB)})
    block(game, {})
    damage(game)
    assert game.state.players[BOB].life == 18
    assert _poison(game, BOB) == 3
    assert _poison(game, ALICE) == 0


def test_702_70b_each_instance_of_poisonous_triggers_separately(solve) -> None:
    """Two Virulent Slivers (all Slivers have poisonous 1): each Sliver has poisonous 1
    twice; both attack unblocked: four triggers, four poison counters."""
    game, ids = board(solve, """
  - {card: Virulent Sliver, as: s1}
  - {card: Virulent Sliver, as: s2}
""")
    attack(game, {ids["s1"]: at(BOB), ids["s2"]: at(BOB)})
    block(game, {})
    damage(game)
    assert game.state.players[BOB].life == 18
    assert _poison(game, BOB) == 4


def test_702_70a_poisonous_ten_counters_lose_the_game(solve) -> None:
    """104.3d / 704.5c: Bob with 7 poison counters gets 3 more and loses."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Snake Cult Initiation, attached_to: bears}
""")
    game.state.players[BOB].poison = 7
    attack(game, {ids["bears"]: at(BOB)})
    block(game, {})
    damage(game)
    assert game.state.players[BOB].lost


# -- 702.68 frenzy ----------------------------------------------------------------------------
def test_702_68a_frenzy_unblocked_gets_plus_n(solve) -> None:
    """Frenzy Sliver (1/1; all Slivers have frenzy 1) attacks and Bob declares no blockers:
    the trigger goes on the stack as blockers are declared (509.3g); a 2/1 deals 2, and it
    is 1/1 again after cleanup (514.2)."""
    game, ids = board(solve, "  - {card: Frenzy Sliver, as: f}\n")
    attack(game, {ids["f"]: at(BOB)})
    assert stack_texts(game) == []  # nothing as it attacks
    block(game, {}, resolve=False)
    assert stack_texts(game) == [
        "Whenever this creature attacks and isn't blocked, it gets +1/+0 until end of turn."]
    steps.resolve_all(game)
    assert pt(game, ids["f"]) == (2, 1)
    damage(game)
    assert game.state.players[BOB].life == 18
    steps.cleanup_actions(game)
    assert pt(game, ids["f"]) == (1, 1)


def test_702_68b_each_instance_of_frenzy_triggers_separately(solve) -> None:
    """Two Frenzy Slivers: each Sliver has frenzy 1 twice; one attacks unblocked: +2/+0."""
    game, ids = board(solve, """
  - {card: Frenzy Sliver, as: f1}
  - {card: Frenzy Sliver, as: f2}
""")
    attack(game, {ids["f1"]: at(BOB)})
    block(game, {})
    assert pt(game, ids["f1"]) == (3, 1)
    assert pt(game, ids["f2"]) == (1, 1)


def test_702_68a_frenzy_not_when_blocked(solve) -> None:
    """Blocked by Bob's Wall of Wood: no trigger, it stays 1/1."""
    game, ids = board(solve, """
  - {card: Frenzy Sliver, as: f}
  - {card: Wall of Wood, as: wall, controller: Bob}
""")
    attack(game, {ids["f"]: at(BOB)})
    block(game, {ids["wall"]: [ids["f"]]}, resolve=False)
    assert stack_texts(game) == []
    assert pt(game, ids["f"]) == (1, 1)


def test_702_68b_frenzy_granted_to_each_sliver_only_unblocked_ones_trigger(solve) -> None:
    """Frenzy Sliver (1/1, all Slivers have frenzy 1) and Virulent Sliver attack; Bob blocks
    Virulent Sliver: only Frenzy Sliver gets +1/+0."""
    game, ids = board(solve, """
  - {card: Frenzy Sliver, as: f}
  - {card: Virulent Sliver, as: v}
  - {card: Wall of Wood, as: wall, controller: Bob}
""")
    attack(game, {ids["f"]: at(BOB), ids["v"]: at(BOB)})
    block(game, {ids["wall"]: [ids["v"]]})
    assert pt(game, ids["f"]) == (2, 1)
    assert pt(game, ids["v"]) == (1, 1)


def test_509_3g_compiled_attacks_and_isnt_blocked_trigger(solve) -> None:
    """Abyssal Nightstalker's line, read by the compiler ("Whenever this creature attacks
    and isn't blocked, defending player discards a card."): unblocked, Bob discards his
    only card; blocked (another combat), nothing."""
    game, ids = board(solve, "  - {card: Abyssal Nightstalker, as: n}\n",
                      extra="hand: {Bob: [Island]}\n")
    attack(game, {ids["n"]: at(BOB)})
    block(game, {})
    assert _names(game, "hand", BOB) == []
    assert _names(game, "graveyard", BOB) == ["Island"]
    game, ids = board(solve, """
  - {card: Abyssal Nightstalker, as: n}
  - {card: Wall of Wood, as: wall, controller: Bob}
""", extra="hand: {Bob: [Island]}\n")
    attack(game, {ids["n"]: at(BOB)})
    block(game, {ids["wall"]: [ids["n"]]})
    assert _names(game, "hand", BOB) == ["Island"]


# -- the Oracle lines ------------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    "Ingest (Whenever this creature deals combat damage to a player, that player exiles the "
    "top card of their library.)",  # Culling Drone
    "Frenzy 2 (Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of "
    "turn.)",  # Garbage Elemental
    "Poisonous 2",
])
def test_702_68_702_70_702_115_keyword_lines_are_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword in ("ingest", "frenzy", "poisonous") and enforced(kw)


@pytest.mark.parametrize("line,keyword", [
    ("All Sliver creatures have poisonous 1.", "Poisonous 1"),  # Virulent Sliver
    ("All Sliver creatures have frenzy 1.", "Frenzy 1"),  # Frenzy Sliver
    ("Enchanted creature has poisonous 3.", "Poisonous 3"),  # Snake Cult Initiation
])
def test_702_68_702_70_granted_keyword_lines_are_read(line: str, keyword: str) -> None:
    (ab,) = compile_line(line, "X")
    assert isinstance(ab, StaticAbility)
    (granted,) = ab.effects[0].parts[0].abilities
    assert granted.text == keyword and enforced(granted)


def test_702_68_702_70_keywords_with_n_not_a_number_stay_unread() -> None:
    assert parse_keyword_line("Frenzy X") is None
