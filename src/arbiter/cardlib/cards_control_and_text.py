"""Control-changing cards (layer 2, 613.1b)."""

from __future__ import annotations

from arbiter.cardlib.dsl import spell
from arbiter.cardlib.registry import card
from arbiter.rules.instructions import (
    CreateEffect,
    Ref,
    TargetSpec,
)
from arbiter.rules.parts import SetController
from arbiter.rules.selectors import (
    CREATURE,
)


def _gain_control(duration: str = "indefinite", what: Ref | None = None) -> CreateEffect:
    """"Gain control of <target>" (613.1b)."""
    return CreateEffect(parts=(SetController(),), affected=what or Ref.target(0),
                        duration=duration)


# -- spells ---------------------------------------------------------------------------------
card("Dominate",
     spell(_gain_control(),
           targets=(TargetSpec("creature", CREATURE, mana_value_at_most_x=True,
                               description="target creature with mana value X or less"),)))
