"""Bestow (702.103): when a bestowed Aura spell or Aura ceases to be bestowed.

702.103e: as a bestowed Aura spell begins resolving, if its target is illegal, it ceases to
be bestowed (the effect making it an Aura spell ends) and it continues resolving as a
creature spell (an exception to 608.2b). 702.103f: a bestowed Aura that becomes unattached
ceases to be bestowed; one attached to an illegal object or player becomes unattached and
ceases to be bestowed (an exception to 704.5m, `engine.zones.attachments.verdict`). The
check for unattached bestowed Auras runs as often as state-based actions, before them, so a
bestowed Aura whose creature left stays on the battlefield as a creature. 702.103g (phasing
in unattached) is the same check. The keyword itself is `rules.bestow`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.bestow import CEASED, is_bestowed

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem


def cease(game: Game, oid: int) -> None:
    """It ceases to be bestowed: the effects of 702.103b end."""
    game.obj(oid).cast_with = CEASED
    game.log(f"{game.name_of(oid)} ceases to be bestowed (702.103e-f)")
    game.state.touch()


def cease_unattached(game: Game) -> bool:
    """702.103f-g: every bestowed Aura on the battlefield that isn't attached ceases to be
    bestowed. True if any did."""
    done = False
    for oid in game.state.battlefield():
        obj = game.obj(oid)
        if is_bestowed(obj) and obj.attached_to is None and obj.attached_player is None:
            cease(game, oid)
            done = True
    return done


def resolves_as_creature(game: Game, item: StackItem) -> bool:
    """702.103e, as the spell begins resolving: a bestowed Aura spell whose target is illegal
    ceases to be bestowed and resolves as a creature spell, with no target."""
    if item.kind != "spell" or not is_bestowed(game.obj(item.source)):
        return False
    cease(game, item.source)
    item.targets = []
    item.target_specs = ()
    return True


__all__ = ["cease", "cease_unattached", "resolves_as_creature"]
