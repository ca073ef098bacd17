"""605: mana abilities as sources of mana for paying costs (601.2g), the mana they can
produce (106.1, 106.5), producing it (605.3b), and triggered mana abilities (605.1b,
605.4a: "Whenever you tap a Forest for mana, add an additional {G}." resolves at once,
right after the mana ability that triggered it, without the stack).

A source the payment planner taps is an untapped permanent's activated mana ability whose
cost is {T}, perhaps with life to pay ("{T}, Pay 1 life: Add one mana of any color."); its
effect may do more than add mana (605.1a: "{T}: Add {W} or {B}. This land deals 1 damage to
you."): that happens as the ability resolves, right after the mana is added (605.3b). Other
mana abilities ("{1}, {T}: ...", "Sacrifice ...") are activated by the player
(`engine.casting.activation`); their mana goes to the pool and pays from there.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.activation_cost_changes import extra_generic
from arbiter.engine.keyword_actions.detain import activation_forbidden
from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.layer_status import touch_status
from arbiter.engine.mana.pool import add, key, mana_type, restriction
from arbiter.engine.mana.riders import resolved
from arbiter.engine.mana.triggered_mana import add_folded, fire, fold, item_recipient
from arbiter.engine.per_answer import per_answer
from arbiter.rules.abilities import ActivatedAbility, TriggeredAbility
from arbiter.rules.costs import PayLife, TapCost
from arbiter.rules.instructions import AddMana
from arbiter.rules.mana_riders import base

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 105.1 / 106.1a: the colors in their usual order.
WUBRG = ("W", "U", "B", "R", "G")

#: One way a mana ability can resolve: the pool keys it adds (`engine.mana.pool`).
Output = tuple[str, ...]


@dataclass(frozen=True)
class Source:
    """An untapped permanent's {T} mana ability: `index` is its 1-based number among the
    object's abilities; `outputs` the ways it can resolve (a choice of color, 106.1b);
    `extra` the mana triggered mana abilities add when it is tapped (605.4a) for its
    player, if the same for every output; otherwise `triggered` holds, for each output,
    the part of it they add (`engine.mana.triggered_mana.fold`)."""

    oid: int
    ability: ActivatedAbility
    index: int
    outputs: tuple[Output, ...]
    extra: Output = ()
    #: 119.4: the life its cost pays ("{T}, Pay 1 life").
    life: int = 0
    triggered: tuple[Output, ...] = ()


def step_options(game: Game, source: int, step: Any, produced: Output = ()) -> list[Output]:
    """106.1b / 605.3b: the ways one AddMana instruction can add mana: a fixed type, or one
    of several colors (the player chooses as it resolves), `amount` mana of that one type.
    "One mana of any of this creature's colors" with no color adds nothing (106.5); nor
    does "one mana of any type that land produced" when it produced none (`produced`: the
    mana the mana ability that triggered this one added, 106.12a)."""
    if step.produced:

        colors: tuple[str, ...] = tuple(dict.fromkeys(mana_type(k) for k in produced))
    elif step.could_produce is not None:
        from arbiter.engine.mana.could_produce import types_among

        types = types_among(game, source, step.could_produce)  # 106.7
        colors = tuple(c for c in step.colors if c in types)
    elif step.colors_among is not None:
        from arbiter.engine.mana.could_produce import colors_among

        have = colors_among(game, source, step.colors_among)  # 106.5: none, no mana
        colors = tuple(c for c in WUBRG if c in have)
    elif step.chosen_color:
        from arbiter.vocab import Color

        chosen = game.obj(source).choices.get("color")
        # "{R} or one mana of the chosen color": the fixed colors and the chosen one
        have = set(step.colors) | ({Color.parse(str(chosen)).symbol} if chosen else set())
        colors = tuple(c for c in WUBRG if c in have)
    elif step.linked is not None:
        from arbiter.engine.mana.linked_colors import exiled_colors

        colors = exiled_colors(game, source)  # 607.2a: none exiled, no mana (106.5)
    elif step.identity:
        from arbiter.engine.mana.commander_identity import commander_identity

        ident = commander_identity(game, game.controller_of(source)) or frozenset()
        colors = tuple(c for c in WUBRG if c in ident)  # 903.4f: none, no mana
    elif step.source_colors:
        have = {c.symbol for c in game.chars(source).colors}
        colors = tuple(c for c in WUBRG if c in have)
    else:
        colors = step.colors or (step.symbol,)
    n = amount(game, source, step.amount)
    r = resolved(game, source, step.restriction)  # 106.6: "of the chosen type"
    if step.distinct:  # 106.1a: "two mana of different colors"
        return [tuple(key(c, r, step.kept) for c in combo)
                for combo in combinations(colors, n)]
    if step.combination:  # 106.1b: each of the mana of any of the colors
        return [tuple(key(c, r, step.kept) for c in combo)
                for combo in combinations_with_replacement(colors, n)]
    return [(key(c, r, step.kept),) * n for c in colors]


def amount(game: Game, source: int, n: Any) -> int:
    """"Add {G} for each Elf you control": the number counted now, for the source's
    controller (605.3b: as the ability resolves)."""
    if isinstance(n, int):
        return n
    from arbiter.rules.view import LayerView, context_for

    view = LayerView(game.state, dict(game.layers().chars))
    return max(0, int(n.value(view, source, context_for(view, source,
                                                        game.controller_of(source)))))


#: The outputs of the mana abilities whose every AddMana instruction reads nothing but
#: itself (`_reads_only_itself`), by the identity of the instructions: their options are
#: the same whatever the game (asked for every untapped land at every priority, 117.1).
#: The instructions are kept with their outputs, so their identity can't pass to another.
_FIXED_OUTPUTS: dict[int, tuple[tuple[Any, ...], tuple[Output, ...]]] = {}


def _reads_only_itself(step: Any) -> bool:
    """106.1: an AddMana of a fixed type or fixed colors and a fixed amount (no color of
    the source, chosen, linked, in an identity, another permanent could produce, nor one
    the triggering ability produced, 106.12a)."""
    return isinstance(step.amount, int) and not (
        step.produced or step.chosen_color or step.identity or step.source_colors) and \
        step.could_produce is None and step.linked is None and step.colors_among is None


def ability_options(game: Game, source: int, instructions: tuple[Any, ...],
                    produced: Output = ()) -> list[Output]:
    if not produced:
        hit = _FIXED_OUTPUTS.get(id(instructions))
        if hit is not None and hit[0] is instructions:
            return list(hit[1])
    adds = [s for s in instructions if isinstance(s, AddMana)]
    per_step = [step_options(game, source, s, produced) for s in adds]
    if any(not o for o in per_step):
        return []  # 106.5: an undefined type: no mana
    out = [tuple(k for part in combo for k in part) for combo in product(*per_step)]
    if not produced and all(_reads_only_itself(s) for s in adds):
        if len(_FIXED_OUTPUTS) >= 4096:
            _FIXED_OUTPUTS.clear()
        _FIXED_OUTPUTS[id(instructions)] = (instructions, tuple(out))
    return out


def only_adds_mana(instructions: tuple[Any, ...]) -> bool:
    from arbiter.rules.instructions import AddMana

    return bool(instructions) and all(isinstance(i, AddMana) for i in instructions)


def is_triggered_mana_ability(ab: Any) -> bool:
    """605.1b: no target, triggers from a mana ability ("whenever you tap <a permanent>
    for mana", 106.12a) and only adds mana."""
    return isinstance(ab, TriggeredAbility) and ab.trigger is not None and \
        ab.trigger.event == "tapped_for_mana" and not ab.targets and \
        only_adds_mana(ab.instructions)


def _tap_only(ab: ActivatedAbility) -> bool:
    """{T}, and perhaps life to pay (119.4)."""
    return sum(isinstance(c, TapCost) for c in ab.cost) == 1 and all(
        isinstance(c, TapCost | PayLife) for c in ab.cost)


def tapped_by_planner(ab: ActivatedAbility) -> bool:
    """A mana ability `sources` offers the payment planner (and priority, as "tap ...
    for ..."): {T}, perhaps life, and it adds mana; any other mana ability is activated by
    the player (605.3a). Answered once per ability (abilities are immutable)."""
    hit = _PLANNER.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    if len(_PLANNER) > 4096:
        _PLANNER.clear()
    got = _tap_only(ab) and _adds_mana(ab.instructions)
    _PLANNER[id(ab)] = (ab, got)
    return got


#: `tapped_by_planner`'s answers, by the ability's identity: (ability, answer).
_PLANNER: dict[int, tuple[ActivatedAbility, bool]] = {}


def life_cost(ab: ActivatedAbility) -> int:
    return sum(c.amount for c in ab.cost if isinstance(c, PayLife))


def _adds_mana(instructions: tuple[Any, ...]) -> bool:
    """605.1a: what the ability does besides adding mana ("This land deals 1 damage to
    you.", "you lose 1 life") is carried out as it resolves."""
    return any(isinstance(i, AddMana) for i in instructions)


#: Objects whose {T} is part of the cost being paid: they can't also be tapped for mana to
#: pay it (601.2g: mana abilities are activated before the costs are paid, 601.2h).
_TAPPING_FOR_COST: ContextVar[frozenset[int]] = ContextVar("tapping_for_cost",
                                                           default=frozenset())


@contextmanager
def tap_is_cost_of(oid: int, ability: Any) -> Iterator[None]:
    """While paying the mana of `ability` of `oid`: if {T} is in its cost, `oid` isn't a
    mana source (it must be untapped to pay {T})."""
    if not any(isinstance(c, TapCost) for c in getattr(ability, "cost", ())):
        yield
        return
    token = _TAPPING_FOR_COST.set(_TAPPING_FOR_COST.get() | {oid})
    try:
        yield
    finally:
        _TAPPING_FOR_COST.reset(token)


def tapped_by_cost(oid: int) -> bool:
    """Whether `oid`'s own {T} is part of the cost being paid (`tap_is_cost_of`)."""
    return oid in _TAPPING_FOR_COST.get()


#: While one question is asked of a game that doesn't change it (`asked_once`): each
#: player's sources found so far, by (game, version, player, objects paying {T}).
_ASKED: ContextVar[dict[tuple, tuple[Any, list[Source]]] | None] = ContextVar(
    "sources_asked", default=None)


@contextmanager
def asked_once() -> Iterator[None]:
    """While a question is asked that changes nothing (117.1: what a player may do now),
    each player's mana sources are found once and shared by every answer that needs them
    (each cost judged affordable, each mana ability offered)."""
    token = _ASKED.set({})
    try:
        yield
    finally:
        _ASKED.reset(token)


def asked_answers() -> dict[tuple, tuple[Any, Any]] | None:
    """The answers shared while one question is asked (`asked_once`; None outside one):
    other findings that read only what doesn't change while it is asked (the payment plans
    of a cost, `engine.mana.plan.plans`) are kept there too, each key naming what it reads."""
    return _ASKED.get()


def tapping_for_cost() -> frozenset[int]:
    """The objects whose own {T} is part of the cost being paid (`tap_is_cost_of`)."""
    return _TAPPING_FOR_COST.get()


def sources(game: Game, player: int) -> list[Source]:
    """The player's untapped permanents' {T} mana abilities (302.6: not a summoning-sick
    creature's)."""
    asked = _ASKED.get()
    if asked is None:
        return _sources(game, player)
    key = (id(game), game.state.version, player, _TAPPING_FOR_COST.get())
    hit = asked.get(key)
    if hit is None or hit[0] is not game.state:
        hit = asked[key] = (game.state, _sources(game, player))
    return list(hit[1])


def _sources(game: Game, player: int) -> list[Source]:
    res = game.layers()
    turn = game.state.turn.number
    triggers = _any_triggered_mana(game)
    tapping = _TAPPING_FOR_COST.get()
    out: list[Source] = []
    for oid, abilities in _tap_mana_abilities(game, res, player):
        ch = res.chars[oid]
        obj = game.obj(oid)
        if obj.tapped or oid in tapping:
            continue
        if "Creature" in ch.types and obj.controlled_since >= turn and \
                not ch.has_keyword("haste"):
            continue  # 302.6: a summoning-sick creature can't pay {T}
        if activation_forbidden(game, oid, mana_ability=True):
            continue  # 701.35a: a detained permanent's abilities can't be activated
        for i, ab in abilities:
            life = life_cost(ab)
            if life and game.state.players[player].life < life:
                continue  # 119.4: life can be paid only with at least that much
            if _restricted(game, oid, player, ab):
                continue  # 602.5b: "Activate only if this land entered this turn."
            if extra_generic(game, oid, ab):
                continue  # 602.2b / 601.2f: it costs mana more; its controller activates it
            outputs = tuple(ability_options(game, oid, ab.instructions))
            parts: tuple[Output, ...] = ()
            if triggers:  # 605.4a: what its triggered mana abilities add, with each output
                outputs, parts = fold(game, player, oid, list(outputs))
            out.append(Source(oid, ab, i, outputs, (), life, parts))
    return out


def _tap_mana_abilities(game: Game, res: Any, player: int
                        ) -> list[tuple[int, list[tuple[int, ActivatedAbility]]]]:
    """The permanents `player` controls with mana abilities whose cost is {T} (and life) and
    that add mana, each with those abilities and their 1-based numbers, in the battlefield's
    order: found once per layer answer (`engine.per_answer`: the permanents, their
    controllers and abilities change only with a new one; whether each is tapped is read
    by the caller)."""
    found = per_answer(game, "_tap_mana_abilities", dict)
    if player not in found:
        out = []
        for oid in game.state.battlefield():
            ch = res.chars[oid]
            if ch.controller != player:
                continue
            abilities = [(i, a.ability) for i, a in enumerate(ch.abilities, 1)
                         if isinstance(a.ability, ActivatedAbility)
                         and a.ability.is_mana_ability and a.ability.zone == "battlefield"
                         and _tap_only(a.ability) and _adds_mana(a.ability.instructions)]
            if abilities:
                out.append((oid, abilities))
        found[player] = out
    return found[player]  # type: ignore[no-any-return]


def _restricted(game: Game, oid: int, player: int, ab: ActivatedAbility) -> bool:
    """602.5b: a restriction on the mana ability's use forbids activating it now."""
    if ab.condition is None and not (ab.once_each_turn or ab.your_turn_only
                                     or ab.max_each_turn is not None):
        return False
    from arbiter.engine.casting.activation import restriction_problem

    return restriction_problem(game, oid, player, ab) is not None


def _count_activation(game: Game, source: Source) -> None:
    """602.5b: an activation the ability's restrictions count ("only once each turn")."""
    from arbiter.engine.casting import activation_limits

    activation_limits.record(game, source.oid, source.ability)
    if source.ability.once_each_turn:
        game.state.activated_once.add((source.oid, source.ability.text))


def _any_triggered_mana(game: Game) -> bool:
    """Whether a permanent has a triggered mana ability (found once per layer answer: the
    permanents and their abilities change only with a new answer)."""
    res = game.layers()
    seen = game.__dict__.get("_triggered_mana_scan")
    if seen is not None and seen[0] is res:
        return bool(seen[1])
    found = any(is_triggered_mana_ability(a.ability) for o in game.state.battlefield()
                for a in res.chars[o].abilities)
    game._triggered_mana_scan = (res, found)  # type: ignore[attr-defined]
    return found


def fire_triggered(game: Game, oid: int, player: int, produced: Output) -> None:
    """605.4a: the triggered mana abilities resolve at once, right after the mana ability
    that triggered them (`engine.triggers.triggered.collect` leaves them off the stack);
    `produced`: the mana that ability added (106.12a)."""
    fire(game, oid, player, produced)


def produce(game: Game, player: int, source: Source, output: Output) -> None:
    """605.3b: activate the {T} mana ability and resolve it at once: tap the permanent,
    add the mana, then its triggered mana abilities resolve (605.4a, 106.12a)."""
    from arbiter.engine.triggers.events import Event
    from arbiter.errors import IllegalActionError

    if source.life:
        if game.state.players[player].life < source.life:
            raise IllegalActionError(f"you can't pay {source.life} life with "
                                     f"{game.state.players[player].life} (119.4)")
        game.lose_life(player, source.life)  # 119.4: a cost paid as it's activated
    tap(game, source.oid)  # 701.26a: it becomes tapped
    _count_activation(game, source)
    extra = source.triggered[source.outputs.index(output)] if source.triggered else ()
    own = output[:len(output) - len(extra)]
    for k in own:
        add(game, player, k)
    side = tuple(i for i in source.ability.instructions if not isinstance(i, AddMana))
    if side:
        # 605.1a / 605.3b: the rest of the ability happens as it resolves, at once.
        from arbiter.engine.stack import resolve
        from arbiter.engine.stack.items import StackItem

        item = StackItem(0, "activated", source.oid, source.ability, player, [],
                         source_name=game.name_of(source.oid))
        resolve.run(game, item, side)
    fired = False
    if own:  # 106.12a: tapped for mana if it produced mana
        game.emit(Event("tapped_for_mana", source.oid, player=player))
        add_folded(game, player, extra)  # 605.4a: chosen with the output
        fired = fire(game, source.oid, player, own, folded=True)
    if side or fired:
        game.state.touch()
    else:  # a permanent tapped, mana added: status alone (110.5, 106.4)
        touch_status(game)


def own_outputs(source: Source) -> tuple[Output, ...]:
    """The ways the ability itself can resolve, without what its triggered mana abilities
    add (605.4a)."""
    if not source.triggered:
        return source.outputs
    return tuple(dict.fromkeys(o[:len(o) - len(t)]
                               for o, t in zip(source.outputs, source.triggered, strict=True)))


def choose_output(game: Game, player: int, source: Source) -> Output:
    """106.1b / 605.3b: the player chooses the mana as the ability resolves."""
    from arbiter.engine.decisions import Decision
    from arbiter.errors import IllegalActionError

    if not source.outputs:
        raise IllegalActionError(f"{game.name_of(source.oid)} can't add mana now (106.5)")
    if len(source.outputs) == 1:
        return source.outputs[0]
    return game.decide(Decision("mana", f"{game.quick_name(source.oid)}#{source.oid}: choose "
                                "the mana to add", player,
                                [(describe(o), o) for o in source.outputs], key="mana"))


def describe(output: Output) -> str:
    """The mana an output adds, as a label shows it ("{G}", "{C}{C} (restricted)")."""
    return _described(tuple(output))


@lru_cache(maxsize=1024)
def _described(output: Output) -> str:
    text = "".join("{" + mana_type(k) + "}" for k in output)
    rs = {base(restriction(k)) for k in output} - {None}  # 106.6 (a rider alone isn't one)
    return text + (" (restricted)" if rs else "")


def do_add_mana(r: Resolution, step: AddMana) -> None:
    """106.4 / 605.3b: an AddMana instruction resolving: the controller chooses among its
    options (106.1b) and the mana goes into their pool, restriction (106.6) and all."""
    from arbiter.engine.decisions import Decision
    from arbiter.engine.mana.triggered_mana import PRODUCED

    g = r.game
    if not isinstance(step.amount, int):
        from dataclasses import replace

        step = replace(step, amount=r.number(step.amount))  # counted now (605.3b, 608.2h)
    you = item_recipient(r.item, step.to)  # "its controller adds": the tapping player
    options = step_options(g, r.item.source, step, tuple(r.item.choices.get(PRODUCED, ())))
    if not options:
        return  # 106.5
    pick = options[0] if len(options) == 1 else g.decide(Decision(
        "mana", f"{r.item.source_name or g.name_of(r.item.source)}: choose the mana to add",
        you, [(describe(o), o) for o in options], key="mana"))
    if pick not in options:
        from arbiter.errors import IllegalActionError

        raise IllegalActionError(f"{pick!r} isn't mana this ability can add")
    for k in pick:
        add(g, you, k)
