"""615.1a: what a "prevent all damage" effect covers, when it names groups: the kind of damage
("combat damage", "noncombat damage", 510.2, 120.2b), the recipients ("to you", "to you and
creatures you control", "to players", "to creatures", 120.1) and the sources ("by creatures
your opponents control", "by instant and sorcery spells", "by sources you don't control").

A scope is the detail of the rules part `PREVENT_DAMAGE_GROUPS` (613.11), made by a static
ability (604.1) or a resolved spell or ability (611.2a); the engine reads it as damage would
be dealt (`engine.replacement.prevention_groups`). Nothing here is locked to the objects of
the moment: a prevention effect is not a characteristic-changing one (611.2c), so the
recipients and sources are judged as the damage would be dealt.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector

#: The rules part's name (613.11).
PREVENT_DAMAGE_GROUPS = "prevent_damage_groups"
#: Which damage ("combat" 510.2, "noncombat" 120.2b, or all of it).
COMBAT, NONCOMBAT = "combat", "noncombat"
#: Which players are recipients: the effect's controller ("you") or every player.
YOU, EACH = "you", "each"


@dataclass(frozen=True)
class PreventionScope:
    """615.1a: damage of this kind, dealt to these recipients by these sources, is prevented.
    With neither `players` nor `permanents`, any recipient; with no `sources`, any source."""

    damage: str | None = None
    players: str | None = None
    permanents: Selector | None = None
    sources: Selector | None = None

    def any_recipient(self) -> bool:
        return self.players is None and self.permanents is None


__all__ = ["COMBAT", "EACH", "NONCOMBAT", "PREVENT_DAMAGE_GROUPS", "YOU", "PreventionScope"]
