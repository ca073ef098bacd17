"""702.88 rebound, built from its definition.

702.88a: "Rebound appears on some instants and sorceries. It represents a static ability that
functions while the spell is on the stack and may create a delayed triggered ability.
'Rebound' means 'If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
this card from exile without paying its mana cost.'"

Only as it resolves (608.2n): a rebound spell countered, or leaving the stack because all its
targets became illegal (608.2b), goes to the graveyard. A copy of a spell isn't cast from a
hand (707.10). The delayed triggered ability (603.7) watches the exiled card only: if it has
left exile by the next upkeep it is a new object (400.7) and can't be cast. 702.88b: it is
cast without paying its mana cost as an alternative cost (118.9,
`engine.casting.during_resolution`). 702.88c: more instances are redundant (one exile, one
delayed ability).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.conditions import at_beginning
from arbiter.errors import UnsupportedTextError
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import CreateDelayedTrigger, Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class CastRebounded(Instruction):
    """702.88a: "you may cast this card from exile without paying its mana cost"."""


@cache
def rebound_delayed() -> TriggeredAbility:
    """702.88a: the delayed triggered ability rebound creates (603.7)."""
    return TriggeredAbility(
        text="At the beginning of your next upkeep, you may cast this card from exile without "
             "paying its mana cost.",
        trigger=at_beginning("upkeep", whose="you"),
        instructions=(CastRebounded(),))


def exiled_instead(game: Game, oid: int, controller: int, zone: str) -> bool:
    """702.88a: as the spell `oid` resolves and would be put into `zone`: if it has rebound,
    was cast from its controller's hand and would go to the graveyard, exile it instead and
    create the delayed ability. True if it was exiled so."""
    from arbiter.engine.triggers import delayed

    obj = game.obj(oid)
    if obj.spell_copy or obj.cast_from != "hand" or not game.chars(oid).has_keyword("rebound"):
        return False
    if zone != "graveyard":
        # 616.1: another replacement (buyback, 702.27a) applies to the same event: the
        # player would choose which applies first; not carried out here (principle 5).
        raise UnsupportedTextError(game.name_of(oid), "Rebound (with another effect moving "
                                   "the spell as it resolves, 616.1)")
    new = game.move(oid, "exile")
    if new is None:
        return True
    delayed.create(game, CreateDelayedTrigger(ability=rebound_delayed(), this_turn=False,
                                              once=True),
                   new.id, controller, (new.id,), game.name_of(new.id))
    return True


def do_cast_rebounded(r: Resolution, step: CastRebounded) -> None:
    from arbiter.engine.casting.during_resolution import cast_while_resolving

    g, card, you = r.game, r.item.source, r.item.controller
    if g.obj(card).zone != "exile":
        return  # 400.7: it left exile; the new object isn't "this card"
    if g.decide(Decision("may", f"cast {g.quick_name(card)} from exile without paying its "
                         "mana cost (702.88a)?", you, [("yes", True), ("no", False)],
                         key="rebound")):
        cast_while_resolving(g, card, you, "rebound")


__all__ = ["CastRebounded", "do_cast_rebounded", "exiled_instead", "rebound_delayed"]
