"""118.8 / 601.2b / 601.2f: an additional cost with a choice, "As an additional cost to cast
this spell, sacrifice a creature or pay {3}{B}." The player announces which they will pay
(601.2b); a mana option is added to the spell's total cost (601.2f) and paid with it
(601.2h), the other is paid as the additional costs are. Only options the player could pay
are offered (a mana option's payability is checked with the whole total cost)."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import CostChoice, ManaPayment

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: choices key: the option announced for each additional cost with a choice, in order.
KEY = "additional_option"


def choice_costs(game: Game, oid: int) -> list[CostChoice]:
    from arbiter.engine.casting.additional_costs import costs_of

    return [c for c in costs_of(game, oid) if isinstance(c, CostChoice)]


def chosen_costs(costs: list[Any], picked: list[int] | None) -> list[Any]:
    """The additional costs with each choice replaced by the option announced."""
    out: list[Any] = []
    i = 0
    for c in costs:
        if isinstance(c, CostChoice):
            if picked is None or i >= len(picked) or not 0 <= picked[i] < len(c.options):
                raise IllegalActionError(f"announce which cost you pay: {c} (601.2b)")
            c = c.options[picked[i]]
            i += 1
        out.append(c)
    return out


def extra_mana(costs: list[Any]) -> str:
    """601.2f: the mana the chosen additional costs add to the total cost."""
    return "".join(c.mana for c in costs if isinstance(c, ManaPayment))


def combinations(game: Game, oid: int) -> list[list[int]]:
    """Every way to announce the options (one index per choice cost)."""
    return [list(p) for p in product(*(range(len(c.options))
                                      for c in choice_costs(game, oid)))]


def payable_options(game: Game, player: int, oid: int, alternative: str | None,
                    x: int = 0) -> list[list[int]]:
    """The announcements whose costs the player could pay now: objects for the non-mana
    costs (`engine.casting.additional_costs.candidates`) and mana for the whole total cost."""
    from arbiter.engine.casting.additional_costs import objects_available
    from arbiter.engine.casting.total_cost import total_cost
    from arbiter.engine.mana.pool import spell_spending
    from arbiter.engine.turn.priority import affordable

    out = []
    for picked in combinations(game, oid):
        if not objects_available(game, player, oid, picked):
            continue
        cost, _ = total_cost(game, oid, player, alternative, x, picked=picked)
        if affordable(game, player, cost, spell_spending(game, oid, alternative)):  # 106.6
            out.append(picked)
    return out


def announce(game: Game, player: int, oid: int, choices: dict[str, Any],
             allowed: list[list[int]] | None = None) -> list[int] | None:
    """601.2b: the player announces the option of each choice cost (None: the spell has
    none), among the announcements in `allowed` when given. A scenario or an earlier answer
    may give them in `choices[KEY]` (indexes or the options' labels)."""
    costs = choice_costs(game, oid)
    if not costs:
        return None
    given = choices.get(KEY)
    if given is not None:
        given = given if isinstance(given, list) else [given]
        picked = [_index(c, g) for c, g in zip(costs, given, strict=False)]
        chosen_costs(costs, picked)  # validates
    else:
        picked = []
        for i, c in enumerate(costs):
            labels = [(_label(o), j) for j, o in enumerate(c.options)
                      if allowed is None or any(a[:i] == picked and a[i] == j for a in allowed)]
            picked.append(int(game.decide(Decision(
                "additional_cost", f"{c}: choose one", player, labels, key=KEY))))
    choices[KEY] = picked
    return picked


def _label(cost: Any) -> str:
    return f"pay {cost}" if isinstance(cost, ManaPayment) else str(cost)


def _index(choice: CostChoice, given: Any) -> int:
    if isinstance(given, int):
        return given
    for j, o in enumerate(choice.options):
        if str(given).strip().lower() == _label(o).lower():
            return j
    raise IllegalActionError(f"{given!r} isn't one of: {choice} (601.2b)")
