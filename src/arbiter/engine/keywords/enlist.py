"""702.154: enlist, a static ability and a triggered ability.

702.154a: "As this creature attacks, you may tap up to one untapped creature you control that
you didn't choose to attack with and that either has haste or has been under your control
continuously since this turn began. When you do, this creature gets +X/+0 until end of turn,
where X is the tapped creature's power."

702.154b: the static ability is an optional cost to attack (508.1g): right after the chosen
attackers are tapped (508.1f), the active player chooses, for each enlist ability of each
attacking creature, whether to tap a creature for it and which (decision kind "enlist"); the
total cost is then locked in and paid (508.1h-j), here with the other costs to attack. Its
triggered ability is linked to that static ability (607.2h): a reflexive triggered ability
(603.12) that triggers when that cost is paid, for that payment only (702.154d: each
instance of enlist triggers only for its own cost). 702.154c: a creature can't enlist
itself (it is attacking); one creature can't be tapped for two enlist abilities (it is no
longer untapped). X is the tapped creature's power as the triggered ability resolves, or as
it last existed on the battlefield if it has left (608.2h).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class EnlistBonus(Instruction):
    """702.154a: "this creature gets +X/+0 until end of turn, where X is the tapped
    creature's power" (the tapped creature: the reflexive trigger's event names it)."""


#: 603.12: the reflexive triggered ability of 702.154a.
WHEN_YOU_DO = TriggeredAbility(
    text="When you do, this creature gets +X/+0 until end of turn, where X is the tapped "
         "creature's power.",
    trigger=Trigger("reflexive"), instructions=(EnlistBonus(),))


def _can_be_enlisted(game: Game, oid: int, player: int, attacking: Mapping[int, Any]) -> bool:
    """702.154a: an untapped creature the player controls, not chosen to attack, with haste
    or under their control continuously since the turn began."""
    obj = game.obj(oid)
    if obj.zone != "battlefield" or obj.tapped or oid in attacking:
        return False
    ch = game.chars(oid)
    if "Creature" not in ch.types or ch.controller != player:
        return False
    return ch.has_keyword("haste") or obj.controlled_since < game.state.turn.number


def _still_payable(game: Game, player: int, cost: ManaCost | None, tapped: list[int]) -> bool:
    """508.1h-j: with an other cost to attack (mana), only enlist choices that leave it
    payable: a creature tapped for enlist can't also tap for mana."""
    if cost is None:
        return True
    from arbiter.engine.turn.priority import affordable

    trial = game.clone()
    for oid in tapped:
        trial.obj(oid).tapped = True
    trial.state.touch()
    return affordable(trial, player, cost)


def choose_enlists(game: Game, attacking: Mapping[int, Any], player: int,
                   cost: ManaCost | None = None) -> None:
    """508.1g: the attacking player chooses which enlist costs to pay (the attackers are
    already tapped, 508.1f); 508.1j: each chosen creature is tapped (the cost paid), and the
    linked "When you do" ability triggers (603.12, 607.2h)."""
    paid: list[tuple[int, int]] = []
    for attacker in attacking:
        for _instance in game.chars(attacker).keyword_abilities("enlist"):
            taken = [e for _, e in paid]
            options = [o for o in game.state.battlefield() if o not in taken
                       and _can_be_enlisted(game, o, player, attacking)
                       and _still_payable(game, player, cost, [*taken, o])]
            if not options:
                continue
            pick = game.decide(Decision(
                "enlist", f"enlist a creature for {game.name_of(attacker)}? (702.154a, "
                "508.1g)", player,
                [("don't enlist", None), *((f"{game.name_of(o)}#{o}", o) for o in options)],
                optional=True, key="enlist"))
            if pick is not None:
                paid.append((attacker, pick))
    for attacker, enlisted in paid:
        tap(game, enlisted)  # 508.1j: the cost is paid
        game.log(f"{game.name_of(attacker)} enlists {game.name_of(enlisted)} (702.154c)")
        game.pending_triggers.append(
            (attacker, WHEN_YOU_DO, player,
             Event("reflexive", attacker, player=player, extra=enlisted)))
    if paid:
        game.state.touch()


def do_enlist_bonus(r: Resolution, step: EnlistBonus) -> None:
    """702.154a: X is the tapped creature's power now, or as it last existed on the
    battlefield (608.2h); the bonus goes to the creature with enlist if it is still there."""
    from arbiter.engine.stack.continuous_effects import add_resolved_effect
    from arbiter.rules.parts import ModifyPT
    from arbiter.rules.values import Fixed

    g = r.game
    tapped = r.item.choices.get("event_extra")
    me = r.item.source
    if not isinstance(tapped, int) or g.obj(me).zone != "battlefield":
        return
    if g.obj(tapped).zone == "battlefield":
        x = g.chars(tapped).power or 0
    else:
        last = g.lki.get(tapped)
        x = (last.power or 0) if last is not None else 0
    add_resolved_effect(r, (ModifyPT(Fixed(x), Fixed(0)),), locked=frozenset({me}),
                        duration="end_of_turn")


__all__ = ["WHEN_YOU_DO", "EnlistBonus", "choose_enlists", "do_enlist_bonus"]
