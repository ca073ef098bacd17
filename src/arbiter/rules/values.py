"""Numbers an effect uses ("equal to its mana value", "for each land you control"),
resolved against the partial result when the effect applies (principle 2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class Value:
    #: False when the number depends on objects other than the affected one.
    local = True

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise NotImplementedError

    def reads(self) -> frozenset[str]:
        """Which characteristics the number depends on (used to prune 613.8 trials)."""
        return frozenset()

    def __str__(self) -> str:
        return type(self).__name__


@dataclass(frozen=True)
class Const(Value):
    n: int

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return self.n

    def __str__(self) -> str:
        return str(self.n)


@dataclass(frozen=True)
class ManaValueOf(Value):
    """202.3: the affected object's mana value."""

    def reads(self) -> frozenset[str]:
        return frozenset({'mana_value'})


    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return view.chars[oid].mana_value

    def __str__(self) -> str:
        return "its mana value"


@dataclass(frozen=True)
class PowerOf(Value):
    def reads(self) -> frozenset[str]:
        return frozenset({'power'})

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return view.chars[oid].power or 0

    def __str__(self) -> str:
        return "its power"


@dataclass(frozen=True)
class CountOf(Value):
    """"the number of <selector>" counted now."""

    selector: Selector
    plus: int = 0
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        n = 0
        for other, obj in view.state.objects.items():
            if obj.zone in zones and other in view.chars and \
                    self.selector.matches(view, other, ctx):
                n += 1
        return n + self.plus

    def __str__(self) -> str:
        return f"count{'+' + str(self.plus) if self.plus else ''}"


@dataclass(frozen=True)
class CardTypesInGraveyards(Value):
    """Tarmogoyf: the number of card types among cards in all graveyards (205.2a)."""

    def reads(self) -> frozenset[str]:
        return frozenset({'types'})


    plus: int = 0
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        kinds: set[str] = set()
        for other, obj in view.state.objects.items():
            if obj.zone == "graveyard" and other in view.chars:
                kinds |= view.chars[other].types
        return len(kinds) + self.plus


@dataclass(frozen=True)
class LinkedExiled(Value):
    """607.2a: the power or toughness of the card exiled by the source's linked ability."""

    def reads(self) -> frozenset[str]:
        return frozenset({'power', 'toughness'})


    stat: str = "power"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        src = ctx.source
        if src is None:
            return 0
        linked = view.state.objects[src].linked
        total = 0
        for card in linked:
            if card in view.chars and view.state.objects[card].zone == "exile":
                total += getattr(view.chars[card], self.stat) or 0
        return total


@dataclass(frozen=True)
class Devotion(Value):
    """700.5: devotion to a color among mana costs of permanents the controller controls."""

    def reads(self) -> frozenset[str]:
        return frozenset({'mana_cost', 'controller'})


    color: Color
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return devotion(view, ctx, frozenset({self.color}))


def devotion(view: LayerView, ctx: EffectContext, colors: frozenset[Color]) -> int:
    """700.5: the mana symbols of `colors` among the mana costs of the permanents the
    controller controls (a hybrid symbol of two of them counts once, 700.5a)."""
    n = 0
    for other, obj in view.state.objects.items():
        if obj.zone != "battlefield" or other not in view.chars:
            continue
        ch = view.chars[other]
        if view.controller(other) != ctx.controller or ch.mana_cost is None:
            continue
        n += sum(1 for s in ch.mana_cost.symbols if colors & set(s.colors))
    return n


@dataclass(frozen=True)
class Fixed(Const):
    """A number fixed when a spell or ability resolved (608.2h), e.g. "+X/+X where X is"."""


@dataclass(frozen=True)
class CountersOnSource(Value):
    """"for each <kind> counter on <this>" (122.1), counted now."""

    kind: str
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        src = ctx.source
        if src is None:
            return 0
        return view.state.objects[src].counters.get(self.kind, 0)

    def __str__(self) -> str:
        return f"the number of {self.kind} counters on it"


@dataclass(frozen=True)
class AsResolved(Value):
    """608.2h: a number determined once, as the spell or ability resolves ("gets +X/+X until
    end of turn, where X is its power"). The interpreter replaces it by `Fixed(inner's value
    for the affected object)` when it creates the effect; an unbound one is an error."""

    inner: Value

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError(
            f"608.2h: {self.inner} must be fixed as the spell or ability resolves (AsResolved "
            "is bound to Fixed by the interpreter)")

    def __str__(self) -> str:
        return f"{self.inner} (as it resolved)"


@dataclass(frozen=True)
class PaidThisWay(Value):
    """"for each <object> sacrificed/exiled this way": the number of objects paid for the
    spell's additional cost (118.8), times `each`. Fixed as the spell resolves (608.2h)."""

    each: int = 1

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("PaidThisWay is fixed by the interpreter as the spell resolves")


@dataclass(frozen=True)
class Scaled(Value):
    """"+2/+0 for each ...": a number times a fixed factor (107.1)."""

    inner: Value
    factor: int = 1

    @property
    def local(self) -> bool:  # type: ignore[override]
        return self.inner.local

    def reads(self) -> frozenset[str]:
        return self.inner.reads()

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return self.inner.value(view, oid, ctx) * self.factor

    def __str__(self) -> str:
        return f"{self.factor} x {self.inner}"


@dataclass(frozen=True)
class LifeTotal(Value):
    """119: "your life total" (the effect's controller)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return view.state.players[ctx.controller].life

    def __str__(self) -> str:
        return "your life total"


@dataclass(frozen=True)
class SourcePower(Value):
    """"<this>'s power" read for another object ("gets +X/+X where X is ~'s power"). 608.2h:
    a source that has left the battlefield ("When ~ dies, ..., where X is ~'s power") is
    read as it last existed there."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        src = ctx.source
        if src is not None and src not in view.chars and src in view.state.lki:
            return view.state.lki[src].power or 0  # 608.2h: last known information
        return (view.chars[src].power or 0) if src is not None and src in view.chars else 0

    def __str__(self) -> str:
        return "its power"


@dataclass(frozen=True)
class EventAmount(Value):
    """"That much": the amount of the event that triggered the ability (603.2; the damage
    dealt, the life gained), remembered as it triggered. The interpreter reads it from the
    triggered ability on the stack; as a layer value it is an error."""

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("EventAmount is read by the interpreter from the triggering event")

    def __str__(self) -> str:
        return "that much"


@dataclass(frozen=True)
class ThatMuch(Value):
    """"That much" as the grammar reads it, before it is known what it names: in a triggered
    ability on an event with an amount (damage dealt, life gained or lost) it becomes the
    event's amount (`EventAmount`, `compiler.triggers.that_much`); anywhere else it names
    nothing the engine follows, so a line still holding one is left unread (`bound_ok`,
    `compiler.unbound`)."""

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("'that much' was never bound to the amount it names")

    def bound_ok(self) -> bool:
        return False

    def __str__(self) -> str:
        return "that much"


@dataclass(frozen=True)
class LifeLostThisTurn(Value):
    """119.3 / 120.3a: the total life the effect controller's opponents ("opponents") or the
    controller ("you") lost this turn (damage to a player and paying life are losses too,
    119.4); `TurnState.life_lost` counts it."""

    whose: str = "opponents"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        lost = view.state.turn.life_lost
        you = ctx.controller
        if self.whose == "you":
            return lost.get(you, 0)
        return sum(n for p, n in lost.items() if p != you)

    def __str__(self) -> str:
        return "the life your opponents lost this turn" if self.whose == "opponents" \
            else "the life you lost this turn"


@dataclass(frozen=True)
class ThatMany(Value):
    """"That many": how many cards or objects the previous instruction of the same
    resolution acted on ("discard up to two cards, then draw that many cards", 608.2c).
    The interpreter counts it; as a layer value it is an error."""

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("ThatMany is counted by the interpreter as the effect resolves")

    def __str__(self) -> str:
        return "that many"


@dataclass(frozen=True)
class ThatManyPlus(Value):
    """"draw that many cards plus one" (`delta` 1) or "minus one" (-1): what the previous
    instruction counted (`ThatMany`, 608.2c) and `delta`; 107.1b: a negative result is 0.
    Not a `ThatMany`, so that no reading of a trigger's "that many" as its event's amount
    drops the delta; the interpreter counts it (`at_resolution`)."""

    delta: int = 1

    def at_resolution(self, r: Any) -> int:
        return max(0, r.count + self.delta)

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("ThatManyPlus is counted by the interpreter as the effect resolves")

    def __str__(self) -> str:
        return f"that many {'plus' if self.delta > 0 else 'minus'} {abs(self.delta)}"


@dataclass(frozen=True)
class Half(Value):
    """"Half <a number>, rounded up/down" (107.1a: rounding as the text says)."""

    inner: Value
    round_up: bool = True
    local = False

    def reads(self) -> frozenset[str]:
        return self.inner.reads()

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        n = self.inner.value(view, oid, ctx)
        return (n + 1) // 2 if self.round_up else n // 2

    def __str__(self) -> str:
        return f"half {self.inner}, rounded {'up' if self.round_up else 'down'}"


@dataclass(frozen=True)
class ChosenX(Value):
    """107.3a / 601.2b: X as announced for the spell (or ability) that is resolving. The
    interpreter reads it from the choices made casting it."""

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("ChosenX is read by the interpreter from the spell's choices")

    def __str__(self) -> str:
        return "X"


@dataclass(frozen=True)
class CreaturesDiedThisTurn(Value):
    """700.4: the number of creatures that died (went from the battlefield to a graveyard)
    this turn ("for each creature that died this turn")."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return view.state.turn.creatures_died

    def __str__(self) -> str:
        return "the number of creatures that died this turn"


@dataclass(frozen=True)
class CreaturesAttackedWithThisTurn(Value):
    """508.1a: the number of creatures the effect's controller declared as attackers this
    turn ("for each creature you attacked with this turn"), whether or not they are still on
    the battlefield; creatures put onto the battlefield attacking were never declared."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return len(view.state.turn.attacked_with.get(ctx.controller, ()))

    def __str__(self) -> str:
        return "the number of creatures you attacked with this turn"


@dataclass(frozen=True)
class ManaSpentToCast(Value):
    """"The amount of mana spent to cast this spell" (601.2h): counted as the spell's total
    cost was paid with mana abilities and pool mana; a copy of a spell wasn't cast, so none
    was spent on it (707.10). A spell cast with mana a scenario provided (not paid through
    the engine) has no such count: using it stops the game (principle 5)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        obj = view.state.objects[oid]
        if obj.spell_copy:
            return 0
        spent = obj.choices.get("mana_spent")
        if spent is None:
            from arbiter.errors import UnsupportedTextError

            raise UnsupportedTextError(obj.card or "a spell", "the amount of mana spent to "
                                       "cast this spell (cast without paying through the "
                                       "engine)")
        return int(spent)

    def __str__(self) -> str:
        return "the amount of mana spent to cast this spell"
