"""118.12 / 107.3 / 615.1: "that player may pay any amount of mana. This Aura deals 2 damage
to that player. Prevent X of that damage, where X is the amount of mana that player paid this
way." (Power Leak, Errant Minion)

`Custom("pay_any_prevent", (who, n))`: the player chooses how much generic mana to pay (any
amount they can pay, 118.3; none too) and pays it (601.2g-h: choosing the mana abilities);
then the source deals n damage to them, X of which is prevented: a prevention shield of X
(615.7) on that player against damage from the source, created just before and removed right
after this damage (it applies to "that damage" only), offered with the other prevention and
replacement effects in the order the player chooses (616.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import objects as I
from arbiter.state.shields import DamageShield

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions.objects import Custom

#: A bound on "any amount" asked about (more mana than any game has).
_MOST = 100


def pay_any_amount(g: Game, player: int) -> int:
    """118.12, 107.3: `player` chooses how much generic mana to pay (any amount they can pay,
    118.3; none too) and pays it (601.2g-h: choosing the mana abilities); the amount paid."""
    from arbiter.engine.casting.total_cost import pay, payment_plans

    top = 0
    while top < _MOST and payment_plans(g, player, ManaCost.of(f"{{{top + 1}}}"), limit=1):
        top += 1  # 118.3: only what they can pay
    x = 0
    if top:
        x = int(g.decide(Decision("x", "pay any amount of mana", player,
                                  [(str(i), i) for i in range(top + 1)], key="pay_any")))
    if x:
        cost = ManaCost.of(f"{{{x}}}")
        plans = payment_plans(g, player, cost)
        plan = plans[0] if len(plans) == 1 else g.decide(Decision(
            "pay", f"pay {cost}", player, [(f"plan {i + 1}", p) for i, p in enumerate(plans)],
            key="payment"))
        pay(g, player, cost, plan)
        g.log(f"{g.player_name(player)} pays {cost}")
    return x


def do_pay_any_prevent(r: Resolution, step: Custom) -> None:
    from arbiter.engine.replacement.shields import add

    g = r.game
    who, n = step.args
    players = r.players(who)
    if not players:
        return
    player = players[0]
    x = pay_any_amount(g, player)
    src = r.item.source
    shield = None
    if x:
        ts = g.state.new_timestamp()
        shield = add(g, DamageShield(key=ts, controller=r.item.controller, origin=src,
                                     to=("player", player), amount=x, source=src,
                                     timestamp=ts))  # 615.1: "Prevent X of that damage"
    r.follow((I.DealDamage(n, to=who, source=I.Ref.this()),))
    if shield is not None and shield in g.state.shields:
        g.state.shields.remove(shield)  # only that damage
        g.state.touch()


__all__ = ["do_pay_any_prevent", "pay_any_amount"]
