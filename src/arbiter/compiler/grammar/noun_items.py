"""The items an object phrase's words parse to (`compiler.grammar.nouns`): a selector, a zone,
a kind, "other" ...; the phrase is built from them."""

from __future__ import annotations

from dataclasses import dataclass

import pyparsing as pp


@dataclass(frozen=True)
class Item:
    """One parsed word's contribution: `tag` says what (sel, zone, kind, other ...)."""

    tag: str
    value: object = None


def it_item(tag: str, value: object = None) -> pp.ParserElement:
    """An empty match contributing one item."""
    return pp.Empty().set_parse_action(lambda: Item(tag, value))


def sel_item(expr: pp.ParserElement, build) -> pp.ParserElement:  # type: ignore[no-untyped-def]
    """`expr` contributing the selector `build` makes of its tokens."""
    return expr.copy().add_parse_action(lambda t: Item("sel", build(t)))
