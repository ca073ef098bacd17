"""Object phrases negating a quality after "that" (`compiler.grammar.nouns`):

    creature that isn't a Demon, Devil, or Imp      205.3: none of those subtypes
    enchantment card that isn't a God               205.3
    legendary artifact card that isn't a creature   205.2
    creatures that aren't enchanted                 303.4: no Aura attached
    nonland permanents that aren't legendary        205.4
    creatures that aren't of the chosen type        205.3m (the type chosen for the source)
    creature you control that doesn't have a +1/+1 counter on it     122.1
    creature that doesn't have flying               702
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.noun_with import KEYWORD_SELECTOR
from arbiter.rules import selectors as s


def that_isnt(head: pp.ParserElement, adjective: pp.ParserElement,
              item: Callable[[str, Any], Any]) -> pp.ParserElement:
    """"that isn't <a head, a head, or a head | adjective | of the chosen type>" and "that
    doesn't have <a counter on it | keyword>": `head` and `adjective` give ("sel", selector)
    items, `item` makes the phrase's item: the negated selector."""
    art = pp.Optional(kws("a", "an")).suppress()
    heads = art + head + pp.ZeroOrMore(pp.Literal(",").suppress() + art + head
                                       + pp.FollowedBy(",")) + pp.Optional(
        pp.Optional(pp.Literal(",")).suppress() + sup("or") + art + head)

    def negated(t: pp.ParseResults) -> Any:
        items = list(t)
        if any(getattr(i, "tag", "sel") != "sel" for i in items):
            raise pp.ParseException("", 0, "a card, spell or permanent among the qualities")
        sels = [getattr(i, "value", i) for i in items]
        return item("sel", s.Not(sels[0] if len(sels) == 1 else s.Or(tuple(sels))))

    chosen = kw("of the chosen type").set_parse_action(lambda: s.HasChosenSubtype())
    counter = (kws("a", "an").suppress() + pp.Regex(r"[+-]\d+/[+-]\d+|[a-z]+")
               + kws("counter on it", "counters on it").suppress()).set_parse_action(
        lambda t: s.HasCounter(t[0]))
    isnt = sup("that") + kws("isn't", "aren't", "is not", "are not").suppress() + (
        chosen | (adjective + ~pp.FollowedBy(kws("or", "and", "and/or", ","))) | heads)
    doesnt = sup("that") + kws("doesn't", "don't", "does not", "do not").suppress() \
        + sup("have") + (counter | KEYWORD_SELECTOR)
    return (isnt | doesnt).set_parse_action(negated)


__all__ = ["that_isnt"]
