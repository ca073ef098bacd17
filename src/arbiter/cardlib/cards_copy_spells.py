"""Copying spells (707.10)."""

from __future__ import annotations

from arbiter.cardlib.dsl import spell
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import CopySpell, Ref, TargetSpec
from arbiter.rules.selectors import IsType, Or

card("Twincast",
     spell(CopySpell(Ref.target(0)),
           targets=(TargetSpec("spell", Or((IsType("Instant"), IsType("Sorcery"))),
                               zone="stack", description="target instant or sorcery spell"),)))
