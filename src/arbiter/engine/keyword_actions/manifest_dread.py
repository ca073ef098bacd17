"""Manifest (701.40) and manifest dread (701.62).

701.40a: to manifest a card, turn it face down: it becomes a 2/2 face-down creature card with
no text, no name, no subtypes and no mana cost, put onto the battlefield face down (a
manifested permanent while it stays face down). The face-down characteristics are the
layer-1b `FaceDown` effect of kind "manifest" (`rules.copiable`); turning it face up (701.40b-d,
701.40g) is `engine.keyword_actions.cloak`, shared with cloak.

701.62a: "Manifest dread" means "Look at the top two cards of your library. Manifest one of
them, then put the cards you looked at that were not manifested this way into your
graveyard." 701.62b: the player manifested dread even if some or all of that was impossible
(an event after the whole process).

The player is the controller of the resolving spell or ability; the card to manifest is
their choice as it resolves (608.2d, decision kind "manifest"). The manifested permanent is
the instruction's "it".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 701.62b: the event of a player manifesting dread (obj: the manifested permanent or None).
MANIFESTS_DREAD = "manifests_dread"


def manifest(game: Game, oid: int, player: int) -> int | None:
    """701.40a: the card `oid` is put onto the battlefield face down under `player`'s control
    (a new object, 400.7; 708.3: face down as it enters, so its own enters abilities and
    replacement effects don't apply). None when it doesn't end up on the battlefield (a
    replacement effect sent it elsewhere, 614.1a) or isn't a card (111.1)."""
    from arbiter.engine.replacement.entering import enter

    obj = game.obj(oid)
    if obj.token is not None or obj.card is None:
        return None
    from arbiter.engine.replacement.entering_exiled import entering_face_down

    with entering_face_down("manifest"):  # 614.12: it would enter as a face-down 2/2
        new = game.move(oid, "battlefield", controller=player)
    if new is None or new.zone != "battlefield":
        return None
    new.face_down = "manifest"
    game.state.touch()
    enter(game, new)
    game.log(f"{game.player_name(player)} manifests a card (701.40a): face-down #{new.id}")
    return new.id


@dataclass(frozen=True)
class ManifestDread(Instruction):
    """701.62a: "Manifest dread"."""


def do_manifest_dread(r: Resolution, step: ManifestDread) -> None:
    """701.62a: the top two cards of the library: one manifested, the rest to the
    graveyard."""
    g, you = r.game, r.item.controller
    seen = list(g.state.zone_list("library", you))[:2]
    pick = None
    if len(seen) == 1:
        pick = seen[0]
    elif seen:
        pick = g.decide(Decision(
            "manifest", "manifest dread: choose the card to manifest (the other goes to your "
            "graveyard) (701.62a)", you, [(f"{g.quick_name(o)}#{o}", o) for o in seen],
            key="manifest"))
    made = manifest(g, pick, you) if pick is not None else None
    for o in seen:
        if o != pick and g.obj(o).zone == "library":
            g.move(o, "graveyard")
    r.it = made
    g.emit(Event(MANIFESTS_DREAD, made, player=you))  # 701.62b
    g.state.touch()


__all__ = ["MANIFESTS_DREAD", "ManifestDread", "do_manifest_dread", "manifest"]
