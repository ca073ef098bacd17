"""Putting cards from a hand into a library (401.4, 608.2d):

    ... then put two cards from your hand on top of your library in any order.  (Brainstorm)
    Put a card from your hand on the bottom of your library.
    Put any number of cards from your hand on the bottom of your library, then draw that
    many cards plus one.                                              (Valakut Awakening)
    Put the cards in your hand on the bottom of your library in any order, then draw that
    many cards.                                                                  (Arjun)
    When this creature enters, target opponent puts a card from their hand on top of their
    library.                                                          (Chittering Rats)

The player chooses the cards as the effect resolves (608.2d: a choice made while it
resolves), exactly that many, or their whole hand if it has fewer (any number of them: as
many as they choose, none too; "the cards in your hand": all of them); then puts them there in
the order they choose (401.4: the owner arranges cards put into a position at the same time).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import order_on_top
from arbiter.engine.keywords.any_number import choose_any_number
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class HandToLibrary(Instruction):
    """"put `n` cards from your hand on top of / on the bottom of your library [in any
    order]" (`position`: "top" or "bottom"); `n` None: the whole hand ("the cards in your
    hand"); `any_number`: as many as the player chooses."""

    n: Any = 1
    position: str = "top"
    any_number: bool = False
    #: the player(s) who put cards from their own hand into their own library (101.4: each
    #: in turn order, the active player first)
    who: Any = "you"


def do_hand_to_library(r: Resolution, step: HandToLibrary) -> None:
    count, did = 0, False
    for player in r.players(step.who):
        _one_player(r, step, player)
        count, did = count + r.count, did or r.did
    r.count, r.did = count, did


def _one_player(r: Resolution, step: HandToLibrary, you: int) -> None:
    g = r.game
    hand = list(g.state.zone_list("hand", you))
    n = len(hand) if step.n is None or step.any_number else r.number(step.n)
    picks: list[int] = []
    if step.any_number:  # 608.2d: any number of them, chosen as it resolves
        picks = choose_any_number(g, you, hand, f"choose cards to put on the {step.position} "
                                  "of your library", "put_back")
        hand = []
    while hand and len(picks) < n:
        if len(hand) <= n - len(picks):
            picks.extend(hand)  # no choice left: the rest of the hand
            break
        pick = g.decide(Decision("hand_to_library", f"choose a card to put on the "
                                 f"{step.position} of your library ({len(picks) + 1} of {n})",
                                 you, [(f"{g.quick_name(o)}#{o}", o) for o in hand],
                                 key="put_back"))
        hand.remove(pick)
        picks.append(pick)
    moved = []
    for oid in picks:
        new = g.move(oid, "library")
        if new is not None:
            moved.append(new.id)
    library = g.state.zone_list("library", you)
    if step.position == "top":
        order_on_top(g, you, moved, "put back")  # 401.4: in the order the player chooses
    else:
        for oid in moved:  # 401.4: the bottom, in the order chosen
            library.remove(oid)
        bottom = list(moved)
        if len(bottom) > 1:
            ordered: list[int] = []
            while bottom:
                pick = bottom[0] if len(bottom) == 1 else g.decide(Decision(
                    "order", "put back: choose the next card from the bottom's top", you,
                    [(g.quick_name(o) + f"#{o}", o) for o in bottom], key="order"))
                bottom.remove(pick)
                ordered.append(pick)
            bottom = ordered
        library.extend(bottom)
    r.count = len(moved)
    r.did = bool(moved)  # 118.12: "If you do": a card was put there (none from an empty hand)
    g.state.touch()


__all__ = ["HandToLibrary", "do_hand_to_library"]
