"""710: flipping a flip card.

    At the beginning of the end step, if there are two or more ki counters on this creature,
    you may flip it.                                                      (Budoka Pupil)

110.5: flipped / unflipped is a status of a permanent; 110.5b: a permanent enters unflipped.
710.2: once a flip card permanent is flipped, its alternative name, text box, type line, power
and toughness apply instead of its normal ones; 710.1c: its color and mana cost don't change.
The flipped status is kept as `GameObject.face` 1 of a card whose layout is "flip" (the layer
system starts from that half's values, `rules.printed`), marked `rules.flip_cards.FLIPPED`. It
is the same object, with the same counters, damage, attachments and timestamp (flipping is
neither a zone change, 400.7, nor one of the status changes giving a new timestamp, 613.7).
710.4: flipping is one way; a flipped permanent leaving the battlefield forgets it (a new
object, 400.7).

A permanent that isn't a flip card (a copy of one, 707.3; a merged permanent, 729.2h) being
flipped, or a flip card under a copy effect, stops the game naming the text: its flipped
status would change its copiable values, which the engine doesn't model.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.rules.flip_cards import FLIPPED, is_flip_card
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.state.objects import GameObject


@dataclass(frozen=True)
class Flip(Instruction):
    """710: "flip it", "flip this creature", "flip ~"."""

    what: Ref = field(default_factory=Ref.this)


def do_flip(r: Resolution, step: Flip) -> None:
    g = r.game
    for oid in r.ref(step.what):
        if not isinstance(oid, int):
            continue
        obj = g.obj(oid)
        if obj.zone != "battlefield":
            continue  # 110.5: only a permanent has the flipped status
        if obj.face != 0:
            continue  # 710.4: already flipped: flipping is one way
        if obj.token is not None or obj.merged or not is_flip_card(g.catalog, obj.card):
            r.unsupported("flipping a permanent that isn't a flip card (707.3, 729.2h)")
        if oid in g.layers().copiable.snapshots:
            r.unsupported("flipping a flip card under a copy effect (707.3)")
        before = g.name_of(oid)
        obj.face = 1  # 710.2: its alternative characteristics apply
        obj.choices[FLIPPED] = True  # 110.5 (not transformed, 701.27g)
        g.state.touch()
        g.log(f"{before} flips into {g.name_of(oid)} (710.2)")


def enters_flipped(game: Game, new: GameObject) -> None:
    """110.5b: "return it to the battlefield flipped": a flip card enters with its flipped
    status, its alternative characteristics applying as it enters (710.2); any other card
    enters as it is (only a flip card has characteristics the status changes)."""
    if new.token is None and not new.merged and is_flip_card(game.catalog, new.card):
        new.face = 1
        new.choices[FLIPPED] = True
        game.state.touch()


__all__ = ["Flip", "do_flip", "enters_flipped"]
