"""Suspend (702.62).

702.62a: "Suspend N—[cost]" means three abilities:

- a static ability that functions while the card is in a player's hand: "If you could begin
  to cast this card by putting it onto the stack from your hand, you may pay [cost] and
  exile it with N time counters on it. This action doesn't use the stack." (116.2f: a
  special action, taken any time the player has priority, but only if they could begin to
  cast the card; 702.62c: effects that would prohibit casting it count, here split second,
  702.61a);
- "At the beginning of your upkeep, if this card is suspended, remove a time counter from
  it," and
- "When the last time counter is removed from this card, if it's exiled, you may play it
  without paying its mana cost if able. If you don't, it remains exiled. If you cast a
  creature spell this way, it gains haste until you lose control of the spell or the
  permanent it becomes."

702.62b: a card is "suspended" if it's in exile, has suspend, and has a time counter on it.
702.62d: casting it this way follows the rules for alternative costs (601.2b, 601.2f-h:
118.9, "without paying its mana cost"; 107.3b: X is 0). The two triggered abilities function
in exile (113.6); "your" is the card's owner there (108.4a: a card in exile has no
controller; 113.8: its ability is controlled by its owner). The spell is cast while the
ability resolves (608.2g), so the timing of 307.1 doesn't apply. The haste is a continuous
effect the resolving ability creates (611.2), on the spell and then on the permanent it
becomes (400.7a); it ends when its controller loses control of the one it is on (checked
each time a player would receive priority, `at_priority`).

"Suspend X—[cost]. X can't be 0." (N chosen as the card is suspended) isn't carried out:
such a keyword stays an explicit unsupported part.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.decisions import Decision
from arbiter.engine.per_answer import per_answer
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn.priority import affordable
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Instruction, RemoveCounters
from arbiter.rules.parts import AddAbilities
from arbiter.state.effects import INDEFINITE, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView

_PARAM = re.compile(r"(\d+)\s*\u2014\s*((?:\{(?:[0-9]+|[WUBRGC])\})+)")
#: The key that marks the haste effect of 702.62a among the game's continuous effects.
HASTE_KEY = "702.62a haste"


def suspend_param(param: str | None) -> tuple[int, str] | None:
    """702.62a: (N, the mana cost) of "Suspend N—[cost]"; None for any other ("X").
    Only mana costs the engine pays."""
    m = _PARAM.fullmatch((param or "").strip())
    return (int(m.group(1)), m.group(2)) if m else None


def enforced(kw: KeywordAbility) -> bool:
    return suspend_param(kw.param) is not None


def _suspend_of(game: Game, oid: int) -> tuple[int, str] | None:
    """The first suspend instance of the card the engine carries out."""
    for kw in game.chars(oid).keyword_abilities("suspend"):
        found = suspend_param(kw.param)
        if found is not None:
            return found
    return None


# -- 116.2f: the special action ---------------------------------------------------------------
def could_begin_to_cast(game: Game, oid: int, player: int) -> bool:
    """116.2f / 702.62c: the player could begin to cast the card from their hand now:
    its timing (307.1, 702.8a) and effects that would prohibit it (702.61a split second)."""
    from arbiter.engine.casting.spells import has_flash_timing, sorcery_timing_ok
    from arbiter.engine.keywords.split_second import spell_with_split_second

    obj = game.obj(oid)
    if obj.zone != "hand" or obj.owner != player or "Land" in game.chars(oid).types:
        return False
    if spell_with_split_second(game) is not None:
        return False
    return has_flash_timing(game, oid, player) or sorcery_timing_ok(game, player)


def suspendable(game: Game, player: int) -> list[tuple[int, int, str]]:
    """The cards in the player's hand they may suspend now: (card, N, cost), each with a
    cost they can pay (118.3)."""

    out = []
    for oid, found in _with_suspend(game, player):
        if could_begin_to_cast(game, oid, player) and \
                affordable(game, player, ManaCost.of(found[1])):
            out.append((oid, *found))
    return out


def _with_suspend(game: Game, player: int) -> list[tuple[int, tuple[int, str]]]:
    """The cards in the player's hand with a suspend ability the engine carries out, found
    once per layer answer (`engine.per_answer`: the hand and its cards' abilities change
    only with a new one)."""
    found = per_answer(game, "_with_suspend", dict)
    if player not in found:
        found[player] = [(oid, s) for oid in game.state.zone_list("hand", player)
                         if (s := _suspend_of(game, oid)) is not None]
    return found[player]  # type: ignore[no-any-return]


def suspend(game: Game, player: int, oid: int) -> None:
    """116.2f / 702.62a: pay [cost] and exile the card with N time counters on it; no stack.
    An illegal attempt raises and changes nothing."""
    from arbiter.engine.casting.total_cost import pay
    from arbiter.engine.turn.player_actions import choose_payment

    found = _suspend_of(game, oid) if oid in game.state.objects else None
    if found is None or game.obj(oid).zone != "hand" or game.obj(oid).owner != player:
        raise IllegalActionError(f"#{oid} isn't a card with suspend in your hand (116.2f)")
    if not could_begin_to_cast(game, oid, player):
        raise IllegalActionError(f"{game.name_of(oid)} can be suspended only when you could "
                                 "begin to cast it (116.2f, 702.62c)")
    n, cost = found
    plan = choose_payment(game, player, ManaCost.of(cost))
    name = game.name_of(oid)
    pay(game, player, ManaCost.of(cost), plan)
    new = game.move(oid, "exile")
    if new is not None:
        game.put_counters(new.id, "time", n)
        game.log(f"{game.player_name(player)} suspends {name} with {n} time counters")


# -- the two triggered abilities, in exile -----------------------------------------------------
@dataclass(frozen=True)
class Suspended(Condition):
    """702.62b: this card is in exile, has suspend and has a time counter on it."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None or ctx.source not in view.chars:
            return False
        obj = view.state.objects[ctx.source]
        return obj.zone == "exile" and obj.counters.get("time", 0) > 0 and \
            view.chars[ctx.source].has_keyword("suspend")


@dataclass(frozen=True)
class Exiled(Condition):
    """702.62a: "if it's exiled"."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and view.state.objects[ctx.source].zone == "exile"


@dataclass(frozen=True)
class PlayWithoutPayingManaCost(Instruction):
    """702.62a: "you may play it without paying its mana cost if able. If you don't, it
    remains exiled. If you cast a creature spell this way, it gains haste until you lose
    control of the spell or the permanent it becomes." """


@cache
def suspend_abilities() -> tuple[TriggeredAbility, TriggeredAbility]:
    """702.62a: the triggered abilities of suspend (the same for every N and cost)."""
    upkeep = TriggeredAbility(
        text="At the beginning of your upkeep, if this card is suspended, remove a time "
             "counter from it.",
        trigger=Trigger("step", "any", step="upkeep", whose="you", zone="exile"),
        intervening_if=Suspended(),
        instructions=(RemoveCounters("time", 1),))
    last = TriggeredAbility(
        text="When the last time counter is removed from this card, if it's exiled, you may "
             "play it without paying its mana cost if able. If you don't, it remains exiled. "
             "If you cast a creature spell this way, it gains haste until you lose control "
             "of the spell or the permanent it becomes.",
        trigger=Trigger("counters_removed", "self", counters=("time", 0), zone="exile"),
        intervening_if=Exiled(),
        instructions=(PlayWithoutPayingManaCost(),))
    return upkeep, last


@dataclass(frozen=True)
class ExileWithTimeCounters(Instruction):
    """"Exile ~ with N time counters on it." (an instant or sorcery with suspend that
    suspends itself as it resolves, 702.62b: exiled, with suspend and time counters)."""

    n: int = 3


def do_exile_with_time_counters(r: Resolution, step: ExileWithTimeCounters) -> None:
    """The spell (or permanent) is exiled with the counters on it; a spell exiled so
    isn't put into the graveyard as its resolution ends (608.2m-n). One that has left the
    stack or the battlefield is a new object the instruction can't find (400.7)."""
    g, src = r.game, r.item.source
    if g.obj(src).zone not in ("stack", "battlefield"):
        return
    new = g.move(src, "exile")
    if new is not None:
        g.put_counters(new.id, "time", step.n)


def exiled_sources(game: Game, chars: dict[int, Any]) -> list[tuple[int, Any]]:
    """113.6: the cards in exile whose suspend abilities function there."""
    return [(o, chars[o]) for o in game.state.zone_list("exile")
            if o in chars and any(enforced(k) for k in chars[o].keyword_abilities("suspend"))]


def do_play_without_paying_mana_cost(r: Resolution, step: PlayWithoutPayingManaCost) -> None:
    """702.62a / 608.2g: the owner may cast the card now, without paying its mana cost
    (702.62d: an alternative cost, 118.9); "if able": a card that can't be cast (no legal
    target for a required target, 601.2c) remains exiled."""
    from arbiter.engine.turn.player_actions import cast

    g, player, oid = r.game, r.item.controller, r.item.source
    if g.obj(oid).zone != "exile":
        return  # 400.7: it left exile: a new object the ability can't find
    name = g.name_of(oid)
    if "Land" in g.chars(oid).types:
        raise UnsupportedTextError(f"{name}: playing a land card with suspend (305.9) is "
                                   "not carried out")
    if not g.decide(Decision("may", f"cast {name} without paying its mana cost?", player,
                             [("yes", True), ("no", False)], optional=True, key="may")):
        g.log(f"{name} remains exiled")
        return
    before = len(g.state.stack_items)
    try:
        cast(g, player, oid, "suspend")  # 601.2a-i, during resolution (608.2g)
    except IllegalActionError as e:
        g.log(f"{name} can't be cast ({e}); it remains exiled")
        return
    if len(g.state.stack_items) > before:
        _haste(g, g.state.stack_items[-1].source, player)


@dataclass(frozen=True)
class HasteWhileControlled(AddAbilities):
    """702.62a: "it gains haste until you lose control of the spell or the permanent it
    becomes": in layer 6, only while the controller found in layer 2 is the effect's
    (the effect itself ends at the next check, `at_priority`, so regaining control doesn't
    bring it back)."""

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        if ch.controller == ctx.effect.controller:
            super().apply(ch, view, oid, ctx)


def _haste(game: Game, spell: int, player: int) -> None:
    """702.62a: a creature spell cast this way gains haste (611.2: a continuous effect,
    carried onto the permanent it becomes, 400.7a)."""
    from arbiter.rules.keywords import keyword_ability

    if "Creature" not in game.chars(spell).types:
        return
    ts = game.state.new_timestamp()
    game.state.effects.append(ContinuousEffect(
        key=("resolved", ts, HASTE_KEY), source=spell, source_name=game.name_of(spell),
        timestamp=(ts,), controller=player,
        parts=(HasteWhileControlled(abilities=(keyword_ability("Haste"),)),),
        locked=frozenset({spell}), duration=INDEFINITE, created_turn=game.state.turn.number))
    game.state.touch()


def at_priority(game: Game) -> None:
    """702.62a: "until you lose control of the spell or the permanent it becomes": the
    haste ends once the one it is on is controlled by another player or is gone."""
    effects = game.state.effects
    keep = []
    for e in effects:
        if e.key[2:] == (HASTE_KEY,):
            live = [o for o in (e.locked or ()) if game.obj(o).zone in ("stack", "battlefield")]
            if not live or any(game.controller_of(o) != e.controller for o in live):
                game.state.touch()
                continue
        keep.append(e)
    if len(keep) != len(effects):
        game.state.effects = keep


__all__ = ["ExileWithTimeCounters", "HasteWhileControlled", "PlayWithoutPayingManaCost",
           "at_priority", "do_exile_with_time_counters", "do_play_without_paying_mana_cost",
           "enforced", "exiled_sources", "suspend", "suspend_abilities", "suspend_param",
           "suspendable"]
