"""601.2b / 601.2h / 118.3: the additional costs "discard X cards" and "pay X life"
(`rules.x_costs`).

X is the value announced for the spell (601.2b, `choices["x"]`, 0 unless announced). The
player can't announce more than they can pay (118.3): more cards than the others in their
hand (the spell itself is on the stack by then, 601.2a), or more life than their life total
(119.4). The cards are chosen (`choices["discard"]`, or one decision each, key "discard");
the costs are paid with the total cost (601.2h): the cards discarded at once (701.9a: a cost
of their own spell), the life paid (119.4: lost)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.x_costs import DiscardXCost, PayXLifeCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KEY = "discard"


@dataclass(frozen=True)
class Owed:
    """What the X costs of one cast take: the cards to discard, the life to pay."""

    cards: tuple[int, ...] = ()
    life: int = 0


def _has(game: Game, oid: int, kind: type) -> bool:
    return any(isinstance(a.ability, kind) for a in game.chars(oid).abilities)


def choose(game: Game, player: int, oid: int, choices: dict[str, Any]) -> Owed | None:
    """What the spell's X costs take (None: it has none); refused when X is more than can
    be paid (118.3)."""
    discard, life = _has(game, oid, DiscardXCost), _has(game, oid, PayXLifeCost)
    if not (discard or life):
        return None
    x = int(choices.get("x", 0) or 0)
    if life and game.state.players[player].life < x:
        raise IllegalActionError(f"{game.name_of(oid)}: you can't pay {x} life (119.4)")
    cards = _cards(game, player, oid, choices, x) if discard else []
    return Owed(tuple(cards), x if life else 0)


def _cards(game: Game, player: int, oid: int, choices: dict[str, Any], x: int) -> list[int]:
    hand = [o for o in game.state.zone_list("hand", player) if o != oid]
    if x > len(hand):
        raise IllegalActionError(f"{game.name_of(oid)}: you can't discard {x} cards with "
                                 f"{len(hand)} other card(s) in hand (118.3)")
    given = choices.get(KEY)
    picks: list[int] = []
    if isinstance(given, int) and not isinstance(given, bool):
        picks = [given]
    elif isinstance(given, list | tuple):
        picks = list(given)
    while not given and len(picks) < x:
        options = [(f"{game.name_of(o)}#{o}", o) for o in hand if o not in picks]
        pick = game.decide(Decision("cost", f"discard X={x} cards: choose", player, options,
                                    key=KEY))
        if isinstance(pick, list | tuple):
            picks.extend(pick)
            break
        picks.append(pick)
    if len(picks) != x or len(set(picks)) != x or any(p not in hand for p in picks):
        raise IllegalActionError(f"{game.name_of(oid)}: discard exactly {x} other cards from "
                                 "your hand (601.2h)")
    choices[KEY] = picks
    return picks


def pay(game: Game, player: int, owed: Owed) -> None:
    """601.2h: discard the cards at once (one batch of events, 603.2c) and pay the life."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    with action(game):
        for o in owed.cards:
            discard(game, o, player, cause=player)
        if owed.life:
            game.lose_life(player, owed.life)  # 119.4: paying life is losing it


__all__ = ["KEY", "Owed", "choose", "pay"]
