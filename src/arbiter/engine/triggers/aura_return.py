"""400.7f / 603.6e: an Aura's ability that triggers on the enchanted permanent leaving the
battlefield returning the Aura card ("When enchanted Island is put into a graveyard, you may
return Genju of the Falls from your graveyard to your hand.").

The Aura that was on the battlefield is a new object once it is put into a graveyard (400.7).
The ability finds that new object in its owner's graveyard only if it was put there

  - at the same time the enchanted permanent left the battlefield (one event, the same batch
    of simultaneous events, `engine.triggers.batches`), or
  - as the state-based action for an Aura not attached to a permanent (704.5m; `engine.sba`
    marks the Aura it moves for that reason, `mark_unattached`).

It must still be in that graveyard as the ability resolves (603.6: a card that left the zone,
even if it came back, is a new object it can't find), and "your graveyard" is the graveyard
of the ability's controller. Otherwise the ability does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: On the Aura's old object: it was put into the graveyard by 704.5m, not being attached.
UNATTACHED_MARK = "put_into_graveyard_704_5m_unattached"


@dataclass(frozen=True)
class ReturnAuraFromGraveyard(Instruction):
    """400.7f: "return ~ from your graveyard to your hand" in an Aura's ability triggered by
    the enchanted permanent leaving the battlefield."""

    to: str = "hand"


def mark_unattached(game: Game, oid: int) -> None:
    """704.5m: the Aura `oid` is about to be put into its owner's graveyard for not being
    attached to a permanent (what 400.7f lets the ability find)."""
    game.obj(oid).choices[UNATTACHED_MARK] = True


def _zone_change(game: Game, oid: Any) -> Any:
    return next((e for e in game.events if e.kind == "zone_change" and e.obj == oid), None)


def aura_in_graveyard(game: Game, source: int, left: Any, controller: int) -> int | None:
    """The new object the Aura `source` became in its owner's graveyard that the ability
    triggered by `left` leaving the battlefield can find (400.7f), or None."""
    moved = _zone_change(game, source)
    if moved is None or moved.to_zone != "graveyard" or moved.new_id is None:
        return None
    card = game.obj(moved.new_id)
    if card.zone != "graveyard" or card.owner != controller:
        return None  # 603.6: it left that graveyard since; "your graveyard"
    host = _zone_change(game, left)
    same_time = host is not None and host.batch == moved.batch
    if same_time or game.obj(source).choices.get(UNATTACHED_MARK):
        return card.id
    return None


def do_return_aura_from_graveyard(r: Resolution, step: ReturnAuraFromGraveyard) -> None:
    """400.7f: the Aura returns from the graveyard it went to, if the ability finds it."""
    g = r.game
    oid = aura_in_graveyard(g, r.item.source, r.item.choices.get("event_obj"),
                            r.item.controller)
    if oid is None:
        g.log(f"{r.item.source_name} isn't in the graveyard it went to: nothing returns")
        return
    new = g.move(oid, step.to)
    if new is not None:
        r.did = True


__all__ = ["ReturnAuraFromGraveyard", "aura_in_graveyard", "do_return_aura_from_graveyard",
           "mark_unattached"]
