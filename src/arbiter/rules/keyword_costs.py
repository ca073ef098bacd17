"""702: the cost a keyword names after it, as costs (118).

Some keywords are followed by a cost: "Unearth {1}{B}" (702.84a), "Escape—{3}{B}{B}, Exile
four other cards from your graveyard." (702.138a), "Flashback—Sacrifice three creatures."
(702.34a), "Eternalize—{2}{W}{W}, Discard a card." (702.129a). A plain mana cost is read
here; any other wording is read by the compiler's cost grammar
(`compiler.keywords.keyword_costs`) and carried on the keyword as a `KeywordCosts` value in
`KeywordAbility.extra`. A keyword whose cost is neither has no costs (`costs_of` is None):
the compiler leaves it unread (principle 5).

`DiscardMatching` is the one cost a keyword's definition adds that the cost grammar has no
word for: 702.81a retrace's "discarding a land card".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.rules.costs import Cost, ManaPayment

if TYPE_CHECKING:
    from arbiter.rules.abilities import KeywordAbility

_PLAIN_MANA = re.compile(r"(?:\{[^}]+\})+")


@dataclass(frozen=True)
class KeywordCosts:
    """The costs a keyword's cost text names, in order (read by the compiler)."""

    costs: tuple[Cost, ...] = ()


@dataclass(frozen=True)
class DiscardMatching(Cost):
    """701.9a as a cost: "discard a <kind of> card" (702.81a: "discarding a land card");
    `selector` judges the cards of the hand, `description` names them."""

    selector: Any = None
    description: str = "a card"

    def __str__(self) -> str:
        return f"Discard {self.description}"


def costs_of(kw: KeywordAbility) -> tuple[Cost, ...] | None:
    """The costs the keyword names: those the compiler read, or its plain mana cost; None
    when neither (a cost the engine can't pay, or no cost at all)."""
    for e in kw.extra:
        if isinstance(e, KeywordCosts):
            return e.costs
    param = (kw.param or "").strip().rstrip(".")
    if _PLAIN_MANA.fullmatch(param):
        try:
            ManaCost.of(param)
        except ValueError:
            return None
        return (ManaPayment(param),)
    return None


def mana_part(costs: tuple[Cost, ...]) -> ManaCost:
    """The mana the costs name together ({0} when none: "Flashback—Sacrifice three
    creatures." is paid with no mana, 118.3)."""
    text = "".join(c.mana for c in costs if isinstance(c, ManaPayment))
    return ManaCost.of(text) if text else ManaCost.of("{0}")


def param_mana(kw: KeywordAbility) -> ManaCost:
    """118.9d: the mana of a keyword's cost: the mana part of a cost in words the compiler
    read ("Evoke—Exile a green card from your hand.": {0}), or its parameter, a mana cost."""
    read = next((e.costs for e in kw.extra if isinstance(e, KeywordCosts)), None)
    return mana_part(read) if read is not None else ManaCost.of(kw.param or "{0}")


def other_parts(costs: tuple[Cost, ...]) -> tuple[Cost, ...]:
    """The costs that aren't mana (paid at 601.2h with the mana, in any order)."""
    return tuple(c for c in costs if not isinstance(c, ManaPayment))


__all__ = ["DiscardMatching", "KeywordCosts", "costs_of", "mana_part", "other_parts",
           "param_mana"]
