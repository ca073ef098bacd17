"""Principle 5: a game that needs a part of a card Arbiter can't read stops with an error naming
the card and the text; nothing silently does nothing.

A permanent's static and triggered abilities are needed while it is on the battlefield
(604.1, 603.2), so an unreadable one there (after the layer system: an object that lost its
abilities no longer has it, 613.1f) stops the game. A spell's text is needed when it is cast
(601.2); an unreadable activated ability when someone activates it (602.2)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.engine.errors import UnsupportedTextError
from arbiter.rules.abilities import UnsupportedAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 602.1: "[Cost]: [Effect]." — needed only when activated.
_ACTIVATED = re.compile(r"^(?:\[[^\]]*\]|[^\"]*?):\s")


def looks_activated(text: str) -> bool:
    return bool(_ACTIVATED.match(text))


def require_supported(game: Game) -> None:
    """Raise UnsupportedTextError for the first unreadable ability a permanent (or an emblem)
    has now that isn't an activated ability."""
    res = game.layers()
    zones = ("battlefield", "command")
    for oid, obj in game.state.objects.items():
        if obj.zone not in zones or oid not in res.chars:
            continue
        for inst in res.chars[oid].abilities:
            a = inst.ability
            if isinstance(a, UnsupportedAbility) and not looks_activated(a.text):
                raise UnsupportedTextError(game.name_of(oid), a.text)


def require_castable(game: Game, oid: int) -> None:
    """601.2: casting a spell needs all of its spell text (raised before anything changes)."""
    ch = game.chars(oid)
    if not ({"Instant", "Sorcery"} & set(ch.types)):
        return
    for inst in ch.abilities:
        a = inst.ability
        if isinstance(a, UnsupportedAbility):
            raise UnsupportedTextError(game.name_of(oid), a.text)
