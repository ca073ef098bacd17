"""201.4, 701.17a, 608.2c: "Choose a card name, then target player mills a card. If a card
with the chosen name was milled this way, <then>. [Otherwise, <otherwise>.]" (Predict,
Foreshadow):

The resolving spell's controller chooses any card name (201.4: the name of a card, not of a
token only), then the player `who` names mills one card (701.17a: none from an empty
library). 701.17c: the milled card is looked at in the public zone it went to (a graveyard,
or exile under a replacement effect); `then` follows if it has the chosen name (201.2;
either half of a split card, 709.4a), else `otherwise` (no card milled: `otherwise`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.chosen_names import card_names, has_name
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class NameThenMill(Instruction):
    """Choose a card name; the player `who` names mills a card; `then` if it has the name,
    else `otherwise`."""

    who: Any = None
    then: tuple[Instruction, ...] = ()
    otherwise: tuple[Instruction, ...] = ()


def do_name_then_mill(r: Resolution, step: NameThenMill) -> None:
    g, you = r.game, r.item.controller
    names = card_names(g.catalog.db)
    name = g.decide(Decision("card_name", "choose a card name (201.4)", you,
                             [(n, n) for n in names], key="card_name"))
    g.log(f"{g.player_name(you)} chooses {name}")
    milled: list[int] = []
    for p in r.players(step.who):
        for oid in g.state.zone_list("library", p)[:1]:  # 701.17a
            new = g.move(oid, "graveyard")
            if new is not None and new.zone in ("graveyard", "exile"):  # 701.17c
                milled.append(new.id)
    view = LayerView(g.state, g.all_layers().chars)
    r.follow(step.then if any(has_name(view, o, name) for o in milled) else step.otherwise)


__all__ = ["NameThenMill", "do_name_then_mill"]
