"""607.2a, 607.2q: "Put a card exiled with ~ into its owner's hand." (Wall of Mourning, The
Mystical Archive) and "choose a card at random exiled with ~ and put that card into its
owner's hand" (Gorex, the Tombshell; Skyship Weatherlight): one of the cards in exile that
the source's linked ability exiled (recorded on the source, `rules.linked_exile`) goes to its
owner's hand. The card is chosen as the instruction is followed (608.2d); "at random" by the
game's seeded generator. 406.3: a card exiled face down can't be examined, so a choice among
such cards can't tell them apart: the release notes of Wall of Mourning have the card chosen
at random without looking. No such card: nothing happens."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction, Ref
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PutExiledWithIntoHand(Instruction):
    """Put one card exiled with the source into its owner's hand; `at_random`: chosen at
    random."""

    at_random: bool = False
    what: Ref = field(default_factory=Ref.linked_exiled)


def do_put_exiled_with_into_hand(r: Resolution, step: PutExiledWithIntoHand) -> None:
    g = r.game
    cards = [c for c in r.ref(step.what) if isinstance(c, int)]  # 607.2a
    r.it = None
    if not cards:
        return
    if step.at_random or all(g.obj(c).face_down for c in cards):
        card = cards[rng.randrange(g.state, len(cards))]  # 406.3: none can be told apart
        g.log(f"{r.item.source_name}: at random, {g.quick_name(card)}")
    else:
        card = g.decide(Decision(
            "choose_object", f"{r.item.source_name}: choose a card exiled with it (607.2a)",
            r.item.controller, [(f"{g.name_of(c)}#{c}", c) for c in cards],
            key="exiled_card"))
    new = g.move(card, "hand")  # its owner's hand (400.3)
    if new is not None:
        r.it = new.id


__all__ = ["PutExiledWithIntoHand", "do_put_exiled_with_into_hand"]
