"""118.12: "[A player] may [do something]. If [that player] does, [effect]." checks whether
the player chose to do it. For one action on a target ("you may destroy target artifact
defending player controls. If you do, this creature assigns no combat damage this turn.",
Floral Spuzzem), choosing it is doing it while the target is legal (608.2b)."""

from __future__ import annotations

import pytest
from keyword_play import BOB, Answers, at, attack, block, board, damage

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import TriggeredAbility

_BOARD = """  - {card: Floral Spuzzem, as: spuzzem}
  - {card: Ornithopter, as: thopter, controller: Bob}
"""


def _play(solve, yes: bool):  # type: ignore[no-untyped-def]
    game, ids = board(solve, _BOARD, extra="library: {Alice: [Island], Bob: [Island]}\n",
                      answers=Answers(may=yes))
    attack(game, {ids["spuzzem"]: at(BOB)})
    block(game, {})  # 509.3g: it attacks and isn't blocked
    damage(game)
    return game, ids


def test_118_12_destroying_the_artifact_the_spuzzem_deals_no_combat_damage(solve) -> None:
    game, ids = _play(solve, True)
    assert [game.obj(o).card for o in game.state.zone_list("graveyard", BOB)] == ["Ornithopter"]
    assert game.state.players[BOB].life == 20  # 510.1a: it assigned none


def test_118_12_declining_the_spuzzem_deals_its_combat_damage(solve) -> None:
    game, ids = _play(solve, False)
    assert game.obj(ids["thopter"]).zone == "battlefield"
    assert game.state.players[BOB].life == 18


@pytest.mark.parametrize(("name", "line"), [
    ("Floral Spuzzem", "Whenever this creature attacks and isn't blocked, you may destroy "
     "target artifact defending player controls. If you do, this creature assigns no combat "
     "damage this turn."),
    ("Laccolith Warrior", "Whenever this creature becomes blocked, you may have it deal damage "
     "equal to its power to target creature. If you do, this creature assigns no combat "
     "damage this turn."),
    ("Kukemssa Pirates", "Whenever this creature attacks and isn't blocked, you may gain "
     "control of target artifact defending player controls. If you do, this creature assigns "
     "no combat damage this turn."),
])
def test_118_12_if_you_do_after_an_action_on_a_target(name: str, line: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    [may] = ab.instructions
    assert isinstance(may, I.MayDo) and may.chosen and isinstance(may.do[-1], I.IfDid)


@pytest.mark.parametrize("line", [
    # several targets: choosing is not doing it to each of them; left to other readings
    "Whenever this creature attacks, you may destroy up to two target artifacts. If you do, "
    "this creature assigns no combat damage this turn.",
    # "you may have target player ..." isn't the controller's own action
    "Whenever this creature attacks, you may have target player draw a card. If you do, this "
    "creature assigns no combat damage this turn.",
])
def test_118_12_other_optional_actions_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Some Creature")
    assert not isinstance(ab, TriggeredAbility)
