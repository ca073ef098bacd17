"""Cards chosen in graveyards as a spell or ability resolves (608.2d: not targets) and put
onto the battlefield under its controller's control:

    Target opponent puts a creature card of their choice from their graveyard onto the
    battlefield under your control.                        (Visions of Dread, Tasha)
    For each player, choose a creature card in that player's graveyard. Put those cards onto
    the battlefield under your control. They're black Zombies in addition to their other
    colors and types and they gain decayed.                (Ghouls' Night Out)

"of their choice": each player named chooses in their own graveyard; "choose ... in that
player's graveyard": the controller chooses. Choices are made in APNAP order (101.4), then the
cards are put onto the battlefield at once (603.6a: each sees the others enter), each with
the effect the same instruction applies to it as it enters (611.2e, 613.7n). A player whose
graveyard has no matching card puts nothing (609.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import Anything

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.parts import Part
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class PutFromGraveyards(Instruction):
    """For each player `who` names, one card matching `selector` in that player's graveyard,
    chosen by that player (`chooser` "owner") or by the controller ("you"), all put onto the
    battlefield under the controller's control with `effect_parts` (611.2e)."""

    who: Any = "each_player"
    selector: Selector | None = None
    chooser: str = "owner"
    effect_parts: tuple[Part, ...] = ()


def do_put_from_graveyards(r: Resolution, step: PutFromGraveyards) -> None:
    g = r.game
    you = r.item.controller
    named = r.players(step.who)
    chosen: list[int] = []
    for p in [q for q in g.apnap() if q in named]:  # 101.4: APNAP order
        cards = [o for o in r.matching(step.selector or Anything())
                 if g.obj(o).zone == "graveyard" and g.obj(o).owner == p]
        if not cards:
            continue  # 609.3: nothing to choose
        chooser = p if step.chooser == "owner" else you
        chosen.append(g.decide(Decision(
            "choose_object", f"{r.item.source_name}: choose a card in "
            f"{g.state.players[p].name}'s graveyard", chooser,
            [(f"{g.name_of(o)}#{o}", o) for o in cards], key="choose_object")))
    moved = [new for new in (g.move(o, "battlefield", controller=you) for o in chosen)
             if new is not None]
    for new in moved:  # 603.6a: they enter together
        enter(g, new, effect_parts=step.effect_parts, effect_controller=you,
              effect_source=r.item.source, choices=dict(r.chosen))
    r.did = bool(moved)
    if len(moved) == 1:
        r.it = moved[0].id  # "That creature gains ward {2}."
