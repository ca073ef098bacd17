"""702.173 freerunning: an alternative cost available once a player was dealt combat damage
this turn by an Assassin or a commander of yours.

702.173a: "Freerunning [cost]" means "You may pay [cost] rather than pay this spell's mana cost
if a player was dealt combat damage this turn by a creature that, at the time it dealt that
damage, was an Assassin creature or a commander under your control." (an alternative cost,
118.9, following 601.2b and 601.2f-h: the way of casting named "freerunning" in
`engine.casting.spells.ALTERNATIVES`; its condition is judged by
`engine.casting.cost_conditions`).

As combat damage is dealt to a player (510.2, `engine.combat.damage`), the engine records the
controller of a source that was then an Assassin creature or a commander (903.3) in
`TurnState.freerunning` (reset as each turn begins). Only a freerunning cost of mana is
carried out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.keywords.keyword_mana import keyword_mana_cost

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

KEYWORD = "freerunning"


def freerunning_cost(kw: KeywordAbility) -> str | None:
    """702.173a: the mana cost of "Freerunning [cost]", or None for any other cost."""
    if keyword_mana_cost(kw, allow_x=False) is None:
        return None
    return (kw.param or "").strip()


def combat_damage(game: Game, source: int, chars: Any, n: int) -> None:
    """702.173a: `source`, with these characteristics as it dealt `n` combat damage to a
    player: an Assassin creature or a commander enables its controller's freerunning."""
    if n <= 0:
        return
    assassin = "Creature" in chars.types and "Assassin" in chars.subtypes
    if (assassin or game.obj(source).commander is not None) and \
            chars.controller not in game.state.turn.freerunning:
        game.state.turn.freerunning.append(chars.controller)


def why_not(game: Game, player: int) -> str | None:
    """702.173a: None if the condition holds for `player`."""
    if player in game.state.turn.freerunning:
        return None
    return ("a freerunning cost may be paid only if a player was dealt combat damage this "
            "turn by an Assassin creature or a commander you controlled (702.173a)")


__all__ = ["KEYWORD", "combat_damage", "freerunning_cost", "why_not"]
