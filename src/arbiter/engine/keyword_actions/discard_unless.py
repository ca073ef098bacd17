"""701.9: "discard N cards unless you discard <a card>":

    Draw three cards. Then discard two cards unless you discard an artifact card.
                                                                (Thirst for Knowledge)
    Target player draws three cards. Then that player discards two cards unless they
    discard a land card.                                          (Compulsive Research)

Each player named chooses one of two discards (701.9b: the discarding player chooses the
cards): one card of the stated kind, or `n` cards of any kind (a card of the stated kind may be
among them). A player with no card of that kind discards `n` cards, or their whole hand if
it has fewer. Choices are made in APNAP order (101.4), then all the cards are discarded at
once (701.9a). "that many" (608.2c) is how many cards were discarded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.discard import discard
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class DiscardUnless(Instruction):
    """"<who> discards `n` cards unless they discard <a card matching `selector`>"."""

    n: Any = 2
    selector: Selector | None = None
    who: Any = "you"


def _of_kind(g: Game, player: int, hand: list[int], selector: Selector | None,
             source: int | None) -> list[int]:
    if selector is None:
        return []
    view = LayerView(g.state, g.all_layers().chars)
    ctx = context_for(view, source, player)
    return [o for o in hand if selector.matches(view, o, ctx)]


def _choose(g: Game, player: int, n: int, step: DiscardUnless, source: int | None
            ) -> list[int]:
    hand = list(g.state.zone_list("hand", player))
    kind = _of_kind(g, player, hand, step.selector, source)
    if kind:
        pick = g.decide(Decision(
            "discard_unless", f"discard one of these instead of {n} cards", player,
            [(f"{g.quick_name(o)}#{o}", o) for o in kind] + [(f"{n} cards", None)],
            optional=True, key="discard_unless"))
        if pick is not None:
            return [pick]  # the one card of the stated kind
    picks: list[int] = []
    while hand and len(picks) < n:
        if len(hand) <= n - len(picks):
            picks.extend(hand)  # no choice left: the rest of the hand
            break
        pick = g.decide(Decision(
            "discard", f"choose a card to discard ({len(picks) + 1} of {n})", player,
            [(f"{g.quick_name(o)}#{o}", o) for o in hand], key="discard"))
        picks.append(pick)
        hand.remove(pick)
    return picks


def do_discard_unless(r: Resolution, step: DiscardUnless) -> None:
    g = r.game
    n = r.number(step.n)
    named = r.players(step.who)
    chosen = [(p, c) for p in g.apnap() if p in named  # 101.4
              for c in _choose(g, p, n, step, r.item.source)]
    r.count = 0
    for p, card in chosen:
        discard(g, card, p, cause=r.item.controller, by_effect=True)  # 701.9a
        r.count += 1
    r.did = r.count > 0


__all__ = ["DiscardUnless", "do_discard_unless"]
