"""701.54 The Ring tempts you.

- 701.54a: each time the Ring tempts a player, they choose a creature they control; it
  becomes their Ring-bearer until another creature becomes their Ring-bearer or another
  player gains control of it (`tempt`; the designation ends on a change of control as soon
  as the action that changed it is done, `lose_on_control_change`).
- 701.54b: Ring-bearer is a designation, kept in the permanent's `choices` under `BEARER`
  (the player whose Ring-bearer it is); not a copiable value, and a new object (400.7) has
  none.
- 701.54c: a player without an emblem named The Ring gets one before choosing. The Ring has
  "Your Ring-bearer is legendary and can't be blocked by creatures with greater power"; from
  the second temptation on also "Whenever your Ring-bearer attacks, draw a card, then
  discard a card", from the third "Whenever your Ring-bearer becomes blocked by a creature,
  the blocking creature's controller sacrifices it at end of combat", from the fourth
  "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life".
  The number of temptations only grows, so the emblem is given its abilities for that
  number each time (`ring_abilities`); the count is kept on the emblem (`TEMPTED`).
- 701.54d: the Ring tempts the player (event "ring_tempts") even if no creature could be
  chosen; choosing a creature is the event "ring_bearer_chosen".
- 701.54e: "is your Ring-bearer": on the battlefield under your control with the
  designation (`YourRingBearer`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.engine.zones.emblems import create_emblem
from arbiter.rules.abilities import Ability, StaticAbility, TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import (
    DelayedTrigger,
    Discard,
    Draw,
    Instruction,
    LoseLife,
    Ref,
    Sacrifice,
)
from arbiter.rules.parts import AddTypes, RulesPart
from arbiter.rules.selectors import And, IsType, Selector
from arbiter.state.effects import EffectSpec

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView

RING = "The Ring"
#: The permanent's `choices` key of the designation: the player whose Ring-bearer it is.
BEARER = "ring_bearer"
#: The emblem's `choices` key: how many times the Ring has tempted its controller.
TEMPTED = "ring_tempted"
#: The trigger subject of 701.54c's third ability (`engine.triggers.triggered`).
BLOCKED_RING_BEARER = "blocked_ring_bearer"
#: The trigger subject of "Whenever the Ring tempts you, if you chose a creature other than ~
#: as your Ring-bearer" (`chose_other`).
CHOSE_OTHER = "ring_chose_other"


@dataclass(frozen=True)
class RingTempts(Instruction):
    """701.54a: "the Ring tempts you" (the resolving spell's or ability's controller)."""


def _is_bearer_of(view: LayerView, oid: int, player: int) -> bool:
    obj = view.state.objects.get(oid)
    if obj is None or obj.choices.get(BEARER) != player or oid not in view.chars:
        return False
    if obj.zone.startswith("left:"):
        # 603.10a: a trigger looking back at the event (it dealt combat damage, then died)
        return view.chars[oid].controller == player
    return obj.zone == "battlefield" and view.chars[oid].controller == player


@dataclass(frozen=True)
class YourRingBearer(Selector):
    """701.54e: "your Ring-bearer": the creature with the designation, on the battlefield
    under the control of the effect's controller."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return _is_bearer_of(view, oid, ctx.controller)

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})


@dataclass(frozen=True)
class GreaterPowerThanRingBearer(Selector):
    """701.54c: "creatures with greater power" than your Ring-bearer (509.1b: compared as
    blockers are declared)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        bearer = ring_bearer_in(view, ctx.controller)
        if bearer is None or oid not in view.chars:
            return False
        return (view.chars[oid].power or 0) > (view.chars[bearer].power or 0)

    def reads(self) -> frozenset[str]:
        return frozenset({"power"})


@dataclass(frozen=True)
class IsYourRingBearer(Condition):
    """701.54e: "if ~ is your Ring-bearer" / "as long as ~ is your Ring-bearer" (the
    source); with `any_creature`, "if you control a Ring-bearer"."""

    any_creature: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.any_creature:
            return ring_bearer_in(view, ctx.controller) is not None
        return ctx.source is not None and _is_bearer_of(view, ctx.source, ctx.controller)


def ring_bearer_in(view: LayerView, player: int) -> int | None:
    """The player's Ring-bearer (701.54e), or None."""
    for oid in view.state.battlefield():
        if _is_bearer_of(view, oid, player):
            return oid
    return None


_STATIC = StaticAbility(
    text="Your Ring-bearer is legendary and can't be blocked by creatures with greater "
         "power.",
    effects=(EffectSpec(YourRingBearer(), (
        AddTypes(supertypes=frozenset({"Legendary"})),
        RulesPart(rule="cant_be_blocked_by",
                  detail=And((IsType("Creature"), GreaterPowerThanRingBearer()))))),))
_LOOT = TriggeredAbility(
    text="Whenever your Ring-bearer attacks, draw a card, then discard a card.",
    trigger=Trigger("attacks", "any", selector=YourRingBearer()),
    instructions=(Draw(1, who="you"), Discard(1, who="you")))
_BLOCKED = TriggeredAbility(
    text="Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's "
         "controller sacrifices it at end of combat.",
    # 509.3d: once for each creature blocking it; the event's object is the blocker
    trigger=Trigger("blocks_creature", BLOCKED_RING_BEARER, selector=IsType("Creature")),
    # 603.7: a delayed trigger; 701.21a: its controller then sacrifices it
    instructions=(DelayedTrigger(step="end_of_combat", instructions=(
        Sacrifice(Ref.all_targets(), by="controller"),), what=Ref.event()),))
_DRAIN = TriggeredAbility(
    text="Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 "
         "life.",
    trigger=Trigger("combat_damage_to_player", "any", selector=YourRingBearer()),
    instructions=(LoseLife(3, who="each_opponent"),))


def ring_abilities(tempted: int) -> tuple[Ability, ...]:
    """701.54c: The Ring's abilities once the Ring has tempted its owner `tempted` times."""
    return (_STATIC, _LOOT, _BLOCKED, _DRAIN)[:max(1, min(tempted, 4))]


def the_ring(game: Game, player: int) -> int | None:
    """The player's emblem named The Ring (701.54c), or None."""
    for oid in game.state.zone_list("command"):
        obj = game.obj(oid)
        if obj.emblem is not None and obj.controller == player and TEMPTED in obj.choices:
            return oid
    return None


def times_tempted(game: Game, player: int) -> int:
    """How many times the Ring has tempted the player this game."""
    ring = the_ring(game, player)
    return 0 if ring is None else int(game.obj(ring).choices[TEMPTED])


def is_ring_bearer(game: Game, oid: object, player: int) -> bool:
    """701.54e, for the trigger machinery: is `oid` `player`'s Ring-bearer now?"""
    from arbiter.rules.view import LayerView

    return isinstance(oid, int) and _is_bearer_of(
        LayerView(game.state, game.layers().chars), oid, player)


def chose_other(ev: Event, source: int, controller: int) -> bool:
    """701.54d, 603.4: the Ring tempted the ability's controller and they chose a creature
    other than the source (a choice made then, which nothing can change later)."""
    return ev.kind == "ring_tempts" and ev.player == controller and \
        ev.extra is not None and ev.extra != source


def tempt(game: Game, player: int) -> None:
    """701.54a-d: the Ring tempts `player`."""
    ring = the_ring(game, player)
    if ring is None:  # 701.54c: the emblem comes first
        ring = create_emblem(game, player, ring_abilities(1), RING)
        game.obj(ring).choices[TEMPTED] = 0
    emblem = game.obj(ring)
    emblem.choices[TEMPTED] = int(emblem.choices[TEMPTED]) + 1
    emblem.emblem = replace(emblem.emblem, abilities=ring_abilities(emblem.choices[TEMPTED]))
    game.state.touch()
    creatures = [o for o in game.state.battlefield()
                 if "Creature" in game.chars(o).types and game.controller_of(o) == player]
    chosen = None
    if creatures:
        chosen = game.decide(Decision(
            "choose_object", "choose your Ring-bearer (701.54a)", player,
            [(f"{game.name_of(o)}#{o}", o) for o in creatures], key="ring_bearer"))
    if chosen is not None:
        for oid in game.state.battlefield():  # 701.54a: the previous one stops being it
            if game.obj(oid).choices.get(BEARER) == player:
                del game.obj(oid).choices[BEARER]
        game.obj(chosen).choices[BEARER] = player
        game.log(f"{game.name_of(chosen)} becomes {game.player_name(player)}'s Ring-bearer "
                 "(701.54a)")
        game.emit(Event("ring_bearer_chosen", chosen, player=player))
    game.log(f"the Ring tempts {game.player_name(player)} "
             f"({emblem.choices[TEMPTED]} times, 701.54d)")
    game.emit(Event("ring_tempts", None, player=player, extra=chosen))
    game.state.touch()


def lose_on_control_change(game: Game) -> None:
    """701.54a: a Ring-bearer another player gained control of stops being one (for good:
    control coming back doesn't make it a Ring-bearer again)."""
    for oid in game.state.battlefield():
        player = game.obj(oid).choices.get(BEARER)
        if player is not None and game.controller_of(oid) != player:
            del game.obj(oid).choices[BEARER]
            game.log(f"{game.name_of(oid)} stops being a Ring-bearer (701.54a)")
            game.state.touch()


def do_ring_tempts(r: Resolution, step: RingTempts) -> None:
    tempt(r.game, r.item.controller)


__all__ = ["BEARER", "BLOCKED_RING_BEARER", "CHOSE_OTHER", "RING", "TEMPTED",
           "GreaterPowerThanRingBearer", "IsYourRingBearer", "RingTempts", "YourRingBearer",
           "chose_other", "do_ring_tempts", "is_ring_bearer", "lose_on_control_change",
           "ring_abilities", "ring_bearer_in", "tempt", "the_ring", "times_tempted"]
