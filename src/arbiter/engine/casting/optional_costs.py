"""601.2b / 601.2f-h: optional additional costs announced as a spell is cast.

Several keywords mean "you may pay an additional [cost] as you cast this spell": kicker
(702.33a; "Kicker [A] and/or [B]" is two kicker costs, 702.33b; multikicker any number of
times, 702.33c), buyback (702.27a), entwine (702.42a, paid when all modes are chosen),
bargain (702.166a: sacrifice an artifact, enchantment, or token), casualty N (702.153a:
sacrifice a creature with power N or greater) and offspring (702.175a). The player announces
which of them they will pay, and how many times (601.2b); their mana joins the total cost
(601.2f) and the rest (a sacrifice) is paid with it (601.2h). The announcement is recorded
on the spell (`rules.paid_costs`), where "if this spell was kicked" reads it.

A player is offered only announcements they could pay (the whole total cost with the mana of
each, and an object for each sacrifice). A scenario announces them with `choices`
(`kicker: yes`, `kicker: 2` for multikicker, `kicker: [yes, no]` for two kicker costs,
`buyback: yes`, `bargain: yes` ...); the object sacrificed is the `cost` decision.

702.33g / 702.166d: a target of a part of the spell that has its effect only if a cost was
paid is chosen only then (`unchosen_targets`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.mode_targets import each_mode, rebased
from arbiter.engine.casting.spells import chosen_spell_abilities
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.conditions import Not
from arbiter.rules.costs import (
    Cost,
    ManaPayment,
    PayLife,
    SacrificePermanents,
    TapUntapped,
)
from arbiter.rules.instructions import If, Ref, TargetSpec
from arbiter.rules.keyword_costs import KeywordCosts
from arbiter.rules.paid_costs import PAID, RECORDED, CostPaid

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: Keywords that are optional additional costs (multikicker is a kicker cost, 702.33c).
KEYWORDS = ("kicker", "multikicker", "buyback", "entwine", "bargain", "casualty", "offspring",
            "replicate",  # 702.56a: any number of times, like multikicker
            "conspire",  # 702.78a: tap two untapped creatures that share a color with it
            "squad",  # 702.157a: any number of times (engine.keywords.squad)
            "gift")  # 702.174a: choose an opponent (engine.keywords.gift)
_MANA = re.compile(r"(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|[WUBRG]/P|2/[WUBRG]|C)\})+")
#: The most times a multikicker cost is offered when nothing limits it (a scenario's mana is
#: given): a scenario may name any number.
_MANY = 10
#: choices key: the objects chosen to pay the announced costs (601.2h), in order.
OBJECTS = "paid_with"


@dataclass(frozen=True)
class OptionalCost:
    """One optional additional cost of a spell: `key` the keyword it is recorded under
    (multikicker as kicker), the costs to pay, and `most` times (None: any number)."""

    key: str
    text: str
    costs: tuple[Cost, ...]
    most: int | None = 1

    @property
    def mana(self) -> str:
        return "".join(c.mana for c in self.costs if isinstance(c, ManaPayment))


def keyword_costs(kw: KeywordAbility) -> tuple[tuple[Cost, ...], ...] | None:
    """The cost(s) an optional-cost keyword names, one tuple per instance ("Kicker {1}{R}
    and/or {2}{G}": two, 702.33b); None when the engine can't pay them exactly (an {X} in the
    cost, a cost in words)."""
    param = (kw.param or "").strip()
    read = _in_words(kw)
    if read is not None:
        return read
    if kw.keyword == "bargain":
        # 702.166a: "sacrifice an artifact, enchantment, or token"
        what = s.And((s.PERMANENT, s.Or((s.IsType("Artifact"), s.IsType("Enchantment"),
                                          s.IsToken()))))
        return ((SacrificePermanents(what, 1, "an artifact, enchantment, or token"),),)
    if kw.keyword == "conspire":
        # 702.78a: "tap two untapped creatures you control that each share a color with it"
        from arbiter.rules.shared_colors import SharesAColorWithSource

        what = s.And((s.CREATURE, SharesAColorWithSource()))
        return ((TapUntapped(what, 2, "untapped creatures you control that each share a "
                                      "color with it"),),)
    if kw.keyword == "gift":
        from arbiter.engine.keywords.gift import gift_kind

        # 702.174a: "you may choose an opponent": nothing to pay but that choice
        return ((),) if gift_kind(kw.param) is not None else None
    if kw.keyword == "casualty":
        # 702.153a: "sacrifice a creature with power N or greater"
        if not param.isdigit():
            return None
        what = s.And((s.CREATURE, s.StatCompare("power", ">=", int(param))))
        return ((SacrificePermanents(what, 1, f"a creature with power {param} or greater"),),)
    parts = [p.strip() for p in param.split(" and/or ")] if kw.keyword == "kicker" else [param]
    if not all(_MANA.fullmatch(p) for p in parts):
        return None
    return tuple((ManaPayment(p),) for p in parts)


def _in_words(kw: KeywordAbility) -> tuple[tuple[Cost, ...], ...] | None:
    """The cost in words the compiler read after the keyword ("Kicker—Sacrifice a creature.",
    `compiler.keywords.optional_keyword_costs`), when every part is one this module pays."""
    from arbiter.engine.casting.additional_costs import pays_all

    for e in kw.extra:
        if isinstance(e, KeywordCosts) and pays_all(e.costs):
            return (e.costs,)
    return None


def optional_costs(game: Game, oid: int) -> list[OptionalCost]:
    """The spell's optional additional costs, in printed order. Casualty and offspring more
    than once (each paid separately and triggering on its own payment, 702.153b, 702.175b)
    aren't carried out: the game stops naming them (principle 5)."""
    out: list[OptionalCost] = []
    ch = game.chars(oid)
    for a in ch.abilities:
        kw = a.ability
        if not isinstance(kw, KeywordAbility) or kw.keyword not in KEYWORDS:
            continue
        costs = keyword_costs(kw)
        if costs is None:
            raise UnsupportedTextError(ch.name or "", kw.text)
        key = "kicker" if kw.keyword == "multikicker" else kw.keyword
        for c in costs:
            out.append(OptionalCost(key, f"{kw.keyword} {_describe(c)}", c,
                                    None if kw.keyword in ("multikicker", "replicate", "squad")
                                    else 1))
    # 702.56b / 702.78b: each paid separately
    for once in ("casualty", "offspring", "replicate", "conspire", "squad"):  # 702.157b
        if sum(1 for c in out if c.key == once) > 1:
            raise UnsupportedTextError(ch.name or "", f"{once.title()} (more than one)")
    return out


def _describe(costs: tuple[Cost, ...]) -> str:
    return ", ".join(str(c) for c in costs)


# -- 601.2b: the announcement ------------------------------------------------------------------
def announce(game: Game, player: int, oid: int, choices: dict[str, Any],
             alternative: str | None = None, check: bool = False) -> dict[str, list]:
    """601.2b: the player announces which optional costs they will pay and how many times;
    `choices` may already hold the announcement (a scenario, or an earlier answer). With
    `check`, only announcements the player could pay are offered (601.2f-h). The record is
    put in `choices[PAID]` (`rules.paid_costs`) and returned."""
    from arbiter.engine.casting.cost_dependent_targets import completes

    costs = optional_costs(game, oid)
    stray = [k for k in RECORDED if choices.get(k) is not None and k not in
             {c.key for c in costs}]
    if stray:
        raise IllegalActionError(f"{game.chars(oid).name} has no {stray[0]} cost to announce")
    if not costs:
        return {}
    counts: list[int] = []
    for key in dict.fromkeys(c.key for c in costs):
        mine = [c for c in costs if c.key == key]
        given = choices.get(key)
        if given is not None:
            counts += _given(key, given, mine)
            continue
        for c in mine:
            done = len(counts)
            options = []
            for n in range(0, (c.most or _MANY) + 1):
                if n and check and not _payable(game, player, oid, alternative, costs,
                                                counts + [n] + [0] * (len(costs) - done - 1)):
                    break
                if check and not completes(game, oid, player, alternative, costs,
                                           counts + [n]):
                    continue  # 601.2c, 601.2f-h: it would leave no way to finish casting
                options.append((_option(c, n), n))
            if check and not options:
                raise IllegalActionError(f"{game.chars(oid).name} can't be cast: no "
                                         "announcement of its optional costs can be paid")
            counts.append(int(game.decide(Decision(
                key, f"{c.text}: announce whether you pay it (601.2b)", player, options,
                key=key))) if len(options) > 1 else options[0][1] if options else 0)
    record: dict[str, list] = {}
    for c, n in zip(costs, counts, strict=True):
        record.setdefault(c.key, []).append([_describe(c.costs), n])
        choices[c.key] = [k for _c, k in record[c.key]]
    choices[PAID] = record
    if any(int(n) for _c, n in record.get("gift", ())):
        from arbiter.engine.keywords.gift import choose_opponent

        choose_opponent(game, player, oid, choices)  # 702.174a: the opponent chosen
    # Recorded on the card being cast too, so its own cost changes read it (601.2f: "This
    # spell costs {2} less to cast if it's bargained"); the spell it becomes keeps it.
    game.obj(oid).choices[PAID] = record
    return record


def _option(c: OptionalCost, n: int) -> str:
    if c.most is None:
        return f"pay {c.text} {n} time{'s' if n != 1 else ''}"
    return f"pay {c.text}" if n else f"don't pay {c.text}"


def _given(key: str, given: Any, mine: list[OptionalCost]) -> list[int]:
    """A scenario's (or an earlier) answer: yes/no or a number for one cost, or a list with
    one answer per cost of the keyword."""
    values = given if isinstance(given, list) else [given]
    if len(values) != len(mine):
        raise IllegalActionError(f"{key}: give one answer for each of {len(mine)} "
                                 f"{key} cost(s) ({', '.join(c.text for c in mine)})")
    out = []
    for c, v in zip(mine, values, strict=True):
        word = str(v).strip().lower()
        n = 1 if word in ("yes", "true") else 0 if word in ("no", "false") else None
        if n is None:
            if not word.isdigit():
                raise IllegalActionError(f"{key}: {v!r} isn't yes, no or a number of times")
            n = int(word)
        if c.most is not None and n > c.most:
            raise IllegalActionError(f"{c.text} can be paid only once (601.2b)")
        out.append(n)
    return out


def _payable(game: Game, player: int, oid: int, alternative: str | None,
             costs: list[OptionalCost], counts: list[int]) -> bool:
    """Could the player pay these announcements: an object for each sacrifice, and the
    total cost with their mana (601.2f-h)?"""
    from arbiter.engine.casting import additional_cost_kinds as kinds
    from arbiter.engine.casting.additional_costs import candidates, count
    from arbiter.engine.casting.total_cost import total_cost
    from arbiter.engine.mana.pool import spell_spending
    from arbiter.engine.turn.priority import affordable

    need: dict[Any, int] = {}
    life = 0
    for c, n in zip(costs, counts, strict=True):
        for cost in c.costs:
            if isinstance(cost, PayLife):
                life += n * cost.amount
            elif not isinstance(cost, ManaPayment):
                need[cost] = need.get(cost, 0) + n * (count(cost) or 0)
                if n and not kinds.payable(game, player, cost, oid):
                    return False  # 118.3: a random discard needs that many cards
    if life > 0 and life > game.state.players[player].life:
        return False  # 119.4: all the life paid at once; 0 life always can be
    if any(len(candidates(game, player, cost, oid)) < k for cost, k in need.items()):
        return False
    mana = "".join(c.mana * n for c, n in zip(costs, counts, strict=True))
    if any(counts):
        # 601.2f: the spell's own cost changes read the announcement ("This spell costs {2}
        # less to cast if it's bargained"): judged on a copy of the game holding it.
        from arbiter.engine.game import Game as _Game

        record: dict[str, list] = {}
        for c, n in zip(costs, counts, strict=True):
            record.setdefault(c.key, []).append([_describe(c.costs), n])
        game = _Game(catalog=game.catalog, state=game.state.clone())
        game.obj(oid).choices[PAID] = record
        game.state.touch()
    total, _ = total_cost(game, oid, player, alternative, optional=mana)
    return affordable(game, player, total, spell_spending(game, oid, alternative))


def all_modes(choices: dict[str, Any]) -> bool:
    """702.42a: the spell was entwined: all its modes are chosen (followed in the order
    written, 702.42b)."""
    return any(int(n) for _c, n in (choices.get(PAID) or {}).get("entwine", ()))


# -- 601.2f: the mana; 601.2h: the other costs -----------------------------------------------
def extra_mana(game: Game, oid: int, choices: dict[str, Any]) -> str:
    """601.2f: the mana the announced optional costs add to the total cost (and escalate's,
    702.120a, for the modes chosen)."""
    from arbiter.engine.keywords.escalate import escalate_mana
    from arbiter.engine.keywords.spree import spree_mana

    return "".join(c.mana * n for c, n in _announced(game, oid, choices)) + \
        escalate_mana(game, oid, choices) + spree_mana(game, oid, choices)  # 702.172a


def _announced(game: Game, oid: int, choices: dict[str, Any]) -> list[tuple[OptionalCost, int]]:
    """Each optional cost of the spell with the number of times it was announced."""
    record = choices.get(PAID) or {}
    if not record:
        return []
    out = []
    seen: dict[str, int] = {}
    for c in optional_costs(game, oid):
        i = seen.get(c.key, 0)
        seen[c.key] = i + 1
        entries = record.get(c.key, ())
        out.append((c, int(entries[i][1]) if i < len(entries) else 0))
    return out


def objects_to_pay(game: Game, player: int, oid: int, choices: dict[str, Any]
                   ) -> list[tuple[Cost, list[int]]]:
    """601.2h: each announced cost other than mana (once per time announced) with the
    objects it uses, chosen by the player (the `cost` decision) unless `choices[OBJECTS]`
    holds them already (paying life and a random discard use none); an announcement that
    can't be paid is illegal, before anything is paid."""
    from arbiter.engine.casting import additional_cost_kinds as kinds
    from arbiter.engine.casting.additional_costs import candidates, count

    given = list(choices.get(OBJECTS) or [])
    out: list[tuple[Cost, list[int]]] = []
    taken: list[int] = []
    life = 0
    for c, times in _announced(game, oid, choices):
        for cost in c.costs:
            if isinstance(cost, ManaPayment):
                continue
            for _ in range(times):
                if not kinds.payable(game, player, cost, oid):
                    raise IllegalActionError(f"you can't pay {c.text} ({cost})")
                life += cost.amount if isinstance(cost, PayLife) else 0
                picks: list[int] = []
                for _ in range(count(cost) or 0):  # each object of it
                    options = [o for o in candidates(game, player, cost, oid)
                               if o not in taken]
                    if not options:
                        raise IllegalActionError(f"you can't pay {c.text} ({cost})")
                    pick = given.pop(0) if given else game.decide(Decision(
                        "cost", f"{c.text}: {cost}", player,
                        [(f"{game.name_of(o)}#{o}", o) for o in options], key="cost"))
                    if pick not in options:
                        raise IllegalActionError(f"that can't pay {c.text} ({cost})")
                    picks.append(pick)
                    taken.append(pick)
                out.append((cost, picks))
    if life > 0 and life > game.state.players[player].life:  # 119.4: 0 life always
        raise IllegalActionError(f"you can't pay {life} life (119.4)")
    choices[OBJECTS] = list(taken)
    return out


def pay_objects(game: Game, player: int, paid: list[tuple[Cost, list[int]]]) -> None:
    """601.2h: pay the announced costs other than mana with their chosen objects, at once
    (one batch, 603.2c): sacrifice (701.21a), tap (701.26a, 702.78a), discard (701.9a),
    exile, return to hand, pay life (119.4), reveal (701.20a)
    (`engine.casting.additional_costs.pay_chosen`); a random discard is paid last
    (`pay_random`)."""
    from arbiter.engine.casting.additional_costs import pay_chosen
    from arbiter.engine.triggers.batches import action

    if not paid:
        return
    with action(game):
        pay_chosen(game, [c for c, _p in paid], [p for _c, p in paid], player)


def pay_random(game: Game, player: int, spell: int, paid: list[tuple[Cost, list[int]]]
               ) -> None:
    """601.2h / 701.9b: an announced "discard a card at random", paid after the other costs."""
    from arbiter.engine.casting import additional_cost_kinds as kinds

    for cost, _picks in paid:
        if kinds.is_random(cost):
            kinds.pay_random(game, player, cost, spell)


# -- 702.33g / 702.166d: targets chosen only if a cost was paid -------------------------------
#: A target requirement that isn't chosen (601.2c: "the spell is cast as though it did not
#: require those targets"): no object or player is a legal choice for it.
NOT_CHOSEN = TargetSpec("permanent", s.Not(s.Anything()), up_to=True, zone="none",
                        description="no target (its cost wasn't paid, 601.2c)")


def unchosen_targets(game: Game, oid: int, specs: list[TargetSpec],
                     choices: dict[str, Any]) -> list[TargetSpec]:
    """702.33g / 702.166d: the target requirements of the spell, each one that only a part
    of the spell with its effect only if a cost was (or wasn't) paid uses, and whose
    condition the announcement doesn't meet, made `NOT_CHOSEN` (slots kept, 115.1)."""

    guards: dict[int, list[tuple[tuple[CostPaid, bool], ...]]] = {}
    for ab, offset in each_mode(chosen_spell_abilities(game, oid, choices),
                                int(choices.get("x", 0))):
        _walk(rebased(ab.instructions, offset), (), guards)
    if not any(g for refs in guards.values() for g in refs):
        return specs
    record = choices.get(PAID) or {}

    def chosen(slot: int) -> bool:
        refs = guards.get(slot)
        return refs is None or any(all(c.paid_in([(str(t), int(n)) for t, n in record.get(
            c.keyword, ())]) == want for c, want in g) for g in refs)

    out: list[TargetSpec] = []
    slot = 0
    for spec in specs:
        span = max(1, spec.count)
        if spec.x or any(chosen(i) for i in range(slot, slot + span)):
            out.append(spec)
        else:
            out.append(replace(NOT_CHOSEN, count=spec.count))
        slot += span
    return out


def _walk(x: Any, guard: tuple[tuple[CostPaid, bool], ...],
          out: dict[int, list[tuple[tuple[CostPaid, bool], ...]]]) -> None:
    if isinstance(x, If):
        cond, want = x.condition, True
        if isinstance(cond, Not):
            cond, want = cond.inner, False
        if isinstance(cond, CostPaid):
            _walk(x.then, (*guard, (cond, want)), out)
            _walk(x.otherwise, (*guard, (cond, not want)), out)
            return
    if isinstance(x, Ref):
        if x.kind in ("target", "player_target", "controller_of", "all_targets",
                      "player_or_controller"):
            out.setdefault(x.index, []).append(guard)
        elif x.kind == "slots":
            for i in range(x.index, x.index + max(1, x.span)):
                out.setdefault(i, []).append(guard)
        return
    if isinstance(x, tuple | list):
        for y in x:
            _walk(y, guard, out)
    elif hasattr(x, "__dataclass_fields__") and not isinstance(x, type):
        for name in x.__dataclass_fields__:
            _walk(getattr(x, name), guard, out)


__all__ = ["KEYWORDS", "RECORDED", "announce", "extra_mana", "objects_to_pay", "pay_objects",
           "pay_random",
           "unchosen_targets"]
