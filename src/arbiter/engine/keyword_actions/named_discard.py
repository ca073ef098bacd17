"""201.4 / 701.9: "Choose a nonland card name. Target player reveals their hand and discards
all cards with that name." (Cabal Therapy).

The resolving spell's or ability's controller chooses the name as it resolves (608.2d,
decision kind and key `card_name`): 201.4 the name of a card in the Oracle card reference,
never a token's; 201.4a "nonland": a card whose Oracle characteristics aren't a land's, judged
face by face (201.4b split halves, 201.4d the back face of a double-faced card). The player
reveals their hand (701.20a: nothing moves) and discards every card in it with that name
(201.2; 709.4a: a split card has both its halves' names), all at once (701.9a).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.discard import discard
from arbiter.rules.chosen_names import has_name
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.cards.database import CardDatabase
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class NameThenDiscardAll(Instruction):
    """Choose a card name (`nonland`: a nonland card's), then each player `who` names
    reveals their hand and discards all cards with that name."""

    who: Any = "each_opponent"
    nonland: bool = True


@lru_cache(maxsize=4)
def nonland_card_names(db: CardDatabase) -> tuple[str, ...]:
    """201.4a: the names of the faces (and halves) of cards that aren't lands."""
    names: set[str] = set()
    for name in db:
        record = db.get(name)
        if record.layout == "token":
            continue
        names.update(f.name for f in record.faces if "Land" not in f.types)
    return tuple(sorted(names))


def do_name_then_discard_all(r: Resolution, step: NameThenDiscardAll) -> None:
    from arbiter.rules.chosen_names import card_names

    g, you = r.game, r.item.controller
    db = g.catalog.db
    names = nonland_card_names(db) if step.nonland else card_names(db)
    name = g.decide(Decision("card_name", "choose a nonland card name (201.4)"
                             if step.nonland else "choose a card name (201.4)", you,
                             [(n, n) for n in names], key="card_name"))
    g.log(f"{g.player_name(you)} chooses {name}")
    view = LayerView(g.state, g.all_layers().chars)
    chosen = [(p, c) for p in g.apnap() if p in r.players(step.who)
              for c in g.state.zone_list("hand", p) if has_name(view, c, name)]
    r.count = 0
    for p, card in chosen:
        discard(g, card, p, cause=you, by_effect=True)  # 701.9a
        r.count += 1
    r.did = r.count > 0


__all__ = ["NameThenDiscardAll", "do_name_then_discard_all", "nonland_card_names"]
