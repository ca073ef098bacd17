"""Firebending (702.189).

702.189a: "Firebending N" means "Whenever this creature attacks, add N {R}. Until end of
combat, you don't lose this mana as steps and phases end."

A triggered ability (603; it uses the stack: it isn't a mana ability, 605.1b) whose mana is
kept in its controller's pool as steps end (500.4's exception) until the combat phase ends
(500.5a: "until end of combat" lasts to the end of the combat phase), then lost like other
mana (`engine.mana.pool`, the "+combat" mana). Only N printed as a number is carried out
("Firebending X, where X is ..." stays unread); 702.189b's "whenever you firebend" triggers
aren't read yet.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Custom

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The `Custom` instruction: args (N,).
FIREBEND = "firebend"


def firebending(param: str | None) -> TriggeredAbility | None:
    """702.189a: the triggered ability of "Firebending N" (None unless N is a number)."""
    p = (param or "").strip()
    return _ability(int(p)) if p.isdigit() else None


@cache
def _ability(n: int) -> TriggeredAbility:
    return TriggeredAbility(
        text=f"Whenever this creature attacks, add {'{R}' * n}. Until end of combat, you "
             "don't lose this mana as steps and phases end.",
        trigger=Trigger("attacks", "self"),
        instructions=(Custom(FIREBEND, (n,)),))


def do_firebend(r: Resolution, step: Custom) -> None:
    """702.189a / 106.4: N {R} into the controller's pool, kept until end of combat."""
    from arbiter.engine.mana.pool import add, key

    add(r.game, r.item.controller, key("R", until_end_of_combat=True), int(step.args[0]))


__all__ = ["FIREBEND", "do_firebend", "firebending"]
