"""Object phrases naming one of several subtypes or card types after "that" (205.3, 205.2):

    creature you control that's a Wolf or a Werewolf
    creature you control that's a Skeleton or Pirate
    creature that's a Barbarian, a Warrior, or a Berserker
    creatures you control that are Zombies and/or tokens

`compiler.grammar.nouns` offers it among an object phrase's post-modifiers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules import selectors as s


def thats_one_of(head: pp.ParserElement, item: Callable[[str, Any], Any]) -> pp.ParserElement:
    """"that's a <head>, <head>, or <head>": `head` gives ("sel", selector) items, `item`
    makes the phrase's item: the selector matching any of them."""
    art = pp.Optional(kws("a", "an")).suppress()
    or_head = pp.Optional(pp.Literal(",")).suppress() + kws("or", "and/or").suppress() + art \
        + head

    def either(t: pp.ParseResults) -> Any:
        items = list(t)
        if any(i.tag != "sel" for i in items):
            raise pp.ParseException("", 0, "a card, spell or permanent among the alternatives")
        return item("sel", s.Or(tuple(i.value for i in items)))

    return (sup("that") + (kws("is", "are") | pp.Literal("'s")).suppress() + art + head
            + pp.ZeroOrMore(pp.Literal(",").suppress() + art + head + pp.FollowedBy(","))
            + or_head).set_parse_action(either)


__all__ = ["thats_one_of"]
