"""603.2, 120.3, 119.3: "that much" in a triggered ability on an event with an amount:

    Whenever this creature is dealt combat damage, you gain that much life.  (Pious Warrior)
    Whenever this creature deals combat damage to an opponent, it deals that much damage to
    each other opponent.                                                  (Hydra Omnivore)
    Whenever this creature deals combat damage, you gain that much life.  (Sunhome Enforcer)

"That much" is the amount of the event the ability triggered on: the damage dealt (one event
per source for all it dealt at once, or per recipient, as the engine emits it: 510.2,
603.2c) or the life gained or lost. The engine remembers it as the ability triggers
(`values.EventAmount`).

Read only where it can mean nothing else: the trigger is one event with an amount (not
"one or more" batches, not an event joined to another by "or"), and no instruction before
it in the effect deals damage or changes a life total ("... deals 2 damage ..., and you gain
that much life" would be about that instruction's damage), and "each other <object>" is said
only of the ability's source's own event (Kusari-Gama's "each other creature defending player
controls" is other than the creature dealt damage, not than the Equipment). Anywhere else
the grammar's `values.ThatMuch` stays, and the line is left unread (`compiler.unbound`).
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as S
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes, rebuild
from arbiter.rules.turn_history import LifeYouGainedThatTime

#: Events whose amount is damage dealt, life gained or lost or counters put
#: (`engine.combat.damage`, `engine.replacement.damage`, `engine.game`).
AMOUNT_EVENTS = frozenset({
    "combat_damage_to_player",  # 510.2: to that player
    "combat_damage_to_player_or_battle",  # 510.2, 310.6
    "combat_damage_to_player_or_planeswalker",  # 510.2
    "combat_damage_to_creature",  # 510.2: to that creature
    "deals_combat_damage",  # 510.2: all the combat damage it dealt in the step
    "dealt_combat_damage",  # 510.2: all the combat damage it was dealt in the step
    "deals_damage",  # 120.3, 603.2c: all it dealt at once
    "damage_to_player",  # 120.3: to that player
    "noncombat_damage_to_player",  # 120.3: to that player
    "source_damage_to_player",  # 120.3: to that player
    "damage_to_creature",  # 120.3e: to that creature
    "dealt_damage",  # 120.4b: all it was dealt at once
    "player_dealt_damage",  # 120.4b
    "gain_life",  # 119.3
    "gets_energy",  # 107.14: the energy counters the player got
    "loses_life",  # 119.3
    "counters_put",  # 122.6: the counters of one kind put on one object at once
})

#: Instructions whose own amount a later "that much" could name.
_AMOUNT_INSTRUCTIONS = (I.DealDamage, I.GainLife, I.LoseLife)


def _holds(x: Any, kind: type) -> bool:
    return any(isinstance(n, kind) for n in nodes(x))


def bind_life_gained(trigger: Trigger, body: tuple) -> tuple:
    """119.9, 603.2: "the amount of life you gained" is the event's amount under "Whenever
    you gain life" (one event, the ability's controller's gain); anywhere else it stays
    unbound and the line unread."""
    if trigger.event != "gain_life" or trigger.subject != "you" or trigger.any_of \
            or trigger.batch:
        return body
    return tuple(rebuild(step, lambda n: V.EventAmount()
                         if isinstance(n, LifeYouGainedThatTime) else n) for step in body)


def bind_that_much(trigger: Trigger, body: tuple) -> tuple:
    """`body` with "that much" bound to the event's amount; unchanged when it holds none."""
    if _holds(body, LifeYouGainedThatTime):
        body = bind_life_gained(trigger, body)
    if not _holds(body, V.ThatMuch):
        return body
    if trigger.any_of or trigger.batch or trigger.event not in AMOUNT_EVENTS:
        raise pp.ParseException("", 0, "'that much' with no amount in the event")
    if trigger.subject != "self" and _holds(body, S.IsSource):
        raise pp.ParseException("", 0, "'other' beside an event about another object")
    introduced = False
    for step in body:
        if _holds(step, V.ThatMuch):
            if introduced:
                raise pp.ParseException("", 0, "'that much' after an instruction's own amount")
        elif _holds(step, _AMOUNT_INSTRUCTIONS):
            introduced = True
    return tuple(rebuild(step, lambda n: V.EventAmount() if isinstance(n, V.ThatMuch) else n)
                 for step in body)


__all__ = ["AMOUNT_EVENTS", "bind_that_much"]
