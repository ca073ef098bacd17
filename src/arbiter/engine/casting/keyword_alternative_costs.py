"""118.9 / 601.2b / 601.2f-h: an alternative cost a keyword names in words, not mana alone:

    Evoke—Exile a green card from your hand.        (702.74a; Endurance, Solitude)
    Blitz—{2}{R}{R}, Discard a card.                (702.152a; Sabin, Master Monk)
    Warp—{B}, Pay 2 life.                           (702.185a; Timeline Culler)

The keyword's cost is read by the compiler (`compiler.keywords.keyword_costs`) into a
`rules.keyword_costs.KeywordCosts`. Cast that way, its mana part is the cost the total cost
starts from (601.2f, 118.9d; {0} when it has none, 118.3) and every other part is paid with
the total cost (601.2h), by the machinery of a spell's own alternative cost
(`engine.casting.alternative_costs`: the player chooses the objects each part uses; 118.3:
each part must be payable, or the way isn't offered and casting so is refused). A part that
machinery doesn't pay leaves the keyword without costs it carries out (`paid_in_words` is
false), so its line stays unread (principle 5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.alternative_costs import DiscardCardsCost, ExileFromHandCost
from arbiter.rules.costs import Cost, DiscardCard, ManaPayment, PayLife, SacrificePermanents
from arbiter.rules.keyword_costs import KeywordCosts

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

#: The keywords whose alternative cost may be in words (702.74a, 702.152a, 702.185a).
WAYS = frozenset({"evoke", "blitz", "warp"})
#: The parts other than mana `engine.casting.alternative_costs` pays (118.3, 119.4, 701.9a,
#: 701.21a, 406.3).
_PAID = (PayLife, DiscardCardsCost, ExileFromHandCost, SacrificePermanents)


def _read(kw: KeywordAbility) -> tuple[Cost, ...] | None:
    return next((e.costs for e in kw.extra if isinstance(e, KeywordCosts)), None)


def parts_in_words(kw: KeywordAbility) -> tuple[Cost, ...] | None:
    """The keyword's cost parts other than mana, when its cost is in words the compiler read
    and the engine pays each part; None otherwise. 701.9a: "Discard a card" is one card of
    any quality from the hand."""
    costs = _read(kw)
    if kw.keyword not in WAYS or costs is None:
        return None
    out: list[Cost] = []
    for c in costs:
        if isinstance(c, ManaPayment):
            continue
        if isinstance(c, DiscardCard):
            c = DiscardCardsCost(None, 1, description="a card")
        if not isinstance(c, _PAID):
            return None
        out.append(c)
    return tuple(out) if out else None


def paid_in_words(kw: KeywordAbility) -> bool:
    """Does the engine carry out this keyword's cost in words?"""
    return parts_in_words(kw) is not None


def _keyword(game: Game, oid: int, way: str | None) -> KeywordAbility | None:
    if way not in WAYS:
        return None
    return next(iter(game.chars(oid).keyword_abilities(way)), None)


def other_parts(game: Game, oid: int, way: str | None) -> tuple[Cost, ...] | None:
    """The parts other than mana of the cost of casting `oid` this way, when it is a
    keyword's cost in words (None: it isn't; `engine.casting.alternative_costs` pays them)."""
    kw = _keyword(game, oid, way)
    return parts_in_words(kw) if kw is not None else None


__all__ = ["WAYS", "other_parts", "paid_in_words", "parts_in_words"]
