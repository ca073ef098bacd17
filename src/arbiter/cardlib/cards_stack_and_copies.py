"""Spells that act on spells (countering, 701.6; copying, 707.10) and token copies (707.2)."""

from __future__ import annotations

from arbiter.cardlib.dsl import spell
from arbiter.cardlib.registry import card
from arbiter.rules.instructions import (
    CopySpell,
    CreateTokenCopy,
    Ref,
    TargetSpec,
)
from arbiter.rules.selectors import CREATURE, YOURS, And, IsType, Or

card("Twincast",
     spell(CopySpell(Ref.target(0)),
           targets=(TargetSpec("spell", Or((IsType("Instant"), IsType("Sorcery"))),
                               zone="stack", description="target instant or sorcery spell"),)))

card("Cackling Counterpart",
     spell(CreateTokenCopy(Ref.target(0)),
           targets=(TargetSpec("creature", And((CREATURE, YOURS)),
                               description="target creature you control"),)))

