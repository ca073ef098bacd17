"""613.8a: what applying a layer part reads of the object it applies to.

Whether effect A depends on effect B (613.8a) rests on what B's application reads and
writes. For the parts listed here that is known, field by field ("types:Creature") or by
family ("types"); for any other part it isn't (`apply_reads` answers None), and whatever
rests on it is asked again every round (613.8c), as the full computation does.
"""

from __future__ import annotations

from arbiter.rules import parts as P
from arbiter.rules import values as V
from arbiter.rules.chosen_land_type import AddChosenType, BecomeChosenType
from arbiter.rules.dependency_targets import selector_trusted

TYPE_FAMILY = frozenset({"types", "subtypes", "supertypes", "hidden_subtypes"})
ABILITY_FAMILY = frozenset({"abilities"})
PT_FAMILY = frozenset({"power", "toughness"})

#: Numbers that read the object only through its characteristics, or nothing.
PLAIN_VALUES = (V.Const, V.Fixed, V.ManaValueOf, V.PowerOf)
#: What setting a land's basic land types reads (305.7): whether it is a land, its
#: subtypes (those of other kinds are kept) and its abilities (those granted are kept).
_LAND_TYPE_SET = frozenset({"types:Land", "subtypes", "abilities"})
#: "is the chosen type [in addition to its other types]" (205.1a/b, 305.7).
_CHOSEN_TYPE = (AddChosenType, BecomeChosenType)


def value_trusted(v: V.Value | None) -> bool:
    """Whether what a number reads is known (plain, scaled, or a count by a selector whose
    reads are complete)."""
    if v is None or type(v) in PLAIN_VALUES:
        return True
    if type(v) is V.Scaled:
        return value_trusted(v.inner)  # type: ignore[attr-defined]
    if type(v) is V.CountOf:
        return selector_trusted(v.selector)  # type: ignore[attr-defined]
    return False


def apply_reads(part: P.Part, hidden: bool) -> frozenset[str] | None:
    """What applying a part reads of the object (None: not known, try again every round).
    `hidden`: whether some object has subtypes set aside (205.1a), which adding card types
    may bring back."""
    t = type(part)
    if t is P.AddTypes:
        assert isinstance(part, P.AddTypes)
        if part.chosen_subtype or (part.types and hidden):
            return TYPE_FAMILY
        out = {f"types:{x}" for x in part.types} | {f"supertypes:{x}" for x in part.supertypes}
        out |= {f"subtypes:{x}" for x in part.subtypes}
        return frozenset(out | {"hidden_subtypes"})
    if t in (P.BecomeTypes, P.RemoveTypes, P.EveryCreatureType):
        return TYPE_FAMILY
    if t is P.SetBasicLandTypes:
        # 305.7: a land's land types are replaced and its rules-text abilities removed;
        # whether it is a land decides it (`type_rules.set_basic_land_types`).
        return _LAND_TYPE_SET
    if t in _CHOSEN_TYPE:
        # 305.7: a land type set replaces the land's abilities from its rules text; "the
        # chosen type" reads the source's choice (the state, not the partial result).
        return TYPE_FAMILY | ABILITY_FAMILY
    if t is P.SetColors:
        return frozenset({"colors"})
    if t in (P.AddAbilities, P.LoseAllAbilities, P.LoseKeywords, P.CantHave):
        return ABILITY_FAMILY
    if t in (P.DefinePT, P.SetBasePT, P.ModifyPT):
        assert isinstance(part, P._PT)
        if not (value_trusted(part.power) and value_trusted(part.toughness)):
            return None
        return PT_FAMILY
    if t is P.SwitchPT:
        return PT_FAMILY
    return None


__all__ = ["ABILITY_FAMILY", "PLAIN_VALUES", "PT_FAMILY", "TYPE_FAMILY", "apply_reads",
           "value_trusted"]
