"""702.39 provoke: "Whenever this creature attacks, you may choose to have target creature
defending player controls block this creature this combat if able. If you do, untap that
creature." (702.39a). Each instance triggers separately (702.39b). The requirement is a
509.1c requirement on the target (`engine.combat.block_requirements.BLOCKS_SOURCE`: to block
the effect's source) lasting this combat (511.3)."""

from __future__ import annotations

from arbiter.engine.combat.block_requirements import BLOCKS_SOURCE, END_OF_COMBAT
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.combat_selectors import ControlledByDefendingPlayer
from arbiter.rules.instructions import CreateEffect, Ref, TargetSpec
from arbiter.rules.instructions.objects import MayDo, Untap
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import CREATURE, And


def provoke() -> TriggeredAbility:
    """702.39a: a targeted trigger (115.1); "you may" as it resolves, then the untap."""
    spec = TargetSpec("creature", selector=And((CREATURE, ControlledByDefendingPlayer())),
                      description="target creature defending player controls")
    return TriggeredAbility(
        text="Whenever this creature attacks, you may choose to have target creature "
             "defending player controls block this creature this combat if able. If you do, "
             "untap that creature.",
        trigger=Trigger("attacks", "self"), targets=(spec,),
        instructions=(MayDo(do=(
            CreateEffect(parts=(RulesPart(BLOCKS_SOURCE),), affected=Ref.target(0),
                         duration=END_OF_COMBAT),
            Untap(Ref.target(0)))),))


__all__ = ["provoke"]
