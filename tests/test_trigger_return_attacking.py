"""113.6m, 508.4: a triggered ability of a card in a graveyard returning it "to the
battlefield tapped and attacking" (Warcry Phoenix: "Whenever you attack with three or more
creatures, you may pay {2}{R}. If you do, return this card from your graveyard to the
battlefield tapped and attacking."). It attacks what its controller chooses; it was never
declared as an attacker (508.3a, 508.4)."""

from __future__ import annotations

import pytest
from keyword_play import ALICE, BOB, Answers, at, attack, board, damage

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions.triggers import ReturnSelfFromGraveyard

_BOARD = """  - {card: Grizzly Bears, as: b1}
  - {card: Grizzly Bears, as: b2}
  - {card: Grizzly Bears, as: b3}
  - {card: Mountain}
  - {card: Mountain}
  - {card: Mountain}
"""
_GRAVEYARD = "graveyard: {Alice: [Warcry Phoenix]}\nlibrary: {Alice: [Island], Bob: [Island]}\n"


def _phoenix(game) -> int:  # type: ignore[no-untyped-def]
    return next(o.id for o in game.state.objects.values() if o.card == "Warcry Phoenix"
                and not o.zone.startswith("left:"))


def test_508_4_warcry_phoenix_returns_tapped_and_attacking(solve) -> None:
    """Three Bears attack Bob; Alice pays {2}{R}: the Phoenix (2/2 flying) returns tapped and
    attacking Bob, and Bob takes 2 from each of the four."""
    game, ids = board(solve, _BOARD, extra=_GRAVEYARD, answers=Answers(pay=True))
    attack(game, {ids["b1"]: at(BOB), ids["b2"]: at(BOB), ids["b3"]: at(BOB)})
    phoenix = _phoenix(game)
    assert game.obj(phoenix).zone == "battlefield" and game.obj(phoenix).tapped
    assert game.state.combat.attackers[phoenix] == at(BOB)
    assert phoenix not in game.state.combat.declared  # 508.4: never declared
    damage(game)
    assert game.state.players[BOB].life == 20 - 8


def test_508_4_warcry_phoenix_not_paid_stays_in_the_graveyard(solve) -> None:
    game, ids = board(solve, _BOARD, extra=_GRAVEYARD, answers=Answers(pay=False))
    attack(game, {ids["b1"]: at(BOB), ids["b2"]: at(BOB), ids["b3"]: at(BOB)})
    assert game.obj(_phoenix(game)).zone == "graveyard"
    damage(game)
    assert game.state.players[BOB].life == 20 - 6


def test_508_1a_two_attackers_no_trigger_from_the_graveyard(solve) -> None:
    game, ids = board(solve, _BOARD, extra=_GRAVEYARD, answers=Answers(pay=True))
    attack(game, {ids["b1"]: at(BOB), ids["b2"]: at(BOB)})
    assert game.obj(_phoenix(game)).zone == "graveyard"
    assert game.state.players[ALICE].life == 20


@pytest.mark.parametrize(("name", "line", "counters"), [
    ("Warcry Phoenix", "Whenever you attack with three or more creatures, you may pay {2}{R}. "
     "If you do, return this card from your graveyard to the battlefield tapped and "
     "attacking.", ()),
    ("Phoenix Chick", "Whenever you attack with three or more creatures, you may pay {R}{R}. "
     "If you do, return this card from your graveyard to the battlefield tapped and attacking "
     "with a +1/+1 counter on it.", (("+1/+1", 1),)),
])
def test_113_6m_508_4_oracle_lines(name: str, line: str, counters: tuple) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger.zone == "graveyard"
    [pay] = ab.instructions
    [ret] = pay.then
    assert ret == ReturnSelfFromGraveyard(attacking=True, counters=counters)


def test_113_6m_own_attack_from_the_graveyard_stays_unread() -> None:
    """A card in a graveyard can't attack: "Whenever this creature attacks" can't be met there."""
    [ab] = compile_line("Whenever this creature attacks, you may pay {2}{R}. If you do, return "
                        "this card from your graveyard to the battlefield tapped and attacking.",
                        "Some Phoenix")
    assert not isinstance(ab, TriggeredAbility)
