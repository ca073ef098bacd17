"""508.1c-j: costs to attack — "Creatures can't attack you unless their controller pays {2}
for each creature they control that's attacking you." (an "attack_tax" rules effect whose
detail is the mana cost per creature attacking the effect's controller) and "Creatures can't
attack you or planeswalkers you control unless their controller pays {1} for each of those
creatures." (detail: (the mana cost, True)).

Such an effect is a restriction the player may lift by paying (508.1c); nobody is required
to pay it to obey a requirement (508.1d). After the attackers are chosen the total cost is
determined and locked in (508.1h), the chosen creatures are tapped (508.1f), the player may
activate mana abilities (508.1i) and pays it all at once (508.1j).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import Defender


def cost_to_attack(game: Game, creature: int, defender: Defender) -> ManaCost | None:
    """The cost for this creature to attack `defender` (None: none). Attacks on the effect's
    controller ("attacking you") are taxed; attacks on the planeswalkers they control only
    when the effect says so ("you or planeswalkers you control"), never on battles."""
    kind, ident = defender
    total: ManaCost | None = None
    for _ts, detail, controller in rules_effects(game, "attack_tax"):
        if not detail:
            continue
        mana, planeswalkers = detail if isinstance(detail, tuple) else (detail, False)
        if kind == "player" and controller != ident:
            continue
        if kind != "player" and not (planeswalkers and _planeswalker_of(game, ident,
                                                                         controller)):
            continue
        each = ManaCost.of(str(mana))
        total = each if total is None else total + each
    return total


def _planeswalker_of(game: Game, oid: int, player: int) -> bool:
    """508.1d: is `oid` a planeswalker `player` controls (as the attack is declared)?"""
    ch = game.chars(oid)
    return "Planeswalker" in ch.types and ch.controller == player


def total_cost(game: Game, assignment: Mapping[int, Any]) -> ManaCost | None:
    """508.1h: the total cost to attack with these creatures (None: nothing to pay)."""
    total: ManaCost | None = None
    for creature, defender in assignment.items():
        each = cost_to_attack(game, creature, tuple(defender))  # type: ignore[arg-type]
        if each is not None:
            total = each if total is None else total + each
    return total


def payable(game: Game, player: int, assignment: Mapping[int, Any]) -> bool:
    """Whether the player could pay the total cost to attack after the attackers are tapped
    (508.1f comes before 508.1j: an attacking mana creature can't help pay)."""
    cost = total_cost(game, assignment)
    if cost is None:
        return True
    from arbiter.engine.turn.priority import affordable

    trial = game.clone()
    for creature in assignment:
        if not trial.chars(creature).has_keyword("vigilance"):  # 702.20b
            trial.obj(creature).tapped = True
    trial.state.touch()
    return affordable(trial, player, cost)


def pay(game: Game, player: int, cost: ManaCost) -> None:
    """508.1i-j: the player chooses the mana abilities to activate and pays the total cost;
    partial payments are not allowed."""
    from arbiter.engine.casting.total_cost import pay as pay_mana
    from arbiter.engine.turn.player_actions import choose_payment

    plan = choose_payment(game, player, cost)
    pay_mana(game, player, cost, plan)
    game.log(f"{game.player_name(player)} pays {cost} to attack (508.1j)")
