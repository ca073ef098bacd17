"""Spells with additional costs (118.8, 601.2b)."""

from __future__ import annotations

from arbiter.cardlib.dsl import additional_cost, spell
from arbiter.cardlib.registry import card
from arbiter.engine.costs import SacrificePermanents
from arbiter.engine.instructions import Destroy, Draw, Ref, TargetSpec
from arbiter.rules.selectors import IsType

SAC_CREATURE = SacrificePermanents(IsType("Creature"), description="a creature")

card("Village Rites", additional_cost(SAC_CREATURE), spell(Draw(2)))
card("Bone Splinters", additional_cost(SAC_CREATURE),
     spell(Destroy(Ref.target(0)), targets=(TargetSpec("creature"),)))
