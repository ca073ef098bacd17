"""Exert (701.43): "You may exert ~ as it attacks. When you do, <effect>." — real Oracle
lines and what they compile to (`compiler.triggers.exert`), and exerting on a board with the
real engine (`engine.keyword_actions.exert`: 508.1g optional cost to attack, 607.2h linked trigger,
701.43a-b not untapping during the exerting player's next untap step)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id
from oracle import DB, line

from arbiter.compiler.lines import compile_line
from arbiter.engine.combat.declare import declare_attackers
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.exert import RULE
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn import steps
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility, TriggeredAbility
from arbiter.rules.instructions import CreateEffect, Ref
from arbiter.rules.parts import AddAbilities, ModifyPT, RulesPart
from arbiter.rules.values import Const


def _compiled(card: str) -> list:
    return compile_line(line(card, "You may exert"), DB.get(card).faces[0].name)


@pytest.mark.parametrize(("card", "pt", "keyword", "affected"), [
    ("Hooded Brawler", (2, 2), None, Ref.this()),
    ("Khenra Scrapper", (2, 0), None, Ref.this()),
    ("Nef-Crop Entangler", (1, 2), None, Ref.this()),
    ("Gust Walker", (1, 1), "flying", Ref.this()),
    ("Bitterblade Warrior", (1, 0), "deathtouch", Ref.this()),
    ("Glory-Bound Initiate", (1, 3), "lifelink", Ref.this()),
    ("Emberhorn Minotaur", (1, 1), "menace", Ref.this()),
    ("Rhet-Crop Spearmaster", (1, 0), "first strike", Ref.this()),
    # 611.2c: "creatures you control get +1/+1 until end of turn" (the ones there then)
    ("Tah-Crop Elite", (1, 1), None,
     s.And((s.InZone(("battlefield",)), s.IsType("Creature"), s.ControlledByYou()))),
])
def test_exert_lines(card: str, pt: tuple[int, int], keyword: str | None, affected: Any) -> None:
    """701.43d: a static ability (the optional cost to attack) and its linked "When you do"
    ability (607.2h), which triggers when this creature is exerted."""
    static, when = _compiled(card)
    assert isinstance(static, StaticAbility)
    assert static.effects[0].affected == s.SELF
    assert static.effects[0].parts == (RulesPart(rule=RULE),)
    assert isinstance(when, TriggeredAbility) and when.trigger == Trigger("exerted", "self")
    (effect,) = when.instructions
    assert isinstance(effect, CreateEffect) and effect.duration == "end_of_turn"
    assert effect.affected == affected
    assert effect.parts[0] == ModifyPT(Const(pt[0]), Const(pt[1]))
    if keyword:
        (granted,) = effect.parts[1].abilities
        assert isinstance(effect.parts[1], AddAbilities) and granted.keyword == keyword


def test_exert_rhonass_stalwart_reads_both_effects() -> None:
    """Rhonas's Stalwart: "When you do, it gets +1/+1 until end of turn and can't be blocked
    by creatures with power 2 or less this turn" (611.2a, 514.2: both end at end of turn)."""
    static, trig = _compiled("Rhonas's Stalwart")
    parts = [p for e in trig.instructions for p in e.parts]
    assert all(e.duration == "end_of_turn" for e in trig.instructions)
    assert [type(p).__name__ for p in parts] == ["ModifyPT", "RulesPart"]
    assert parts[1].rule == "cant_be_blocked_by"


class _Answers:
    def __init__(self, exert: bool) -> None:
        self.exert = exert
        self.asked: list[Decision] = []

    def decide(self, d: Decision) -> Any:
        self.asked.append(d)
        if d.key == "exert":
            return self.exert
        assert len(d.options) == 1 and not d.optional, d.prompt
        return d.options[0][1]


_BOARD = """
    name: exert
    battlefield:
      - {card: Hooded Brawler, as: brawler}
    library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}
"""


def _attack(board: Any, exert: bool) -> tuple[Any, int, _Answers]:
    game = board(_BOARD)
    answers = _Answers(exert)
    game.decider = answers
    brawler = obj_id(game, "brawler")
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {brawler: ("player", 1)})
    steps.resolve_all(game)
    return game, brawler, answers


def test_701_43_exerted_brawler_gets_2_2_and_stays_tapped_one_untap_step(board) -> None:
    """508.1g: Alice exerts Hooded Brawler as it attacks; the linked ability (607.2h) makes
    it 5/4 until end of steps. 701.43a: it doesn't untap during Alice's next untap step, and
    only that one (701.43b): it untaps in the one after."""
    game, brawler, answers = _attack(board, exert=True)
    assert [d.key for d in answers.asked] == ["exert"]
    ch = game.chars(brawler)
    assert (ch.power, ch.toughness) == (5, 4)
    assert game.obj(brawler).tapped
    game.state.turn.active = 0
    steps.untap_step(game)
    assert game.obj(brawler).tapped  # Alice's next untap step: stays tapped
    steps.untap_step(game)
    assert not game.obj(brawler).tapped  # the one after: untaps


def test_701_43_not_exerted_no_trigger_and_it_untaps(board) -> None:
    """Declining the optional cost: no "When you do" trigger, a 3/2 that untaps normally."""
    game, brawler, _ = _attack(board, exert=False)
    ch = game.chars(brawler)
    assert (ch.power, ch.toughness) == (3, 2)
    game.state.turn.active = 0
    steps.untap_step(game)
    assert not game.obj(brawler).tapped
