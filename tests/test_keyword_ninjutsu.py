"""Ninjutsu (702.49) played through the real engine: "[Cost], Reveal this card from your
hand, Return an unblocked attacking creature you control to its owner's hand: Put this card
onto the battlefield from your hand tapped and attacking." (702.49a) It can be activated only
once blockers are declared and while an attacker is unblocked (702.49c, 509.1h); the Ninja is
unblocked and attacks what the returned creature attacked, but it never "attacked" (508.4)."""

from __future__ import annotations

import pytest
from keyword_play import ALICE, BOB, Answers, at, attack, block, board, damage

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.turn import steps
from arbiter.engine.turn.player_actions import perform
from arbiter.engine.turn.priority import priority_actions

_LINES = """  - Island
  - Island
  - {card: Grizzly Bears, as: bears}
  - {card: Memnite, as: mem}
  - {card: Hill Giant, controller: Bob, as: giant}
"""
_HAND = """hand: {Alice: [{card: Ninja of the Deep Hours, as: ninja}]}
library: {Alice: [Island, Island], Bob: [Island]}
"""


def _ninjutsu(game) -> list:
    return [a for a in priority_actions(game, ALICE)
            if a.kind == "activate" and "Ninjutsu" in a.label]


def _id(game, alias: str) -> int:
    return next(o.id for o in game.state.objects.values()
                if o.alias == alias and not o.zone.startswith("left:"))


def test_702_49a_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja(solve) -> None:
    """Alice attacks Bob with the Bears and Memnite; no blocks. She activates Ninja of the
    Deep Hours' ninjutsu ({1}{U}), returning the Bears: the Ninja enters tapped and attacking
    Bob, unblocked; combat damage: Memnite 1 + Ninja 2, and its "deals combat damage to a
    player" trigger draws Alice a card."""
    answers = Answers(may=True, **{"return": lambda d: next(v for lbl, v in d.options
                                                            if "Grizzly Bears" in lbl)})
    game, ids = board(solve, _LINES, extra=_HAND, answers=answers)
    attack(game, {ids["bears"]: at(BOB), ids["mem"]: at(BOB)})
    block(game, {})
    (act,) = _ninjutsu(game)
    perform(game, ALICE, act)
    assert game.obj(_id(game, "bears")).zone == "hand"  # returned as a cost (602.2)
    steps.resolve_all(game)
    ninja = _id(game, "ninja")
    assert game.obj(ninja).zone == "battlefield" and game.obj(ninja).tapped
    assert game.state.combat.attackers[ninja] == at(BOB)
    damage(game)
    assert game.state.players[BOB].life == 17
    assert [game.chars(o).name for o in game.state.zone_list("hand", ALICE)] == [
        "Grizzly Bears", "Island"]


def test_702_49c_not_before_blockers_are_declared(solve) -> None:
    """509.1h: an attacker is unblocked only once blockers are declared: in the declare
    attackers step ninjutsu isn't offered."""
    game, ids = board(solve, _LINES, extra=_HAND)
    attack(game, {ids["bears"]: at(BOB)})
    assert _ninjutsu(game) == []


def test_702_49c_a_blocked_attacker_cant_be_returned(solve) -> None:
    """The Bears blocked by the Hill Giant, and no other attacker: no unblocked attacker
    to return, so ninjutsu can't be activated (118.3)."""
    game, ids = board(solve, _LINES, extra=_HAND)
    attack(game, {ids["bears"]: at(BOB)})
    block(game, {ids["giant"]: [ids["bears"]]})
    assert _ninjutsu(game) == []


def test_702_49a_not_without_the_mana(solve) -> None:
    game, ids = board(solve, _LINES.replace("  - Island\n  - Island\n", "  - Island\n"),
                      extra=_HAND)
    attack(game, {ids["bears"]: at(BOB)})
    block(game, {})
    assert _ninjutsu(game) == []


@pytest.mark.parametrize(("line", "read"), [
    ("Ninjutsu {1}{U}", True),                 # Ninja of the Deep Hours
    ("Ninjutsu {3}{B}", True),                 # Throat Slitter's kin
    ("Commander ninjutsu {U}{B}", True),       # Yuriko, the Tiger's Shadow (702.49d)
])
def test_702_49a_d_ninjutsu_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read


_YURIKO = """command:
  Alice: [{card: "Yuriko, the Tiger's Shadow", as: yuriko, commander: true}]
library: {Alice: [Island, Island], Bob: [Island]}
"""
_SWAMPY = """  - Island
  - Swamp
  - {card: Grizzly Bears, as: bears}
  - {card: Memnite, as: mem}
"""


def _commander_ninjutsu(game, player: int = ALICE) -> list:
    return [a for a in priority_actions(game, player)
            if a.kind == "activate" and "Commander ninjutsu" in a.label]


def test_702_49d_commander_ninjutsu_from_the_command_zone(solve) -> None:
    """Yuriko is Alice's commander, in the command zone. Alice attacks Bob with the Bears
    and Memnite, no blocks; she activates commander ninjutsu ({U}{B}) returning the Bears:
    Yuriko comes from the command zone onto the battlefield tapped and attacking Bob; combat
    damage: Memnite 1 + Yuriko 1."""
    answers = Answers(may=True, **{"return": lambda d: next(v for lbl, v in d.options
                                                            if "Grizzly Bears" in lbl)})
    game, ids = board(solve, _SWAMPY, extra=_YURIKO, answers=answers)
    attack(game, {ids["bears"]: at(BOB), ids["mem"]: at(BOB)})
    block(game, {})
    (act,) = _commander_ninjutsu(game)
    perform(game, ALICE, act)
    assert game.obj(_id(game, "bears")).zone == "hand"
    steps.resolve_all(game)
    yuriko = _id(game, "yuriko")
    assert game.obj(yuriko).zone == "battlefield" and game.obj(yuriko).tapped
    assert game.state.combat.attackers[yuriko] == at(BOB)
    damage(game)
    assert game.state.players[BOB].life == 38  # a Commander game: 40 life (903.7)


def test_702_49d_commander_ninjutsu_from_the_hand_too(solve) -> None:
    game, ids = board(solve, _SWAMPY, extra=_YURIKO.replace(
        "command:\n  Alice:", "hand:\n  Alice:"))
    attack(game, {ids["bears"]: at(BOB)})
    block(game, {})
    assert len(_commander_ninjutsu(game)) == 1


def test_702_49d_only_its_owner_and_only_with_an_unblocked_attacker(solve) -> None:
    """Bob isn't offered Alice's commander's ability; before blockers are declared, neither
    is Alice (509.1h)."""
    game, ids = board(solve, _SWAMPY, extra=_YURIKO)
    attack(game, {ids["bears"]: at(BOB)})
    assert _commander_ninjutsu(game) == []
    block(game, {})
    assert _commander_ninjutsu(game, BOB) == []
