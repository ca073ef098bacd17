"""The One Ring compiled from its Oracle text: a player's protection from everything until
their next turn (702.16j, 611.2a), "for each <kind> counter on ~" after "1 life" and "a card"
(122.1), and the rest of the card, each as a judge would state it."""

from __future__ import annotations

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import conditions as C
from arbiter.rules import costs as K
from arbiter.rules import instructions as I
from arbiter.rules import parts as P
from arbiter.rules import values as V
from arbiter.state.effects import UNTIL_YOUR_NEXT_TURN

_RING = CardDatabase.bundled().get("The One Ring").faces[0]


def _compiled(index: int):  # type: ignore[no-untyped-def]
    lines = [ln for ln in _RING.oracle_text.split("\n")]
    (a,) = compile_text(lines[index], _RING.name) or [None]
    return a


def test_702_16j_you_gain_protection_from_everything_until_your_next_turn() -> None:
    """702.16j: if you cast it (603.4), you gain protection from everything (no spell or
    ability can target you, all damage to you is prevented) until your next turn."""
    a = _compiled(1)
    assert a.trigger == Trigger("enters", "self")
    assert a.intervening_if == C.SourceWasCast()
    assert a.instructions == (I.CreateEffect(
        parts=(P.RulesPart("player_protection", ("you", "everything")),), affected=None,
        duration=UNTIL_YOUR_NEXT_TURN, rules_only=True),)


def test_122_1_lose_1_life_for_each_burden_counter() -> None:
    a = _compiled(2)
    assert a.trigger == Trigger("step", "any", step="upkeep", whose="you")
    assert a.instructions == (I.LoseLife(V.CountersOnSource("burden"), who="you"),)


def test_122_1_put_a_counter_then_draw_a_card_for_each() -> None:
    """608.2c: the counter is put first, then the cards are counted (the new one too)."""
    a = _compiled(3)
    assert a.cost == (K.TapCost(),)
    assert a.instructions == (I.PutCounters("burden", 1, on=I.Ref.this()),
                              I.Draw(V.CountersOnSource("burden"), who="you"))


def test_a_plain_amount_still_reads() -> None:
    (a,) = compile_text("Draw a card.", "Test", spell=True) or [None]
    assert a.instructions == (I.Draw(1, who="you"),)
    (b,) = compile_text("You gain 3 life.", "Test", spell=True) or [None]
    assert b.instructions == (I.GainLife(3, who="you"),)
