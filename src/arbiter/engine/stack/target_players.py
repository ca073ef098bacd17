"""608.2b: as a spell or ability resolves, "<objects> target player controls" describes the
objects of the player chosen for that target (`rules.target_player_selectors`), and "all other
permanents with the same name as that permanent" those sharing a name with the target now
(201.2a, `rules.same_name_selectors`), and radiance's "each other creature that shares a color
with it" those sharing a color with the target now (`rules.shared_colors`); if that target is
now illegal, it describes none."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from arbiter.rules.referenced_selectors import AmongReferenced
from arbiter.rules.same_name_selectors import SameNameAsTarget
from arbiter.rules.shared_colors import SharesAColorWithTarget
from arbiter.rules.structure import nodes, rebuild
from arbiter.rules.target_player_selectors import ControlledByTargetPlayer

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def bind_target_players(instructions: tuple[Any, ...], r: Resolution) -> tuple[Any, ...]:
    """The instructions with each target-player phrase bound to the player chosen."""
    if not any(isinstance(n, ControlledByTargetPlayer | SameNameAsTarget | AmongReferenced
                          | SharesAColorWithTarget) for n in nodes(instructions)):
        return instructions

    def change(n: Any) -> Any:
        if isinstance(n, ControlledByTargetPlayer) and n.chosen is None and n.player is not None:
            found = [x[1] for x in r.ref(n.player) if isinstance(x, tuple)]
            return dataclasses.replace(n, chosen=found[0] if found else -1)
        if isinstance(n, SameNameAsTarget) and n.names is None and n.target is not None:
            objs = [o for o in r.ref(n.target) if isinstance(o, int)]
            name = r.game.chars(objs[0]).name if objs else ""
            return dataclasses.replace(n, names=tuple(name.split(" // ")) if name else ())
        if isinstance(n, SharesAColorWithTarget) and n.colors is None and n.target is not None:
            objs = [o for o in r.ref(n.target) if isinstance(o, int)]
            return dataclasses.replace(
                n, target_id=objs[0] if objs else -1,
                colors=frozenset(r.game.chars(objs[0]).colors) if objs else frozenset())
        if isinstance(n, AmongReferenced) and n.chosen is None and n.what is not None:
            return dataclasses.replace(n, chosen=tuple(
                o for o in r.ref(n.what) if isinstance(o, int)))
        return n

    return tuple(rebuild(instructions, change))


__all__ = ["bind_target_players"]
