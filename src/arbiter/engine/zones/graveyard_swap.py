"""608.2c / 701.21a / 406: "Each player exiles all creature cards from their graveyard, then
sacrifices all creatures they control, then puts all cards they exiled this way onto the
battlefield." (Living Death, Living End; Scrap Mastery with artifacts).

No player chooses anything: each player's matching cards leave their graveyard for exile
together, then each player's matching permanents are sacrificed together (701.21a: its
controller moves each to its owner's graveyard), then each player puts the cards they exiled
this way onto the battlefield under their control, all at once (603.6a; a card that has left
exile since is a new object and stays where it is, 400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class ExileSacrificeReturn(Instruction):
    """Each player exiles the `cards` in their graveyard, sacrifices the `permanents` they
    control, then puts the exiled cards onto the battlefield."""

    cards: Selector | None = None
    permanents: Selector | None = None


def do_exile_sacrifice_return(r: Resolution, step: ExileSacrificeReturn) -> None:
    g = r.game
    players = g.apnap()
    view, ctx = r.view_context()
    exiled: dict[int, list[int]] = {}
    for p in players:
        cards = [o for o in g.state.zone_list("graveyard", p)
                 if step.cards is None or (o in view.chars and step.cards.matches(view, o, ctx))]
        moved = [g.move(o, "exile") for o in cards]
        exiled[p] = [m.id for m in moved if m is not None and m.zone == "exile"]
    view, ctx = r.view_context()
    doomed = [o for o in g.state.battlefield()
              if g.controller_of(o) in players
              and (step.permanents is None or step.permanents.matches(view, o, ctx))]
    for oid in doomed:
        g.sacrifice(oid)  # 701.21a
    back = []
    for p in players:
        for oid in exiled[p]:
            if g.obj(oid).zone == "exile":
                new = g.move(oid, "battlefield", controller=p)
                if new is not None:
                    back.append(new)
    for new in back:
        enter(g, new)  # 603.6a: all of them enter at once
    g.log(f"{r.item.source_name}: {len(doomed)} sacrificed, {len(back)} put onto the "
          "battlefield")


__all__ = ["ExileSacrificeReturn", "do_exile_sacrifice_return"]
