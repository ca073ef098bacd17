"""702.132 Assist.

702.132a: assist is a static ability that modifies the rules of paying for the spell with it
(601.2g-h). If the spell's total cost includes a generic mana component, before mana
abilities are activated while casting it, its caster may choose another player; that player
may then pay any amount of the generic mana in the total cost (activating their own mana
abilities first), and the caster pays the rest.

Here, once the total cost is locked in (601.2f): the caster is asked the decision "assist"
(another player in the game, or nobody), the chosen player the decision "assist_amount"
(how much of the generic mana, among the amounts they could pay) and, through the public
API, "assist_payment" (which of their mana abilities pay it); the chosen player pays before
the caster does, and the caster's share is the total cost less that much generic mana
(`choose`, `pay`). The choice is kept in the spell's choices under "assist" as
[player, amount]. A scenario answers with `choices: {assist: Bob, assist_amount: 2}`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KEYWORD = "assist"
#: The choices key: [the assisting player, the generic mana they pay].
ASSIST = "assist"


def _generic(n: int) -> ManaCost:
    return ManaCost.of("{" + str(n) + "}")


def has_assist(game: Game, oid: int) -> bool:
    return game.chars(oid).has_keyword(KEYWORD)


def _can_pay(game: Game, helper: int, amount: int, spending: Any) -> bool:
    from arbiter.engine.turn.priority import affordable

    return amount == 0 or affordable(game, helper, _generic(amount), spending)


def choose(game: Game, player: int, oid: int, cost: ManaCost, choices: dict[str, Any],
           spending: Any = None) -> int:
    """702.132a: the caster may choose another player, who chooses how much of the generic
    mana of the locked-in total cost to pay. Returns that amount (0: no one assists)."""
    if not has_assist(game, oid) or not cost.generic:
        if choices.get(ASSIST):
            raise IllegalActionError(f"{game.name_of(oid)}'s total cost has no generic mana "
                                     "another player could pay (702.132a)")
        return 0
    given = choices.get(ASSIST)
    if isinstance(given, list | tuple) and len(given) == 2:
        helper, amount = int(given[0]), int(given[1])
    else:
        others = [p.index for p in game.state.players if p.index != player and not p.lost]
        helper = game.decide(Decision(
            "assist", "choose another player who may pay generic mana of the total cost "
                      "(702.132a)", player,
            [(game.player_name(p), p) for p in others], optional=True, key="assist"))
        if helper is None:
            return 0
        helper = int(helper)
        amounts = [n for n in range(cost.generic + 1) if _can_pay(game, helper, n, spending)]
        amount = int(game.decide(Decision(
            "assist_amount", f"{game.player_name(player)} asks you to pay generic mana of "
                             f"{game.name_of(oid)}'s total cost {cost}: how much (702.132a)",
            helper, [(str(n), n) for n in amounts], key="assist_amount")))
    if helper == player or not 0 <= helper < len(game.state.players) or \
            game.state.players[helper].lost:
        raise IllegalActionError("assist: choose another player in the game (702.132a)")
    if not 0 <= amount <= cost.generic:
        raise IllegalActionError(f"assist: {game.player_name(helper)} may pay from 0 to "
                                 f"{cost.generic} generic mana (702.132a)")
    if not _can_pay(game, helper, amount, spending):
        raise IllegalActionError(f"{game.player_name(helper)} can't pay {{{amount}}} "
                                 "(702.132a)")
    choices[ASSIST] = [helper, amount]
    return amount


def choose_payment(game: Game, choices: dict[str, Any], spending: Any = None) -> None:
    """601.2g-h: the assisting player chooses which of their mana abilities pay their part
    (the decision "assist_payment"), unless already chosen."""
    from arbiter.engine.casting.total_cost import payment_plans
    from arbiter.engine.turn.player_actions import plan_entry

    helper, amount = choices.get(ASSIST) or (None, 0)
    if helper is None or not amount or "assist_payment" in choices:
        return
    cost = _generic(amount)
    plans = payment_plans(game, helper, cost, spending=spending)
    if not plans:
        raise IllegalActionError(f"{game.player_name(helper)} can't pay {cost}")
    choices["assist_payment"] = game.decide(Decision(
        "pay", f"pay {cost} (assist, 702.132a)", helper,
        [("pay " + str(cost) + (" with " + ", ".join(plan_entry(game, o) for o in p)
                                if p else ""), p) for p in plans], key="assist_payment"))


def pay(game: Game, choices: dict[str, Any], spending: Any = None) -> None:
    """702.132a: before the caster pays, the assisting player pays their amount of generic
    mana with their own mana abilities (601.2g-h)."""
    from arbiter.engine.casting.total_cost import pay as pay_mana

    helper, amount = choices.get(ASSIST) or (None, 0)
    if helper is None or not amount:
        return
    pay_mana(game, int(helper), _generic(int(amount)),
             choices.get("assist_payment"), spending=spending)
    game.log(f"{game.player_name(int(helper))} pays {{{amount}}} of the spell's total cost "
             "(assist, 702.132a)")


def castable_with_help(game: Game, player: int, cost: ManaCost, spending: Any) -> bool:
    """702.132a: could some other player pay part of the generic mana so that the caster
    can pay the rest?"""
    from arbiter.engine.turn.priority import affordable

    for p in game.state.players:
        if p.index == player or p.lost:
            continue
        for n in range(1, cost.generic + 1):
            if _can_pay(game, p.index, n, spending) and \
                    affordable(game, player, cost.reduce_generic(n), spending):
                return True
    return False


__all__ = ["ASSIST", "KEYWORD", "castable_with_help", "choose", "choose_payment",
           "has_assist", "pay"]
