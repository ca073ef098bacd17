"""More conditions of static abilities ("as long as ...", 611.3b): negation, conditions about
the object the source is attached to ("as long as enchanted creature is red"), and about
some opponent ("as long as an opponent has eight or more cards in their graveyard")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView

_OPS = {
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">=": lambda a, b: a >= b,
    ">": lambda a, b: a > b, "==": lambda a, b: a == b,
}


@dataclass(frozen=True)
class Negation(Condition):
    """"as long as it's not your turn": the inner condition doesn't hold."""

    inner: Condition

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return not self.inner.holds(view, ctx)


@dataclass(frozen=True)
class AllOf(Condition):
    """"as long as A and B": both hold."""

    parts: tuple[Condition, ...]

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return all(p.holds(view, ctx) for p in self.parts)


@dataclass(frozen=True)
class AttachedMatches(Condition):
    """"as long as enchanted creature is red" / "as long as equipped creature is a Human":
    the source is attached to an object (301.5, 303.4) and that object matches now."""

    selector: Selector

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects:
            return False
        host = view.state.objects[src].attached_to
        if host is None or host not in view.chars:
            return False
        return bool(self.selector.matches(view, host, ctx))


@dataclass(frozen=True)
class AnOpponent(Condition):
    """"an opponent has N or more cards in their graveyard" / "... N or less life" / "... N or
    more cards in hand": some opponent of the effect's controller (102.2) still in the game
    satisfies it. `what`: "graveyard" | "hand" | "life" | "poison" (corrupted: "an opponent
    has three or more poison counters", 122.1f)."""

    what: str
    op: str
    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you = ctx.controller
        for p, player in enumerate(view.state.players):
            if p == you or player.lost:
                continue
            if self.what == "life":
                amount = player.life
            elif self.what == "poison":
                amount = player.poison  # 122.1f: poison counters a player has
            else:
                amount = sum(1 for o in view.state.objects.values()
                             if o.zone == self.what and o.owner == p)
            if _OPS[self.op](amount, self.n):
                return True
        return False


@dataclass(frozen=True)
class AnOpponentControls(Condition):
    """"an opponent controls four or more lands" (Tectonic Edge, Walking Dream): some one
    opponent of the effect's controller (102.2) still in the game controls that many
    `selector` objects by themself; different opponents' permanents aren't added together
    (unlike "your opponents control ...")."""

    selector: Selector
    op: str
    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        zones = self.selector.zones()
        counts: dict[int | None, int] = {}
        for oid, obj in view.state.objects.items():
            if obj.zone in zones and oid in view.chars and \
                    self.selector.matches(view, oid, ctx):
                who = view.controller(oid)
                counts[who] = counts.get(who, 0) + 1
        return any(_OPS[self.op](counts.get(p, 0), self.n)
                   for p, player in enumerate(view.state.players)
                   if p != ctx.controller and not player.lost)


@dataclass(frozen=True)
class APlayer(Condition):
    """"a player has 13 or less life": some player still in the game (102.1, 104.3: one who
    has lost is out of it), the effect's controller included, has such a life total
    (119.1)."""

    op: str
    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(_OPS[self.op](p.life, self.n) for p in view.state.players if not p.lost)
