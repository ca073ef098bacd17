"""702.164: toxic, a static ability ("toxic N", N a number, 702.164a).

702.164b: a creature's total toxic value is the sum of the N of all its toxic abilities.
702.164c / 120.3g: combat damage dealt to a player by a creature with toxic causes that
creature's controller to give the player that many poison counters, in addition to the
damage's other results (life loss, 120.3a, or poison counters from infect, 120.3b). Only
combat damage, and only to a player: damage to a creature, planeswalker or battle, and
noncombat damage, give none. The creature's abilities are those it has as the damage is
dealt (510.2). Ten or more poison counters lose the game (704.5c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.characteristics import Characteristics


def readable(param: str | None) -> bool:
    """702.164a: toxic N with N a number printed on the card."""
    return (param or "").strip().isdigit()


def total_toxic_value(ch: Characteristics) -> int:
    """702.164b: the sum of the N of every toxic ability the creature has."""
    return sum(int(ab.param) for ab in ch.keyword_abilities("toxic")
               if readable(getattr(ab, "param", None)))


def combat_damage_to_player(game: Game, source: Characteristics | None, player: int,
                            amount: int) -> None:
    """120.3g: after `source` dealt `amount` combat damage to `player` (a creature's
    characteristics as the damage was dealt)."""
    if source is None or amount <= 0 or "Creature" not in source.types:
        return
    n = total_toxic_value(source)
    if n > 0:
        from arbiter.engine.counters import give_player_counters

        give_player_counters(game, player, "poison", n)  # 702.164c


__all__ = ["combat_damage_to_player", "readable", "total_toxic_value"]
