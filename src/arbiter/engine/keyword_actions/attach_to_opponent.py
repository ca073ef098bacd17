"""701.3: "you may attach a Curse attached to you to one of your opponents" (Lynde, Cheerful
Tormentor): as the instruction is followed its controller chooses an Aura matching the
phrase that is attached to them, then one of their opponents (102.2); nothing is targeted
(115.1: a player with hexproof can be chosen, the release notes of Lynde). 701.3a-b: an Aura
can't be attached to a player it couldn't enchant (its enchant ability, 702.5a; protection,
702.16c): then it doesn't move; 701.3c: one that moves gets a new timestamp. Whether it
moved is what "If you do" asks (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keywords.enchant_player import attach_to_player, can_enchant
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class AttachToOpponent(Instruction):
    """Attach an Aura matching `selector` attached to you to one of your opponents."""

    selector: Selector | None = None


def do_attach_to_opponent(r: Resolution, step: AttachToOpponent) -> None:
    g, you = r.game, r.item.controller
    r.did = False
    view, ctx = r.view_context()
    auras = [o for o in g.state.battlefield() if g.obj(o).attached_player == you
             and (step.selector is None or step.selector.matches(view, o, ctx))]
    opponents = [p for p in g.opponents(you) if not g.state.players[p].lost]
    if not auras or not opponents:
        return
    aura = g.decide(Decision("choose_object", f"{r.item.source_name}: choose an Aura attached "
                             "to you", you, [(f"{g.name_of(o)}#{o}", o) for o in auras],
                             key="aura"))
    player = g.decide(Decision("player", f"{r.item.source_name}: attach {g.name_of(aura)} to "
                               "one of your opponents", you,
                               [(g.player_name(p), p) for p in opponents], key="opponent"))
    if isinstance(player, tuple):
        player = player[1]
    if not can_enchant(g, aura, player):
        g.log(f"{g.quick_name(aura)} can't be attached to {g.player_name(player)}: it doesn't "
              "move (701.3b)")
        return
    attach_to_player(g, aura, player)  # 701.3a, 701.3c: a new timestamp
    r.it = aura
    r.did = True


__all__ = ["AttachToOpponent", "do_attach_to_opponent"]
