"""613.8c: what one application changed, field by field.

After each application the layer system tells the kept 613.8 relation
(`rules.dependency_relation`) what changed, so that only the answers resting on it are
tried again. An application declares the fields it writes (`Part.writes`); the families of
those fields are frozen before and after it applies to each object, and the difference is
named value by value where the relation reads values ("types:Creature", "colors:W"), or
field by field. A part whose writes aren't trusted (`rules.part_reads.apply_reads`) or
that writes a field of no family here freezes nothing: its application clears the relation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.characteristics import _ALL_FIELDS, Characteristics
from arbiter.rules.dependency_trials import ALIAS as _ALIAS
from arbiter.rules.dependency_trials import COLOR_CHANGE as _COLOR_CHANGE
from arbiter.rules.dependency_trials import FINE as _FINE
from arbiter.rules.part_reads import apply_reads

if TYPE_CHECKING:
    from arbiter.state.effects import ContinuousEffect


def changes_of(was: dict[str, object], now: dict[str, object]) -> set[str]:
    """The fine changes of one object between two `freeze`s."""
    out: set[str] = set()
    for f, old in was.items():
        new = now[f]
        if old == new:
            continue
        if f == "colors":
            out |= {_COLOR_CHANGE[c]
                    for c in old.symmetric_difference(new)}  # type: ignore[attr-defined]
        elif f in _FINE:
            out |= {f"{f}:{x}" for x in old.symmetric_difference(new)}  # type: ignore[attr-defined]
        else:
            out.add(_ALIAS.get(f, f))
    return out


#: What an object's own effects are made from (`statics.effects_of`), besides the state.
SOURCE_FIELDS = frozenset({"abilities", "name", "controller"})

#: The fields the full computation compares to tell whether an application changed an
#: object (`Characteristics.snapshot`).
COMPARED = _ALL_FIELDS
#: The fields an application may change, by what it declares it writes (a family each).
_FREEZE = {
    "types": ("types", "subtypes", "supertypes", "hidden_subtypes", "every_creature_type"),
    "abilities": ("abilities", "cant_have"),
    "power": ("power", "toughness", "star_power", "star_toughness"),
    "colors": ("colors",),
    "controller": ("controller",),
}
_FAMILY_OF = {"types": "types", "subtypes": "types", "supertypes": "types",
              "abilities": "abilities", "power": "power", "toughness": "power",
              "colors": "colors", "controller": "controller"}


def freeze_fields(e: ContinuousEffect, layer: str) -> tuple[str, ...] | None:
    """The fields to freeze before E applies in this layer, to tell what it changed: the
    families of what its parts declare they write. None when a part isn't one of those
    listed here (its writes aren't trusted) or writes a field with no family here: the
    application then clears the relation."""
    out: list[str] = []
    for part in e.parts_in(layer):
        if apply_reads(part, True) is None:
            return None
        for w in part.writes:
            fam = _FAMILY_OF.get(w)
            if fam is None:
                return None
            for f in _FREEZE[fam]:
                if f not in out:
                    out.append(f)
    return tuple(out)


#: The frozen fields an object's own effects are made from (`SOURCE_FIELDS`).
SOURCE_FAMILY = frozenset({"abilities", "cant_have", "controller"})


def whole_changes(frozen: tuple[str, ...]) -> set[str]:
    """Every change an application freezing these fields could report (`changes_of`),
    named whole ("types" covers every "types:X"): a superset of what it changed."""
    return {_ALIAS.get(f, f) for f in frozen}


def freeze(ch: Characteristics, fields: tuple[str, ...]) -> dict[str, object]:
    out: dict[str, object] = {}
    for f in fields:
        v = getattr(ch, f)
        if isinstance(v, set):
            v = frozenset(v)
        elif isinstance(v, list):
            v = tuple(v)
        out[f] = v
    return out


__all__ = ["COMPARED", "SOURCE_FAMILY", "SOURCE_FIELDS", "changes_of", "freeze", "freeze_fields",
           "whole_changes"]
