"""121.1 / 119.4: "You may draw two additional cards. If you do, choose two cards in your hand
drawn this turn. For each of those cards, pay 4 life or put the card on top of your library."
(Sylvan Library's effect, three sentences read as one; the engine side is
`engine.zones.drawn_this_turn`). "Additional" cards are cards drawn besides the draw step's
(504.1): drawing them is drawing cards."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, lit, sup
from arbiter.rules.instructions import objects as I

DRAWN_PAY_OR_TOP = (
    sup("you may draw") + NUMBER + sup("additional cards") + lit(".")
    + sup("if you do") + lit(",") + sup("choose") + NUMBER
    + sup("cards in your hand drawn this turn") + lit(".")
    + sup("for each of those cards") + lit(",") + sup("pay") + NUMBER
    + sup("life or put the card on top of your library") + lit(".")
).set_parse_action(lambda t: [("plain", [I.MayDo(do=(
    I.Draw(int(t[0])), I.Custom("drawn_pay_or_top", (int(t[1]), int(t[2])))))])])

__all__ = ["DRAWN_PAY_OR_TOP"]
