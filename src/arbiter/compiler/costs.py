"""Costs of activated abilities (602.1a, 118): "{2}{R}, {T}, Sacrifice ~: ...",
"Discard a card: ...", "Pay 2 life: ...", loyalty costs "[+1]: ..." (606)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.lexicon import A_NUMBER, MANA_COST, NUMBER, kw, kws, lit, sup
from arbiter.compiler.nouns import NOUN
from arbiter.engine import costs as K

_ONE = pp.MatchFirst([
    kw("{T}").set_parse_action(lambda: K.TapCost()),
    pp.Literal("{T}").set_parse_action(lambda: K.TapCost()),
    MANA_COST.copy().set_parse_action(lambda t: K.ManaPayment(t[0])),
    kw("sacrifice ~").set_parse_action(lambda: K.SacrificeSelf()),
    (sup("sacrifice") + kws("a", "an", "another").set_parse_action(
        lambda t: t[0].lower() == "another") + NOUN).set_parse_action(
        lambda t: K.SacrificePermanents(_other(t[1]) if t[0] else t[1].selector(), 1,
                                        description=("another " if t[0] else "a ") + "")),
    kw("discard a card").set_parse_action(lambda: K.DiscardCard()),
    (sup("pay") + NUMBER + sup("life")).set_parse_action(lambda t: K.PayLife(t[0])),
    kw("exile ~ from your graveyard").set_parse_action(lambda: K.ExileSelfFromGraveyard()),
])


def _other(n: object) -> object:
    from dataclasses import replace

    return replace(n, other=True).selector()  # type: ignore[type-var]


#: "{2}, {T}, Sacrifice ~" (the cost half of "[Cost]: [Effect].").
COST = (_ONE + pp.ZeroOrMore(lit(",") + _ONE)).set_parse_action(lambda t: [tuple(t)])
#: 606.4: "[+1]", "[-2]", "[0]".
LOYALTY = (lit("[") + pp.Regex(r"[+-]?\d+").set_parse_action(lambda t: int(t[0])) + lit("]"))
A_NUMBER_ = A_NUMBER
