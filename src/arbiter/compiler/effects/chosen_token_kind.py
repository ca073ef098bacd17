"""608.2d / 111.10: "Create your choice of a Blood token, a Clue token, or a Food token."
(`engine.zones.chosen_token_kind`): predefined tokens only, each defined by the engine with
its text read (otherwise the line stays unread)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.token_text import token_text_read
from arbiter.compiler.grammar.tokens import PREDEFINED
from arbiter.engine.zones.chosen_token_kind import CreateChosenToken
from arbiter.engine.zones.tokens import PREDEFINED as ENGINE_PREDEFINED

_KIND = (kws("a", "an").suppress() + pp.one_of(PREDEFINED, as_keyword=True)
         + sup("token"))


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    kinds = tuple(str(k) for k in t)
    if len(set(kinds)) != len(kinds) or not all(
            k.lower() in ENGINE_PREDEFINED and token_text_read(ENGINE_PREDEFINED[k.lower()])
            for k in kinds):
        raise pp.ParseException("", 0, "a token kind the engine doesn't define or read")
    return [("plain", [CreateChosenToken(kinds)])]


#: "Create your choice of a Clue token, a Food token, or a Treasure token." / "... of a Food
#: token or a Treasure token."
CREATE_CHOSEN_TOKEN = (
    sup("create your choice of") + _KIND
    + pp.ZeroOrMore(lit(",") + ~sup("or") + _KIND)
    + pp.Optional(lit(",")) + sup("or") + _KIND + lit(".")
).set_parse_action(_build)

__all__ = ["CREATE_CHOSEN_TOKEN"]
