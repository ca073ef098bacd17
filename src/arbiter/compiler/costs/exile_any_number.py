"""601.2b, 601.2f: an additional cost of exiling any number of cards, and a reduction for
each card exiled so:

    As an additional cost to cast this spell, you may exile any number of creature cards
    from your graveyard. This spell costs {2} less to cast for each card exiled this way.
                                                                (Gorex, the Tombshell)
    As an additional cost to cast this spell, you may exile any number of white cards from
    your hand. This spell costs {2} less to cast for each card exiled this way.
                                                                (March of Otherworldly Light)
    As an additional cost to cast this spell, you may sacrifice any number of creatures. This
    spell costs {2} less to cast for each creature sacrificed this way.
                                                                (Torgaar, Famine Incarnate)

Read as two abilities: the additional cost (`rules.costs.ExileFromGraveyard`, or from the
hand `rules.alternative_costs.ExileFromHandCost`, or `rules.costs.SacrificePermanents`, with
no fixed number, paid at 601.2h,
`engine.casting.additional_costs`) and the reduction
(`rules.cost_object_reduction.LessPerCardExiled`, `engine.casting.cost_exiles`). The cards
are "exiled with" the permanent the spell becomes (607.2q, `compiler.linked`)."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import costs as K
from arbiter.rules.abilities import AdditionalCost
from arbiter.rules.alternative_costs import ExileFromHandCost
from arbiter.rules.cost_object_reduction import LessPerCardExiled

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))
_FROM = " from your graveyard"
_FROM_HAND = " from your hand"
#: 601.2f: a reduction takes generic mana only: "{2}".
_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: t[0][1:-1])


def _line(t: pp.ParseResults) -> list:
    noun, cost = t[0], t[1]
    if not isinstance(noun, Noun) or noun.kind != "card":
        raise pp.ParseException("", 0, "not cards")
    generic = int(cost)
    exile: K.Cost
    if tuple(noun.zones) == ("graveyard",) and noun.text.endswith(_FROM):
        exile = K.ExileFromGraveyard(noun.selector(), None,
                                     description="any number of " + noun.text[:-len(_FROM)])
    elif tuple(noun.zones) == ("hand",) and noun.text.endswith(_FROM_HAND):
        exile = ExileFromHandCost(noun.selector(), None, description="any number of "
                                  + noun.text[:-len(_FROM_HAND)])
    else:
        raise pp.ParseException("", 0, "not cards in your graveyard or hand")
    return [AdditionalCost(text="", costs=(exile,)), LessPerCardExiled(text="", amount=generic)]


def _sacrifice_line(t: pp.ParseResults) -> list:
    noun, cost, each = t[0], t[1], t[2]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or noun.zones not in (
            (), ("battlefield",)):
        raise pp.ParseException("", 0, "not permanents")
    if each == "creature" and "creature" not in noun.text.lower().split()[-1]:
        raise pp.ParseException("", 0, "'each creature' after other permanents")
    sacrifice = K.SacrificePermanents(noun.selector(), None,
                                      description="any number of " + noun.text)
    return [AdditionalCost(text="", costs=(sacrifice,)),
            LessPerCardExiled(text="", amount=int(cost))]


_FOR_LESS = kws("this spell", "~").suppress() + sup("costs") + _GENERIC
EXILE_ANY_NUMBER_LINE = pp.MatchFirst([
    (sup("as an additional cost to cast") + kws("this spell", "~").suppress() + lit(",")
     + sup("you may exile any number of") + _NOUN + lit(".") + _FOR_LESS
     + sup("less to cast for each card exiled this way") + lit(".")
     ).set_parse_action(_line),
    # 701.21a: "you may sacrifice any number of creatures. This spell costs {2} less to cast
    # for each creature sacrificed this way." (Torgaar, Famine Incarnate)
    (sup("as an additional cost to cast") + kws("this spell", "~").suppress() + lit(",")
     + sup("you may sacrifice any number of") + _NOUN + lit(".") + _FOR_LESS
     + sup("less to cast for each") + pp.MatchFirst([kw("creature"), kw("permanent")])
     + sup("sacrificed this way") + lit(".")).set_parse_action(_sacrifice_line),
]).set_name("any number for less")

__all__ = ["EXILE_ANY_NUMBER_LINE"]
