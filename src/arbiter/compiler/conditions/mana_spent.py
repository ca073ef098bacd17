"""601.2h: "at least three white mana was spent to cast this spell" (adamant) and "at least
four mana was spent to cast this spell" (`rules.mana_spent_conditions`), in "if ...".

Only "this spell" is read: "to cast it" / "that spell" (the spell a cast trigger names) and
"no mana was spent" aren't, and stay unread; nor is "If ..., instead <effects>" (below).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COLOR_WORD, COLORLESS, NUMBER, kw, sup
from arbiter.rules.mana_spent_conditions import SAME_COLOR, ManaSpentAtLeast

_TYPE = pp.Optional(COLOR_WORD.copy().add_parse_action(lambda t: t[0].symbol)
                    | COLORLESS.copy().set_parse_action(lambda: "C"))

#: "at least three mana of the same color" (Henge Walker): N of one color (`SAME_COLOR`)
_SAME_COLOR = kw("mana of the same color").set_parse_action(lambda: SAME_COLOR)
#: "at least N [color|colorless|of the same color] mana was spent to cast this spell"
MANA_SPENT_CONDITION = (
    sup("at least") + NUMBER + (_SAME_COLOR | _TYPE + sup("mana")) + sup("was spent to cast")
    + (sup("this spell") | pp.Literal("~").suppress())  # 201.5: the card's own name
    + pp.FollowedBy(pp.Literal(",") | pp.Literal(".") | pp.StringEnd())
    # "If ..., instead <effects>": which earlier instructions it replaces is misread
    # (Once and Future's "instead return those cards to your hand" became its own card)
    + ~(pp.Literal(",") + kw("instead"))
).set_parse_action(lambda t: ManaSpentAtLeast(int(t[0]), t[1] if len(t) > 1 else None))

__all__ = ["MANA_SPENT_CONDITION"]
