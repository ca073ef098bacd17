"""Prevention and redirection shields as data (615.7, 615.8, 609.7, 614.9): the effects a
resolved spell or ability created that wait for damage and are used up by it ("Prevent the
next 3 damage that would be dealt to any target this turn", "The next time a red source of
your choice would deal damage to you this turn, prevent that damage"). The engine applies
them as damage would be dealt (`engine.replacement.shields`)."""

from __future__ import annotations

from dataclasses import dataclass

#: A recipient of damage: ("player", index) or ("permanent", object id).
Recipient = tuple[str, int]


@dataclass
class DamageShield:
    """One prevention shield, until it is used up or the turn ends (615.3).

    `to`: the shielded player or permanent (615.7), None for any recipient ("the next time a
    source of your choice would deal damage this turn"). `amount`: the damage it still
    prevents (615.7), None for "the next time ... would deal damage" (615.8: all of the next
    instance of damage from the source). `source`: the source chosen as the effect was
    created (609.7a), or None for damage from any source. `quality`: what the source must be
    when it would deal damage, rechecked then (609.7b): ("color", "Red") or ("type",
    "Artifact"). `combat_only`: only combat damage (510.2). `gain_life`: "You gain life
    equal to the damage prevented this way." (615.5). `counters`: a counter of that kind on
    the shielded permanent for each 1 damage prevented (615.5). `damage_back`: `origin`
    deals the damage prevented to the source's controller (615.5). `lasting`: all of the
    source's damage this turn is prevented; no instance of it uses the shield up (615.1a)."""

    key: int
    controller: int
    #: The object whose spell or ability created the shield (its "this way" refers here).
    origin: int
    to: Recipient | None = None
    amount: int | None = None
    source: int | None = None
    quality: tuple[str, str] | None = None
    combat_only: bool = False
    gain_life: bool = False
    counters: str | None = None
    damage_back: bool = False
    lasting: bool = False
    timestamp: int = 0
    #: 614.9: a redirection shield: the damage is dealt to this recipient instead.
    redirect_to: Recipient | None = None
    #: Eye for an Eye: the damage is still dealt, and `origin` deals that much damage to the
    #: source's controller too (a replacement, not a prevention).
    mirror: bool = False


__all__ = ["DamageShield", "Recipient"]
