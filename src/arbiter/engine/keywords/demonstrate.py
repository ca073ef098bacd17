"""Demonstrate (702.144a): "When you cast this spell, you may copy it and you may choose new
targets for the copy. If you copy the spell, choose an opponent. That player copies the
spell and may choose new targets for that copy."

A cast trigger (601.2i, 603.2) functioning on the stack (113.6k). Each copy (707.10) is put on
the stack under the control of the player who copies it, who may choose new targets for it
(707.10c). The opponent is chosen only if the controller copied the spell. A spell that has
left the stack by the time the ability resolves is copied as it last existed there (608.2h);
with no such record the game stops there (principle 5).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Custom

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The `Custom` instruction of the triggered ability.
DEMONSTRATE = "demonstrate"


@cache
def demonstrate() -> TriggeredAbility:
    """702.144a: the triggered ability "Demonstrate" stands for."""
    return TriggeredAbility(
        text="When you cast this spell, you may copy it and you may choose new targets for "
             "the copy. If you copy the spell, choose an opponent. That player copies the "
             "spell and may choose new targets for that copy.",
        trigger=Trigger("cast", "self", zone="stack"),
        instructions=(Custom(DEMONSTRATE, ()),))


def do_demonstrate(r: Resolution, step: Custom) -> None:
    """702.144a: the controller may copy the spell; if they do, a chosen opponent copies it
    too."""
    from arbiter.engine.stack.spell_copy import copy_spell

    g, spell, you = r.game, r.item.source, r.item.controller
    if not g.decide(Decision("may", f"{r.item.source_name}: copy it (702.144a)?", you,
                             [("yes", True), ("no", False)], key="demonstrate")):
        return
    if not any(it.source == spell and it.kind == "spell" for it in g.state.stack_items) \
            and spell not in g.state.stack_lki:
        r.unsupported("Demonstrate: copy a spell that has left the stack (707.10)")
    copy_spell(g, spell, you, new_targets=True)  # 707.10c
    opponents = g.opponents(you)
    if not opponents:
        return
    who = opponents[0] if len(opponents) == 1 else g.decide(Decision(
        "choose_player", "demonstrate: choose an opponent (702.144a)", you,
        [(g.player_name(p), p) for p in opponents], key="opponent"))
    copy_spell(g, spell, int(who), new_targets=True)  # that player copies it


__all__ = ["DEMONSTRATE", "demonstrate", "do_demonstrate"]
