"""Generic mana a player may pay as a spell or ability resolves, its amount counted then
(118.12, 107.3; carried out by `engine.stack.payments`):

    Counter target spell unless its controller pays {X}.            (the X announced, 107.3a)
    Counter target spell unless its controller pays {X}, where X is <number>.
    Counter target spell unless its controller pays {1} for each card in your graveyard.
    Counter target spell unless its controller pays {2} plus an additional {2} for each ...
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.statics.predicates import FOR_EACH
from arbiter.rules import costs as K
from arbiter.rules import counts as N
from arbiter.rules import values as V

#: "{2}": one generic mana symbol (107.4b), its number.
_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))


def _scaled(per: int, count: V.Value) -> V.Value:
    if getattr(count, "local", False):
        # "for each counter on it": "it" may be another object than the source (the target);
        # such an amount isn't read here.
        raise pp.ParseException("", 0, "an amount about \"it\"")
    return count if per == 1 else V.Scaled(count, per)


#: One payment of a generic amount (a tuple of costs, as `compiler.effects.sentences.PAYMENT`
#: gives).
GENERIC_AMOUNT = pp.MatchFirst([
    (_GENERIC + sup("plus an additional") + _GENERIC + FOR_EACH).set_parse_action(
        lambda t: [(K.GenericManaAmount(N.Sum((V.Const(t[0]), _scaled(t[1], t[2])))),)]),
    (_GENERIC + FOR_EACH).set_parse_action(
        lambda t: [(K.GenericManaAmount(_scaled(t[0], t[1])),)]),
    # 107.3a: the X of the spell's or ability's cost, unless "where X is" defines it.
    pp.Literal("{X}").set_parse_action(lambda: [(K.GenericManaAmount(V.ChosenX()),)]),
]).set_name("generic amount")

#: Numbers about the source itself ("this creature's power", "verse counters on this
#: enchantment"): its source is often gone by then (sacrificed as a cost), and 608.2h's last
#: known information isn't kept for these amounts, so they are left unread.
_ABOUT_SOURCE = (V.SourcePower, V.CountersOnSource)


def where_amount(cost: K.Cost, x: V.Value) -> K.Cost:
    """107.3a: "{X}, where X is <number>": the amount is that number, counted as the
    payment is asked for. A number about "it" (the affected object, e.g. "its mana value":
    here the target) or about the source isn't read."""
    if not isinstance(cost, K.GenericManaAmount):
        return cost
    if getattr(x, "local", False) or isinstance(x, _ABOUT_SOURCE):
        raise pp.ParseException("", 0, "an amount about an object other than a player's")
    return K.GenericManaAmount(x) if isinstance(cost.amount, V.ChosenX) else cost


__all__ = ["GENERIC_AMOUNT", "where_amount"]
