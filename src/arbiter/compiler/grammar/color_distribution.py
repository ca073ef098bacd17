"""Color words before "or" in an object phrase: "green or white creature" is (green creature)
or (white creature), not any green permanent (the color words describe the same noun as the
last group; 105.2, 109.2). Before a series of card types naming spells or cards, the color
words describe the whole series: "red instant or sorcery spell" is a red spell that is an
instant or a sorcery, "white or blue instant or sorcery spell" a white or blue one
(`distribute_over_types`)."""

from __future__ import annotations

from arbiter.rules import selectors as s
from arbiter.rules.selectors import Selector


def _only_colors(sel: Selector) -> bool:
    """A group of color words alone ("green", "nonwhite")."""
    parts = sel.parts if isinstance(sel, s.And) else (sel,)
    return bool(parts) and all(
        isinstance(p, s.HasColor | s.IsColorless)
        or (isinstance(p, s.Not) and isinstance(p.inner, s.HasColor | s.IsColorless))
        for p in parts)


def distribute_colors(alts: list[Selector]) -> list[Selector]:
    """"green or white creature": color words before "or" describe the same noun as the last
    group ((green creature) or (white creature)), not any green permanent."""
    if len(alts) < 2 or _only_colors(alts[-1]):
        return alts
    last = alts[-1].parts if isinstance(alts[-1], s.And) else (alts[-1],)
    nouns = tuple(p for p in last if isinstance(p, s.IsType | s.IsSubtype | s.IsSupertype))
    if not nouns:
        return alts
    return [s.And((*(a.parts if isinstance(a, s.And) else (a,)), *nouns))
            if _only_colors(a) else a for a in alts]


def _split(sel: Selector) -> tuple[list[Selector], list[Selector]] | None:
    """A group's color words and card-type words, None if it has anything else."""
    parts = sel.parts if isinstance(sel, s.And) else (sel,)
    colors = [p for p in parts if _only_colors(p)]
    types = [p for p in parts if isinstance(p, s.IsType | s.IsSubtype | s.IsSupertype)]
    if len(colors) + len(types) != len(parts):
        return None
    return colors, types


def _conj(parts: list[Selector]) -> Selector:
    return parts[0] if len(parts) == 1 else s.And(tuple(parts))


def distribute_over_types(alts: list[Selector]) -> list[Selector] | None:
    """"<colors> <type> or <type> spell/card": the colors (of the groups of color words alone
    and of the first group with a type) apply to every type of the series; None when the
    groups aren't color words followed by types with no color word after the first type."""
    if len(alts) < 2:
        return None
    split = [_split(a) for a in alts]
    if any(x is None for x in split):
        return None
    first_typed = next((i for i, x in enumerate(split) if x is not None and x[1]), None)
    if first_typed is None or not split[first_typed][0]:  # type: ignore[index]
        return None
    color_alts: list[Selector] = []
    type_alts: list[Selector] = []
    for i, x in enumerate(split):
        assert x is not None
        colors, types = x
        if i < first_typed:
            if types:
                return None
            color_alts.append(_conj(colors))
        elif i == first_typed:
            color_alts.append(_conj(colors))
            type_alts.append(_conj(types))
        else:
            if colors or not types:
                return None
            type_alts.append(_conj(types))
    color = color_alts[0] if len(color_alts) == 1 else s.Or(tuple(color_alts))
    return [s.And((color, s.Or(tuple(type_alts))))]
