"""702.48 Offering.

- 702.48a: "[Quality] offering" means "As an additional cost to cast this spell, you may
  sacrifice a [quality] permanent. If you chose to pay the additional cost, this spell's
  total cost is reduced by the sacrificed permanent's mana cost, and you may cast this spell
  any time you could cast an instant." (`permission`: the instant timing, only if it is paid,
  `timing_needs_it`).
- 702.48b: the permanent is chosen as the spell's choices are made (601.2b; the decision
  "offering", up to one) and sacrificed as the total cost is paid (601.2h).
- 702.48c / 118.7b-c: generic mana in its mana cost reduces generic mana of the total cost;
  each colored or colorless symbol reduces one mana of that type, and any excess reduces that
  much generic mana (`reduce_by`). A hybrid symbol in either cost (118.7e: the player would
  choose a half) or a Phyrexian symbol in the total cost isn't carried out: the game stops
  naming it (principle 5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting.cost_object_choice import pick_up_to_one
from arbiter.errors import IllegalActionError, UnsupportedTextError

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KEYWORD = "offering"
_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")


def quality_read(param: str | None) -> bool:
    """Is the [quality] a card type or a subtype the engine can judge?"""
    from arbiter.cards.subtypes import ALL_SUBTYPES

    return bool(param) and (param in _TYPES or param in ALL_SUBTYPES)


def quality(game: Game, oid: int) -> str | None:
    """The [quality] of the spell's offering ability (a card type or subtype), or None."""
    for kw in game.chars(oid).keyword_abilities(KEYWORD):
        return kw.param
    return None


def candidates(game: Game, player: int, oid: int) -> list[int]:
    """702.48a: the [quality] permanents the player controls (they sacrifice it, 701.21a)."""
    q = quality(game, oid)
    if q is None:
        return []
    res = game.layers()
    return [o for o in game.state.battlefield() if o != oid
            and res.chars[o].controller == player
            and (q in res.chars[o].types or res.chars[o].has_subtype(q))]


def permission(game: Game, oid: int, player: int) -> bool:
    """702.48a: the spell may be cast any time its controller could cast an instant, if they
    pay the offering (a permanent to sacrifice exists)."""
    return bool(candidates(game, player, oid))


def timing_needs_it(game: Game, oid: int, player: int, alternative: str | None) -> bool:
    """Is the spell cast now only by offering's permission (not at sorcery timing, with no
    other permission to cast it as an instant)?"""
    from arbiter.engine.casting.flash_cost import permission as flash_cost_permission
    from arbiter.engine.casting.flash_permission import may_cast_as_though_flash
    from arbiter.engine.casting.spells import sorcery_timing_ok

    ch = game.chars(oid)
    return not sorcery_timing_ok(game, player) and not (
        "Instant" in ch.types or ch.has_keyword("flash")
        or may_cast_as_though_flash(game, oid, player, alternative)
        or flash_cost_permission(game, oid) is not None)


def reduce_by(cost: ManaCost, less: ManaCost, what: str = "Offering") -> ManaCost:
    """702.48c / 118.7a-d: `cost` reduced by the mana cost `less` (`what`: the rule reducing
    it, named if the reduction can't be carried out)."""
    if any(s.is_hybrid for s in less.symbols) or any(
            s.is_hybrid or s.phyrexian for s in cost.symbols if not s.is_generic) and any(
            not s.is_generic and not s.is_variable for s in less.symbols):
        raise UnsupportedTextError("", f"{what} (a cost reduction by hybrid or Phyrexian "
                                       "mana, 118.7e-f)")
    symbols = list(cost.symbols)
    generic = 0
    for s in less.symbols:
        if s.is_variable:
            continue  # 107.3b: X is 0 on a permanent
        if s.is_generic:
            generic += s.amount
            continue
        if s.phyrexian:
            raise UnsupportedTextError("", f"{what} (a Phyrexian mana symbol, 118.7f)")
        same = next((i for i, t in enumerate(symbols) if t.parts == s.parts
                     and not t.phyrexian), None)
        if same is None:
            generic += 1  # 118.7b-c: the excess reduces generic mana
        else:
            del symbols[same]
    if not symbols:
        return ManaCost.of("{0}")
    return ManaCost(tuple(symbols)).reduce_generic(generic)


def mana_cost_of(game: Game, creature: int | None) -> ManaCost | None:
    """The sacrificed permanent's mana cost as the total cost is determined (601.2f)."""
    if creature is None:
        return None
    return game.chars(creature).mana_cost


def choose(game: Game, player: int, oid: int, choices: dict[str, Any],
           alternative: str | None = None, check: bool = False) -> int | None:
    """702.48b / 601.2b: up to one [quality] permanent to sacrifice (`choices["offering"]`, or
    a decision). It must be chosen when the spell is cast now only by offering's timing
    permission. With `check`, only choices whose total cost could be paid are offered."""
    if quality(game, oid) is None:
        return None
    legal = candidates(game, player, oid)
    needed = timing_needs_it(game, oid, player, alternative)
    given = choices.get(KEYWORD, "")
    if given is None or (isinstance(given, int) and not isinstance(given, bool)):
        pick = given
    else:
        offered = [c for c in legal if not check or _payable(game, player, oid, alternative, c)]
        none_ok = not needed and (not check or _payable(game, player, oid, alternative, None))
        pick = pick_up_to_one(
            game, player, offered, none_ok,
            "offering: choose up to one permanent to sacrifice (702.48a)", KEYWORD)
    if pick is not None and pick not in legal:
        raise IllegalActionError(f"{game.name_of(pick)} can't be sacrificed for offering "
                                 "(702.48a)")
    if pick is None and needed:
        raise IllegalActionError(f"{game.name_of(oid)} can be cast now only by paying its "
                                 "offering (702.48a)")
    choices[KEYWORD] = pick
    return pick


def _payable(game: Game, player: int, oid: int, alternative: str | None,
             creature: int | None) -> bool:
    from arbiter.engine.casting.total_cost import total_cost
    from arbiter.engine.mana.pool import spell_spending
    from arbiter.engine.turn.priority import affordable

    try:
        cost, _ = total_cost(game, oid, player, alternative,
                             less=mana_cost_of(game, creature))
    except (IllegalActionError, ValueError):
        return False
    return affordable(game, player, cost, spell_spending(game, oid, alternative))


def castable(game: Game, player: int, oid: int, alternative: str | None) -> bool:
    """Could the player pay the total cost with one of their permanents offered?"""
    return any(_payable(game, player, oid, alternative, c)
               for c in candidates(game, player, oid))


def pay(game: Game, creature: int | None) -> None:
    """702.48b / 601.2h: sacrifice it as the total cost is paid."""
    if creature is not None:
        game.sacrifice(creature)  # 701.21a


__all__ = ["KEYWORD", "candidates", "castable", "choose", "mana_cost_of", "pay", "permission",
           "quality", "quality_read", "reduce_by", "timing_needs_it"]
