"""702.119 emerge: an alternative cost that sacrifices a creature and is reduced by its mana
value.

702.119a: "Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a
creature rather than paying its mana cost" and "If you chose to pay this spell's emerge
cost, its total cost is reduced by an amount of generic mana equal to the sacrificed
creature's mana value." Casting it so follows 601.2b and 601.2f-h (an alternative cost,
118.9: the way of casting named "emerge" in `engine.casting.spells.ALTERNATIVES`).
702.119b: "Emerge from [quality] [cost]" sacrifices a [quality] permanent instead.
702.119c: the permanent to sacrifice is chosen as the player chooses to pay the emerge cost
(601.2b; decision key "emerge"), its mana value reduces the total cost as it is determined
(601.2f: a cost reduction, with the others, before effects that set a minimum), and it is
sacrificed as the total cost is paid (601.2h). "If this creature's emerge cost was paid"
asks how it was cast (`rules.conditions.SourceCastWith`).

Only a mana cost is carried out, with a plain creature or "from <card type>" (Crabomination:
"Emerge from artifact"); anything else stays an explicit unsupported part.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting.cost_object_choice import pick_one
from arbiter.errors import IllegalActionError
from arbiter.vocab import CARD_TYPES

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

#: The key of the sacrificed permanent in a spell's choices (and its decision's key).
EMERGE = "emerge"
_PARAM = re.compile(r"(?:from (?P<type>[a-z]+) )?(?P<mana>(?:\{[^}]+\})+)", re.IGNORECASE)


def emerge_param(kw: KeywordAbility) -> tuple[str, str] | None:
    """(the card type to sacrifice, the mana cost) of "Emerge [from <type>] [cost]", or
    None for a cost or quality the engine doesn't read."""
    m = _PARAM.fullmatch((kw.param or "").strip())
    if m is None:
        return None
    kind = (m.group("type") or "creature").title()
    try:
        if ManaCost.of(m.group("mana")).variables:
            return None
    except ValueError:
        return None
    return (kind, m.group("mana")) if kind in CARD_TYPES else None


def _param(game: Game, oid: int) -> tuple[str, str] | None:
    for kw in game.chars(oid).keyword_abilities("emerge"):
        return emerge_param(kw)
    return None


def mana_cost(game: Game, oid: int) -> str:
    """702.119a: the emerge cost's mana."""
    found = _param(game, oid)
    if found is None:
        raise IllegalActionError(f"{game.name_of(oid)} has no emerge cost the engine reads")
    return found[1]


def candidates(game: Game, player: int, oid: int) -> list[int]:
    """702.119a-b: the permanents `player` controls that could be sacrificed for it."""
    found = _param(game, oid)
    if found is None:
        return []
    res = game.layers()
    return [o for o in game.state.battlefield() if o != oid
            and res.chars[o].controller == player and found[0] in res.chars[o].types]


def mana_value(game: Game, oid: int) -> int:
    """702.119a: the sacrificed permanent's mana value, as it is as the total cost is
    determined (601.2f), a whole number of generic mana."""
    return int(game.chars(oid).mana_value or 0)


def cost_cuts(game: Game, oid: int, player: int) -> list[int]:
    """The reductions the permanents `player` could sacrifice would give (largest first)."""
    return sorted({mana_value(game, o) for o in candidates(game, player, oid)}, reverse=True)


def choose(game: Game, player: int, oid: int, choices: dict[str, Any]) -> int:
    """702.119c / 601.2b: the permanent to sacrifice, chosen as the emerge cost is chosen
    (`choices["emerge"]`, or a decision)."""
    options = candidates(game, player, oid)
    if not options:
        raise IllegalActionError(f"{game.name_of(oid)}: emerge needs a permanent to sacrifice "
                                 "(702.119a)")
    pick = pick_one(game, player, options, choices.get(EMERGE),
                    "emerge: choose a permanent to sacrifice", EMERGE,
                    "{name} can't be sacrificed for emerge (702.119a)")
    choices[EMERGE] = pick
    return pick


__all__ = ["EMERGE", "candidates", "choose", "cost_cuts", "emerge_param", "mana_cost",
           "mana_value"]
