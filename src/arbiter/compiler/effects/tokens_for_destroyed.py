"""701.8 / 111.2: "For each <permanent> destroyed this way, its controller creates <token>."
and "For each permanent put into a graveyard this way, its controller creates <token>."
(Terastodon, March of Souls; `engine.zones.tokens_for_destroyed`), after a sentence of the same
line that destroys."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.tokens import TOKEN_SPEC, x_sized
from arbiter.engine.zones.tokens_for_destroyed import ControllersCreateForEach

_KINDS = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
          "land": "Land", "planeswalker": "Planeswalker", "permanent": None}


def _after_destroy(s: str, loc: int, t: pp.ParseResults) -> None:
    if '"' in s[:loc] or "destroy" not in s[:loc].lower():
        raise pp.ParseException(s, loc, "'this way' after no destruction")


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    kind, how, (token, n, tapped) = t[0].lower(), t[1], t[2]
    if not isinstance(n, int) or x_sized(token):
        raise pp.ParseException("", 0, "a number of tokens counted otherwise")
    return [("plain", [ControllersCreateForEach(token, n, tapped=tapped,
                                                card_type=_KINDS[kind],
                                                to_graveyard=how == "graveyard")])]


#: "For each creature destroyed this way, its controller creates a 4/4 red Dragon creature
#: token with flying."
CONTROLLERS_CREATE_FOR_EACH = (
    sup("for each") + kws(*_KINDS)
    + (kws("destroyed this way").set_parse_action(lambda: "destroyed")
       | kws("put into a graveyard this way").set_parse_action(lambda: "graveyard"))
    + lit(",") + sup("its controller creates") + TOKEN_SPEC + lit(".")
).add_parse_action(_after_destroy).add_parse_action(_build)

__all__ = ["CONTROLLERS_CREATE_FOR_EACH"]
