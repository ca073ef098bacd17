"""701.9a: "discard your hand": every card in the player's hand is discarded at once;
"<player> reveals their hand and discards all <cards>": every card of the kind in it.

701.9a / 608.2c: a player may discard a hand of no cards; "If you do" after "you may
discard your hand" then holds (Moonveil Regent's ruling: with an empty hand you may still
discard it and draw)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class DiscardHand(Instruction):
    """701.9a: the resolving ability's controller discards their hand (all its cards at
    once: one batch of events, 603.2c); `who`: the players who do ("each_player": "Each
    player discards their hand", all at once)."""

    who: Any = "you"


def do_discard_hand(r: Resolution, step: DiscardHand) -> None:
    """701.9a: the resolving ability's controller discards their hand."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    g, you = r.game, r.item.controller
    players = [p for p in g.apnap() if p in r.players(step.who)]
    r.count = 0  # "that many": the cards discarded (608.2c)
    with action(g):
        for p in players:
            for card in list(g.state.zone_list("hand", p)):
                discard(g, card, p, cause=you, by_effect=True)  # 701.9a
                r.count += 1
    r.did = True  # done even with no cards (the ruling above)


@dataclass(frozen=True)
class RevealDiscardAll(Instruction):
    """701.20a, 701.9a: "<player> reveals their hand and discards all <cards>" (Amnesia:
    "nonland cards"): each player `who` names reveals their hand (nothing moves) and
    discards every card in it that `selector` matches, all at once (one batch, 603.2c)."""

    who: Any = "you"
    selector: Selector | None = None


def do_reveal_discard_all(r: Resolution, step: RevealDiscardAll) -> None:
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    g, you = r.game, r.item.controller
    players = [p for p in g.apnap() if p in r.players(step.who)]
    view, ctx = r.view_context()
    chosen = []
    for p in players:
        hand = list(g.state.zone_list("hand", p))
        g.log(f"{g.player_name(p)} reveals their hand: "  # 701.20a
              + (", ".join(g.quick_name(o) for o in hand) or "no cards"))
        chosen += [(p, c) for c in hand if step.selector is None
                   or (c in view.chars and step.selector.matches(view, c, ctx))]
    r.count = 0
    with action(g):  # 701.9a: all at once
        for p, card in chosen:
            discard(g, card, p, cause=you, by_effect=True)
            r.count += 1
    r.did = r.count > 0


@dataclass(frozen=True)
class DiscardHandThenDraw(Instruction):
    """701.9a, 121.1: "<players> discard their hand(s), then draw that many cards [plus one |
    minus one]": each player named discards their whole hand (all at once), then each draws
    as many cards as they discarded, plus `delta` (107.1b: never fewer than none)."""

    who: Any = "you"
    delta: int = 0


def do_discard_hand_then_draw(r: Resolution, step: DiscardHandThenDraw) -> None:
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    g, you = r.game, r.item.controller
    players = [p for p in g.apnap() if p in r.players(step.who)]
    counts = dict.fromkeys(players, 0)
    with action(g):  # 701.9a: every hand at once
        for p in players:
            for card in list(g.state.zone_list("hand", p)):
                discard(g, card, p, cause=you, by_effect=True)
                counts[p] += 1
    with action(g):  # then each draws their own number, in APNAP order (101.4)
        for p in players:
            g.draw(p, max(0, counts[p] + step.delta))
    r.count = sum(counts.values())
    r.did = True
