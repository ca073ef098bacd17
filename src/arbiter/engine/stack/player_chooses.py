"""608.2d / 101.4: "Target opponent chooses a creature they control. Destroy that creature."
(Imperial Edict, Wei Assassins), "Each opponent chooses a creature they control. You gain
control of those creatures." (Riches): each player named chooses one object of the kind among
those they control as the effect resolves (not a target, 115.10; in APNAP order, 101.4); what
the next sentence does is then done to each object chosen (`then`, acting on `Ref.it()`). A
player who controls none chooses nothing. "Target player exiles a card from their graveyard."
is the same choice among the cards in the chooser's own graveyard or hand (a card there is
its owner's, 108.3), then exiled (`compiler.effects.player_exiles_card`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class PlayerChoosesOwn(Instruction):
    """Each player `who` names chooses one object matching `selector` they control; `then`
    is done to each object chosen."""

    who: Any = "each_opponent"
    selector: Selector | None = None
    then: tuple[Any, ...] = ()
    #: what the chooser is asked ("choose a card in your graveyard": a card's controller
    #: off the battlefield is its owner, so "their graveyard" is the chooser's own)
    prompt: str = "choose an object you control"


def do_player_chooses_own(r: Resolution, step: PlayerChoosesOwn) -> None:
    g = r.game
    active = g.state.turn.active
    n = len(g.state.players)
    chooser = sorted(r.players(step.who), key=lambda p: (p - active) % n)  # 101.4: APNAP
    matching = r.matching(step.selector) if step.selector is not None else []
    chosen: list[int] = []
    for p in chooser:
        options = [(f"{g.name_of(o)}#{o}", o) for o in matching if g.controller_of(o) == p]
        if options:
            chosen.append(g.decide(Decision("choose_object", step.prompt, p, options,
                                            key="choose_object")))
    for oid in chosen:
        r.it = oid
        r.follow(step.then)


__all__ = ["PlayerChoosesOwn", "do_player_chooses_own"]
