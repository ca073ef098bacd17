"""608.2d / 101.4: "<player> returns a creature they control to its owner's hand" (Curfew,
Sunken Hope, Mana Breach) and "<player> untaps a land they control" (Hokori, Dust Drinker;
Rising Waters): each player named chooses, in APNAP order, that many of their own permanents
of the kind (all of them when they have no more; `engine.keyword_actions.sacrifice_choice.
choose_own`), then the chosen permanents are returned to their owners' hands at once (400.3)
or untapped (701.26b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.keyword_actions.sacrifice_choice import choose_own
from arbiter.engine.keyword_actions.tap import untap
from arbiter.engine.triggers.batches import action
from arbiter.engine.turn.untapping import became_untapped
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class ActOnChosenOwn(Instruction):
    """Each player `who` names chooses `n` permanents they control matching `selector`;
    `act`: "hand" (returned to their owners' hands) or "untap"."""

    who: Any = "each_player"
    n: Any = 1
    selector: Selector | None = None
    act: str = "hand"


def do_act_on_chosen_own(r: Resolution, step: ActOnChosenOwn) -> None:
    g = r.game
    verb = "return" if step.act == "hand" else "untap"
    chosen = choose_own(r, step.who, step.n, step.selector, verb=verb, rule="608.2d")
    r.count = 0
    with action(g):  # at once (603.2c: one batch of events)
        for oid in chosen:
            if g.obj(oid).zone != "battlefield":
                continue
            if step.act == "hand":
                new = g.move(oid, "hand")  # 400.3: its owner's hand
                r.count += new is not None and new.zone == "hand"
            elif untap(g, oid):  # 701.26b
                became_untapped(g, [oid])  # 611.2b
                r.count += 1
    g.state.touch()


__all__ = ["ActOnChosenOwn", "do_act_on_chosen_own"]
