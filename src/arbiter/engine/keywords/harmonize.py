"""702.180 Harmonize.

702.180a: "Harmonize [cost]" means "You may cast this card from your graveyard by paying
[cost] and tapping up to one untapped creature you control rather than paying this spell's
mana cost" (an alternative cost, 118.9: the way of casting named "harmonize" in
`engine.casting.spells.ALTERNATIVES`, from the graveyard), "If you cast this spell using its
harmonize ability, its total cost is reduced by an amount of generic mana equal to the
tapped creature's power" (601.2f: a reduction with the others; a power of 0 or less reduces
nothing) and "If the harmonize cost was paid, exile this card instead of putting it anywhere
else any time it would leave the stack" (`engine.stack.items.leave_stack`).
702.180b: the creature is chosen as the player chooses to pay the harmonize cost (601.2b;
decision key "harmonize", up to one) and tapped as the total cost is paid (601.2h); it
can't also be tapped for mana to pay that cost (`not_a_mana_source`).

Only a cost of mana is read (`harmonize_cost`).
"""

from __future__ import annotations

import re
from contextlib import nullcontext
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.cost_object_choice import pick_up_to_one
from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.mana.sources import tap_is_cost_of
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import TapCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

KEYWORD = "harmonize"
_MANA = re.compile(r"(?:\{(?:\d+|X|[WUBRGC])\})+")
#: A stand-in whose cost taps its object: the creature tapped for harmonize isn't a mana
#: source while the cost is paid (`engine.mana.sources.tap_is_cost_of`).
_TAPPED = SimpleNamespace(cost=(TapCost(),))


def harmonize_cost(kw: KeywordAbility) -> str | None:
    """702.180a: the mana cost of "Harmonize [cost]", or None for a cost the engine doesn't
    read."""
    param = (kw.param or "").strip()
    return param if _MANA.fullmatch(param) else None


def candidates(game: Game, player: int, oid: int) -> list[int]:
    """702.180a: the untapped creatures the player controls."""
    res = game.layers()
    return [o for o in game.state.battlefield() if o != oid and not game.obj(o).tapped
            and res.chars[o].controller == player and "Creature" in res.chars[o].types]


def reduction(game: Game, creature: int | None) -> int:
    """702.180a: generic mana equal to the tapped creature's power (none below 0)."""
    if creature is None:
        return 0
    return max(0, int(game.chars(creature).power or 0))


def choose(game: Game, player: int, oid: int, choices: dict[str, Any],
           check: bool = False) -> int | None:
    """702.180b / 601.2b: up to one untapped creature to tap, chosen as the harmonize cost
    is chosen (`choices["harmonize"]`, or a decision). With `check`, only the choices with
    which the total cost could be paid are offered."""
    options = candidates(game, player, oid)
    given = choices.get(KEYWORD, "")
    if given is None or (isinstance(given, int) and not isinstance(given, bool)):
        pick = given  # chosen already (the API's answer, or none)
    else:  # asked (a scenario's alias answers the decision)
        offered = [c for c in options if not check or _payable(game, player, oid, c)]
        none_ok = not check or _payable(game, player, oid, None)
        pick = pick_up_to_one(
            game, player, offered, none_ok,
            "harmonize: choose up to one untapped creature to tap (702.180a)", KEYWORD)
    if pick is not None and pick not in options:
        raise IllegalActionError(f"{game.name_of(pick)} isn't an untapped creature you "
                                 "control to tap for harmonize (702.180a)")
    choices[KEYWORD] = pick
    return pick


def not_a_mana_source(creature: int | None) -> Any:
    """601.2g-h: while the total cost is paid, the creature tapped for harmonize can't also
    be tapped for mana."""
    return nullcontext() if creature is None else tap_is_cost_of(creature, _TAPPED)


def pay(game: Game, creature: int | None) -> None:
    """702.180b / 601.2h: tap the chosen creature as the total cost is paid."""
    if creature is not None:
        tap(game, creature)  # 701.26a
        game.state.touch()


def _payable(game: Game, player: int, oid: int, creature: int | None) -> bool:
    from arbiter.engine.casting.total_cost import total_cost
    from arbiter.engine.mana.pool import spell_spending
    from arbiter.engine.turn.priority import affordable

    try:
        cost, _ = total_cost(game, oid, player, KEYWORD, reduction=reduction(game, creature))
    except (IllegalActionError, ValueError):
        return False
    with not_a_mana_source(creature):
        return affordable(game, player, cost, spell_spending(game, oid, KEYWORD))


def castable(game: Game, player: int, oid: int) -> bool:
    """Could the player pay the harmonize cost, tapping no creature or one of theirs?"""
    return any(_payable(game, player, oid, c) for c in [None, *candidates(game, player, oid)])


__all__ = ["KEYWORD", "candidates", "castable", "choose", "harmonize_cost", "not_a_mana_source",
           "pay", "reduction"]
