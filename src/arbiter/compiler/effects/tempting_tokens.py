"""608.2c / 111.2: "Each opponent may create <tokens>. For each opponent who does, [you]
create <the same tokens>." (Tempting Contract, Tempt with Vengeance;
`engine.zones.tempting_tokens`). Read only when both sentences name the same tokens."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.tokens import TOKEN_SPEC, x_sized
from arbiter.engine.zones.tempting_tokens import OpponentsMayCreate
from arbiter.rules import values as V


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    (token, n, tapped), again = t[0], t[1]
    if again != (token, n, tapped) or x_sized(token) or not (isinstance(n, int) or n == "X"):
        raise pp.ParseException("", 0, "different tokens, or a count read otherwise")
    count = V.ChosenX() if n == "X" else n
    return [("plain", [OpponentsMayCreate(token, count, tapped=tapped)])]


#: "Each opponent may create a Treasure token. For each opponent who does, you create a
#: Treasure token."
OPPONENTS_MAY_CREATE = (
    sup("each opponent may create") + TOKEN_SPEC + lit(".")
    + sup("for each opponent who does") + lit(",") + pp.Optional(sup("you"))
    + sup("create") + TOKEN_SPEC + lit(".")
).set_parse_action(_build)

__all__ = ["OPPONENTS_MAY_CREATE"]
