"""118.9 / 601.2b / 601.2f: an alternative cost a static ability gives the spells its controller
casts:

    You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.
                                                                  (Fist of Suns, Jodah)
    You may pay {0} rather than pay the mana cost for Zombie creature spells you cast.
                                                                  (Rooftop Storm)
    You may cast spells from your hand without paying their mana costs.   (Omniscience)
    Until end of turn, you may cast spells from your hand without paying their mana costs.
                                                  (Chandra, Flame's Catalyst: 611.2a)

(Casting a spell without paying its mana cost is an alternative cost, 118.9: {0} here.)

A rules effect `RULE` for the ability's controller, with a `GrantedCost` as its detail (the
mana to pay, and the kind of spell, judged on the spell as proposed, 601.3e: the card's
characteristics with its face chosen, a face-down spell a creature spell). The way of
casting named `WAY` (`engine.casting.spells.ALTERNATIVES`): the player announces it as the
spell is cast (601.2b; one alternative cost at most, 118.9a); its mana is the cost the total
cost starts from (118.9d: additional costs, increases and reductions apply to it; 118.9c: the
spell's mana cost is unchanged); 107.3b: the only legal X is then 0. Two such abilities with
different costs applying to one spell are two ways of casting the engine can't tell apart:
that stops the game (principle 5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting.flash_permission import as_cast
from arbiter.engine.per_answer import per_answer
from arbiter.engine.rules_effects import rules_effects
from arbiter.errors import UnsupportedTextError
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of such an ability (613.11).
RULE = "granted_alternative_cost"
#: The way of casting it offers.
WAY = "granted alternative"


@dataclass(frozen=True)
class GrantedCost:
    """`mana`: what is paid rather than the mana cost; `what`: the spells it is for (a
    selector; None: any spell); `text`: the ability's words; `zone`: only spells cast from
    that zone ("from your hand"; None: any)."""

    mana: str = "{0}"
    what: Any = None
    text: str = ""
    zone: str | None = None


def _granted(game: Game) -> list[tuple[GrantedCost, int]]:
    """Each granted cost now, with its controller (found once per layer answer: they are
    the answer's rules effects, `engine.per_answer`)."""
    return per_answer(game, "_granted_costs", lambda: [
        (d, controller) for _ts, d, controller in rules_effects(game, RULE)
        if isinstance(d, GrantedCost)])


def any_for(game: Game, player: int) -> bool:
    """Whether any granted cost is `player`'s now (asked once for every card they could
    cast at a priority, before each card's `applies`)."""
    return any(controller == player for _d, controller in _granted(game))


def _costs(game: Game, oid: int, player: int) -> list[GrantedCost]:
    """The granted costs that apply to `player` casting `oid` now."""
    found = [d for d, controller in _granted(game) if controller == player]
    zone = game.obj(oid).zone
    found = [d for d in found if d.zone is None or d.zone == zone]
    if not found:
        return []
    if any(d.what is not None for d in found):
        chars = dict(game.layers().chars)
        chars[oid] = as_cast(game, oid, player, None)  # 601.3e
        view = LayerView(game.state, chars)
        ctx = context_for(view, None, player)
        found = [d for d in found if d.what is None or d.what.matches(view, oid, ctx)]
    return found


def applies(game: Game, oid: int, player: int) -> bool:
    """Whether such an ability lets `player` cast `oid` for its cost."""
    # The granted costs first: most games have none, and this is asked for every card a
    # player could cast at each priority.
    return bool(_costs(game, oid, player)) and "Land" not in game.chars(oid).types


def why_not(game: Game, oid: int, player: int) -> str | None:
    """Why `player` can't cast `oid` for a granted alternative cost now (None: they may)."""
    return None if applies(game, oid, player) else \
        "no ability lets you pay an alternative cost for it (118.9)"


def mana_cost(game: Game, oid: int, player: int) -> ManaCost:
    """601.2f / 118.9d: the mana paid rather than the mana cost."""
    found = _costs(game, oid, player)
    if not found:
        raise UnsupportedTextError(game.name_of(oid), "an alternative cost that doesn't apply")
    if len({d.mana for d in found}) > 1:
        raise UnsupportedTextError(game.name_of(oid), " / ".join(d.text for d in found))
    return ManaCost.of(found[0].mana)


__all__ = ["RULE", "WAY", "GrantedCost", "any_for", "applies", "mana_cost", "why_not"]
