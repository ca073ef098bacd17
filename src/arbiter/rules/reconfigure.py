"""Reconfigure (702.151): the keyword as data.

702.151a: "Reconfigure [cost]" represents two activated abilities (built by
`reconfigure_abilities`, carried out by `engine.keywords.reconfigure`). 702.151b: "Attaching
an Equipment with reconfigure to another creature causes the Equipment to stop being a
creature until it becomes unattached from that creature": an effect of the keyword (layer 4;
205.1a: its creature types go with the creature type) while the permanent is attached, with
the timestamp it got as it became attached (613.7e)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.costs import ManaPayment
from arbiter.rules.instructions import Custom, Ref, TargetSpec
from arbiter.rules.parts import RemoveTypes
from arbiter.rules.selectors import CREATURE, OTHER, SELF, YOURS, And
from arbiter.state.effects import EffectSpec

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

KEYWORD = "reconfigure"
#: A reconfigure cost the engine pays: mana only ("Reconfigure {2}").
_MANA = re.compile(r"^(\{[^}]+\})+$")


@dataclass(frozen=True)
class SourceAttached(Condition):
    """The source is attached to an object (`creature`: to a creature)."""

    creature: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        host = view.state.objects[ctx.source].attached_to
        if host is None:
            return False
        return not self.creature or (host in view.chars and "Creature" in view.chars[host].types)


def reconfigure_cost(param: str | None) -> str | None:
    p = (param or "").strip()
    return p if _MANA.match(p) else None


def reconfigure_keyword(text: str, param: str | None) -> KeywordAbility:
    """The keyword, with 702.151b's effect."""
    return KeywordAbility(
        text=text, keyword=KEYWORD, param=param,
        effects=(EffectSpec(SELF, (RemoveTypes(types=frozenset({"Creature"})),),
                            condition=SourceAttached()),))


def reconfigure_abilities(kw: KeywordAbility) -> tuple[ActivatedAbility, ...]:
    """702.151a: "[Cost]: Attach this permanent to another target creature you control.
    Activate only as a sorcery" and "[Cost]: Unattach this permanent. Activate only if this
    permanent is attached to a creature and only as a sorcery." (none: a cost not read)."""
    cost = reconfigure_cost(kw.param)
    if cost is None:
        return ()
    return (
        ActivatedAbility(
            text=f"{cost}: Attach this permanent to another target creature you control. "
                 "Activate only as a sorcery.",
            cost=(ManaPayment(cost),), sorcery_speed=True,
            instructions=(Custom("attach_self", (Ref.target(0),)),),
            targets=(TargetSpec("creature", And((CREATURE, YOURS, OTHER)),
                                description="another target creature you control"),)),
        ActivatedAbility(
            text=f"{cost}: Unattach this permanent. Activate only if this permanent is "
                 "attached to a creature and only as a sorcery.",
            cost=(ManaPayment(cost),), sorcery_speed=True,
            condition=SourceAttached(creature=True),
            instructions=(Custom("unattach_self", ()),)),
    )


__all__ = ["KEYWORD", "SourceAttached", "reconfigure_abilities", "reconfigure_cost",
           "reconfigure_keyword"]
