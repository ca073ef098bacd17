"""Abilities the rules themselves define (not printed on a card)."""

from __future__ import annotations

from functools import cache

from arbiter.rules.abilities import ActivatedAbility
from arbiter.vocab import BASIC_LAND_TYPES


@cache
def mana_ability(symbol: str) -> ActivatedAbility:
    """"{T}: Add {X}." (605.1a)."""
    from arbiter.rules.costs import TapCost
    from arbiter.rules.instructions import AddMana

    return ActivatedAbility(
        text=f"{{T}}: Add {{{symbol}}}.",
        cost=(TapCost(),),
        instructions=(AddMana(symbol),),
        is_mana_ability=True,
    )


def intrinsic_mana_ability(land_type: str) -> ActivatedAbility:
    """305.6: the intrinsic mana ability of a basic land type."""
    return mana_ability(BASIC_LAND_TYPES[land_type])
