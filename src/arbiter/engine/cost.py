"""601.2f: determining a spell's total cost, and 601.2g-h / 605: paying it with mana
abilities.

The total cost is the mana cost (or an alternative cost), plus additional costs and cost
increases, minus cost reductions (never below {0}); then effects that set the total cost
directly (Trinisphere) apply; then it is locked in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.player_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.selectors import Selector
    from arbiter.rules.values import Value

#: Alternative costs given by a keyword's parameter (702.109 dash, 702.176 impending ...).
_ALT_FROM_PARAM = {"dash", "mutate", "flashback", "disturb"}


def total_cost(game: Game, oid: int, player: int, alternative: str | None,
               x: int = 0, picked: list[int] | None = None) -> tuple[ManaCost, list[str]]:
    """The locked-in total mana cost, and the steps that led to it (for explanations).
    `picked`: the options announced for additional costs with a choice (601.2b)."""
    ch = game.chars(oid)
    steps: list[str] = []
    cost = ch.mana_cost or ManaCost.of("{0}")
    if alternative in ("disguise", "morph"):
        cost = ManaCost.of("{3}")  # 702.168a / 702.37c
    elif alternative == "impending":
        for kw in ch.keyword_abilities("impending"):
            cost = ManaCost.of((kw.param or "").split("\u2014")[-1].strip())
    elif alternative in _ALT_FROM_PARAM:
        for kw in ch.keyword_abilities(alternative):
            cost = ManaCost.of(kw.param or "{0}")
    if cost.variables and x:
        cost = cost.add_generic(x * len(cost.variables))
    steps.append(f"{'alternative' if alternative else 'mana'} cost {cost}")
    if picked is not None:
        # 601.2f: plus the additional costs' mana (an option announced, 118.8)
        from arbiter.engine.additional_costs import announced
        from arbiter.engine.cost_choice import extra_mana

        extra = extra_mana(announced(game, oid, picked))
        if extra:
            cost = cost + ManaCost.of(extra)
            steps.append(f"plus additional cost {extra}: {cost}")
    # 601.2f: cost increases ("Spells cost {1} more to cast."), then reductions ("Creature
    # spells you cast cost {1} less to cast."; generic mana only, never below {0}).
    changes = cost_changes(game, oid, player) + self_cost_changes(game, oid, player)
    for n in [n for n in changes if n > 0] + [n for n in changes if n < 0]:
        cost = cost.add_generic(n) if n >= 0 else cost.reduce_generic(-n)
        steps.append(f"{n:+d} generic: {cost}")
    # Cost reductions (702.41a affinity for artifacts: {1} less for each artifact you control).
    if ch.has_keyword("affinity for artifacts"):
        res = game.layers()
        n = sum(1 for o in game.state.battlefield()
                if "Artifact" in res.chars[o].types and res.chars[o].controller == player)
        cost = cost.reduce_generic(n)
        steps.append(f"-{{{n}}} (affinity for artifacts): {cost}")
    # Effects that affect the total cost directly (Trinisphere), after increases/reductions.
    for _ts, detail, _controller in rules_effects(game, "cost_minimum"):
        minimum = int(detail or 0)
        if cost.mana_value < minimum:
            cost = cost.add_generic(minimum - cost.mana_value)
            steps.append(f"at least {minimum} mana: {cost}")
    return cost, steps


@dataclass(frozen=True)
class CostChange:
    """601.2f: "<spells> [you cast | your opponents cast] cost {N} more/less to cast": the
    generic amount (negative: a reduction), which spells (a selector on the spell's
    characteristics; None: every spell) and whose ("any", "you": the effect's controller,
    "opponents": the controller's opponents). A plain int detail means every spell.
    `times`: "{X} less, where X is ~'s power": `amount` X times, X counted for the effect's
    source as the cost is determined (107.1b: a negative X counts as 0)."""

    amount: int
    spells: Selector | None = None
    whose: str = "any"
    times: Value | None = None


def cost_changes(game: Game, oid: int, player: int) -> list[int]:
    """The generic amounts of the "cost_increase" effects (613.11) that apply to `player`
    casting `oid`, in timestamp order."""
    from arbiter.rules.view import EffectContext, LayerView

    res = game.layers()
    found: dict[tuple, tuple[tuple, int]] = {}
    view = LayerView(game.state, res.chars)
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) != "cost_increase" or e.key in found:
                    continue
                d = p.detail
                if not isinstance(d, CostChange):
                    found[e.key] = (e.timestamp, int(d or 0))
                    continue
                ctx = EffectContext(view, e)
                you = ctx.controller
                if (d.whose == "you" and player != you) or (
                        d.whose == "opponents" and player == you):
                    continue
                if d.whose == "enchanted" and (e.source is None or player != game.obj(
                        e.source).attached_player):
                    continue  # "<spells> enchanted player casts" (303.4b)
                if d.spells is not None and (oid not in res.chars
                                             or not d.spells.matches(view, oid, ctx)):
                    continue
                n = 1 if d.times is None else max(0, d.times.value(view, oid, ctx))
                found[e.key] = (e.timestamp, d.amount * n)
    return [n for _ts, n in sorted(found.values(), key=lambda x: x[0])]


def self_cost_changes(game: Game, oid: int, player: int) -> list[int]:
    """601.2f: the spell's own "This spell costs {N} less/more to cast ..." abilities."""
    from arbiter.rules.spell_costs import SelfCostChange

    out = []
    for a in game.chars(oid).abilities:
        if isinstance(a.ability, SelfCostChange):
            n = a.ability.change(game, oid, player)
            if n:
                out.append(n)
    return out


def mana_sources(game: Game, player: int) -> list[tuple[int, str]]:
    """Untapped permanents the player controls with a "{T}: Add {X}." mana ability."""
    res = game.layers()
    out: list[tuple[int, str]] = []
    turn = game.state.turn.number
    for oid in game.state.battlefield():
        ch = res.chars[oid]
        obj = game.obj(oid)
        if ch.controller != player or obj.tapped:
            continue
        if "Creature" in ch.types and obj.controlled_since >= turn and \
                not ch.has_keyword("haste"):
            continue  # 302.6: a summoning-sick creature can't pay {T}
        for a in ch.abilities:
            ab = a.ability
            if isinstance(ab, ActivatedAbility) and ab.is_mana_ability and \
                    ab.text.startswith("{T}: Add {") and len(ab.text) == len("{T}: Add {X}."):
                out.append((oid, ab.text[len("{T}: Add {")]))
                break
    return out


def can_pay_with(game: Game, player: int, produced: str, colors: set[str]) -> bool:
    """Can mana of this color pay a symbol of these colors? 609.4b: effects that let mana be
    spent "as though it were mana of any color" (Mycosynth Lattice), or only white that way
    and other mana as colorless (Celestial Dawn)."""
    dawn = [d for d in _spend_rules(game, player, "spend_mana") if d]
    if produced != "W" and any("other_as_colorless" in d for d in dawn):
        return False  # only as though it were colorless mana
    if produced in colors:
        return True
    if _spend_rules(game, player, "spend_mana_as_any_color"):
        return True
    return produced == "W" and any("white_as_any_color" in d for d in dawn)


def _spend_rules(game: Game, player: int, rule: str) -> list:
    """The details of such effects that apply to this player ("Players may ..." applies to
    each player; "You may ..." to the effect's controller)."""
    return [d for _ts, d, controller in rules_effects(game, rule)
            if d == "each" or controller == player]


def after_pool(game: Game, player: int, cost: ManaCost) -> tuple[ManaCost, dict[str, int]]:
    """106.4 / 601.2h: mana already in the player's pool pays first. Returns what is left to
    pay and the pool mana used."""
    from arbiter.cards.mana import ManaSymbol

    pool = dict(game.state.players[player].mana_pool)
    used: dict[str, int] = {}
    rest = []
    generic = 0
    for sym in cost.symbols:
        if sym.is_variable:
            continue
        if sym.is_generic:
            generic += sym.amount
            continue
        colors = {c.symbol for c in sym.colors}
        pick = next((m for m, n in pool.items() if n > 0 and
                     can_pay_with(game, player, m, colors)), None)
        if pick is None:
            rest.append(sym)
            continue
        pool[pick] -= 1
        used[pick] = used.get(pick, 0) + 1
    for m in list(pool):
        take = min(pool[m], generic)
        if take:
            pool[m] -= take
            generic -= take
            used[m] = used.get(m, 0) + take
    if generic:
        rest.append(ManaSymbol.parse(f"{{{generic}}}"))
    return ManaCost(tuple(rest)), used


def spend_pool(game: Game, player: int, used: dict[str, int]) -> None:
    pool = game.state.players[player].mana_pool
    for m, n in used.items():
        pool[m] -= n
        if not pool[m]:
            del pool[m]


def payment_plans(game: Game, player: int, cost: ManaCost, limit: int = 12) -> list[list[int]]:
    """601.2g-h: the different ways to pay with the player's untapped mana sources (plans
    that differ only by which of two identical lands is tapped count once)."""
    sources = mana_sources(game, player)
    names = {oid: (game.quick_name(oid), sym) for oid, sym in sources}
    cost, _ = after_pool(game, player, cost)
    colored = [s for s in cost.symbols if not s.is_generic and not s.is_variable]
    plans: list[list[int]] = []
    seen: set[tuple] = set()

    def key(used: list[int]) -> tuple:
        return tuple(sorted(names[o] for o in used))

    def rest(i: int, used: list[int], life: int) -> None:
        if len(plans) >= limit:
            return
        if i == len(colored):
            free = [o for o, _ in sources if o not in used]
            need = cost.generic
            if need > len(free):
                return
            by_kind: dict[tuple, list[int]] = {}
            for o in free:
                by_kind.setdefault(names[o], []).append(o)
            from itertools import combinations

            kinds = sorted(by_kind)
            pool = [k for k in kinds for _ in by_kind[k]]
            for combo in dict.fromkeys(combinations(pool, need)):
                take: list[int] = []
                counts: dict[tuple, int] = {}
                for k in combo:
                    take.append(by_kind[k][counts.get(k, 0)])
                    counts[k] = counts.get(k, 0) + 1
                plan = used + take
                if key(plan) not in seen:
                    seen.add(key(plan))
                    plans.append(plan)
                if len(plans) >= limit:
                    return
            return
        sym = colored[i]
        colors = {c.symbol for c in sym.colors}
        tried: set[tuple] = set()
        for o, produced in sources:
            if o in used or names[o] in tried or not can_pay_with(game, player, produced, colors):
                continue
            tried.add(names[o])
            rest(i + 1, used + [o], life)
        if sym.phyrexian and game.state.players[player].life - life >= 2:
            rest(i + 1, used, life + 2)  # 107.4f: 2 life instead, even with mana to spare
        if "2" in sym.parts and not tried:
            # 107.4e: pay {2/W} with two generic mana: take any two other sources.
            others = [o for o, _ in sources if o not in used][:2]
            if len(others) == 2:
                rest(i + 1, used + others, life)

    rest(0, [], 0)
    return plans


def pay(game: Game, player: int, cost: ManaCost, plan: list[int] | None = None,
        record: dict[str, Any] | None = None) -> list[int]:
    """601.2g-h: activate mana abilities and pay. Plans first; changes nothing if it can't.
    107.4f: a Phyrexian symbol is paid with its color or, failing that, with 2 life.
    `plan` names the sources the player chose to tap (one of `payment_plans`)."""
    cost, from_pool = after_pool(game, player, cost)
    sources = mana_sources(game, player)
    if plan is not None:
        chosen = set(plan)
        sources = [s for s in sources if s[0] in chosen]
        if len(sources) != len(chosen):
            raise IllegalActionError("that payment uses a source you can't tap now")
    used: list[int] = []
    free = list(sources)
    life = 0
    extra = 0
    # 107.4f: Phyrexian symbols last, each paid with mana only when that leaves enough
    # sources for the generic part; otherwise with 2 life.
    ordered = sorted(cost.symbols, key=lambda x: x.phyrexian)
    for sym in ordered:
        if sym.is_generic or sym.is_variable:
            continue
        colors = {c.symbol for c in sym.colors}
        pick = next((s for s in free if can_pay_with(game, player, s[1], colors)), None)
        if sym.phyrexian and game.state.players[player].life - life >= 2 and (
                pick is None or len(free) - 1 < cost.generic + extra):
            life += 2
            continue
        if pick is None and "2" in sym.parts:
            extra += 2  # 107.4e: {2/W} may be paid with two generic mana
            continue
        if pick is None:
            raise IllegalActionError(f"can't pay {cost}: no untapped source of {sym}")
        free.remove(pick)
        used.append(pick[0])
    if cost.generic + extra > len(free):
        raise IllegalActionError(
            f"can't pay {cost}: {len(sources)} untapped mana source(s) for {cost.mana_value} "
            "mana")
    used += [s[0] for s in free[: cost.generic + extra]]
    spend_pool(game, player, from_pool)
    from arbiter.engine.events import Event

    for oid in used:
        game.obj(oid).tapped = True
        game.emit(Event("tapped_for_mana", oid, player=player))  # 605.1b, 106.12a
    if life:
        game.lose_life(player, life)
        if record is not None:
            # 702.150a: how many Phyrexian symbols were paid with life (compleated).
            record["phyrexian_life"] = life // 2
    if record is not None:
        # "the amount of mana spent to cast this spell": one mana from each source tapped
        # (each adds one) and the pool mana spent (106.4, 601.2h).
        record["mana_spent"] = len(used) + sum(from_pool.values())
    game.state.touch()
    return used
