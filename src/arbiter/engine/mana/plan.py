"""601.2g-h: planning a mana payment: which mana abilities to activate (each {T} source
tapped once, producing one or more mana, a color chosen where the ability offers a choice,
plus what triggered mana abilities add, 605.4a), then which mana of the pool pays which
symbol (106.6: restricted mana only where its restriction allows).

A plan is a list of entries: an object id (its only {T} mana ability, with its only way to
resolve, or a choice the player makes as it resolves), or `(oid, ability number, output)`
naming the ability and the mana it adds (`engine.mana.sources.Output`; None: chosen as it
resolves), or `(oid, keyword, None)` for an object that pays instead of mana (702.51
convoke, 702.126 improvise, 702.66 delve; `engine.mana.substitutes`).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from arbiter.engine.layer_status import touch_status
from arbiter.engine.mana import riders
from arbiter.engine.mana.pool import OTHER, Spending, mana_type, may_spend, restriction
from arbiter.engine.mana.sources import (
    Output,
    Source,
    asked_answers,
    choose_output,
    produce,
    sources,
    tapping_for_cost,
)
from arbiter.engine.mana.substitutes import (
    Substitute,
    is_substitute,
    objects_may_pay,
    perform,
    substitute_pays,
    substitutes,
)
from arbiter.errors import IllegalActionError
from arbiter.rules.mana_spent_conditions import BY_TYPE

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaCost, ManaSymbol
    from arbiter.engine.game import Game

#: Search budget (nodes) for one planning call.
_BUDGET = 20000


def pays(game: Game, player: int, k: str, sym: ManaSymbol, spending: Spending = OTHER
         ) -> bool:
    """107.4: can this mana pay this symbol? {C} takes colorless mana only (107.4c);
    609.4b effects ("as though it were mana of any color") via
    `engine.casting.total_cost.can_pay_with`, and for this spell only
    (`engine.mana.spend_as_any`)."""
    from arbiter.engine.casting.total_cost import can_pay_with
    from arbiter.engine.mana.spend_as_any import pays_as_any

    if is_substitute(k):
        return substitute_pays(k, sym)  # 702.51a: not mana (no 609.4b)
    if spending.as_any and pays_as_any(spending.as_any, player, "C" in sym.parts):
        return True  # 609.4b: "to cast that spell"
    t = mana_type(k)
    if "C" in sym.parts and t == "C":
        return True
    return can_pay_with(game, player, t, {c.symbol for c in sym.colors})


def _symbols(cost: ManaCost) -> list[ManaSymbol]:
    # 107.4f: Phyrexian symbols last (paid with life when the mana is wanted elsewhere).
    return sorted((s for s in cost.symbols if not s.is_generic and not s.is_variable),
                  key=lambda s: s.phyrexian)


def _spend_order(k: str) -> tuple[int, int, int]:
    """What pays first: the objects the player chose to pay with (convoke, delve ...), then
    restricted mana, then mana lost at the step's end, then mana kept until end of turn."""
    from arbiter.engine.mana.pool import kept

    return (not is_substitute(k), restriction(k) is None, kept(k))


def settle(game: Game, player: int, cost: ManaCost, units: list[str],
           spending: Spending = OTHER) -> tuple[list[str], int] | None:
    """601.2h: pay `engine.casting.total_cost` from these mana units (pool keys that may be spent
    on it): which units are spent, and how much life (107.4f: a Phyrexian symbol paid with 2 life;
    107.4e: {2/W} with two generic mana). None: they can't pay it."""
    symbols = _symbols(cost)
    life = game.state.players[player].life
    units = sorted(units, key=_spend_order)

    def go(i: int, left: list[str], spent: list[str], paid_life: int, extra: int
           ) -> tuple[list[str], int] | None:
        if i == len(symbols):
            need = cost.generic + extra
            return (spent + left[:need], paid_life) if need <= len(left) else None
        sym = symbols[i]
        for k in dict.fromkeys(left):
            if pays(game, player, k, sym, spending):
                rest = list(left)
                rest.remove(k)
                got = go(i + 1, rest, spent + [k], paid_life, extra)
                if got is not None:
                    return got
        if sym.phyrexian and life - paid_life >= 2:
            got = go(i + 1, left, spent, paid_life + 2, extra)
            if got is not None:
                return got
        if "2" in sym.parts:
            return go(i + 1, left, spent, paid_life, extra + 2)
        return None

    return go(0, units, [], 0, 0)


def _usable(out: Output, spending: Spending) -> list[str]:
    return [k for k in out if may_spend(k, spending)]


def pool_units(game: Game, player: int, spending: Spending) -> list[str]:
    pool = game.state.players[player].mana_pool
    return [k for k, n in pool.items() for _ in range(n) if may_spend(k, spending)]


def plans(game: Game, player: int, cost: ManaCost, spending: Spending = OTHER,
          limit: int = 12) -> list[list[Any]]:
    """601.2g-h: the different ways to pay (plans differing only by which of two identical
    sources is tapped count once).

    While a question that changes nothing is asked (`engine.mana.sources.asked_once`: 117.1,
    what a player may do now, where each card in hand is judged affordable), the plans of
    one cost are found once: the key holds everything they read (the game and its state, its
    version, the player, the cost, what the mana is spent on, the limit, the objects paying
    {T} for the cost, the player's mana pool and life). The card being cast is left out of
    it when no object may pay for that card (`objects_may_pay`): nothing else reads it."""
    asked = asked_answers()
    if asked is None:
        return _plans(game, player, cost, spending, limit)
    shared: Any = spending
    if spending.spell is not None and not objects_may_pay(game, player, spending):
        shared = tuple(v for k, v in vars(spending).items() if k != "spell")
    p = game.state.players[player]
    key = ("plans", id(game), game.state.version, player, cost, shared, limit,
           tapping_for_cost(), tuple(p.mana_pool.items()), p.life)
    hit = asked.get(key)
    if hit is None or hit[0] is not game.state:
        hit = asked[key] = (game.state, _plans(game, player, cost, spending, limit))
    return [list(plan) for plan in hit[1]]


def _plans(game: Game, player: int, cost: ManaCost, spending: Spending, limit: int
           ) -> list[list[Any]]:
    pool = pool_units(game, player, spending)
    srcs = [s for s in _all_sources(game, player, spending)
            if any(_usable(o + s.extra, spending) for o in s.outputs)]
    srcs.sort(key=costs_more)  # the painless ways first (the engine's own plan is the first)
    symbols = _symbols(cost)
    life = game.state.players[player].life
    most = len(pool) + sum(max(len(_usable(o + s.extra, spending)) for o in s.outputs)
                           for s in _one_per_object(srcs))
    cost_generic = cost.generic  # (a property that sums the symbols: asked once here)
    least = cost_generic + sum(0 if (s.phyrexian and life >= 2) else 1 for s in symbols)
    if most < least:
        return []
    per_object = Counter(s.oid for s in srcs)
    found: list[list[Any]] = []
    seen: set[tuple] = set()
    budget = [_BUDGET]

    def kind(s: Source) -> tuple:
        return (game.quick_name(s.oid), s.ability.text if s.ability else s.index, s.outputs,
                s.extra)

    def record(taps: list[tuple[Source, Output | None]], paid_life: int, extra: int) -> None:
        paid = paid_life + sum(getattr(s, "life", 0) for s, _ in taps)
        if paid and paid > life:  # 119.4: 0 life can always be paid (at a negative total)
            return  # 119.4: the life paid by all the mana abilities at most the life total
        k = (tuple(sorted((kind(s), o or ()) for s, o in taps)), paid_life, extra)
        if k in seen:
            return
        seen.add(k)
        plan: list[Any] = []
        for s, o in taps:
            if isinstance(s, Substitute):
                plan.append((s.oid, s.index, None))
            elif per_object[s.oid] == 1 and (o is None or len(s.outputs) == 1):
                plan.append(s.oid)
            else:
                plan.append((s.oid, s.index, o))
        found.append(plan)

    def generic(spare: list[str], taps: list[tuple[Source, Output | None]],
                paid_life: int, extra: int) -> None:
        need = cost_generic + extra - len(spare)
        if need <= 0:
            record(taps, paid_life, extra)
            return
        used = {s.oid for s, _ in taps}
        free = [s for s in srcs if s.oid not in used]

        def cover(j: int, chosen: list[tuple[Source, Output | None]], got: int,
                  objs: set[int]) -> None:
            if len(found) >= limit or budget[0] <= 0:
                return
            budget[0] -= 1
            if got >= need:
                record(taps + chosen, paid_life, extra)
                return
            tried: set[tuple] = set()
            for n in range(j, len(free)):
                s = free[n]
                if s.oid in objs or kind(s) in tried:
                    continue
                tried.add(kind(s))
                best = max(len(_usable(o + s.extra, spending)) for o in s.outputs)
                outs = [o for o in s.outputs if len(_usable(o + s.extra, spending)) == best]
                out = outs[0] if len(set(outs)) == 1 else None
                cover(n + 1, chosen + [(s, out)], got + best, objs | {s.oid})

        cover(0, [], 0, set())

    def colored(i: int, spare: list[str], taps: list[tuple[Source, Output | None]],
                paid_life: int, extra: int) -> None:
        if len(found) >= limit or budget[0] <= 0:
            return
        budget[0] -= 1
        if i == len(symbols):
            generic(spare, taps, paid_life, extra)
            return
        sym = symbols[i]
        ready = [k for k in dict.fromkeys(spare) if pays(game, player, k, sym, spending)]
        for k in ready:
            rest = list(spare)
            rest.remove(k)
            colored(i + 1, rest, taps, paid_life, extra)
        if ready:
            return  # mana already in the pool (or left from a source tapped) pays first
        used = {s.oid for s, _ in taps}
        tried: set[tuple] = set()
        for s in srcs:
            if s.oid in used:
                continue
            for o in s.outputs:
                units = _usable(o + s.extra, spending)
                k = next((u for u in units if pays(game, player, u, sym, spending)),
                         None)
                if k is None or (kind(s), o) in tried:
                    continue
                tried.add((kind(s), o))
                rest = list(spare) + units
                rest.remove(k)
                colored(i + 1, rest, taps + [(s, o)], paid_life, extra)
        if sym.phyrexian and life - paid_life >= 2:
            colored(i + 1, spare, taps, paid_life + 2, extra)  # 107.4f
        if "2" in sym.parts:
            colored(i + 1, spare, taps, paid_life, extra + 2)  # 107.4e

    colored(0, pool, [], 0, 0)
    return found


def costs_more(s: Any) -> bool:
    """A mana ability that pays life or does something besides adding mana (605.1a: "This
    land deals 1 damage to you.")."""
    from arbiter.engine.mana.sources import only_adds_mana

    return isinstance(s, Source) and (bool(s.life) or not only_adds_mana(s.ability.instructions))


def _one_per_object(srcs: list[Source]) -> list[Source]:
    """The source of each object that adds the most mana (a permanent is tapped once)."""
    best: dict[int, Source] = {}
    for s in srcs:
        cur = best.get(s.oid)
        if cur is None or max(map(len, s.outputs)) + len(s.extra) > \
                max(map(len, cur.outputs)) + len(cur.extra):
            best[s.oid] = s
    return list(best.values())


def _all_sources(game: Game, player: int, spending: Spending) -> list[Any]:
    """The player's {T} mana abilities, then the objects that may pay for this spell."""
    return [*sources(game, player), *substitutes(game, player, spending)]


def _taps(game: Game, player: int, plan: list[Any], auto: bool, spending: Spending = OTHER
          ) -> list[tuple[Source, Output]]:
    """The plan's mana abilities and the mana each adds (the player choosing where the
    plan leaves the choice, 106.1b; `auto`: the engine's own plan, first choice), and the
    objects paying instead of mana."""
    srcs = _all_sources(game, player, spending)
    out: list[tuple[Source, Output]] = []
    for entry in plan:
        oid, index, output = entry if isinstance(entry, tuple) else (entry, None, None)
        mine = [s for s in srcs if s.oid == oid and (index is None or s.index == index)]
        if not mine or any(s.oid == oid for s, _ in out):
            raise IllegalActionError("that payment uses a source you can't tap now")
        s = mine[0]
        if output is None:
            output = s.outputs[0] if auto and s.outputs else choose_output(game, player, s)
        elif tuple(output) not in s.outputs:
            raise IllegalActionError(f"{game.name_of(oid)} can't add that mana")
        out.append((s, tuple(output)))
    return out


def pay(game: Game, player: int, cost: ManaCost, plan: list[Any] | None = None,
        record: dict[str, Any] | None = None, spending: Spending = OTHER) -> list[int]:
    """601.2g-h: activate the plan's mana abilities, then pay the cost from the pool.
    Checked first; changes nothing if it can't be paid. Without a plan, the engine's first
    plan is used."""
    auto = plan is None
    if plan is None:
        found = plans(game, player, cost, spending, limit=1)
        if not found:
            raise IllegalActionError(f"can't pay {cost} with the mana available (601.2g-h)")
        plan = found[0]
    taps = _taps(game, player, plan, auto, spending)
    units = pool_units(game, player, spending) + [
        k for s, o in taps for k in _usable(o + s.extra, spending)]
    settled = settle(game, player, cost, units, spending)
    if settled is None:
        raise IllegalActionError(f"can't pay {cost} that way (601.2g-h)")
    spent, life = settled
    paid = life + sum(getattr(s, "life", 0) for s, _ in taps)
    if paid and paid > game.state.players[player].life:  # 119.4: 0 life can always be paid
        raise IllegalActionError("you can't pay that much life (119.4)")
    for s, o in taps:
        if not isinstance(s, Substitute):
            produce(game, player, s, o)
    # 601.2h: the chosen objects pay (one whose unit wasn't needed isn't used).
    left = Counter(k for k in spent if is_substitute(k))
    used: list[Substitute] = []
    for s, o in taps:
        if isinstance(s, Substitute) and left[o[0]] > 0:
            left[o[0]] -= 1
            used.append(s)
    perform(game, used, record)
    spent = [k for k in spent if not is_substitute(k)]
    pool = game.state.players[player].mana_pool
    for k in spent:
        pool[k] -= 1
        if not pool[k]:
            del pool[k]
    if life:
        game.lose_life(player, life)
        if record is not None:
            # 702.150a: how many Phyrexian symbols were paid with life (compleated).
            record["phyrexian_life"] = life // 2
    if record is not None:
        # "the amount of mana spent to cast this spell" (106.4, 601.2h)
        record["mana_spent"] = len(spent)
        # 702.44a: the colors of mana spent (sunburst, `engine.keywords.sunburst.KEY`)
        record["mana_colors_spent"] = sorted({mana_type(k) for k in spent} & set("WUBRG"))
        # 601.2h: how much of each type ("if at least three red mana was spent ...")
        record[BY_TYPE] = dict(Counter(mana_type(k) for k in spent))
        # 106.6: what the mana spent does to the spell (`engine.mana.riders`)
        if got := riders.spent([restriction(k) for k in spent], spending):
            record[riders.SPENT_RIDERS] = got
    if used:
        game.state.touch()
    else:  # mana spent from the pool: status alone (106.4, `engine.layer_status`)
        touch_status(game)
    return [s.oid for s, _ in taps]
