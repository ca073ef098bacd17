"""601.2g: once the total cost of a spell is locked in (601.2f), its caster has a chance to
activate mana abilities, and then pays the total cost (601.2h). The mana abilities whose costs
do more than {T} ("Sacrifice a creature: Add {C}{C}.", Ashnod's Altar) aren't activated by
the payment planner (`engine.mana.plan`); the player names them, and they are activated here,
after the total cost is determined: an effect that changed the cost (Vadrik, Astral
Archmage's reduction) no longer matters if its source is sacrificed this way (605.3a: a mana
ability resolves at once; its mana goes to the pool and pays from there)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def activate_mana_abilities(game: Game, player: int, listed: Any,
                            choices: dict[str, Any]) -> None:
    """601.2g: activate the first mana ability of each object listed (in order)."""
    from arbiter.engine.casting.activation import activate

    for oid in listed or ():
        abilities = [a.ability for a in game.chars(oid).abilities]
        number = next((i for i, a in enumerate(abilities, 1)
                       if isinstance(a, ActivatedAbility) and a.is_mana_ability), None)
        if number is None:
            raise IllegalActionError(f"{game.name_of(oid)} has no mana ability (605.1a)")
        activate(game, oid, player, number, [], dict(choices))


__all__ = ["activate_mana_abilities"]
