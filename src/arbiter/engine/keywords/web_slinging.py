"""702.188 web-slinging: an alternative cost that returns a tapped creature to its owner's
hand.

702.188a: "Web-slinging [cost]" means "You may cast this spell by paying [cost] and returning
a tapped creature you control to its owner's hand rather than paying its mana cost."
Casting it so follows 601.2b and 601.2f-h (an alternative cost, 118.9: the way of casting
named "web-slinging" in `engine.casting.spells.ALTERNATIVES`, its mana from the keyword's
parameter in `engine.casting.total_cost`). The creature to return is chosen as the player
chooses to pay the cost (601.2b; decision key "web-slinging") and returned as the total cost
is paid (601.2h). "If ~ was cast using web-slinging" asks how it was cast
(`rules.conditions.SourceCastWith`). Only a cost of mana is carried out.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.cost_object_choice import pick_one
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

#: The way of casting, and the key of the returned creature in a spell's choices.
KEYWORD = "web-slinging"
_MANA = re.compile(r"(?:\{[^}]+\})+")


def web_slinging_cost(kw: KeywordAbility) -> str | None:
    """The mana cost of "Web-slinging [cost]", or None for any other cost."""
    param = (kw.param or "").strip()
    return param if _MANA.fullmatch(param) else None


def candidates(game: Game, player: int, oid: int) -> list[int]:
    """702.188a: the tapped creatures `player` controls (not the spell itself)."""
    res = game.layers()
    return [o for o in game.state.battlefield() if o != oid and game.obj(o).tapped
            and res.chars[o].controller == player and "Creature" in res.chars[o].types]


def choose(game: Game, player: int, oid: int, choices: dict[str, Any]) -> int:
    """601.2b: the tapped creature to return, chosen as the cost is chosen
    (`choices["web-slinging"]`, or a decision)."""
    options = candidates(game, player, oid)
    if not options:
        raise IllegalActionError(f"{game.name_of(oid)}: web-slinging needs a tapped creature "
                                 "you control to return (702.188a)")
    pick = pick_one(game, player, options, choices.get(KEYWORD),
                    "web-slinging: choose a tapped creature to return to its owner's hand",
                    KEYWORD, "{name} can't be returned for web-slinging (702.188a: a tapped "
                    "creature you control)")
    choices[KEYWORD] = pick
    return pick


def pay(game: Game, creature: int) -> None:
    """601.2h: return the creature to its owner's hand."""
    game.move(creature, "hand")
    game.state.touch()


__all__ = ["KEYWORD", "candidates", "choose", "pay", "web_slinging_cost"]
