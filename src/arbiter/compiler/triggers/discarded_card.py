"""'Whenever you discard a card, [you may] exile that card from your graveyard.' (701.9a,
400.7e): the card discarded is the new object it became in the graveyard, exiled only if it
is still there (`engine.zones.discarded_card`).

    Whenever you discard a card, exile that card from your graveyard.   (Necropotence,
                                                                          Bag of Holding)
    Whenever you discard a card, you may exile that card from your graveyard.
                                                                        (Currency Converter)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.triggers.compound import YOU_DISCARD
from arbiter.engine.zones.discarded_card import ExileFromGraveyard
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


def _line(t: pp.ParseResults) -> TriggeredAbility:
    exile: I.Instruction = ExileFromGraveyard()
    body = (I.MayDo(do=(exile,)),) if "may" in list(t) else (exile,)
    return TriggeredAbility(text="", trigger=t[0], instructions=body)


DISCARDED_CARD_EXILE_LINE = (
    sup("whenever") + YOU_DISCARD + lit(",")
    + pp.Optional(kw("you may").set_parse_action(lambda: "may"))
    + sup("exile that card from your graveyard") + lit(".")
).set_parse_action(_line)

__all__ = ["DISCARDED_CARD_EXILE_LINE"]
