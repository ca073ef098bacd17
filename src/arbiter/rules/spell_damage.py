"""Replacement and prevention effects on the damage spells deal (614.1a, 615.1), from a
static ability: Rem Karolus, Stalwart Slayer.

    If a spell would deal damage to you or another permanent you control, prevent that damage.
    If a spell would deal damage to an opponent or a permanent an opponent controls, it deals
    that much damage plus 1 instead.

`Recipients` says which damage an effect watches for: damage whose source is a spell (an
object on the stack, 112.1) dealt to the effect's controller ("you") or to one of their
opponents ("opponents"), or to a permanent `permanents` describes (read for the effect's
source: "another permanent you control"). The engine reads the rules parts in
`engine.replacement.spell_damage`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector

#: 615.1: "prevent that damage" (detail: Recipients).
PREVENT = "prevent_spell_damage"
#: 614.1a: "it deals that much damage plus N instead" (detail: (N, Recipients)).
PLUS = "spell_damage_plus"


@dataclass(frozen=True)
class Recipients:
    #: "you" | "opponents" | None (no player).
    players: str | None
    #: Permanents (None: no permanent).
    permanents: Selector | None
