"""Reflexive triggered abilities: "you may ... When you do, ..." (603.12)."""

from __future__ import annotations

from arbiter.cardlib.dsl import spell
from arbiter.cardlib.registry import card
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import (
     DealDamage,
     DiscardChosen,
     Draw,
     MayDo,
     Ref,
     TargetSpec,
)
from arbiter.rules.selectors import IsType, Not

card("Hypothesizzle",
     spell(Draw(2),
           MayDo(do=(DiscardChosen(Not(IsType("Land"))),),
                 reflexive=TriggeredAbility(
                     text="When you do, Hypothesizzle deals 4 damage to target creature.",
                     instructions=(DealDamage(4, to=Ref.target(0)),),
                     targets=(TargetSpec("creature"),)))))
