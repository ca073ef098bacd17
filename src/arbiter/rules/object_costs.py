"""Costs of activated abilities that move cards and permanents or put and remove counters
(118.3, 602.1a, 602.2b; paid at 601.2h by `engine.casting.object_costs`):

    Discard a land card / Discard two cards / Discard a card at random   (701.9a, 701.9b)
    Exile ~                                                      (406.2: from the battlefield)
    Return ~ to its owner's hand / Return a land you control to its owner's hand
    Put a -0/-1 counter on ~                                     (122.6)
    Remove a +1/+1 counter from a creature you control / Remove a counter from ~  (122.8)
    Mill a card (701.17a-b) / Exile the top card of your library (406.2) / Discard your hand
    Exert ~                                                      (701.43a-c)
    Put a card an opponent owns from exile into that player's graveyard / Put a card exiled
    with ~ into its owner's graveyard                            (400.3, 607.2a)
    Exile the top creature card of your graveyard                (404.2)

A cost can be paid only if every part of it can (118.3, 601.2h: partial payments are not
allowed), so each says what it needs (cards in the hand, permanents you control, counters).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class DiscardCards(Cost):
    """701.9a as a cost: "Discard <n> <kind of> card(s)" from the payer's hand (`selector`
    None: any card); `at_random` (701.9b): the cards are picked at random, paid after the
    costs without random elements (601.2h)."""

    selector: Any = None
    n: int = 1
    description: str = "a card"
    at_random: bool = False

    def __str__(self) -> str:
        return f"Discard {self.description}" + (" at random" if self.at_random else "")


@dataclass(frozen=True)
class ExileSelf(Cost):
    """"Exile ~" as a cost: the permanent moves from the battlefield to exile (406.2)."""

    def __str__(self) -> str:
        return "Exile this permanent"


@dataclass(frozen=True)
class ReturnToHand(Cost):
    """"Return ~ to its owner's hand" (`selector` None: the source itself) or "Return a
    <kind of> permanent you control to its owner's hand" (`n` of them)."""

    selector: Any = None
    n: int = 1
    description: str = "this permanent"

    def __str__(self) -> str:
        return f"Return {self.description} to its owner's hand"


@dataclass(frozen=True)
class PutCountersOnSelf(Cost):
    """122.6 as a cost: "Put a -0/-1 counter on ~" (`n` counters of `kind`)."""

    kind: str = "+1/+1"
    n: int = 1

    def __str__(self) -> str:
        return f"Put {self.n} {self.kind} counter(s) on this permanent"


@dataclass(frozen=True)
class RemoveCounterFrom(Cost):
    """122.8 as a cost: "Remove a <kind> counter from a creature you control" (`kind` None:
    "Remove a counter ...", any kind the player chooses); `selector` judges the permanents
    the payer controls (None: "from ~", the source itself)."""

    selector: Any = None
    kind: str | None = "+1/+1"
    description: str = "a creature you control"

    def __str__(self) -> str:
        what = f"a {self.kind} counter" if self.kind else "a counter"
        return f"Remove {what} from {self.description}"


@dataclass(frozen=True)
class MillCost(Cost):
    """701.17a as a cost: "Mill a card" (the top `n` cards of the payer's library into their
    graveyard); 701.17b: not more cards than the library has."""

    n: int = 1

    def __str__(self) -> str:
        return f"Mill {self.n} card(s)"


@dataclass(frozen=True)
class ExileTopOfLibrary(Cost):
    """"Exile the top card of your library" (406.2; 601.2h: a cost moving objects from the
    library to a public zone is paid after the others)."""

    n: int = 1

    def __str__(self) -> str:
        return f"Exile the top {self.n} card(s) of your library"


@dataclass(frozen=True)
class DiscardHand(Cost):
    """701.9a as a cost: "Discard your hand" (paid even with no cards in hand)."""

    def __str__(self) -> str:
        return "Discard your hand"


@dataclass(frozen=True)
class ExertSelf(Cost):
    """701.43a as a cost: "Exert this creature" (it doesn't untap during the payer's next
    untap step; 701.43b: also if tapped or already exerted; 701.43c: only on the
    battlefield)."""

    def __str__(self) -> str:
        return "Exert this permanent"


@dataclass(frozen=True)
class PutFromExileIntoGraveyard(Cost):
    """"Put a card an opponent owns from exile into that player's graveyard" (`opponents_own`)
    or "Put a creature card exiled with ~ into its owner's graveyard" (`selector` holding
    607.2a's `ExiledWithSource`): a card in exile chosen by the payer goes to its owner's
    graveyard (400.3)."""

    selector: Any = None
    opponents_own: bool = False
    description: str = "a card in exile"
    n: int = 1

    def __str__(self) -> str:
        return f"Put {self.description} into its owner's graveyard"


@dataclass(frozen=True)
class ExileTopOfGraveyard(Cost):
    """"Exile the top card of your graveyard" / "the top creature card of your graveyard"
    (404.2: a graveyard is kept in order; the topmost card matching `selector`)."""

    selector: Any = None
    description: str = "card"

    def __str__(self) -> str:
        return f"Exile the top {self.description} of your graveyard"


#: The costs of this module (`engine.casting.object_costs` pays each).
OBJECT_COSTS = (DiscardCards, ExileSelf, ReturnToHand, PutCountersOnSelf, RemoveCounterFrom,
                MillCost, ExileTopOfLibrary, DiscardHand, ExertSelf, PutFromExileIntoGraveyard,
                ExileTopOfGraveyard)

__all__ = ["OBJECT_COSTS", "DiscardCards", "DiscardHand", "ExertSelf", "ExileSelf",
           "ExileTopOfGraveyard", "ExileTopOfLibrary", "PutFromExileIntoGraveyard",
           "MillCost", "PutCountersOnSelf", "RemoveCounterFrom", "ReturnToHand"]
