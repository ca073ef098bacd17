"""Trigger conditions naming more than one event (603.2), and zone-change events of cards:

    <event> or <event>                      "~ enters the battlefield or another nontoken
                                            Human you control dies"
    <event> or whenever <event>             "When ~ enters the battlefield or whenever you
                                            cast a spell from your graveyard"
    <event> and whenever <event>            "When ~ enters and whenever you cast a spell from
                                            your graveyard" (the 2024 Oracle wording)
    <event> and when <event>                "When you cycle this card and when ~ dies"
    <event> and when you sacrifice it       "When ~ enters and when you sacrifice it" (701.21a)
    a <card> is put into a graveyard from a library
    one or more cards leave your graveyard  (603.2c: once for each event, however many
                                            cards it moves; `engine.triggers.batches`)
    you discard a <card> [or a <card>]      (701.9a)

A compound condition is one `Trigger` with `any_of`: the engine checks each event against
each alternative and triggers once for an event matching any of them (603.2).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.triggers.graveyard_leaves import CARDS_OF_A_KIND_LEAVE_GRAVEYARD
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _card_from_library(t: pp.ParseResults) -> Trigger:
    """"a creature card is put into a graveyard from a library": the card as it is in the
    graveyard matches the phrase (`engine.triggers.triggered`); it came from a library."""
    n: Noun = t[0]
    if n.kind != "card":
        raise pp.ParseException("", 0, "only a card is put into a graveyard from a library")
    preds = list(n.preds)
    return Trigger("put_into_graveyard", "any", from_zone="library",
                   selector=preds[0] if len(preds) == 1 else s.And(tuple(preds)))


#: "a creature card is put into a graveyard from a library" (any graveyard, any library).
CARD_FROM_LIBRARY = (kws("a", "an").suppress() + NOUN
                     + sup("is put into a graveyard from a library")
                     ).set_parse_action(_card_from_library)

def _cards_from_your_library(t: pp.ParseResults) -> Trigger:
    """404.2, 603.2c: "one or more <cards> are put into your graveyard from your library":
    cards you own (a card goes to its owner's graveyard, 400.3), from a library; the batch
    triggers once when one of its cards matches the phrase as it is in the graveyard."""
    trigger = _card_from_library(t)
    sel = trigger.selector
    return replace(trigger, selector=s.OwnedByYou() if sel is None
                   else s.And((sel, s.OwnedByYou())))


#: "one or more creature cards are put into your graveyard from your library" (after "one or
#: more": `compiler.triggers.triggers._ONE_OR_MORE`).
CARDS_FROM_YOUR_LIBRARY = (NOUN + sup("are put into your graveyard from your library")
                           ).set_parse_action(_cards_from_your_library)

#: 603.2c: "one or more cards leave your graveyard": one trigger for each event that moves
#: cards you own out of your graveyard (to any zone, the stack included, 601.2a). Only cards
#: are ever there (a token never reaches a graveyard in the engine, 111.7).
CARDS_LEAVE_GRAVEYARD = kw("one or more cards leave your graveyard").set_parse_action(
    lambda: Trigger("zone_change", "you", from_zone="graveyard", batch=True)) | \
    CARDS_OF_A_KIND_LEAVE_GRAVEYARD  # `compiler.triggers.graveyard_leaves`


def _discard(t: pp.ParseResults) -> Trigger:
    nouns: list[Noun] = list(t)
    if any(n.kind != "card" for n in nouns):
        raise pp.ParseException("", 0, "a discarded card")
    sels = [_card_selector(n) for n in nouns]
    if any(x is None for x in sels):
        return Trigger("discard", "you")  # "a card": any
    return Trigger("discard", "you", selector=sels[0] if len(sels) == 1 else s.Or(
        tuple(x for x in sels if x is not None)))


def _card_selector(n: Noun) -> s.Selector | None:
    preds = list(n.preds)
    if not preds:
        return None
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


#: 701.9a: "you discard a Spirit card or a card with disturb" (the card as it was in the
#: hand matches one of the phrases, `engine.triggers.triggered`).
YOU_DISCARD = (sup("you discard") + kws("a", "an").suppress() + NOUN
               + pp.ZeroOrMore(sup("or") + kws("a", "an").suppress() + NOUN)
               ).set_parse_action(_discard)


def compound(event: pp.ParserElement) -> pp.ParserElement:
    """"<event> or [whenever] <event>" / "<event> and whenever <event>": one trigger
    condition with both events (603.2: it triggers on either)."""
    def build(t: pp.ParseResults) -> Trigger:
        first, second = t[0], t[1]
        if not isinstance(first, Trigger) or not isinstance(second, Trigger) or \
                first.any_of or second.any_of or first.batch or second.batch:
            raise pp.ParseException("", 0, "a compound of compound events")
        # The subject "any": no single object for "it" to name (`lines` then reads the
        # effect only if it doesn't use "it").
        return Trigger("any_of", "any", any_of=(first, second))

    def sacrificed_it(t: pp.ParseResults) -> Trigger:
        """"When ~ enters and when you sacrifice it" (701.21a): "it" is ~, so the second
        event is sacrificing this permanent (a leaves-the-battlefield event, 603.10a)."""
        first = t[0]
        if not isinstance(first, Trigger) or first.subject != "self" or first.any_of:
            raise pp.ParseException("", 0, "'it' names no object of the first event")
        return Trigger("any_of", "any", any_of=(first, Trigger("sacrificed", "self")))

    joint = (sup("or") + pp.Optional(sup("whenever"))) | sup("and whenever") | sup("and when")
    return ((event + sup("and when you sacrifice it") + pp.FollowedBy(",")
             ).set_parse_action(sacrificed_it)
            | (event + joint + event + pp.FollowedBy(",")).set_parse_action(build))
