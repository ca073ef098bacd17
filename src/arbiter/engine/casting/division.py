"""601.2d: dividing or distributing an effect among targets as a spell is cast, and carrying
out the division as it resolves (608.2b).

As the spell is cast, after its targets are chosen (601.2c), its controller announces the
division: how much of the damage or how many of the counters each target gets. Each chosen
target receives at least one (601.2d), the amounts add up to the whole, and "one or two
targets" needs at least one target (115.1). The division is kept in the spell's choices
(`DIVIDE`: one amount per target slot) and doesn't change later: a target that is illegal as
the spell resolves gets nothing, and its share isn't given to the others (608.2b). An
activated ability announces its division the same way as it is activated, after its targets
and before its costs (602.2b, `announce_activated`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.instructions import DealDamageDivided, DistributeCounters, PreventNextDivided
from arbiter.rules.instructions.divided import DIVIDE
from arbiter.rules.values import ChosenX

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.abilities import ActivatedAbility, SpellAbility

Divided = DealDamageDivided | DistributeCounters | PreventNextDivided
#: At most this many ways to divide are offered as one decision's options.
_MOST_OPTIONS = 200


def divided_step(abilities: list[SpellAbility]) -> Divided | None:
    steps = [i for ab in abilities for i in ab.instructions if isinstance(i, Divided)]
    return steps[0] if steps else None


def compositions(n: int, k: int) -> list[tuple[int, ...]]:
    """The ways to divide `n` into `k` amounts of at least one each, in order."""
    if k <= 0 or n < k:
        return []
    out = []
    for cuts in combinations(range(1, n), k - 1):
        bounds = (0, *cuts, n)
        out.append(tuple(bounds[i + 1] - bounds[i] for i in range(k)))
    return out


def announce(game: Game, oid: int, player: int, targets: list[Any],
             choices: dict[str, Any]) -> None:
    """601.2d: the division of the spell's divided instruction among its chosen targets,
    checked and kept in `choices[DIVIDE]` (one amount per target slot, 0 for an empty one)."""
    from arbiter.engine.casting.spells import chosen_spell_abilities

    abilities = chosen_spell_abilities(game, oid, choices)
    step = divided_step(abilities)
    if step is None:
        return
    name = game.name_of(oid)
    specs = [s for ab in abilities for s in ab.targets]
    if len(specs) != 1 or step.to.index != 0:
        # The division is read only where it is the spell's one target requirement.
        raise UnsupportedTextError(name, "a division among some of a spell's targets")
    step = fixed_amount(game, step, oid, player, lambda: int(choices.get("x", 0)))
    choices[DIVIDE] = divide(game, name, step, specs[0].description, player, targets,
                             choices.get(DIVIDE))


def announce_activated(game: Game, ability: ActivatedAbility, name: str, player: int,
                       targets: list[Any], choices: dict[str, Any],
                       source: int | None = None) -> None:
    """602.2b, 601.2d: an activated ability's division, announced after its targets are
    chosen and before its costs are paid, kept in `choices[DIVIDE]`; "X" is the X announced
    for it (107.3a)."""
    step = divided_step_of(ability)
    if step is None:
        return
    if len(ability.targets) != 1 or step.to.index != 0:
        raise UnsupportedTextError(name, "a division among some of an ability's targets")
    from arbiter.engine.casting import activation_x

    step = fixed_amount(game, step, source, player, lambda: activation_x.chosen(choices))
    if not any(t is not None for t in targets):
        if step.at_least:
            raise IllegalActionError(f"{name}'s ability divides its {_what(step)} among "
                                     f"{ability.targets[0].description}: choose at least "
                                     f"{step.at_least} target(s) (601.2d)")
        choices.pop(DIVIDE, None)
        return  # "any number of" / "up to" targets, none chosen: nothing to divide
    raw = choices.get(DIVIDE)
    choices[DIVIDE] = divide(game, name, step, ability.targets[0].description, player,
                             targets, raw if isinstance(raw, list | tuple) else None)


def fixed_amount(game: Game, step: Divided, source: int | None, player: int,
                 announced_x: Callable[[], int]) -> Divided:
    """The amount to divide, fixed as the division is announced (601.2d, 602.2b, 603.3d): a
    number; the X announced for the spell or ability (107.3a, `announced_x`); or the number
    the text defines ("where X is the number of lands you control", counted now:
    `compiler.effects.divided_amounts`)."""
    amount = step.amount
    if isinstance(amount, int):
        return step
    if isinstance(amount, ChosenX):
        return replace(step, amount=announced_x())
    from arbiter.rules.view import LayerView, context_for

    view = LayerView(game.state, game.layers().chars)
    return replace(step, amount=max(0, int(amount.value(view, source, context_for(
        view, source, player)))))


def divided_step_of(ability: ActivatedAbility) -> Divided | None:
    return next((i for i in ability.instructions if isinstance(i, Divided)), None)


def _what(step: Divided) -> str:
    return ("damage" if isinstance(step, DealDamageDivided) else "damage to prevent"
            if isinstance(step, PreventNextDivided) else f"{step.kind} counters")


def divide(game: Game, name: str, step: Divided, description: str, player: int,
           targets: list[Any], raw: Any) -> list[int]:
    """601.2d (603.3d for a triggered ability): `player` divides `step`'s amount among the
    chosen `targets` (`raw`: the division given with the action, else asked): one amount per
    target slot, 0 for an empty one."""
    chosen = [i for i, t in enumerate(targets) if t is not None]
    what = _what(step)
    if len(chosen) < step.at_least:
        raise IllegalActionError(f"{name} divides its {what} among {description}: "
                                 f"choose at least {step.at_least} target(s) (601.2d)")
    n = step.amount
    if raw is None:
        options = compositions(n, len(chosen))
        if len(options) == 1 or not chosen:
            amounts: list[int] = list(options[0]) if options else []
        elif not options or len(options) > _MOST_OPTIONS:
            raise IllegalActionError(f"{name}: {n} {what} can't be divided among "
                                     f"{len(chosen)} targets, each getting at least one "
                                     "(601.2d)")
        else:
            labels = [(" / ".join(f"{a} to {_label(game, targets[i])}"
                                  for a, i in zip(o, chosen, strict=True)), o) for o in options]
            amounts = list(game.decide(Decision("divide", f"divide {name}'s {n} {what}",
                                                player, labels, key=DIVIDE)))
    else:
        amounts = [int(a) for a in raw]
    if len(amounts) != len(chosen) or any(a < 1 for a in amounts) or sum(amounts) != n:
        raise IllegalActionError(
            f"{name}: divide its {n} {what} among its {len(chosen)} target(s), each getting "
            f"at least one (601.2d); got {amounts}")
    per_slot = [0] * len(targets)
    for i, a in zip(chosen, amounts, strict=True):
        per_slot[i] = a
    return per_slot


def _label(game: Game, target: Any) -> str:
    if isinstance(target, tuple):
        return game.player_name(target[1])
    return game.name_of(target)


def _shares(r: Resolution, step: Divided) -> list[tuple[Any, int]]:
    """608.2b: each target still legal with its announced share (an illegal one's share is
    not dealt)."""
    amounts = list(r.item.choices.get(DIVIDE) or [])
    targets = r.item.targets
    out = []
    for j, amount in enumerate(amounts):
        slot = step.to.index + j
        t = targets[slot] if slot < len(targets) else None
        if t is not None and amount > 0:
            out.append((t, amount))
    return out


def do_deal_damage_divided(r: Resolution, step: DealDamageDivided) -> None:
    """120.3 / 601.2d: the source deals each target its share."""
    deal_shares(r, step.source, _shares(r, step))


def deal_shares(r: Resolution, source: Any, shares: list[tuple[Any, int]]) -> None:
    """120.3: the source (`source`, a reference; the spell or ability's own source when it
    names nothing left) deals each target its share, all at once (one event per source,
    120.4b)."""
    from arbiter.engine.replacement.damage import _damage_events, deal

    g = r.game
    found = r.ref(source)
    src = found[0] if found else r.item.source
    total = 0
    for t, amount in shares:
        recipient = t if isinstance(t, tuple) else ("permanent", t)
        dealt = deal(g, src, recipient, amount)
        total += dealt
        if dealt > 0:
            r.dealt.append(t)
    r.dealing[src] = r.dealing.get(src, 0) + total
    r.damage_total += total  # "the damage dealt this way" (120.1)
    _damage_events(r)


def do_prevent_next_divided(r: Resolution, step: PreventNextDivided) -> None:
    """615.7 / 601.2d: a prevention shield of each target's share around it (an illegal
    target's share isn't given to the others, 608.2b)."""
    from arbiter.engine.replacement.shields import shield_around

    for t, amount in _shares(r, step):
        shield_around(r, t if isinstance(t, tuple) else ("permanent", t), amount)


def do_distribute_counters(r: Resolution, step: DistributeCounters) -> None:
    """122.1 / 601.2d: each target gets its share of the counters."""
    for t, amount in _shares(r, step):
        if not isinstance(t, tuple):
            r.game.put_counters(t, step.kind, amount)
