"""Returning cards with the destination before the objects (400.7, 110.2, 404.1), the wording
used when the object phrase is long:

    return to the battlefield target creature card in your graveyard that was put there from
    the battlefield this turn                                        (Moira, Urborg Haunt)
    return to the battlefield tapped all artifact, creature, enchantment, and land cards in
    your graveyard that were put there from the battlefield this turn
                                                                     (Gerrard's Hourglass Pendant)
    return to your hand all cards in your graveyard that were put there from the battlefield
    this turn                                                        (Twilight Shepherd)
    put onto the battlefield under your control all creature cards in all graveyards that
    were put there from the battlefield this turn                    (Thrilling Encore)

and every player returning the cards of their own graveyard, each under their own control
(110.2: the player who puts a permanent onto the battlefield controls it; it is that card's
owner, 404.1):

    each player returns all creature cards from their graveyard to the battlefield
                                                                     (Twilight's Call)
    each player returns to the battlefield all artifact, creature, enchantment, and land cards
    in their graveyard that were put there from the battlefield this turn (Second Sunrise)

Each is the instruction of the usual word order (`ReturnToBattlefield`, `ReturnToHand`)."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECTS, _reanimate
from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.compiler.grammar.noun_items import Item
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.grammar.put_there import PUT_THERE
from arbiter.rules import instructions as I

_TAPPED = pp.Optional(kw("tapped").set_parse_action(lambda: "tapped"))
_UNDER_YOU = kw("under your control").set_parse_action(lambda: "under your control")
#: The object phrase ends the clause (a sentence's end, or a clause joined after a comma).
_END = pp.FollowedBy(pp.Literal(".") | pp.Literal(",") | pp.StringEnd())


def _reanimate_first(t: pp.ParseResults) -> list[list[I.Instruction]]:
    words = [x for x in t if isinstance(x, str)]
    return [_reanimate([t[-1], *words])]


RETURN_TO_BATTLEFIELD_FIRST = (
    sup("return to the battlefield") + _TAPPED + OBJECTS + _END
).set_parse_action(_reanimate_first)
PUT_ONTO_BATTLEFIELD_FIRST = (
    sup("put onto the battlefield") + _TAPPED + pp.Optional(_UNDER_YOU) + OBJECTS + _END
).set_parse_action(_reanimate_first)
RETURN_TO_HAND_FIRST = (
    sup("return to your hand") + OBJECTS + _END
).set_parse_action(lambda t: [[I.ReturnToHand(t[0])]])

#: Cards named without a zone of their own ("all creature cards"; 400.1: a card phrase
#: without one names cards in every zone but the battlefield and the stack).
_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card" and not t[0].other
                                   and "hand" in t[0].zones)


def _their_graveyard(t: pp.ParseResults) -> list[list[I.Instruction]]:
    """404.1: each player's cards in their own graveyard: the cards in every graveyard,
    each put onto the battlefield by (so under the control of, 110.2) its owner."""
    noun = next(x for x in t if isinstance(x, Noun))
    extra = tuple(x.value for x in t if isinstance(x, Item) and x.tag == "sel")
    words = [x for x in t if isinstance(x, str)]
    noun = dataclasses.replace(noun, zones=("graveyard",), preds=(*noun.preds, *extra))
    return [_reanimate([noun.selector(), *words])]


_FROM_THEIR = sup("from their graveyard")
_IN_THEIR = sup("in their graveyard") + pp.Optional(PUT_THERE)
EACH_PLAYER_RETURNS = pp.MatchFirst([
    # "each player returns all <cards> from their graveyard to the battlefield [tapped]"
    (sup("each player returns all") + _CARDS + _FROM_THEIR + sup("to the battlefield")
     + _TAPPED + _END),
    # "each player returns to the battlefield [tapped] all <cards> in their graveyard [that
    # were put there from the battlefield this turn]"
    (sup("each player returns to the battlefield") + _TAPPED + sup("all") + _CARDS + _IN_THEIR
     + _END),
]).set_parse_action(_their_graveyard)

RETURN_INVERTED = pp.MatchFirst([RETURN_TO_BATTLEFIELD_FIRST, PUT_ONTO_BATTLEFIELD_FIRST,
                                 RETURN_TO_HAND_FIRST, EACH_PLAYER_RETURNS])



__all__ = ["RETURN_INVERTED"]
