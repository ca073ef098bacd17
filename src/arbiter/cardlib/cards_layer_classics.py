"""Cards of the classic layer questions (seed documents A16, A25, A30, A35-A37 and others)."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    CounterTarget,
    CreateEffect,
    Ref,
    TargetSpec,
)
from arbiter.engine.triggers import enters
from arbiter.rules.effects import WHILE_SOURCE
from arbiter.rules.parts import (
    LoseAllAbilities,
)

card("Tishana's Tidebinder",
     triggered(enters(),
               CounterTarget(Ref.target(0),
                             then=(CreateEffect(parts=(LoseAllAbilities(),), affected=Ref.it(),
                                                duration=WHILE_SOURCE),),
                             then_if_source_is=frozenset({"Artifact", "Creature",
                                                          "Planeswalker"})),
               targets=(TargetSpec("ability", count=1, up_to=True,
                                   description="target activated or triggered ability"),)))
