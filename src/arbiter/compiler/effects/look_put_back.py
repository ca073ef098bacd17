"""401.2: looking at the top cards of a library and putting them back in any order (the
player who looks chooses the order; `engine.zones.top_of_library`):

    Look at the top three cards of your library, then put them back in any order.
    You may look at the top three cards of your library, then put them back in any order.
                                                                     (Mirri's Guile)
    Look at the top X cards of your library, then put them back in any order.
                                                          (Soothsaying: X from the cost)
    Look at the top X cards of your library, where X is the number of Wizards on the
    battlefield, then put them back in any order.                (Information Dealer)
    Look at the top three cards of target player's library, then put them back in any
    order.                                                       (Architects of Will)
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.compiler.statics.predicates import COUNT
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I

_N = NUMBER | kw("X").set_parse_action(lambda: V.ChosenX())  # 107.3: the X announced
_WHOSE = sup("your library").set_parse_action(lambda: [None]) | (
    TARGET_PLAYER + lit("'s") + sup("library"))
_BACK = sup("then put them back in any order") + lit(".")


def _look(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    whose = t["whose"]
    if isinstance(whose, pp.ParseResults):
        whose = whose[0]  # None (your library) or the target player
    look = I.LookAtTop(t["n"], (), "top_any", whose=whose)
    return [("plain", [I.MayDo(do=(look,)) if t.get("may") else look])]


#: "[You may] look at the top <N | X> cards of <your | target player's> library, then put
#: them back in any order." and "... top X cards of your library, where X is <a count>,
#: then put them back in any order."
LOOK_AND_PUT_BACK = (
    pp.Opt(kw("you may"))("may") + sup("look at the top")
    # the "where X is" form first: the plain form would take "X cards of your library," and
    # leave "where X is ..." unread (no backtracking into a matched alternative)
    + ((sup("X cards of") + _WHOSE("whose") + lit(",") + sup("where X is") + COUNT("n")
        + lit(","))
       | (_N("n") + sup("cards of") + _WHOSE("whose") + lit(",")))
    + _BACK).set_parse_action(_look)

__all__ = ["LOOK_AND_PUT_BACK"]
