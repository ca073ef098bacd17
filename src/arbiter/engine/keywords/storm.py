"""702.40 storm, 702.69 gravestorm, 702.56 replicate and 702.78 conspire: triggered abilities
that function on the stack (113.6k) and copy the spell they are on (707.10) a number of
times, built from their definitions.

702.40a: "Storm" means "When you cast this spell, copy it for each other spell that was cast
before it this turn. If the spell has any targets, you may choose new targets for any of the
copies." The spells cast before it are counted as it is cast (601.2i: `spells_before`, every
player's spells, countered ones and those cast from any zone included); a spell cast after it
(in response to the trigger) isn't one of them.

702.69a: "Gravestorm" means "When you cast this spell, copy it for each permanent that was
put into a graveyard from the battlefield this turn. If the spell has any targets, you may
choose new targets for any of the copies." Counted as the ability resolves
(`TurnState.permanents_to_graveyard`, tokens included).

702.56a: "Replicate [cost]" means "As an additional cost to cast this spell, you may pay
[cost] any number of times" (an optional additional cost, `engine.casting.optional_costs`)
and "When you cast this spell, if a replicate cost was paid for it, copy it for each time its
replicate cost was paid. If the spell has any targets, you may choose new targets for any of
the copies." (an intervening "if", 603.4). 702.56b: several instances are each paid
separately; a spell with more than one isn't cast here (the game stops, principle 5).

702.78a: "Conspire" means "As an additional cost to cast this spell, you may tap two untapped
creatures you control that each share a color with it" and "When you cast this spell, if its
conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for
the copy." 702.78b: several instances stop the game, as for replicate.

702.40b / 702.69b: each instance triggers separately (each is its own ability here). The
copies aren't cast (707.10), so they don't trigger storm again and don't count for a later
storm. A spell that has left the stack (countered) before the ability resolves is copied as
it last existed there (608.2h, `GameState.stack_lki`); with no such record the game stops
there (principle 5). A copy of a permanent spell becomes a token as it resolves (707.10f,
`engine.stack.permanent_copies`).

The same ability printed in words, with a number counted as it resolves (608.2h):

    When you cast this spell, copy it for each time you've cast your commander from the
    command zone this game. You may choose new targets for the copies.    (Fury Storm, 903.8)

`CopyForEach` with a `rules.values` Value as its count; without the second sentence the
copies keep the spell's targets (707.10, 707.10c).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction
from arbiter.rules.paid_costs import CostPaid, times_paid

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 601.2i: the choice recorded on a spell as it becomes cast: how many spells (every
#: player's) were cast before it this turn.
SPELLS_BEFORE = "spells_before"


@dataclass(frozen=True)
class CopyForEach(Instruction):
    """707.10: copy the spell whose casting triggered this ability once for each of what
    `count` names ("storm": 702.40a; "gravestorm": 702.69a; or a Value counted as the ability
    resolves, 608.2h); 707.10c: new targets may be chosen for each copy (`new_targets`)."""

    count: Any = "storm"
    new_targets: bool = True


@cache
def storm() -> TriggeredAbility:
    """702.40a."""
    return TriggeredAbility(
        text="When you cast this spell, copy it for each other spell that was cast before it "
             "this turn. If the spell has any targets, you may choose new targets for any of "
             "the copies.",
        trigger=Trigger("cast", "self", zone="stack"),
        instructions=(CopyForEach("storm"),))


@cache
def gravestorm() -> TriggeredAbility:
    """702.69a."""
    return TriggeredAbility(
        text="When you cast this spell, copy it for each permanent that was put into a "
             "graveyard from the battlefield this turn. If the spell has any targets, you may "
             "choose new targets for any of the copies.",
        trigger=Trigger("cast", "self", zone="stack"),
        instructions=(CopyForEach("gravestorm"),))


@cache
def replicate() -> TriggeredAbility:
    """702.56a: the triggered half of replicate."""
    return TriggeredAbility(
        text="When you cast this spell, if a replicate cost was paid for it, copy it for each "
             "time its replicate cost was paid. If the spell has any targets, you may choose "
             "new targets for any of the copies.",
        trigger=Trigger("cast", "self", zone="stack"),
        intervening_if=CostPaid("replicate"),
        instructions=(CopyForEach("replicate"),))


@cache
def conspire() -> TriggeredAbility:
    """702.78a: the triggered half of conspire."""
    return TriggeredAbility(
        text="When you cast this spell, if its conspire cost was paid, copy it. If the spell "
             "has any targets, you may choose new targets for the copy.",
        trigger=Trigger("cast", "self", zone="stack"),
        intervening_if=CostPaid("conspire"),
        instructions=(CopyForEach("conspire"),))


def record_cast(game: Game, oid: int) -> None:
    """601.2i: as the spell becomes cast, note how many spells were cast before it this turn
    (`spells_cast` already counts this one, 730.2)."""
    game.obj(oid).choices[SPELLS_BEFORE] = sum(game.state.turn.spells_cast.values()) - 1


def copies_owed(r: Resolution, count: Any) -> int:
    g, spell = r.game, r.item.source
    if not isinstance(count, str):
        return r.number(count)  # 608.2h: counted as the ability resolves
    if count == "storm":
        return int(g.obj(spell).choices.get(SPELLS_BEFORE, 0))  # 702.40a
    if count == "conspire":
        return 1  # 702.78a: "copy it"
    if count == "replicate":
        return sum(n for _c, n in times_paid(g.obj(spell).choices, "replicate"))  # 702.56a
    return g.state.turn.permanents_to_graveyard  # 702.69a


def do_copy_for_each(r: Resolution, step: CopyForEach) -> None:
    from arbiter.engine.stack.spell_copy import copy_spell

    g, spell = r.game, r.item.source
    n = copies_owed(r, step.count)
    if n <= 0:
        return
    if not any(it.source == spell and it.kind == "spell" for it in g.state.stack_items) \
            and spell not in g.state.stack_lki:
        r.unsupported(f"{str(step.count).capitalize()}: copy a spell that has left the stack "
                      "(707.10)")
    for _ in range(n):
        copy_spell(g, spell, r.item.controller, new_targets=step.new_targets)  # 707.10c


__all__ = ["SPELLS_BEFORE", "CopyForEach", "do_copy_for_each", "gravestorm", "record_cast",
           "conspire", "replicate", "storm"]
