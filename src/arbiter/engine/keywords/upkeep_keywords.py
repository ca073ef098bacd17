"""The keyword abilities that act at the beginning of their controller's upkeep, as the
engine carries them out (each built from its definition in its own module):

    cumulative_upkeep   702.24 cumulative upkeep [cost]: an age counter, then pay for each
    echo                702.30 echo [cost]: pay once after it came under your control
    fading              702.32 fading N: fade counters, one removed each upkeep
    vanishing           702.63 vanishing [N]: time counters, one removed each upkeep
    suspend             702.62 suspend N—[cost]: time counters on a card in exile, then it
                        is cast (its special action, 116.2f, is offered in
                        `engine.turn.priority`)

All are triggered abilities run by the 603 machinery. This module answers what the
compiler and the trigger machinery ask about them: does the engine carry out this instance
(`enforced`: only costs it can pay as the ability resolves; any other stays an explicit
unsupported part, principle 5), what triggered abilities it stands for (`triggers`), and
what it does as its permanent enters (`as_enters`, 614.1c: fading's and vanishing's
counters).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.engine.keywords import cumulative_upkeep, echo, fading, suspend, vanishing
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.costs import Cost, DiscardCard, ManaPayment, PayLife, SacrificePermanents

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject

#: The keywords of this family.
KEYWORDS = frozenset({"cumulative upkeep", "echo", "fading", "vanishing", "suspend"})

# Mana the engine pays ({S} snow mana, 107.4h, and hybrid choices are left out).
_MANA = re.compile(r"(?:\{(?:[0-9]+|[WUBRGC])\})+")
_LIFE = re.compile(r"pay (\d+) life\.?", re.IGNORECASE)
_DISCARD = re.compile(r"discard a card\.?", re.IGNORECASE)


def upkeep_cost(param: str | None) -> Cost | None:
    """The [cost] of "Cumulative upkeep [cost]" or "Echo [cost]" when it is one the engine
    pays as the ability resolves: mana ("{2}{R}"), life ("—Pay 1 life.") or a discard
    ("—Discard a card."). None for any other (a cost with choices, a sacrifice, ...)."""
    text = (param or "").strip().lstrip("\u2014").strip()
    if _MANA.fullmatch(text):
        return ManaPayment(mana=text)
    m = _LIFE.fullmatch(text)
    if m:
        return PayLife(amount=int(m.group(1)))
    if _DISCARD.fullmatch(text):
        return DiscardCard()
    return None


_SYMBOL = r"\{(?:[0-9]+|[WUBRGC])\}"
_MANA_OR = re.compile(rf"({_SYMBOL}) or ({_SYMBOL})")
_SACRIFICE = re.compile(r"sacrifice an? (creature|land)\.?", re.IGNORECASE)
_OTHER = {
    "put a -1/-1 counter on this creature.": cumulative_upkeep.CountersOnSelf("-1/-1"),
    "an opponent gains 1 life.": cumulative_upkeep.OpponentGainsLife(1),
    "put a +1/+1 counter on a creature an opponent controls.":
        cumulative_upkeep.CounterOnOpponentsCreature("+1/+1"),
}


def cumulative_cost(param: str | None) -> Cost | None:
    """702.24a: the [cost] of "Cumulative upkeep [cost]" the engine pays for each age
    counter: those of `upkeep_cost`, a choice of mana symbols ("{G} or {W}"), sacrificing
    a creature or a land, and the actions `engine.keywords.cumulative_upkeep` lists."""
    found = upkeep_cost(param)
    if found is not None:
        return found
    text = (param or "").strip().lstrip("\u2014").strip()
    m = _MANA_OR.fullmatch(text)
    if m:
        return cumulative_upkeep.ManaChoice(options=(m.group(1), m.group(2)))
    m = _SACRIFICE.fullmatch(text)
    if m:
        kind = m.group(1).lower()
        return SacrificePermanents(selector=cumulative_upkeep.SACRIFICE_A[kind], n=1,
                                   description=f"a {kind}")
    return _OTHER.get(text.lower())


_SACRIFICE_N = re.compile(r"sacrifice (two|three) (creature|land)s\.?", re.IGNORECASE)


def echo_cost(param: str | None) -> Cost | None:
    """702.30a: the [cost] of "Echo [cost]" the engine pays as the ability resolves: those of
    `upkeep_cost`, or sacrificing two or three creatures or lands ("Echo—Sacrifice two
    lands.", 701.21a: lands its controller controls, paid by `engine.stack.payments`)."""
    found = upkeep_cost(param)
    if found is not None:
        return found
    m = _SACRIFICE_N.fullmatch((param or "").strip().lstrip("\u2014").strip())
    if m is None:
        return None
    n, kind = {"two": 2, "three": 3}[m.group(1).lower()], m.group(2).lower()
    return SacrificePermanents(selector=cumulative_upkeep.SACRIFICE_A[kind], n=n,
                               description=f"{m.group(1).lower()} {kind}s")


def _count(param: str | None) -> int | None:
    p = (param or "").strip()
    return int(p) if p.isdigit() else None


def enforced(kw: KeywordAbility) -> bool:
    """Does the engine carry out this instance?"""
    if kw.keyword == "cumulative upkeep":
        return cumulative_cost(kw.param) is not None
    if kw.keyword == "echo":
        return echo_cost(kw.param) is not None
    if kw.keyword == "fading":
        return _count(kw.param) is not None  # 702.32a
    if kw.keyword == "vanishing":
        return not kw.param or _count(kw.param) is not None  # 702.63a-b
    if kw.keyword == "suspend":
        return suspend.enforced(kw)  # 702.62a: N printed as a number, a mana cost
    return False


def triggers(keyword: str, param: str | None) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities this keyword instance stands for (none if not carried out)."""
    if keyword == "echo":
        cost = echo_cost(param)
        return (echo.echo_ability(cost),) if cost is not None else ()  # 702.30a
    if keyword == "cumulative upkeep":
        cost = cumulative_cost(param)
        return (cumulative_upkeep.cumulative_upkeep_ability(cost),) \
            if cost is not None else ()  # 702.24a
    if keyword == "fading" and _count(param) is not None:
        return (fading.fading_ability(),)  # 702.32a
    if keyword == "vanishing" and (not param or _count(param) is not None):
        return vanishing.vanishing_abilities()  # 702.63a-b
    if keyword == "suspend" and suspend.suspend_param(param) is not None:
        return suspend.suspend_abilities()  # 702.62a
    return ()


def as_enters(game: Game, obj: GameObject) -> None:
    """614.1c: "This permanent enters with N fade counters on it" (702.32a) and "... N time
    counters on it" (702.63a), each instance separately (702.63c)."""
    for a in game.chars(obj.id).abilities:
        kw = a.ability
        if not isinstance(kw, KeywordAbility) or not enforced(kw):
            continue
        n = _count(kw.param)
        if kw.keyword == "fading" and n:
            game.put_counters(obj.id, "fade", n)
        elif kw.keyword == "vanishing" and n:
            game.put_counters(obj.id, "time", n)


def at_priority(game: Game) -> None:
    """117.5: each time a player would receive priority: what each player has controlled
    since their last upkeep (702.30a), and the end of suspend's haste (702.62a)."""
    echo.note_control(game)
    suspend.at_priority(game)


__all__ = ["KEYWORDS", "as_enters", "at_priority", "cumulative_cost", "echo_cost", "enforced",
           "triggers", "upkeep_cost"]
