"""Subtype words before "or" in an object phrase: "Kraken, Leviathan, Octopus, or Serpent
creature card" is a creature card with one of those creature types (205.3: a subtype is
written before its card type, and the card type word after the last subtype describes the
whole series), not any Kraken card or a Serpent creature card."""

from __future__ import annotations

from arbiter.rules import selectors as s
from arbiter.rules.selectors import Selector


def _only_subtypes(sel: Selector) -> bool:
    parts = sel.parts if isinstance(sel, s.And) else (sel,)
    return bool(parts) and all(isinstance(p, s.IsSubtype) for p in parts)


def distribute_type_words(alts: list[Selector]) -> list[Selector]:
    """205.3: the card types ending a series of subtype groups ("Elf or Warrior creature")
    describe every group of subtypes alone before it ((Elf creature) or (Warrior creature));
    the alternatives unchanged when the last group isn't subtypes followed by card types."""
    if len(alts) < 2:
        return alts
    last = alts[-1].parts if isinstance(alts[-1], s.And) else (alts[-1],)
    types = tuple(p for p in last if isinstance(p, s.IsType))
    if not types or not any(isinstance(p, s.IsSubtype) for p in last) or any(
            not isinstance(p, s.IsType | s.IsSubtype) for p in last):
        return alts
    if not all(_only_subtypes(a) for a in alts[:-1]):
        return alts
    return [s.And((*(a.parts if isinstance(a, s.And) else (a,)), *types)) for a in alts[:-1]
            ] + [alts[-1]]


_BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def _basic_land_type(sel: Selector) -> bool:
    return isinstance(sel, s.IsSubtype) and sel.subtype in _BASIC_LAND_TYPES


def distribute_basic(alts: list[Selector]) -> list[Selector]:
    """205.4a, 205.4c: "a basic Forest, Plains, or Island card" is a basic land with one of
    those types: the supertype written before the first land type describes every land type
    of the series (a nonbasic Plains doesn't match). Unchanged unless the first alternative
    is exactly "basic <basic land type>" and each other one a basic land type alone."""
    if len(alts) < 2 or not isinstance(alts[0], s.And) or len(alts[0].parts) != 2:
        return alts
    basic, first = alts[0].parts
    if basic != s.IsSupertype("Basic") or not _basic_land_type(first) or not all(
            _basic_land_type(a) for a in alts[1:]):
        return alts
    return [alts[0], *(s.And((basic, a)) for a in alts[1:])]


__all__ = ["distribute_basic", "distribute_type_words"]
