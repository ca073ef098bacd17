"""Soulbond (702.95): the keyword's two triggered abilities, pairing as they resolve, and
unpairing when a pairing stops holding (702.95e). How paired creatures are read by the
layer system is `rules.soulbond`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.per_answer import per_answer
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.soulbond import KEY, partner

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView


def _unpaired_creatures(state: object, chars: dict, controller: int) -> list[int]:
    """Creatures on the battlefield `controller` controls that are unpaired (702.95b)."""
    return [o for o, ch in chars.items()
            if state.objects[o].zone == "battlefield"  # type: ignore[attr-defined]
            and "Creature" in ch.types and ch.controller == controller
            and partner(state, chars, o) is None]  # type: ignore[arg-type]


@dataclass(frozen=True)
class CanPair(Condition):
    """702.95a's intervening "if" (603.4): you control this creature and another creature,
    both unpaired. (For the second ability, the creature that entered is such a creature.)"""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.chars:
            return False
        free = _unpaired_creatures(view.state, view.chars, ctx.controller)
        return src in free and any(o != src for o in free)


@dataclass(frozen=True)
class Pair(Instruction):
    """702.95a: "you may pair this creature with another unpaired creature you control" (when
    this creature entered) / "you may pair that creature with this creature" (when another
    creature you control entered)."""


#: 603.2: the two soulbond triggers as one trigger condition naming both events; `Pair`
#: tells them apart by the object the event happened to.
_TRIGGER = Trigger("enters", "any", any_of=(
    Trigger("enters", "self"),
    Trigger("enters", "any", selector=s.And((s.OTHER, s.YOURS, s.IsType("Creature"))))))


@cache
def soulbond_ability() -> TriggeredAbility:
    return TriggeredAbility(
        text="Soulbond", trigger=_TRIGGER, intervening_if=CanPair(), instructions=(Pair(),))


def pair(r: Resolution) -> None:
    """702.95a/c/d: pair as the ability resolves, if both objects are still creatures on the
    battlefield under the ability controller's control and both are unpaired."""
    g, you, src = r.game, r.item.controller, r.item.source
    chars = g.layers().chars
    free = _unpaired_creatures(g.state, chars, you)
    if src not in free:
        return  # 702.95c / 702.95d
    entered = [o for o in r.ref(Ref.event()) if o != src]
    if entered:
        mate: int | None = entered[0] if entered[0] in free else None
        if mate is None:
            return  # 702.95c: that creature can't be paired now
        yes = g.decide(Decision("may", f"pair {g.name_of(mate)} with {g.name_of(src)}?",
                                you, [("yes", True), ("no", False)], key="may"))
        if not yes:
            return
    else:
        options = [(g.name_of(o), o) for o in free if o != src]
        if not options:
            return
        mate = g.decide(Decision("choose_object", f"you may pair {g.name_of(src)} with "
                                 "another unpaired creature you control", you, options,
                                 optional=True, key="pair"))
        if mate is None:
            return
    g.obj(src).choices[KEY] = mate
    g.obj(mate).choices[KEY] = src
    g.log(f"{g.name_of(src)} is paired with {g.name_of(mate)} (702.95a)")
    g.state.touch()


def do_pair(r: Resolution, step: Pair) -> None:
    """The resolution of a `Pair` instruction (702.95a)."""
    pair(r)


def unpair_broken(game: Game) -> None:
    """702.95e: a paired creature becomes unpaired when another player gains control of it
    or its partner, either stops being a creature, or either leaves the battlefield. Once
    unpaired it stays so (a new pairing needs a soulbond ability to resolve)."""
    objects = game.state.objects
    # The paired objects, found once per layer answer (`engine.per_answer`: a pairing is
    # made, and undone, with a change that gives a new one): this runs before every priority.
    paired = per_answer(game, "_soulbond_paired",
                         lambda: [oid for oid, obj in objects.items() if KEY in obj.choices])
    if not paired:
        return  # checked before every priority: most games pair nothing
    chars = game.layers().chars
    for oid in paired:
        if partner(game.state, chars, oid) is None:
            del objects[oid].choices[KEY]
            game.state.touch()
