"""Morph and megamorph (702.37): "Morph [cost]" lets a card be cast face down as a 2/2
creature with no text, no name, no subtypes and no mana cost for {3} (702.37a, 702.37c; 708:
`engine.keyword_actions.face_down`, `rules.copiable`); its controller may turn it face up
any time they have priority by paying its morph cost, a special action (702.37e, 116.2b:
`engine.turn.player_actions.turn_face_up`). Megamorph is a morph cost (702.37b) that also
puts a +1/+1 counter on the permanent as it is turned face up for it.

Only a mana cost without {X} is carried out: a morph cost in words ("Morph—Pay 5 life.")
isn't paid by the special action yet, and an X in a morph cost (702.37f: the X chosen as the
special action is taken, which other abilities read) isn't chosen; those keyword instances
stay unread (principle 5). The same holds for disguise (702.168), turned face up the same
way."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The keywords that let a card be cast face down for {3} as the "morph" alternative.
MORPH_KEYWORDS = ("morph", "megamorph")
_MANA = re.compile(r"(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|[WUBRG]/P|2/[WUBRG])\})+")


def readable_face_up_cost(param: str | None) -> bool:
    """702.37a / 702.168a: a morph, megamorph or disguise cost the special action pays: mana,
    with no {X}."""
    return bool(_MANA.fullmatch((param or "").strip()))


def megamorph_counter(game: Game, oid: int) -> None:
    """702.37b: "As this permanent is turned face up, put a +1/+1 counter on it if its
    megamorph cost was paid to turn it face up." Called as it is turned face up for the
    cost `engine.turn.priority.face_up_cost` found, before the "turned face up" event."""
    from arbiter.engine.game import Game as _Game

    probe = _Game(catalog=game.catalog, state=game.state.clone())
    probe.obj(oid).face_down = None
    probe.state.touch()
    ch = probe.chars(oid)
    if ch.keyword_abilities("megamorph") and not any(
            ch.keyword_abilities(k) for k in ("disguise", "morph")):
        game.put_counters(oid, "+1/+1", 1)
