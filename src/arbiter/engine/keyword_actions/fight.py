"""701.14: fighting. "<A> fights <B>": each creature deals damage equal to its power to the
other (701.14a), at the same time, and it isn't combat damage (701.14d). If either is no
longer a creature on the battlefield (or is an illegal target, 608.2b), neither deals damage
(701.14b). 701.14c: a creature fighting itself deals twice its power to itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.replacement.damage import deal, dealt_event, triggers_now

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Fight


def do_fight(r: Resolution, step: Fight) -> None:
    """701.14a-c: `a` and `b` fight."""
    g = r.game
    a, b = r.ref(step.a), r.ref(step.b)
    if not a or not b:
        return
    x, y = a[0], b[0]
    for o in (x, y):
        if not isinstance(o, int) or g.obj(o).zone != "battlefield" or \
                "Creature" not in g.chars(o).types:
            return
    px, py = g.chars(x).power or 0, g.chars(y).power or 0
    # The damage is dealt at the same time (701.14a); it isn't combat damage (701.14d).
    dx = deal(g, x, ("permanent", y), px)
    dy = deal(g, y, ("permanent", x), py)
    dealt_event(g, x, dx)
    dealt_event(g, y, dy)
    triggers_now(g)
