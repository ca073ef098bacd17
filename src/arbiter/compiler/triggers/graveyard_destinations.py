"""Trigger events about a graveyard as a destination (404.2, 603.2, 603.10a):

    Whenever a creature card is put into your graveyard from anywhere, ...
    Whenever a creature you own dies / is put into your graveyard from the battlefield, ...

Whose graveyard a card goes to is its owner's (404.2): "your graveyard" is a card you own, "an
opponent's graveyard" a card an opponent owns."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def owned_by_you(t: Trigger) -> Trigger:
    """404.2: "your graveyard": only a permanent you own goes there."""
    if t.selector is None:
        raise pp.ParseException("", 0, "~ is read elsewhere")
    return replace(t, selector=s.And((t.selector, s.OwnedByYou())))


def owned_by_opponent(t: Trigger) -> Trigger:
    """404.2, 102.2: "an opponent's graveyard": only a permanent an opponent owns goes there
    (every other player is an opponent in the games played here, as in `_to_graveyard`)."""
    if t.selector is None:
        raise pp.ParseException("", 0, "~ is read elsewhere")
    return replace(t, selector=s.And((t.selector, s.Not(s.OwnedByYou()))))


def _to_graveyard(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    preds = list(n.preds)
    if len(t) > 1 and t[1] == "opponents":
        # 404.2: "an opponent's graveyard": a card an opponent owns (every other player is
        # an opponent here, as `ControlledByOpponent` has it, 102.2)
        preds.append(s.Not(s.OwnedByYou()))
    elif len(t) > 1:
        preds.append(s.OwnedByYou())  # 404.2: "your graveyard": a card you own
    return Trigger("put_into_graveyard", "any",
                   selector=preds[0] if len(preds) == 1 else s.And(tuple(preds)))


def into_graveyard(be: str) -> pp.ParserElement:
    """"<cards> is/are put into your graveyard / a graveyard / graveyards from anywhere"
    (the card as it is in the graveyard matches the phrase, `engine.triggers.triggered`)."""
    return (NOUN + sup(be + " put into") + pp.MatchFirst([
        kw("your graveyard").set_parse_action(lambda: "yours"),
        kw("an opponent's graveyard").set_parse_action(lambda: "opponents"),
        kws("a graveyard", "graveyards").suppress(),
    ]) + sup("from anywhere")).set_parse_action(_to_graveyard)


CARD_TO_GRAVEYARD = kws("a", "an").suppress() + into_graveyard("is")

__all__ = ["CARD_TO_GRAVEYARD", "into_graveyard", "owned_by_opponent", "owned_by_you"]
