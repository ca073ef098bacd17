"""614.1a, 614.12: "If ~ would enter, <sacrifice N <permanents> | you may discard a <card>>
instead. If you do, put ~ onto the battlefield. If you don't, put it into its owner's
graveyard." (Lotus Vale, Heart of Yavimaya, Balduvian Trading Post, Mox Diamond): a
replacement ability of the permanent itself (`rules.entering_costs`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules.abilities import ReplacementAbility
from arbiter.rules.entering_costs import KIND, EnterAction


def _build(t: pp.ParseResults) -> ReplacementAbility:
    optional = t[0] == "may"
    action, n, noun = t[1], t[2], t[3]
    if not isinstance(noun, Noun):
        raise pp.ParseException("", 0, "not a noun")
    zone = ("battlefield",) if action == "sacrifice" else ("hand",)
    if noun.zones != zone or noun.other:
        raise pp.ParseException("", 0, "not what can be sacrificed or discarded")
    return ReplacementAbility(text="", kind=KIND, spec=(EnterAction(
        action, n, noun.selector(), optional),))


def _hand_noun() -> pp.ParserElement:
    from dataclasses import replace

    # "a land card" discarded: a card in the player's hand (701.9a)
    return NOUN.copy().add_parse_action(
        lambda t: replace(t[0], zones=("hand",)) if t[0].kind == "card" else t[0])


_DO = pp.MatchFirst([
    (pp.Empty().set_parse_action(lambda: "must") + kw("sacrifice").set_parse_action(
        lambda: "sacrifice") + A_NUMBER + NOUN),
    (kw("you may").set_parse_action(lambda: "may") + kw("discard").set_parse_action(
        lambda: "discard") + A_NUMBER + _hand_noun()),
])
#: 614.1a, 614.12
ENTERING_COST_LINE = (
    sup("if ~ would enter") + lit(",") + _DO + sup("instead") + lit(".")
    + sup("if you do") + lit(",") + sup("put ~ onto the battlefield") + lit(".")
    + sup("if you don't") + lit(",") + sup("put it into its owner's graveyard") + lit(".")
    + pp.StringEnd()).set_parse_action(_build)

__all__ = ["ENTERING_COST_LINE"]
