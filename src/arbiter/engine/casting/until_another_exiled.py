"""601.3, 611.2a, 607.2a: a permission to play an exiled card that lasts until the same object
exiles another card:

    Exile the top card of your library. You may play that card until you exile another card
    with this enchantment.                  (Furious Rise; Unstable Amulet; Superior Foes of
                                                                           Spider-Man)

The permission (`engine.casting.impulse`'s rules part `may_play`) is locked to the card
(611.2c: it ends anyway when the card leaves exile, 400.7), with no end of its own
(`INDEFINITE`) but for the next card exiled with the same object: its effect carries the
rules part `EXILED_WITH`, and its source is that object. "Exiled with this <permanent>" means
by that object's ability (607.2a); a permanent that leaves and returns is a new object (400.7),
so a card exiled by the new one doesn't end a permission the old one gave. The object leaving
the battlefield doesn't end it either (the text names no such end).

The ability exiles the card and then gives the permission in the same resolution, so the
earlier permission given with the same object ends just before the new one starts
(`END_EARLIER`), and only when a card was exiled this time (an empty library exiles nothing:
the earlier card stays playable).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules import instructions as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import INDEFINITE

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The rules part marking a permission that ends when its source exiles another card.
EXILED_WITH = "until_another_exiled_with"
#: The `Custom` instruction ending the earlier such permissions of the resolving source.
END_EARLIER = "end_permissions_exiled_with"


def permission_until_another(what: I.Ref, how: str) -> tuple[I.Instruction, ...]:
    """"You may <play | cast> <what> until you exile another card with this <permanent>."
    `how`: `engine.casting.impulse`'s PLAY or CAST."""
    from arbiter.engine.casting.impulse import MAY_PLAY

    return (I.Custom(END_EARLIER),
            I.CreateEffect(parts=(RulesPart(MAY_PLAY, how), RulesPart(EXILED_WITH, True)),
                           affected=what, duration=INDEFINITE))


def do_end_earlier(r: Resolution, step: I.Custom) -> None:
    """End the permissions the resolving ability's source gave with `EXILED_WITH`, when the
    ability has just exiled a card (`Resolution.it`, the card the permission is for)."""
    g, src = r.game, r.item.source
    card = g.state.objects.get(r.it) if isinstance(r.it, int) else None
    if card is None or card.zone != "exile":
        return  # nothing was exiled this time: the earlier permission goes on
    g.state.effects = [e for e in g.state.effects if not (e.source == src and any(
        getattr(p, "rule", None) == EXILED_WITH for p in e.parts))]
    g.state.touch()


__all__ = ["END_EARLIER", "EXILED_WITH", "do_end_earlier", "permission_until_another"]
