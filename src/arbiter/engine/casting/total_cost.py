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
from arbiter.engine.casting.as_spell import keyword_abilities, none_has
from arbiter.engine.casting.mana_cost_increases import increases
from arbiter.engine.casting.target_costs import changes as target_changes
from arbiter.engine.casting.targeted_cost_changes import targeted_changes
from arbiter.engine.casting.unpayable_cost import mana_cost_to_pay
from arbiter.engine.casting.whose_costs import whose_ok
from arbiter.engine.keywords.undaunted import reduction as undaunted_reduction
from arbiter.engine.mana.plan import plans
from arbiter.engine.mana.pool import OTHER
from arbiter.engine.mana.sources import sources
from arbiter.engine.players.commander import tax
from arbiter.engine.rules_effects import rules_effects
from arbiter.engine.stack.rules_changes import player_level
from arbiter.engine.unsupported import require_cost_read
from arbiter.errors import UnsupportedTextError
from arbiter.rules.keyword_costs import param_mana
from arbiter.rules.spell_costs import SelfCostChange
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.mana.pool import Spending
    from arbiter.engine.mana.sources import Source
    from arbiter.rules.selectors import Selector
    from arbiter.rules.values import Value

#: Alternative costs given by a keyword's parameter (702.109 dash, 702.176 impending ...).
_ALT_FROM_PARAM = {"dash", "mutate", "flashback", "disturb", "evoke", "overload", "bestow",
                   "warp", "miracle", "surge", "prowl",  # 702.185a, 702.94a, 702.117a, 702.76a
                   "blitz", "spectacle", "mayhem",  # 702.152a, 702.137a, 702.187b
                   "freerunning",  # 702.173a
                   "more than meets the eye",  # 702.162a
                   "web-slinging",  # 702.188a
                   "harmonize",  # 702.180a
                   "cleave"}  # 702.148a


#: 118.9: the way of casting of `engine.casting.granted_alternative_costs`.
GRANTED_WAY = "granted alternative"
#: 702.41a: the keyword of a cost reduction (`engine.casting.as_spell.none_has`).
_AFFINITY = ("affinity for artifacts",)


def total_cost(game: Game, oid: int, player: int, alternative: str | None,
               x: int = 0, picked: list[int] | None = None,
               optional: str = "", reduction: int = 0,
               targets: list | None = None,
               less: ManaCost | None = None) -> tuple[ManaCost, list[str]]:
    """The locked-in total mana cost, and the steps that led to it (for explanations).
    `picked`: the options announced for additional costs with a choice (601.2b); `optional`:
    the mana of optional additional costs announced (`engine.casting.optional_costs`);
    `reduction`: generic mana the way it is cast takes off (702.119a emerge); `targets`: the
    chosen targets with their requirements (601.2c; None: not chosen yet,
    `engine.casting.target_costs`)."""

    require_cost_read(game, oid)  # principle 5: an unread cost change stops the game
    ch = game.chars(oid)
    steps: list[str] = []
    if alternative is None:

        cost = mana_cost_to_pay(game, oid)  # 118.6: none is unpayable, not {0} (202.1b)
    else:
        cost = ch.mana_cost or ManaCost.of("{0}")
    if alternative == "free":
        cost = ManaCost.of("{0}")  # 118.9: without paying its mana cost (118.6a: even none)
    elif alternative in ("disguise", "morph"):
        cost = ManaCost.of("{3}")  # 702.168a / 702.37c
    elif alternative == "suspend":
        cost = ManaCost.of("{0}")  # 702.62a / 118.9: without paying its mana cost
    elif alternative in ("impending", "awaken"):  # 702.176a, 702.113a: "N—[cost]"
        for kw in ch.keyword_abilities(alternative):
            cost = ManaCost.of((kw.param or "").split("\u2014")[-1].strip())
    elif alternative == "prototype":
        from arbiter.rules import prototype

        values = prototype.of(ch)  # 718.3b: a prototyped spell's mana cost
        cost = values.mana_cost if values is not None else cost
    elif alternative == "flashback":
        from arbiter.engine.casting.flashback_costs import cost_for

        cost = cost_for(game, oid)  # 702.34a (the card's mana cost when given so; 118.6)
    elif alternative in ("escape", "retrace", "jump-start", "own graveyard cost",
                         "own graveyard alternative cost"):
        from arbiter.engine.casting.from_graveyard import mana_cost

        cost = mana_cost(game, oid, alternative)  # 702.138a; 702.81a, 702.133a: mana cost
    elif alternative in ("plot", "foretell", "madness", "airbend"):
        from arbiter.engine.casting import from_exile

        cost = from_exile.mana_cost(game, oid, alternative)  # 702.170d, 702.143a, 701.65a
    elif alternative == "emerge":
        from arbiter.engine.keywords.emerge import mana_cost as emerge_cost

        cost = ManaCost.of(emerge_cost(game, oid))  # 702.119a
    elif alternative == "alternative":
        from arbiter.engine.casting.alternative_costs import mana_cost as alternative_mana

        cost = alternative_mana(game, oid)  # 118.9d: "You may pay {W}{U}{B}{R}{G} rather ..."
    elif alternative == GRANTED_WAY:
        from arbiter.engine.casting.granted_alternative_costs import mana_cost as granted_mana

        cost = granted_mana(game, oid, player)  # 118.9d: "... for spells you cast"
    elif alternative in _ALT_FROM_PARAM:
        for kw in ch.keyword_abilities(alternative):
            cost = param_mana(kw)  # 118.9d: "Evoke—Exile a green card ...": its mana part
            if cost.variables and not (ch.mana_cost and ch.mana_cost.variables):
                # 107.3a: X is announced with the mana cost's X (`engine.turn.player_actions`);
                # a card whose mana cost has none isn't asked: stop, never X = 0 (principle 5)
                raise UnsupportedTextError(ch.name, kw.text)
    if cost.variables and x:
        from arbiter.engine.casting.x_spending import x_symbol

        color = x_symbol(game, oid, x)  # "Spend only black mana on X." (601.2g-h)
        n = x * len(cost.variables)
        cost = cost.add_generic(n) if color is None else \
            cost + ManaCost.of(("{" + color + "}") * n)
    steps.append(f"{'alternative' if alternative else 'mana'} cost {cost}")
    if picked is not None:
        # 601.2f: plus the additional costs' mana (an option announced, 118.8)
        from arbiter.engine.casting.additional_costs import announced
        from arbiter.engine.casting.cost_choice import extra_mana

        extra = extra_mana(announced(game, oid, picked))
        if extra:
            cost = cost + ManaCost.of(extra)
            steps.append(f"plus additional cost {extra}: {cost}")
    if optional:  # 601.2f: plus optional additional costs announced (702.33a kicker ...)
        cost = cost + ManaCost.of(optional)
        steps.append(f"plus {optional} announced: {cost}")

    if tax(game, oid, player):  # 903.8: the commander tax, an additional cost
        cost = cost.add_generic(tax(game, oid, player))
        steps.append(f"plus commander tax {{{tax(game, oid, player)}}} (903.8): {cost}")
    # 601.2f: cost increases ("Spells cost {1} more to cast."), then reductions ("Creature
    # spells you cast cost {1} less to cast."; generic mana only, never below {0}).

    by_targets, per_target = target_changes(game, oid, player, targets)  # 601.2c first
    if per_target:  # "{1}{W} more to cast for each target beyond the first"
        cost = cost + ManaCost.of(per_target)
        steps.append(f"plus {per_target} for the targets beyond the first: {cost}")
    changes = cost_changes(game, oid, player) + self_cost_changes(
        game, oid, player, alternative) + (
        [-reduction] if reduction else []) + by_targets + (  # 702.119a: sacrificed mana value
        targeted_changes(game, oid, player, targets))  # "Spells ... that target ~ cost more"

    for more in increases(game, oid, player):  # "Black spells cost {B} more" (an increase)
        cost = cost + more
        steps.append(f"plus {more}: {cost}")
    for n in [n for n in changes if n > 0] + [n for n in changes if n < 0]:
        cost = cost.add_generic(n) if n >= 0 else cost.reduce_generic(-n)
        steps.append(f"{n:+d} generic: {cost}")
    # Cost reductions (702.41a affinity for artifacts: {1} less for each artifact you control;
    # 702.41b: each instance applies, printed or given to the spell, 601.2a).
    for _ in () if none_has(game, oid, _AFFINITY) else keyword_abilities(
            game, oid, player, "affinity for artifacts"):
        res = game.layers()
        n = sum(1 for o in game.state.battlefield()
                if "Artifact" in res.chars[o].types and res.chars[o].controller == player)
        cost = cost.reduce_generic(n)
        steps.append(f"-{{{n}}} (affinity for artifacts): {cost}")

    if (n := undaunted_reduction(game, oid, player)):  # 702.125a: {1} less for each opponent
        cost = cost.reduce_generic(n)
        steps.append(f"-{{{n}}} (undaunted): {cost}")
    if less is not None:  # 702.48a, 118.7a-d: reduced by a mana cost (offering)
        from arbiter.engine.keywords.offering import reduce_by

        cost = reduce_by(cost, less)
        steps.append(f"-{less} (offering, 702.48c): {cost}")
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
    #: "The next <spell> you cast this turn costs {1} less": used up as such a spell becomes
    #: cast (`engine.casting.next_spell`).
    next_spell: bool = False


def cost_changes(game: Game, oid: int, player: int) -> list[int]:
    """The generic amounts of the "cost_increase" effects (613.11) that apply to `player`
    casting `oid`, in timestamp order."""

    res = game.layers()
    found: dict[tuple, tuple[tuple, int]] = {}
    # 611.2c / 613.10: a resolved "<spells> you cast this turn cost {1} less" is on its
    # controller, affecting no object (`engine.stack.rules_changes`)
    resolved = [e for e in game.state.effects if player_level(e)] if game.state.effects else []
    if not resolved and not any(res.rules_effects.values()):
        return []  # no rules effect at all (asked of every spell judged castable)
    view = LayerView(game.state, res.chars)
    for effects in (*res.rules_effects.values(), resolved):
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
                if not whose_ok(d.whose, player, you):
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


def self_cost_changes(game: Game, oid: int, player: int,
                      alternative: str | None = None) -> list[int]:
    """601.2f: the spell's own "This spell costs {N} less/more to cast ..." abilities ("...
    to cast this way": only cast with that alternative, 601.2b)."""

    out = []
    for a in game.chars(oid).abilities:
        if isinstance(a.ability, SelfCostChange) and a.ability.way in (None, alternative):
            n = a.ability.change(game, oid, player)
            if n:
                out.append(n)
    return out


def mana_sources(game: Game, player: int) -> list[Source]:
    """The player's untapped permanents' {T} mana abilities (`engine.mana.sources`)."""

    return sources(game, player)


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
    if any(d[0] == produced and d[1] in colors for d in _spend_rules(
            game, player, "spend_mana_as")):
        return True  # "You may spend white mana as though it were red mana."
    return produced == "W" and any("white_as_any_color" in d for d in dawn)


def _spend_rules(game: Game, player: int, rule: str) -> list:
    """The details of such effects that apply to this player ("Players may ..." applies to
    each player; "You may ..." to the effect's controller)."""
    return [d for _ts, d, controller in rules_effects(game, rule)
            if d == "each" or controller == player]


def payment_plans(game: Game, player: int, cost: ManaCost, limit: int = 12,
                  spending: Spending | None = None) -> list[list[Any]]:
    """601.2g-h: the different ways to pay with the pool and the player's untapped mana
    sources (`engine.mana.plan`); `spending`: what the mana is spent on (106.6)."""

    return plans(game, player, cost, spending or OTHER, limit)


def pay(game: Game, player: int, cost: ManaCost, plan: list[Any] | None = None,
        record: dict[str, Any] | None = None, spending: Spending | None = None) -> list[int]:
    """601.2g-h: activate mana abilities and pay (`engine.mana.plan.pay`). Changes nothing
    if it can't. 107.4f: a Phyrexian symbol is paid with its color or with 2 life.
    `plan` names the sources the player chose to tap (one of `payment_plans`)."""
    from arbiter.engine.mana.plan import pay as pay_plan

    return pay_plan(game, player, cost, plan, record, spending or OTHER)
