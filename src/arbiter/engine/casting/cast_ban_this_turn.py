"""101.2 / 601.3a / 611.2a: "Target player can't cast creature spells this turn." (Cease-Fire),
"Players can't cast noncreature spells this turn." (Calamity's Wake), "Your opponents can't
cast noncreature spells this turn." (Permission Denied): as the spell or ability resolves, an
effect until end of turn says that each player it names can't cast spells with those card
types (the rules effect `CAST_BAN` with a `CastBan` naming the player, checked by
`engine.casting.cast_bans`, judged on the spell as proposed, 601.3a; "can't" beats any
permission, 101.2). The players are those named as it resolves (608.2b: an illegal target
player is named by none)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.cast_bans import CAST_BAN, CastBan
from arbiter.engine.stack.continuous_effects import add_resolved_effect
from arbiter.rules.instructions import Instruction
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class CantCastThisTurn(Instruction):
    """Each player `who` names can't cast spells with one of `types` (with none of them
    when `non`) this turn; `words` name them ("creature spells")."""

    who: Any = "you"
    types: tuple[str, ...] = ()
    non: bool = False
    words: str = "spells"


def do_cant_cast_this_turn(r: Resolution, step: CantCastThisTurn) -> None:
    for p in r.players(step.who):
        ban = CastBan("player", types=step.types, non=step.non, player=p,
                      text=f"can't cast {step.words} this turn")
        # 611.2a, 611.2c: an effect on a player (no object), until end of turn
        add_resolved_effect(r, (RulesPart(rule=CAST_BAN, detail=ban),),
                            locked=frozenset(), duration=END_OF_TURN)


__all__ = ["CantCastThisTurn", "do_cant_cast_this_turn"]
