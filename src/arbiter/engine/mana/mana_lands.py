"""605.1a / 701.26a: "they tap all lands with mana abilities they control" (Power Sink, after
"If that player doesn't [pay]"): every untapped land the player controls that has a mana
ability (an activated ability that could add mana, 605.1a) becomes tapped. Carried out as
`Custom("tap_mana_lands", (who,))`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.abilities import ActivatedAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions.objects import Custom


def has_mana_ability(game: Game, oid: int) -> bool:
    """605.1a: the permanent has an activated mana ability."""
    return any(isinstance(a.ability, ActivatedAbility) and a.ability.is_mana_ability
               for a in game.chars(oid).abilities)


def do_tap_mana_lands(r: Resolution, step: Custom) -> None:
    from arbiter.engine.keyword_actions.tap import tap

    g = r.game
    for p in r.players(step.args[0]):
        for oid in g.state.battlefield():
            ch = g.chars(oid)
            if ch.controller == p and "Land" in ch.types and has_mana_ability(g, oid):
                tap(g, oid)  # 701.26a (an untapped one; a tapped one stays tapped)


__all__ = ["do_tap_mana_lands", "has_mana_ability"]
