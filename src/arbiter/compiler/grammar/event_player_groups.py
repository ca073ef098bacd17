""""That player" outside a target, in a triggered ability whose event names one player
(603.2, 608.2b):

    Whenever this creature deals combat damage to a player, it deals 1 damage to each
        creature that player controls.                                   (Shockmaw Dragon)
    Whenever this creature deals combat damage to a player, you gain 1 life for each
        artifact that player controls.                                   (Emissary of Hope)
    ..., goad each creature that player controls.                        (Marisi)

The objects are those the event's player controls as the ability resolves (608.2b: a set of
objects an instruction names is determined then). The noun phrase is written with an
unbound `ControlledByEventPlayer` (`compiler.grammar.noun_places`); here each one outside a
target requirement becomes a `ControlledByTargetPlayer` of `Ref.event_player()`, which
`engine.stack.target_players` binds to the event's player as the ability resolves. A
target requirement keeps its own binding (603.3d, `compiler.grammar.event_player`), and a
quoted or reflexive ability inside is read on its own (not looked into here). Only when the
effect names no other player ("target opponent", "each opponent", "for each player"): "that
player" could be that one, so such a line keeps its unbound phrase (and stays unread).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from arbiter.compiler.grammar.event_player import PLAYER_EVENTS
from arbiter.rules.abilities import Ability, TriggeredAbility
from arbiter.rules.event_selectors import ControlledByEventPlayer
from arbiter.rules.instructions.references import Ref, TargetSpec
from arbiter.rules.structure import rebuild
from arbiter.rules.target_player_selectors import ControlledByTargetPlayer


def _bound(x: Any) -> Any:
    if isinstance(x, ControlledByEventPlayer) and x.player is None:
        return ControlledByTargetPlayer(Ref.event_player(), owns=x.owns)
    return x


def _bind(x: Any) -> Any:
    """`x` with each unbound "that player controls" bound to the event's player, not looking
    inside a target requirement (603.3d: bound as targets are chosen) or a nested ability
    (read on its own)."""
    return rebuild(x, _bound, into=lambda n: not isinstance(n, TargetSpec | Ability))


#: Words in the effect naming a player other than the event's.
_OTHER_PLAYER = re.compile(r"\b(opponents?|players?|chosen|chooses?)\b", re.I)


def _only_that_player(text: str) -> bool:
    """Whether the effect (after the trigger condition's comma) names no player but "that
    player"."""
    effect = text.split(", ", 1)[1] if ", " in text else ""
    return bool(effect) and not _OTHER_PLAYER.search(effect.replace("that player", ""))


def bind_event_player_groups(abilities: list[Ability], line: str) -> list[Ability]:
    """The abilities of `line` with "<objects> that player controls" outside a target bound
    to the trigger event's player (only for events that name one player)."""
    return [dataclasses.replace(a, instructions=_bind(a.instructions))
            if isinstance(a, TriggeredAbility) and a.trigger is not None
            and a.trigger.event in PLAYER_EVENTS and _only_that_player(line) else a
            for a in abilities]


__all__ = ["bind_event_player_groups"]
