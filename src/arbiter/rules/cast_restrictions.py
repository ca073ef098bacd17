"""601.3: "Cast this spell only during combat." and the like: a rule of the spell itself
that prohibits casting it except when its condition holds (judged as the player begins to
cast it; `engine.casting.cast_restrictions`).

`CastTiming` is the condition of the timing restrictions: the steps of the turn (500.1)
in which the spell may be cast, whose turn it must be, and two facts of the combat:
506.7f ("after blockers are declared": only if the declare blockers step wasn't skipped,
508.8) and "only if you've been attacked this step" (508.3b: one or more creatures were
declared as attackers attacking you)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.abilities import Ability
from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: 500.1: the steps of a turn, in order (the engine's names).
STEPS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
         "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat",
         "postcombat_main", "end", "cleanup")
#: 506.1: the combat phase's steps.
COMBAT = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
          "end_of_combat")


def steps_before(step: str) -> tuple[str, ...]:
    """The steps of a turn before `step`."""
    return STEPS[:STEPS.index(step)]


def steps_after(step: str) -> tuple[str, ...]:
    """The steps of a turn after `step`."""
    return STEPS[STEPS.index(step) + 1:]


@dataclass(frozen=True)
class CastTiming(Condition):
    """It is one of `steps`, of the turn of `whose` ("any", "yours": the caster's, or
    "opponents": an opponent's); `blockers_declared`: the declare blockers step happened this
    combat (506.7f); `attacked`: a creature was declared as an attacker attacking the caster
    (508.3b)."""

    steps: tuple[str, ...] = STEPS
    whose: str = "any"
    blockers_declared: bool = False
    attacked: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        turn = view.state.turn
        if turn.step not in self.steps:
            return False
        if (self.whose == "yours" and turn.active != ctx.controller) or (
                self.whose == "opponents" and turn.active == ctx.controller):
            return False
        combat = view.state.combat
        if self.blockers_declared and (combat is None or not combat.had_attackers()):
            return False  # 508.8: the declare blockers step was skipped (506.7f)
        if self.attacked and (combat is None or ("player", ctx.controller)
                              not in combat.declared.values()):
            return False
        return True


@dataclass(frozen=True)
class CastOnly(Ability):
    """601.3: "Cast this spell only <when>." The spell may be cast only while `condition`
    holds for its caster."""

    condition: Condition | None = None




@dataclass(frozen=True)
class CastAnotherSpellThisTurn(Condition):
    """"if you've cast another spell this turn" (601.2i). Judged while a spell is being cast
    (its own cost or restriction, 601.2f, 601.3): the spell becomes cast only once its costs
    are paid (601.2i), so every spell its caster has cast this turn is another one. Judged
    for a spell already cast (Slick Sequence resolving, Sage of the Skies's "When you cast
    this spell" ability), the spell itself doesn't count (`TurnState.spell_types`). A
    permanent's own spell was another object (400.7): for a source on the battlefield the
    game stops rather than guess (principle 5)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is not None and view.state.objects[src].zone == "battlefield":
            from arbiter.errors import UnsupportedTextError

            raise UnsupportedTextError(view.state.objects[src].card or "a permanent",
                                       "'another spell' than the permanent's own spell")
        turn = view.state.turn
        own = any(p == ctx.controller and spell == src for p, spell, *_ in turn.spell_types)
        return turn.spells_cast.get(ctx.controller, 0) - own > 0


__all__ = ["COMBAT", "STEPS", "CastAnotherSpellThisTurn", "CastOnly", "CastTiming",
           "steps_after", "steps_before"]
