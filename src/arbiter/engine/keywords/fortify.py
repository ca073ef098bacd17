"""702.67 fortify, an activated ability of Fortification cards.

702.67a: "Fortify [cost]" means "[Cost]: Attach this Fortification to target land you
control. Activate only as a sorcery." 702.67b / 301.6: a Fortification can be attached only
to a land (`engine.zones.attachments.may_equip`; 704.5n: attached illegally, it becomes
unattached); 701.3b: an ability that would attach it to what it can't fortify, or to the
land it is already attached to, does nothing. Only a mana cost is carried out.
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import ManaPayment
from arbiter.rules.instructions import Custom, Ref, TargetSpec
from arbiter.rules.selectors import And, ControlledByYou, InZone, IsType


@cache
def fortify_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.67a: the activated ability of "Fortify [mana cost]" (None: another cost)."""
    if keyword_mana_cost(kw, allow_x=False) is None:
        return None
    return ActivatedAbility(
        text=kw.text, cost=(ManaPayment((kw.param or "").strip()),), keyword="fortify",
        sorcery_speed=True, instructions=(Custom("attach_self", (Ref.target(0),)),),
        targets=(TargetSpec("permanent", And((InZone(("battlefield",)), IsType("Land"),
                                             ControlledByYou())),
                            description="target land you control"),))


__all__ = ["fortify_ability"]
