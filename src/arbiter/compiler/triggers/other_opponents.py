"""102.2, 603.2: "each other opponent" after a trigger on damage dealt to an opponent:

    Whenever this creature deals combat damage to an opponent, it deals that much damage to
    each other opponent.                                   (Hydra Omnivore, Grenzo's Ruffians)

The opponents of the ability's controller other than the player the event names
(`engine.stack.event_refs.other_opponents`). The grammar reads the words as an unbound
reference; it is bound only here, after a trigger whose event's player is an opponent, and a
line still holding the unbound one is left unread (`compiler.unbound`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.instructions import Ref
from arbiter.rules.structure import nodes, rebuild

#: What the grammar reads "each other opponent" as, before it is bound.
UNBOUND = Ref("other_opponents_unbound")
_BOUND = Ref("other_opponents")
#: Events whose player is the one dealt damage (120.3, 510.2).
_DAMAGED_PLAYER_EVENTS = frozenset({"combat_damage_to_player", "damage_to_player"})


def bind_other_opponents(trigger: Trigger, body: tuple) -> tuple:
    """`body` with "each other opponent" bound to the opponents besides the event's player."""
    if not any(n == UNBOUND for n in nodes(body)):
        return body
    if trigger.any_of or trigger.event not in _DAMAGED_PLAYER_EVENTS or \
            trigger.by != "opponent":
        raise pp.ParseException("", 0, "'each other opponent' with no opponent in the event")
    return tuple(rebuild(step, lambda n: _BOUND if n == UNBOUND else n) for step in body)


__all__ = ["UNBOUND", "bind_other_opponents"]
