"""101.4 / 701.21a: "each player chooses <permanents> ..., then sacrifices the rest":

    Each player chooses an artifact, a creature, an enchantment, and a planeswalker from among
    the nonland permanents they control, then sacrifices the rest.     (Cataclysmic Gearhulk)
    Each player chooses from among the permanents they control an artifact, a creature, an
    enchantment, and a land, then sacrifices the rest.                  (Cataclysm)
    Each player chooses three permanents they control, then sacrifices the rest.
                                                                        (Razia's Purification)

Each player, in APNAP order (101.4; 101.4b: knowing the earlier choices), makes the choices in
the order the text names them (101.4c): one permanent for each, among their own permanents of
the group that match and aren't chosen yet; a choice with nothing to choose from is skipped.
Then every player sacrifices the rest of the group (the permanents of it they control that
weren't chosen) at the same time (701.21a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class KeepChosen(Instruction):
    """Each player `who` names chooses one permanent per `picks` selector (None: any of the
    group) among their permanents matching `group`, then sacrifices the rest of the group."""

    who: Any = "each_player"
    group: Selector | None = None
    picks: tuple[Selector | None, ...] = ()


def do_keep_chosen(r: Resolution, step: KeepChosen) -> None:
    g = r.game
    players = set(r.players(step.who))
    view, ctx = r.view_context()
    doomed: list[int] = []
    for p in [p for p in g.apnap() if p in players]:  # 101.4
        group = [o for o in g.state.battlefield() if g.controller_of(o) == p
                 and (step.group is None or step.group.matches(view, o, ctx))]
        kept: list[int] = []
        for i, pick in enumerate(step.picks):  # 101.4c: in the order named
            options = [o for o in group if o not in kept
                       and (pick is None or pick.matches(view, o, ctx))]
            if not options:
                continue
            kept.append(g.decide(Decision(
                "choose_object", f"{r.item.source_name}: choose a permanent to keep ({i + 1} "
                f"of {len(step.picks)}, 101.4c)", p,
                [(f"{g.quick_name(o)}#{o}", o) for o in options], key="keep")))
        doomed += [o for o in group if o not in kept]
    for oid in doomed:  # all at once
        g.sacrifice(oid)  # 701.21a
    g.state.touch()


__all__ = ["KeepChosen", "do_keep_chosen"]
