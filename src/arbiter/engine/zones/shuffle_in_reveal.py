"""701.24a / 701.20a: "The owner of target permanent shuffles it into their library, then
reveals the top card of their library. If it's a permanent card, they put it onto the
battlefield." (Chaos Warp).

The permanent's owner puts it into their library and shuffles it (701.24a; a token put there
ceases to exist, 111.7, and the library is shuffled all the same, 701.24c). Then that player
reveals the top card of their library (701.20a); a card matching `selector` ("a permanent
card", 110.4a) they put onto the battlefield, under their control (110.2), where it enters
(614.1c). Otherwise the card stays on top.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.library import shuffle
from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class ShuffleInRevealTop(Instruction):
    """The owner of `what` shuffles it into their library, then reveals the top card and
    puts it onto the battlefield if it matches `selector`."""

    what: Ref = field(default_factory=Ref.target)
    selector: Selector | None = None


def do_shuffle_in_reveal_top(r: Resolution, step: ShuffleInRevealTop) -> None:
    g = r.game
    for oid in r.ref(step.what):
        owner = g.obj(oid).owner
        g.move(oid, "library")
        shuffle(g, owner)  # 701.24a, 701.24c
        library = g.state.zone_list("library", owner)
        if not library:
            continue
        top = library[0]
        g.log(f"{g.player_name(owner)} reveals {g.quick_name(top)} (701.20a)")
        view = LayerView(g.state, g.all_layers().chars)
        if step.selector is not None and not step.selector.matches(
                view, top, context_for(view, r.item.source, owner)):
            continue
        new = g.move(top, "battlefield", controller=owner)  # 110.2
        if new is not None:
            enter(g, new)


__all__ = ["ShuffleInRevealTop", "do_shuffle_in_reveal_top"]
