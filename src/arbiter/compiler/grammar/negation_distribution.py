"""A leading "non-" word describes every card type of the series it begins (the object
phrase's groups, `compiler.grammar.nouns`):

    each non-Lesson instant and sorcery card      (non-Lesson instant) and (non-Lesson sorcery)
    a nontoken creature or planeswalker           (nontoken creature) or (nontoken planeswalker)
    target nontoken artifact or creature          (Sunder the Gateway, The Mighty Thor)

Read otherwise, "each opponent sacrifices a nontoken creature or planeswalker" would let a
token planeswalker be sacrificed (Sheoldred). Only a series whose later groups are each one
bare card type takes the words; a color word isn't distributed this way ("white creature or
artifact" keeps its reading, `color_distribution`).
"""

from __future__ import annotations

from typing import Any

from arbiter.rules import selectors as s


def _sels(group: list[Any]) -> list[Any]:
    return [i for i in group if i.tag == "sel"]


def distribute_negations(groups: list[list[Any]]) -> list[list[Any]]:
    """The groups with the first group's "non-" items added to each later bare type."""
    if len(groups) < 2:
        return groups
    first = _sels(groups[0])
    negations = [i for i in first if isinstance(i.value, s.Not)]
    rest = [i for i in first if not isinstance(i.value, s.Not)]
    if not negations or len(rest) != 1 or not isinstance(rest[0].value, s.IsType):
        return groups
    if not all(len(_sels(g)) == 1 and isinstance(_sels(g)[0].value, s.IsType)
               for g in groups[1:]):
        return groups
    return [groups[0], *([*negations, *g] for g in groups[1:])]


__all__ = ["distribute_negations"]
