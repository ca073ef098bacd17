"""106.4: "that player loses all unspent mana" (Mana Short): the mana in the player's mana
pool is removed from it, as when a step ends, including mana the player would otherwise keep
until a later point (500.4 keeps nothing from an effect saying the player loses it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class LoseUnspentMana(Instruction):
    """`who` loses all unspent mana ("you", or a player reference)."""

    who: Any = field(default_factory=lambda: Ref("pronoun_player"))


def do_lose_unspent_mana(r: Resolution, step: LoseUnspentMana) -> None:
    for p in r.players(step.who):
        r.game.state.players[p].mana_pool.clear()


__all__ = ["LoseUnspentMana", "do_lose_unspent_mana"]
