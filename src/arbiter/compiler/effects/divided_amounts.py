"""601.2d / 603.3d / 107.3a: the X of "X damage divided as you choose among ..., where X is
<number>", counted as the division is announced: as the spell is cast (601.2d), the ability
activated (602.2b) or the triggered ability put on the stack (603.3d). The damage can't be
divided before its amount is known, so the number is fixed then ("as you cast this spell" /
"as you activate this ability" say so; a triggered ability's says nothing more) and doesn't
change as it resolves (608.2b: each target gets its announced share).

    Volcanic Wind deals X damage divided as you choose among any number of target creatures,
    where X is the number of creatures on the battlefield as you cast this spell.
    When Ureni enters, it deals X damage divided as you choose among any number of target
    creatures and/or planeswalkers your opponents control, where X is the number of lands you
    control.

Only numbers counted without naming an object of the sentence are read (no "its power": the
count is taken before anything resolves, where no reference is bound); the count itself is
made by `engine.casting.division`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.greatest_among import GREATEST_AMONG
from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.statics.predicates import COUNT
from arbiter.rules.data_search import contains
from arbiter.rules.instructions.objects import Ref
from arbiter.rules.values import ChosenX

#: ("this spell" reads "~" once the card's name is normalized)
_WHEN = pp.Optional(sup("as you cast this spell") | sup("as you cast ~")
                    | sup("as you activate this ability"))
#: "<number> [as you cast this spell]"
WHERE_AMOUNT = (GREATEST_AMONG | COUNT) + _WHEN


def announced_amount(value: object) -> object:
    """The number, if it can be counted as the division is announced."""
    if isinstance(value, ChosenX) or contains(value, Ref) or not hasattr(value, "value") \
            or getattr(value, "local", True):  # "its power": about an object (`Value.local`)
        raise pp.ParseException("", 0, "a divided X counted from an object of the sentence")
    return value


__all__ = ["WHERE_AMOUNT", "announced_amount"]
