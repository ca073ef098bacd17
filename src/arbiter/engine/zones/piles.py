"""700.3: cards revealed from the top of a library grouped into two piles, one pile put
into the hand:

    Reveal the top five cards of your library. An opponent separates those cards into two
    piles. Put one pile into your hand and the other into your graveyard.  (Fact or Fiction)
    Reveal the top three cards of your library. An opponent separates those cards into two
    piles. Put one pile into your hand and the other on the bottom of your library in any
    order.                                                        (Jace, Architect of Thought)
    Reveal the top five cards of your library and separate them into two piles. An
    opponent chooses one of those piles. Put that pile into your hand and the other into
    your graveyard.                                                      (`you_separate`)

The resolving spell's or ability's controller reveals the cards (701.20a; fewer if the library
has fewer) and chooses the opponent if there are several (decision key `opponent`). The
separating player puts each card into exactly one of two piles (700.3a), either of which may
be empty (700.3d); the cards stay in the library meanwhile (700.3c). Then the other player
chooses a pile (key `pile_choice`): it goes into the controller's hand, the other pile to
`rest` ("graveyard", or "bottom_any": the bottom of the library in an order the controller
chooses, 401.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class RevealPiles(Instruction):
    """Reveal the top `n` cards; one player separates them into two piles, the other
    chooses the pile for the hand (`you_separate`: the controller separates)."""

    n: int = 5
    rest: str = "graveyard"
    you_separate: bool = False


def _names(g: Game, pile: list[int]) -> str:
    return ", ".join(g.quick_name(o) for o in pile) or "no cards"


def _bottom_in_order(g: Game, player: int, cards: list[int]) -> None:
    library = g.state.zone_list("library", player)
    remaining = list(cards)
    while remaining:
        pick = remaining[0] if len(remaining) == 1 else g.decide(Decision(
            "order", "choose the next card to put on the bottom", player,
            [(f"{g.quick_name(o)}#{o}", o) for o in remaining], key="order"))
        remaining.remove(pick)
        library.remove(pick)
        library.append(pick)  # 401.4: the first chosen goes under the library first
    g.state.touch()


def do_reveal_piles(r: Resolution, step: RevealPiles) -> None:
    g, you = r.game, r.item.controller
    seen = list(g.state.zone_list("library", you)[:r.number(step.n)])
    g.log(f"{g.player_name(you)} reveals {_names(g, seen)} (701.20a)")
    opponents = g.opponents(you)
    if not opponents:
        return
    opponent = opponents[0] if len(opponents) == 1 else g.decide(Decision(
        "choose_player", "choose an opponent (700.3)", you,
        [(g.player_name(p), p) for p in opponents], key="opponent"))
    separator, chooser = (you, opponent) if step.you_separate else (opponent, you)
    piles: tuple[list[int], list[int]] = ([], [])
    for card in seen:  # 700.3a: each card into exactly one pile
        which = g.decide(Decision(
            "pile", f"put {g.quick_name(card)}#{card} into pile 1 or pile 2 (700.3)",
            separator, [("1", 1), ("2", 2)], key="pile"))
        piles[0 if which == 1 else 1].append(card)
    pick = g.decide(Decision(
        "pile_choice", "choose the pile to put into the hand", chooser,
        [(f"pile 1: {_names(g, piles[0])}", 1), (f"pile 2: {_names(g, piles[1])}", 2)],
        key="pile_choice"))
    hand, other = (piles[0], piles[1]) if pick == 1 else (piles[1], piles[0])
    for card in hand:
        g.move(card, "hand")
    if step.rest == "graveyard":
        for card in other:
            g.move(card, "graveyard")
    else:
        _bottom_in_order(g, you, other)
    r.count = len(hand)


__all__ = ["RevealPiles", "do_reveal_piles"]
