""""Return a Zombie creature card at random from your graveyard to the battlefield." (Tomb
Tyrant; "two creature cards at random", Moldgraf Monstrosity; "... to your hand", Charmbreaker
Devils, Make a Wish): the cards are chosen as the
ability resolves (608.2d) by the game's seeded generator, not by a player, among those then
in the graveyard (a card put there paying the ability's cost among them: the release notes
of Tomb Tyrant); several are put onto the battlefield at once (603.6a), under their owner's
control (or into your hand, 400.6). Fewer matching cards than N: all of them (609.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class ReturnAtRandom(Instruction):
    """Put `n` cards matching `selector` in your graveyard, chosen at random, onto the
    battlefield (`to`: "battlefield" or "hand")."""

    selector: Selector | None = None
    n: int = 1
    to: str = "battlefield"


def do_return_at_random(r: Resolution, step: ReturnAtRandom) -> None:
    g, you = r.game, r.item.controller
    pool = [o for o in r.matching(step.selector) if g.obj(o).zone == "graveyard"
            and g.obj(o).owner == you] if step.selector is not None else []
    picked: list[int] = []
    for _ in range(min(step.n, len(pool))):
        picked.append(pool.pop(rng.randrange(g.state, len(pool))))
    g.log(f"{r.item.source_name}: at random, "
          f"{', '.join(g.quick_name(o) for o in picked) or 'nothing'}")
    if step.to == "hand":
        moved = [new for new in (g.move(o, "hand") for o in picked) if new is not None]
        r.did = bool(moved)
        return
    moved = [new for new in (g.move(o, "battlefield", controller=g.obj(o).owner)
                             for o in picked) if new is not None]
    for new in moved:
        enter(g, new)
    r.did = bool(moved)
    if len(moved) == 1:
        r.it = moved[0].id
