"""Power-up: "Power-up — [Cost]: [Effect]" (Marvel cards), an activated ability its
keyword labels, with the rules its reminder text states: "Activate each power-up ability
only once. Reduce the cost by its mana cost if it entered this turn." The keyword is newer
than the Comprehensive Rules this engine cites, so it is carried out as those two sentences
say, by the rules they name:

- "only once": a restriction on its use (602.5b), for this object (400.7: a permanent that
  leaves and returns is a new object), kept as "Activate only once." is
  (`engine.keywords.exhaust`), each power-up ability apart;
- "reduce the cost by its mana cost if it entered this turn": a cost reduction (602.2b,
  601.2f) by the source's mana cost as the total cost is determined, by the rules of a
  reduction by an amount of mana (118.7a-d, `engine.keywords.offering.reduce_by`). A
  reduction by hybrid or Phyrexian mana (118.7e-f: the player would choose a half), or one
  reaching generic mana of a cost with {X} (601.2f: X is part of the total cost only once
  announced), isn't carried out: the engine says so (principle 5).

The line is read by `compiler.keywords.activated_keywords` (`ActivatedAbility.keyword`
"power-up"); "Power-up abilities of other creatures you control cost {3} less" and "power-up
abilities can't be activated" aren't read yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.errors import UnsupportedTextError
from arbiter.rules.entered_selectors import ENTERED_TURN

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import ActivatedAbility

KEYWORD = "power-up"


def entered_this_turn(game: Game, oid: int) -> bool:
    """"if it entered this turn": the source entered the battlefield during this turn."""
    obj = game.obj(oid)
    return obj.zone == "battlefield" and obj.choices.get(ENTERED_TURN) == \
        game.state.turn.number


def with_reduction(game: Game, oid: int, ability: ActivatedAbility, mana: str) -> str:
    """601.2f / 118.7a-d: the mana of a power-up ability's total cost, reduced by its
    source's mana cost if the source entered this turn; any other ability's unchanged."""
    if ability.keyword != KEYWORD or not mana or not entered_this_turn(game, oid):
        return mana
    less = game.chars(oid).mana_cost
    if less is None or not less.symbols:
        return mana  # 202.1b: no mana cost, nothing to reduce by
    from arbiter.engine.keywords.offering import reduce_by

    cost = ManaCost.of(mana)
    reduced = reduce_by(cost, less, what="Power-up")
    if cost.variables and cost.mana_value - reduced.mana_value != less.mana_value:
        # 601.2f: generic mana reduced before X is announced would miss X's share
        raise UnsupportedTextError(game.chars(oid).name, "Power-up (a reduction reaching the "
                                   "generic mana of a cost with {X}, 601.2f)")
    return str(reduced)  # 118.7: reduced to nothing, it's {0}


__all__ = ["KEYWORD", "entered_this_turn", "with_reduction"]
