"""122.8, 118.3, 601.2h: paying "Remove two counters from ~" and "Remove two +1/+1 counters
from among creatures you control" (`rules.counters_among.RemoveCountersFrom`).

The counters may come from any of the permanents the cost names (the source itself, or
permanents the payer controls matching its selector, the source included when it matches),
and, when the cost names no kind, be of any kinds. The payer chooses, one counter at a time:
the permanent (decision key `remove`; `choices: {remove: [bears, bears]}` names one per
counter) and, when it has more than one kind the cost may remove, the kind (key
`counter_kind`: one kind, or a list with one per counter). A permanent can't lose more
counters of a kind than it has (118.3); the choice is checked before anything changes, and
the counters are removed together (601.2h). X (107.3a) is the value announced."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.activation_x import chosen as chosen_x
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.counters_among import RemoveCountersFrom
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

HANDLED = (RemoveCountersFrom,)


def holders(game: Game, oid: int, player: int, cost: RemoveCountersFrom) -> dict[
        tuple[int, str], int]:
    """Each (permanent, kind) the cost may remove counters of, with how many there are."""
    if cost.selector is None:
        pool = [oid] if game.obj(oid).zone == "battlefield" else []
    else:
        view = LayerView(game.state, game.layers().chars)
        ctx = context_for(view, oid, player)
        pool = [o for o in game.state.battlefield() if o in view.chars
                and view.chars[o].controller == player and cost.selector.matches(view, o, ctx)]
    return {(o, k): n for o in pool for k, n in game.obj(o).counters.items()
            if n > 0 and (cost.kind is None or k == cost.kind)}


def most(game: Game, oid: int, player: int, cost: RemoveCountersFrom) -> int:
    """How many counters in all the cost could remove now."""
    return sum(holders(game, oid, player, cost).values())


def payable(game: Game, oid: int, player: int, cost: RemoveCountersFrom) -> bool:
    return cost.x or most(game, oid, player, cost) >= cost.n  # 118.3 (X: checked as paid)


def _kind_given(given: Any, i: int) -> Any:
    if isinstance(given, list | tuple):
        return given[i] if i < len(given) else None
    return given


def choose(game: Game, oid: int, player: int, cost: RemoveCountersFrom,
           choices: dict[str, Any], ask: bool = True) -> list[tuple[int, str]] | None:
    """601.2h: a permanent and a kind for each counter, validated (nothing changes). With
    `ask` False, only answers already given are checked (None: a decision would be needed)."""
    have = holders(game, oid, player, cost)
    need = chosen_x(choices) if cost.x else cost.n
    given = choices.get("remove")
    if isinstance(given, int) and not isinstance(given, bool):
        given = [given]
    # objects named by id (the Python API); anything else is asked as decisions, which a
    # scenario's answers resolve
    perms: list[int] = list(given) if isinstance(given, list | tuple) and given and all(
        isinstance(g, int) and not isinstance(g, bool) for g in given) else []
    picks: list[tuple[int, str]] = []
    for i in range(need):
        left = Counter(have) - Counter(picks)
        if i < len(perms):
            o = perms[i]
        elif perms or not ask:
            break  # the answer named too few (or the check before paying stops here)
        else:
            options = sorted({p for (p, _), n in left.items() if n > 0})
            if not options:
                break
            o = game.decide(Decision("cost", f"{cost}: remove a counter from", player,
                                     [(f"{game.name_of(p)}#{p}", p) for p in options],
                                     key="remove"))
            if isinstance(o, list | tuple):  # an answer naming one permanent per counter
                perms = [*(p for p, _ in picks), *o]
                if not o:
                    break
                o = perms[i]
        kinds = [k for (p, k), n in left.items() if p == o and n > 0]
        kind = kinds[0] if len(kinds) == 1 else _kind_given(choices.get("counter_kind"), i)
        if len(kinds) > 1 and kind not in kinds:
            if not ask:
                return None
            kind = game.decide(Decision("cost", f"{cost}: which kind?", player,
                                        [(k, k) for k in sorted(kinds)], key="counter_kind"))
        if kind not in kinds:
            raise IllegalActionError(f"that can't pay {cost} for {game.name_of(oid)} (118.3)")
        picks.append((o, kind))
    if not ask and not perms:
        return None
    if len(picks) != need or (perms and len(perms) != need):
        raise IllegalActionError(f"that can't pay {cost} for {game.name_of(oid)} (118.3)")
    return picks


def check_given(game: Game, oid: int, player: int, cost: RemoveCountersFrom,
                choices: dict[str, Any]) -> None:
    """The permanents and kinds given for the counters must be able to pay (checked before
    anything is paid, so an illegal answer leaves the game as it was)."""
    choose(game, oid, player, cost, choices, ask=False)


def pay(game: Game, oid: int, player: int, cost: RemoveCountersFrom,
        choices: dict[str, Any]) -> None:
    picks = choose(game, oid, player, cost, choices) or []
    choices["counters_removed"] = len(picks)  # 608.2h: "the counters removed this way"
    for (o, kind), n in Counter(picks).items():
        game.remove_counters(o, kind, n)  # 122.8
    game.state.touch()


__all__ = ["HANDLED", "check_given", "holders", "most", "pay", "payable"]
