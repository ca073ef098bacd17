"""502.3 / 611.2a: "This land doesn't untap during your next untap step." (Cinder Marsh's
mana ability, Reveka): the permanent doesn't untap during the next untap step of the player
who controlled the ability (the "you" of its text). The effect ends once that player's untap
step has happened; it says nothing about another player's untap step (a permanent that came
under another player's control untaps in theirs as usual). Kept on the permanent, which a
zone change makes a new object (400.7) that no longer has it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: On the permanent: the players whose next untap step it doesn't untap in.
_MARK = "skips_next_untap_of"


@dataclass(frozen=True)
class DoesntUntapYourNext(Instruction):
    """"<permanent> doesn't untap during your next untap step"."""

    what: Ref = field(default_factory=Ref.this)


def do_doesnt_untap_your_next(r: Resolution, step: DoesntUntapYourNext) -> None:
    g = r.game
    for oid in r.ref(step.what):
        obj = g.obj(oid)
        if obj.zone != "battlefield":
            continue  # 400.7: it left; the new object isn't affected
        marks = obj.choices.setdefault(_MARK, [])
        if r.item.controller not in marks:
            marks.append(r.item.controller)
        g.state.touch()


def stays_tapped(game: Game, oid: int, active: int) -> bool:
    """502.3: it doesn't untap during this untap step of `active`."""
    return active in game.obj(oid).choices.get(_MARK, ())


def expire(game: Game, active: int) -> None:
    """611.2a: the effects waiting for `active`'s next untap step end with it."""
    for oid in game.state.battlefield():
        marks = game.obj(oid).choices.get(_MARK)
        if marks and active in marks:
            marks.remove(active)


__all__ = ["DoesntUntapYourNext", "do_doesnt_untap_your_next", "expire", "stays_tapped"]
