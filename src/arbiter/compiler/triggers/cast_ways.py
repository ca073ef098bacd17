"""Trigger conditions on how a spell was cast (603.2, 601.2i: they trigger as the spell
becomes cast):

    Paradox — Whenever you cast a spell from anywhere other than your hand, draw a card.
                                              (601.2a: the zone it was cast from, Vega)
    Whenever an opponent casts a spell from anywhere other than their hand, draw a card.
    Whenever a player casts a spell from their hand, ...
    Whenever you cast a kicked spell, you gain 2 life.        (702.33d, Lullmage's Familiar)
    Whenever you cast your first spell during each opponent's turn, draw a card.
                                              (601.2i, 102.2: Wavebreak Hippocamp)

All are "cast" triggers (`compiler.triggers.triggers`): the spell must match the phrase (its
zone cast from, `GameObject.cast_from`; its kicker paid, `rules.paid_costs`), and "your
first spell" is the first spell its controller cast this turn (the event's count).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.paid_costs import SpellCostPaid
from arbiter.rules.spell_selectors import CastFrom

_SPELL = kws("a", "an").suppress() + NOUN.copy().add_condition(
    lambda t: t[0].kind == "spell")
_NOT_FROM_HAND = kws("from anywhere other than your hand",
                     "from anywhere other than their hand").set_parse_action(
    lambda: s.Not(CastFrom("hand")))
_FROM_HAND = kws("from your hand", "from their hand").set_parse_action(
    lambda: CastFrom("hand"))
_FROM = _NOT_FROM_HAND | _FROM_HAND


def _cast(by: str, subject: str = "any"):  # type: ignore[no-untyped-def]
    def build(t: pp.ParseResults) -> Trigger:
        selector = s.And((t[0].selector(), t[1]))
        return Trigger("cast", subject, selector=selector, by=by)
    return build


CAST_WAYS = pp.MatchFirst([
    # 601.2a: the zone the spell was cast from
    (sup("you cast") + _SPELL + _FROM).set_parse_action(_cast("any", "you")),
    (sup("an opponent casts") + _SPELL + _FROM).set_parse_action(_cast("opponent")),
    (sup("a player casts") + _SPELL + _FROM).set_parse_action(_cast("any")),
    # 702.33d: "a kicked spell" (its kicker cost paid)
    (sup("you cast a kicked") + NOUN.copy().add_condition(lambda t: t[0].kind == "spell")
     ).set_parse_action(lambda t: Trigger("cast", "you", selector=s.And((
         t[0].selector(), SpellCostPaid("kicker"))))),
    # 601.2i, 102.2: the first spell its controller cast this turn, in an opponent's turn
    kw("you cast your first spell during each opponent's turn").set_parse_action(
        lambda: Trigger("cast", "you", nth=1, whose="opponent")),
])

__all__ = ["CAST_WAYS"]
