"""106.4: "that player loses all unspent mana" (Mana Short): the mana in the player's mana
pool is removed from it, as when a step ends, including mana the player would otherwise keep
until a later point (500.4 keeps nothing from an effect saying the player loses it); a
replacement effect may keep it as other mana instead (`engine.mana.unspent_becomes`)."""

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
    from arbiter.engine.mana.unspent_becomes import keep_as

    for p in r.players(step.who):
        pool = r.game.state.players[p].mana_pool
        if not keep_as(r.game, p, list(pool)):  # 614.1a: "that mana becomes ... instead"
            pool.clear()


__all__ = ["LoseUnspentMana", "do_lose_unspent_mana"]
