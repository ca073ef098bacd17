"""113.6j / 602.2b: paying the costs of activated abilities that work from the hand.

- "Discard this card" (701.9a): the card moves from its owner's hand to their graveyard as
  the cost is paid (601.2h). The ability's source is then gone from the hand: its effects use
  the card as it last existed there (113.7a, 608.2h), and can find the card in the public
  zone it went to (400.7j: "shuffle this card into your library from your graveyard").
  702.29c: discarding it to pay the cost of a cycling ability is cycling it: an event
  "cycle" names the card where it wound up, with the X announced for the cost
  (`engine.keywords.cycling`).
- "Reveal this card from your hand" (701.20a): the card stays in the hand; it is the same
  object afterwards (702.49b: it stays revealed while the ability is on the stack).
- "Exile this card from your hand" (406.2): the card moves to exile as the cost is paid;
  its effects use the card as it last existed in the hand (113.7a).
- "Return an unblocked attacking creature you control to its owner's hand" (702.49a): the
  player chooses one (509.1h: unblocked once blockers have been declared); what it was
  attacking is kept with the ability (702.49c: the ninja attacks the same player,
  planeswalker or battle), under the choice key "returned_attacked".

`payable` says whether a cost could be paid now (118.3; 117.1: only then is the ability
offered); `pay` pays it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules.from_hand import (
    DiscardSelf,
    ExileSelfFromHand,
    ReturnUnblockedAttacker,
    RevealSelf,
)

if TYPE_CHECKING:
    from arbiter.engine.game import Game

COSTS = (DiscardSelf, RevealSelf, ReturnUnblockedAttacker, ExileSelfFromHand)

#: 509.1h: the steps in which blockers have been declared this combat (the turn-based
#: action of the declare blockers step comes before any player gets priority, 509.1, 509.2).
_AFTER_BLOCKS = ("declare_blockers", "combat_damage", "end_of_combat")


def unblocked_attackers(game: Game, player: int) -> list[int]:
    """509.1h: the attacking creatures `player` controls that no creature was declared to
    block (none before blockers are declared)."""
    combat = game.state.combat
    if combat is None or game.state.turn.step not in _AFTER_BLOCKS:
        return []
    res = game.layers()
    return [a for a in combat.attackers
            if game.obj(a).zone == "battlefield" and a not in combat.blocked
            and a in res.chars and res.chars[a].controller == player]


def payable(game: Game, oid: int, player: int, cost: Any) -> bool:
    """118.3: can `player` pay this cost of `oid`'s ability now?"""
    obj = game.obj(oid)
    if isinstance(cost, RevealSelf) and cost.command_zone and obj.zone == "command":
        return obj.owner == player  # 702.49d: from the command zone too
    if isinstance(cost, DiscardSelf | RevealSelf | ExileSelfFromHand):
        return obj.zone == "hand" and obj.owner == player
    if isinstance(cost, ReturnUnblockedAttacker):
        return bool(unblocked_attackers(game, player))
    return True


def pay(game: Game, oid: int, player: int, cost: Any, choices: dict[str, Any]) -> None:
    """Pay one cost (601.2h, 602.2b); one that can't be paid is an illegal action."""
    if not payable(game, oid, player, cost):
        raise IllegalActionError(f"{game.name_of(oid)}: you can't pay {cost} (118.3)")
    if isinstance(cost, DiscardSelf):
        _discard_self(game, oid, player, cost, choices.get("x"))
    elif isinstance(cost, RevealSelf):
        game.log(f"{game.player_name(player)} reveals {game.name_of(oid)} (701.20a)")
    elif isinstance(cost, ReturnUnblockedAttacker):
        _return_attacker(game, player, choices)
    elif isinstance(cost, ExileSelfFromHand):
        game.lki[oid] = game.chars(oid).clone()  # 113.7a / 608.2h: the source as it last was
        game.move(oid, "exile")  # 406.2


def _discard_self(game: Game, oid: int, player: int, cost: DiscardSelf, x: Any) -> None:
    from arbiter.engine.keyword_actions.discard import discard

    game.lki[oid] = game.chars(oid).clone()  # 113.7a / 608.2h: the source as it last was
    start = len(game.state.events)
    discard(game, oid, player, cause=player)  # 701.9a: a cost of their own ability
    if cost.cycling:
        # 702.29c / 702.29f: discarding it to pay a cycling (or typecycling) cost is
        # cycling it; the event names the card where it wound up, and the X announced for
        # the cycling cost (107.3e: "When you cycle this card, create an X/X ...").
        wound_up = next((ev.new_id for ev in game.state.events[start:]
                         if ev.kind == "zone_change" and ev.obj == oid), None)
        game.emit(Event("cycle", wound_up, player=player, extra=x))


def _return_attacker(game: Game, player: int, choices: dict[str, Any]) -> None:
    """702.49a: return an unblocked attacker the player chooses; 702.49c: remember what it
    was attacking."""
    options = unblocked_attackers(game, player)
    pick = game.decide(Decision("cost", "Return an unblocked attacking creature you "
                                    "control to its owner's hand: choose", player,
                                [(f"{game.name_of(o)}#{o}", o) for o in options],
                                key="return"))
    if pick not in options:
        raise IllegalActionError("that isn't an unblocked attacking creature you control "
                                 "(509.1h, 702.49a)")
    combat = game.state.combat
    assert combat is not None
    choices["returned_attacked"] = list(combat.attackers[pick])
    game.move(pick, "hand")


__all__ = ["COSTS", "pay", "payable", "unblocked_attackers"]
