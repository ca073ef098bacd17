"""121.1 / 119.4: cards in a hand "drawn this turn" (a card drawn is marked as it is put into
the hand, `mark`; a card that leaves the hand and comes back is a new object, 400.7, not
drawn), and Sylvan Library's choice about them:

    If you do, choose two cards in your hand drawn this turn. For each of those cards, pay 4
    life or put the card on top of your library.

`Custom("drawn_pay_or_top", (n, life))`: the controller chooses n cards in their hand drawn
this turn (as many as there are, if fewer), then for each of them, in the order chosen, pays
that much life (119.4: only with at least that much life) or puts the card on top of their
library (a later one ends above an earlier one)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions.objects import Custom
    from arbiter.state.objects import GameObject

#: GameObject.choices key: the turn number in which the card was drawn.
DRAWN_TURN = "drawn_turn"


def mark(game: Game, oid: int) -> None:
    """121.1: the card just drawn (now in its owner's hand) was drawn this turn."""
    game.obj(oid).choices[DRAWN_TURN] = game.state.turn.number


def drawn_now(game: Game, obj: GameObject) -> bool:
    """121.1: whether the card was drawn this turn (the one reading of its mark)."""
    return bool(obj.choices.get(DRAWN_TURN) == game.state.turn.number)


def drawn_this_turn(game: Game, player: int) -> list[int]:
    return [o for o in game.state.zone_list("hand", player) if drawn_now(game, game.obj(o))]


def do_drawn_pay_or_top(r: Resolution, step: Custom) -> None:
    g, you = r.game, r.item.controller
    n, life = step.args
    options = drawn_this_turn(g, you)
    chosen: list[int] = []
    while options and len(chosen) < n:
        pick = options[0] if len(options) == 1 else g.decide(Decision(
            "choose_object", f"choose a card in your hand drawn this turn ({len(chosen) + 1} "
            f"of {n})", you, [(f"{g.quick_name(o)}#{o}", o) for o in options],
            key="drawn_card"))
        chosen.append(pick)
        options.remove(pick)
    for card in chosen:
        can_pay = g.state.players[you].life >= life  # 119.4
        how = "top" if not can_pay else g.decide(Decision(
            "choose", f"{g.quick_name(card)}: pay {life} life or put it on top of your "
            "library", you, [(f"pay {life} life", "life"), ("put it on top", "top")],
            key="pay_or_top"))
        if how == "life":
            g.lose_life(you, life)  # 119.4: paying life is losing that much life
            continue
        new = g.move(card, "library")
        if new is not None and new.zone == "library":
            library = g.state.zone_list("library", new.owner)
            library.remove(new.id)
            library.insert(0, new.id)
            g.state.touch()


__all__ = ["DRAWN_TURN", "do_drawn_pay_or_top", "drawn_now", "drawn_this_turn", "mark"]
