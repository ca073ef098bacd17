"""303.4f-i, 400.7: "return it to the battlefield attached to you" (Lynde, Cheerful Tormentor:
a Curse put into your graveyard from the battlefield comes back at the beginning of the next
end step): the card, if it is still the same object in its owner's graveyard (400.7, 603.7c:
one that has left is a new object), is put onto the battlefield under its owner's control
attached to the player. 303.4f: the effect says what it enchants, nothing is targeted;
303.4i: an Aura that can't legally enchant that player (702.5a: its enchant ability; a
player who has left the game, 303.4c; protection, 702.16c) stays where it is; 303.4h: a card
that isn't an Aura enters unattached."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.keywords.enchant_player import attach_to_player, can_enchant
from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ReturnAttachedToPlayer(Instruction):
    """Return the card `what` names from its owner's graveyard to the battlefield attached to
    the resolving ability's controller."""

    what: Ref = field(default_factory=Ref.all_targets)


def do_return_attached_to_player(r: Resolution, step: ReturnAttachedToPlayer) -> None:
    g, you = r.game, r.item.controller
    r.did = False
    for oid in r.ref(step.what):
        if not isinstance(oid, int) or g.obj(oid).zone != "graveyard":
            continue  # 400.7: it has left the graveyard: a new object, left alone
        aura = "Aura" in g.chars(oid).subtypes
        if aura and not can_enchant(g, oid, you):
            g.log(f"{g.quick_name(oid)} can't enchant {g.player_name(you)}: it stays where "
                  "it is (303.4i)")
            continue
        new = g.move(oid, "battlefield", controller=g.obj(oid).owner, attaching=True)
        if new is None:
            continue
        if aura:
            attach_to_player(g, new.id, you)  # 303.4f
        enter(g, new)
        r.it = new.id
        r.did = True


__all__ = ["ReturnAttachedToPlayer", "do_return_attached_to_player"]
