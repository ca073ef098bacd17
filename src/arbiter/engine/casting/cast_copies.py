"""707.12 / 608.2g: copying cards and casting the copies while the effect resolves:

    ... exile up to that many target instant and/or sorcery cards with mana value 3 or less
    from your graveyard and copy them. You may cast any number of the copies without paying
    their mana costs.                                           (Bloodthirsty Adversary)
    Exile target instant or sorcery card from a graveyard and copy it. You may cast the copy
    without paying its mana cost.                                     (Psionic Ritual)

Each card still in a public zone is copied (707.12: the copy is created in the zone the card
is in, owned and controlled by the effect's controller). The controller then casts any
number of the copies, one at a time in the order they choose (decision key `cast_copy`: a
copy or "done"; with one copy left, `cast_copy` is yes or no), each following 601.2a-h while
the effect resolves (608.2g: no player receives priority, timing permissions don't apply) and
without paying its mana cost when the text says so (118.9, X is 0, 107.3b); a copy that
can't be cast as proposed isn't (601.5). Once cast, a copy is a spell on the stack (707.12)
that ceases to exist if it leaves the stack (707.10a); a copy not cast ceases to exist
(704.5e: a copy of a card in a zone other than the stack or the battlefield). The cards
themselves stay where they are (in exile).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: Zones a card can be copied from by these effects (400.2: public zones).
_PUBLIC = ("exile", "graveyard", "battlefield")


@dataclass(frozen=True)
class CastCopies(Instruction):
    """Copy the cards `what` names; the controller may cast the copy (`any_number`: any
    number of the copies), `free`: without paying its mana cost (118.9); `one`: one of the
    cards only, chosen by the controller as the instruction is followed ("a card exiled with
    ~", 607.2a)."""

    what: Ref = Ref("it")
    any_number: bool = False
    free: bool = True
    one: bool = False


def _copy(g: Game, card: int, you: int) -> int:
    """707.12: a copy of the card, created in the zone the card is in."""
    obj = g.obj(card)
    copy = g.state.add_object({"owner": you, "controller": you, "card": obj.card,
                               "face": obj.face}, obj.zone)
    g.state.touch()
    return copy.id


def _cease(g: Game, copy: int) -> None:
    """704.5e / 707.10a: a copy of a card outside the stack and the battlefield."""
    obj = g.obj(copy)
    if obj.zone.startswith("left:"):
        return
    g.state.remove_from_zone(copy)
    obj.zone = f"left:{obj.zone}"
    g.state.touch()


def do_cast_copies(r: Resolution, step: CastCopies) -> None:
    from arbiter.engine.casting.during_resolution import WITHOUT_PAYING, cast_while_resolving

    g, you = r.game, r.item.controller
    cards = [c for c in r.ref(step.what) if isinstance(c, int) and not isinstance(c, bool)
             and g.obj(c).zone in _PUBLIC]
    if step.one and len(cards) > 1:
        cards = [g.decide(Decision("copy_card", "copy which card? (707.12)", you,
                                   [(f"{g.quick_name(c)}#{c}", c) for c in cards],
                                   key="copy_card"))]
    left = [_copy(g, c, you) for c in cards]
    cast_any = 0
    while left:
        if len(left) == 1:
            pick = left[0] if g.decide(Decision(
                "may", f"cast the copy of {g.quick_name(left[0])}"
                + (" without paying its mana cost" if step.free else "") + "? (707.12)", you,
                [("yes", True), ("no", False)], key="cast_copy")) else None
        else:
            pick = g.decide(Decision(
                "cast_copy", "cast one of the copies (done to stop) (707.12)", you,
                [(f"{g.quick_name(o)}#{o}", o) for o in left] + [("done", None)],
                optional=True, key="cast_copy"))
        if pick is None:
            break
        left.remove(pick)
        item = cast_while_resolving(g, pick, you, "cast_copy",
                                    alternative=WITHOUT_PAYING if step.free else None)
        if item is not None:
            g.obj(item.source).spell_copy = True  # 707.10a: it ceases to exist off the stack
            cast_any += 1
        else:
            _cease(g, pick)
        if not step.any_number:
            break
    for copy in left:
        _cease(g, copy)
    r.did = cast_any > 0


__all__ = ["CastCopies", "do_cast_copies"]
