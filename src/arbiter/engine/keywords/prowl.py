"""702.76 prowl: an alternative cost available once a source of a shared creature type
dealt combat damage to a player this turn.

702.76a: "Prowl [cost]" means "You may pay [cost] rather than pay this spell's mana cost if
a player was dealt combat damage this turn by a source that, at the time it dealt that
damage, was under your control and had any of this spell's creature types." Casting it so
follows 601.2b and 601.2f-h (an alternative cost, 118.9: the way of casting named "prowl" in
`engine.casting.spells.ALTERNATIVES`, its cost the keyword's parameter).

As combat damage is dealt to a player (510.2), the source's controller and creature types
then are remembered for the turn (`TurnState.combat_damage_sources`; a source that is every
creature type, 205.3m, has each of them). "If this spell's prowl cost was paid" asks how it
was cast (`rules.conditions.SourceCastWith`). Only a mana cost is carried out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.engine.keywords.keyword_mana import keyword_mana_cost

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.rules.characteristics import Characteristics


def prowl_cost(kw: KeywordAbility) -> ManaCost | None:
    """The mana cost of "Prowl [cost]", or None."""
    return keyword_mana_cost(kw, allow_x=False)


def _creature_types(ch: Characteristics) -> tuple[frozenset[str], bool]:
    return frozenset(t for t in ch.subtypes if t in CREATURE_TYPES), ch.every_creature_type


def record(game: Game, source: Characteristics | None) -> None:
    """510.2: `source` (as it is as the damage is dealt) dealt combat damage to a player."""
    if source is None:
        return
    types, every = _creature_types(source)
    game.state.turn.combat_damage_sources.append((source.controller, types, every))


def why_not(game: Game, oid: int, player: int) -> str | None:
    """702.76a: why `player` can't pay this spell's prowl cost now (None: they may)."""
    mine, every = _creature_types(game.chars(oid))
    for controller, types, all_types in game.state.turn.combat_damage_sources:
        if controller != player:
            continue
        if (every and (types or all_types)) or (all_types and mine) or (mine & types):
            return None
    return (f"no source {game.player_name(player)} controlled that shares a creature type with "
            f"{game.name_of(oid)} dealt combat damage to a player this turn: no prowl cost "
            "(702.76a)")


__all__ = ["prowl_cost", "record", "why_not"]
