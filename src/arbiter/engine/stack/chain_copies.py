"""707.10 / 707.10c: "they may copy this spell and may choose a new target for that copy"
(Chain Lightning, Chain of Acid, Chain Stasis): a player other than the spell's controller
may copy the resolving spell; the copy is controlled and owned by that player (707.10) and
they may choose a new target for it (707.10c).

The resolving spell is still on the stack while it resolves (608.2), so it is copied as it is
(`engine.stack.spell_copy.copy_spell`, its targets and choices included).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import MayCopyThisSpell


def do_may_copy_this_spell(r: Resolution, step: MayCopyThisSpell) -> None:
    from arbiter.engine.stack.spell_copy import copy_spell

    g = r.game
    spell = r.item.source
    if r.item.kind != "spell" or spell is None:
        return
    for p in r.players(step.who)[:1]:
        if g.state.players[p].lost:
            continue
        yes = g.decide(Decision("may", f"copy {g.name_of(spell)}?", p,
                                [("copy it", True), ("don't", False)], key="copy_spell"))
        if yes:
            copy_spell(g, spell, p, new_targets=True)  # 707.10, 707.10c


__all__ = ["do_may_copy_this_spell"]
