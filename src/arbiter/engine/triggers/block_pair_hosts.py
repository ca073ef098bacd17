"""509.3b / 509.3d: whose blocking pair a "blocks a creature" / "becomes blocked by a
creature" trigger watches:

    Whenever this creature blocks a creature, ...                 (Wall of Frost: ~ itself)
    Whenever equipped creature blocks or becomes blocked by a creature, ...   (Barrow-Blade:
                                                                   the permanent it's attached to)

The engine emits one event for each pair of a blocker and an attacker it blocks
(`engine.combat.declare`): "attacker_blocked" with the attacker as its object and the
blocker as `extra`, and "blocks_creature" with the blocker as its object and the attacker as
`extra`. The trigger's own creature is `extra`; the event's object is "that creature".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: Subject -> the event it watches: "blocking_*" (509.3b: the creature blocks), "blocked_*"
#: (509.3d: the creature becomes blocked); "*_self" ~ itself, "*_attached" the permanent
#: this Equipment or Aura is attached to.
PAIR_SUBJECTS = {"blocking_self": "attacker_blocked", "blocked_self": "blocks_creature",
                 "blocking_attached": "attacker_blocked", "blocked_attached": "blocks_creature"}


def pair_subject_ok(game: Game, subject: str, ev: Any, source: int) -> bool:
    """Whether the event is one of the pairs of the trigger's creature."""
    host = source if subject.endswith("_self") else game.obj(source).attached_to
    return ev.kind == PAIR_SUBJECTS[subject] and host is not None and ev.extra == host


__all__ = ["PAIR_SUBJECTS", "pair_subject_ok"]
