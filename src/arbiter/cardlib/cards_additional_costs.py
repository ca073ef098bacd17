"""Spells with additional costs (118.8, 601.2b)."""

from __future__ import annotations

from arbiter.cardlib.dsl import additional_cost, spell
from arbiter.cardlib.registry import card
from arbiter.rules.costs import SacrificePermanents
from arbiter.rules.instructions import CreateEffect, Ref, TargetSpec
from arbiter.rules.parts import ModifyPT
from arbiter.rules.selectors import IsType
from arbiter.rules.values import PaidThisWay
from arbiter.state.effects import END_OF_TURN

card("Vicious Betrayal",
     additional_cost(SacrificePermanents(IsType("Creature"), n=None,
                                         description="any number of creatures")),
     spell(CreateEffect(parts=(ModifyPT(PaidThisWay(2), PaidThisWay(2)),),
                        affected=Ref.target(0), duration=END_OF_TURN),
           targets=(TargetSpec("creature"),)))
