"""601.2b / 118.8: "exile <a | N> <kind of> card(s) from your graveyard" as an additional cost
to cast a spell:

    As an additional cost to cast this spell, exile a creature card from your graveyard.
    As an additional cost to cast this spell, exile three creature cards from your graveyard.

Read as `rules.costs.ExileFromGraveyard` (the cards matching the noun, in the caster's
graveyard, other than the spell; paid at 601.2h, `engine.casting.additional_costs`)."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import costs as K

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))
_FROM = " from your graveyard"


def _cost(t: pp.ParseResults) -> K.ExileFromGraveyard:
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "card" or tuple(noun.zones) != (
            "graveyard",) or not noun.text.endswith(_FROM):
        raise pp.ParseException("", 0, "not cards in your graveyard")
    words = noun.text[:-len(_FROM)]
    return K.ExileFromGraveyard(noun.selector(), n,
                                description=f"{'a' if n == 1 else n} {words}")


#: "exile a creature card from your graveyard", "exile three creature cards from ...".
EXILE_CARDS_FROM_GRAVEYARD = (
    sup("exile") + A_NUMBER + _NOUN).set_parse_action(_cost)


def _x_cost(t: pp.ParseResults) -> K.ExileFromGraveyard:
    cost = _cost(pp.ParseResults([1, t[0]]))
    return replace(cost, n=0, x=True, description="X " + cost.description[2:])


#: 602.2b / 107.3a: "exile X creature cards from your graveyard" in an activation cost (X
#: announced as the ability is activated, `engine.casting.object_costs`).
EXILE_X_CARDS_FROM_GRAVEYARD = (sup("exile") + sup("X") + _NOUN).set_parse_action(_x_cost)

__all__ = ["EXILE_CARDS_FROM_GRAVEYARD", "EXILE_X_CARDS_FROM_GRAVEYARD"]
