"""Costs (118, 602.1): what an activated ability or an additional cost asks a player to pay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Cost:
    def __str__(self) -> str:
        return type(self).__name__


@dataclass(frozen=True)
class ManaPayment(Cost):
    """A mana cost such as "{1}{W}"."""

    mana: str = ""

    def __str__(self) -> str:
        return self.mana


@dataclass(frozen=True)
class GenericManaAmount(Cost):
    """Generic mana whose amount is a number counted as a resolving spell or ability asks
    for the payment (118.12, 107.3): "unless its controller pays {X}", "... pays {1} for
    each card in your graveyard". `amount` is a value (`rules.values`) or an int."""

    amount: Any = 0

    def __str__(self) -> str:
        return f"{{{self.amount}}}"


@dataclass(frozen=True)
class TapCost(Cost):
    """{T}: tap this permanent (302.6: a creature's {T} needs no summoning sickness)."""

    def __str__(self) -> str:
        return "{T}"


@dataclass(frozen=True)
class UntapCost(Cost):
    """{Q}: untap this permanent (107.6: a permanent that's already untapped can't be untapped
    to pay it; 302.6 / 602.5a: a creature's {Q} needs no summoning sickness, as {T})."""

    def __str__(self) -> str:
        return "{Q}"


@dataclass(frozen=True)
class SacrificeSelf(Cost):
    def __str__(self) -> str:
        return "Sacrifice this"


@dataclass(frozen=True)
class DiscardCard(Cost):
    """"Discard a card"."""

    def __str__(self) -> str:
        return "Discard a card"


@dataclass(frozen=True)
class PayLife(Cost):
    amount: int = 0

    def __str__(self) -> str:
        return f"{self.amount} life"


@dataclass(frozen=True)
class PayEnergy(Cost):
    """107.14: "Pay {E}{E}": the player removes that many energy counters from themselves
    (only a player with at least that many can pay, 118.3)."""

    amount: int = 0
    #: 107.3a, 602.2b: "Pay X {E}": as many as the X announced as the ability is activated.
    x: bool = False

    def __str__(self) -> str:
        return "X {E}" if self.x else "{E}" * self.amount


@dataclass(frozen=True)
class LoyaltyCost(Cost):
    """606.4: put or remove loyalty counters."""

    amount: int = 0
    #: 107.3a, 606.4: "[−X]": X announced as the ability is activated, that many removed.
    x: bool = False


@dataclass(frozen=True)
class SacrificePermanents(Cost):
    """701.21a: "sacrifice <n> <selector>" (permanents you control); n None: any number."""

    selector: Any = None
    n: int | None = 1
    description: str = "a permanent"
    #: 107.3a: "Sacrifice X lands": as many as the X announced.
    x: bool = False

    def __str__(self) -> str:
        return f"Sacrifice {self.description}"


@dataclass(frozen=True)
class ExileFromGraveyard(Cost):
    """"exile <n> <selector> from your graveyard". `n` None: "exile any number of ..." (601.2b:
    the player chooses how many, none included). `linked`: a permanent spell's additional
    cost whose cards are "exiled with" the permanent it becomes (607.2q)."""

    selector: Any = None
    n: int | None = 1
    description: str = "a card"
    #: "Exile X creature cards from your graveyard" in an activation cost: `n` is the X
    #: announced (107.3a, 602.2b).
    x: bool = False
    #: 607.2a: the cards exiled are recorded on the source for its linked ability ("a
    #: creature card exiled with it"; `compiler.linked`).
    linked: bool = False

    def __str__(self) -> str:
        return f"Exile {self.description} from your graveyard"


@dataclass(frozen=True)
class ExileSelfFromGraveyard(Cost):
    """"Exile <this card> from your graveyard" as a cost."""

    def __str__(self) -> str:
        return "Exile this card from your graveyard"


@dataclass(frozen=True)
class RemoveCountersCost(Cost):
    """"Remove N <kind> counters from <this>" (118.3, 122.8: only if it has them). `n` None:
    "Remove any number of <kind> counters from <this>": the player chooses how many as the
    cost is paid (601.2h, 602.2b; none is a number too), kept with the ability on the stack
    ("that much", `rules.cost_values.CountersRemovedAsCost`)."""

    kind: str = "+1/+1"
    n: int | None = 1
    #: 107.3a: "Remove X <kind> counters from ~": as many as the X announced.
    x: bool = False
    #: "Remove all <kind> counters from ~": every one it has as the cost is paid (none is
    #: all of none: the cost can be paid without counters, 118.3 asks for nothing more).
    every: bool = False

    def __str__(self) -> str:
        if self.every:
            return f"Remove all {self.kind} counters"
        if self.x:
            return f"Remove X {self.kind} counters"
        if self.n is None:
            return f"Remove any number of {self.kind} counters"
        return f"Remove {self.n} {self.kind} counter(s)"


@dataclass(frozen=True)
class TapUntapped(Cost):
    """"Tap N untapped <selector> you control" (118.3; 302.6 restricts only {T}, so a
    creature that came under your control this turn may be tapped this way)."""

    selector: Any = None
    n: int = 1
    description: str = "untapped creatures you control"
    #: 107.3a: "Tap X untapped artifacts you control": as many as the X announced.
    x: bool = False

    def __str__(self) -> str:
        return f"Tap {'X' if self.x else self.n} {self.description}"


@dataclass(frozen=True)
class CostChoice(Cost):
    """118.8 / 601.2b: "<cost> or <cost>" ("sacrifice a creature or pay {3}{B}"): the player
    chooses one of `options` as they announce the spell's costs, and pays only that one; a
    mana option joins the spell's total cost (601.2f)."""

    options: tuple[Any, ...] = ()

    def __str__(self) -> str:
        return " or ".join(_option_text(o) for o in self.options)


def _option_text(cost: Any) -> str:
    return f"pay {cost}" if isinstance(cost, ManaPayment) else str(cost).lower()
