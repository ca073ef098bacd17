"""601.2i: "the next <spell> you cast this turn can't be countered" (Overmaster): the rules
effect's names and detail (`engine.casting.next_spell`)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector

#: A resolved effect on its controller's next spell with qualities (detail: `NextSpell`).
NEXT_UNCOUNTERABLE = "next_spell_cant_be_countered"
#: That effect once the spell became cast (detail: the spell's object id).
UNCOUNTERABLE_SPELL = "this_spell_cant_be_countered"


@dataclass(frozen=True)
class NextSpell:
    """The qualities of the next spell (`spells`: None for any spell)."""

    spells: Selector | None = None


__all__ = ["NEXT_UNCOUNTERABLE", "UNCOUNTERABLE_SPELL", "NextSpell"]
