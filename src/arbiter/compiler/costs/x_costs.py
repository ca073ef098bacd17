"""601.2b: "As an additional cost to cast this spell, discard X cards." / "..., pay X life." /
"..., discard X creature cards." / "..., sacrifice X creatures." / "..., exile X cards from
your graveyard." (`rules.x_costs`, carried out by `engine.casting.x_costs`)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules.x_costs import DiscardXCost, ExileXCost, PayXLifeCost, SacrificeXCost

_X = pp.Keyword("X").suppress()
#: The zones of a card noun with no zone words ("creature cards"): any card.
_ANY_CARD_ZONES = ("graveyard", "hand", "library", "exile")


def _preds(n: Noun) -> Any:
    return s.And(n.preds) if n.preds else None


def _discard(t: pp.ParseResults) -> DiscardXCost:
    n = t[0]
    if not isinstance(n, Noun) or n.kind != "card" or tuple(n.zones) != _ANY_CARD_ZONES \
            or n.other:
        raise pp.ParseException("", 0, "not cards in a hand")
    return DiscardXCost(text="", selector=_preds(n))


def _sacrifice(t: pp.ParseResults) -> SacrificeXCost:
    n = t[0]
    if not isinstance(n, Noun) or n.kind != "permanent" or n.other:
        raise pp.ParseException("", 0, "not permanents")
    return SacrificeXCost(text="", selector=n.selector())


def _exile(t: pp.ParseResults) -> ExileXCost:
    n = t[0]
    if not isinstance(n, Noun) or n.kind != "card" or tuple(n.zones) != ("graveyard",) \
            or n.other or s.OwnedByYou() not in n.preds:
        raise pp.ParseException("", 0, "not cards in your graveyard")
    return ExileXCost(text="", selector=n.selector())


X_COST_LINE = (sup("as an additional cost to cast") + kws("this spell", "~").suppress()
               + lit(",") + pp.MatchFirst([
                   kw("discard X cards").set_parse_action(lambda: DiscardXCost(text="")),
                   kw("pay X life").set_parse_action(lambda: PayXLifeCost(text="")),
                   (sup("discard") + _X + NOUN + ~kw("at random")).set_parse_action(_discard),
                   (sup("sacrifice") + _X + NOUN).set_parse_action(_sacrifice),
                   (sup("exile") + _X + NOUN).set_parse_action(_exile),
               ]) + lit(".")).set_name("X cost line")

__all__ = ["X_COST_LINE"]
