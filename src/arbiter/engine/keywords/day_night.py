"""730: day and night, and the daybound and nightbound keywords (702.145).

The designation lives in `GameState.day_night` ("day", "night" or "neither"). It changes by
an effect ("it becomes day", `SetDayNight`), by the untap-step check (502.2 / 730.2), and
by the daybound and nightbound rules (702.145d/g). Daybound and nightbound permanents turn
over as it changes (702.145b/e) and whenever they are on the wrong face (702.145c/f).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.battlefield_keywords import battlefield_keywords
from arbiter.engine.keyword_actions.transform import is_double_faced, transform
from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import SetDayNight
    from arbiter.state.objects import GameObject

DESIGNATIONS = ("day", "night")


def become(game: Game, to: str) -> None:
    """730.1: it becomes day or night. Once the game has one designation it always has
    exactly one of them; "it becomes day" while it's day changes nothing.

    702.145b / 702.145e: as it becomes night, each front-face-up daybound permanent
    transforms; as it becomes day, each back-face-up nightbound permanent transforms.
    730.1a: only going from day to night or from night to day is "day becomes night" /
    "night becomes day" (event "day_night_changed"); neither becoming day is not."""
    if to not in DESIGNATIONS:
        raise ValueError(f"it can become day or night, not {to!r} (730.1)")
    state = game.state
    old = state.day_night
    if old == to:
        return
    state.day_night = to
    state.touch()
    game.log(f"it becomes {to}")
    _turn_over(game)
    if old in DESIGNATIONS:
        game.emit(Event("day_night_changed", None, extra=(old, to)))


def untap_check(game: Game) -> None:
    """502.2 / 730.2: as the second part of the untap step, look at the previous turn.
    730.2a: day, and its active player cast no spells: it becomes night. 730.2b: night, and
    they cast two or more: it becomes day. 730.2c: neither: no check."""
    state = game.state
    cast = state.turn.previous_spells
    if cast is None:
        return
    if state.day_night == "day" and cast == 0:
        become(game, "night")
    elif state.day_night == "night" and cast >= 2:
        become(game, "day")


def spell_cast(game: Game, player: int) -> None:
    """730.2: count the spells each player casts during the turn."""
    counts = game.state.turn.spells_cast
    counts[player] = counts.get(player, 0) + 1


def new_turn(game: Game) -> None:
    """730.2: as a turn ends and the next begins, remember how many spells the active player
    of the turn that ended cast during it; the count starts over."""
    t = game.state.turn
    t.previous_spells = t.spells_cast.get(t.active, 0)
    t.last_turn_spells = dict(t.spells_cast)  # 603.4: every player's (`rules.last_turn`)
    t.spells_cast = {}


def as_enters(game: Game, obj: GameObject) -> None:
    """702.145b: "If it is night and this permanent is represented by a double-faced card,
    it enters transformed" (a replacement effect applied as it enters)."""
    if game.state.day_night != "night" or obj.face != 0 or obj.face_down is not None:
        return
    if game.chars(obj.id).has_keyword("daybound") and is_double_faced(game, obj.id):
        obj.face = 1
        game.state.touch()


def enforce(game: Game) -> None:
    """The daybound and nightbound rules that apply "any time" (not state-based actions):
    702.145d: a daybound permanent while it's neither day nor night: it becomes day.
    702.145g: a nightbound permanent, neither, and no daybound permanent: it becomes night.
    702.145c / 702.145f: a daybound permanent front face up at night, or a nightbound one
    back face up during the day, transforms."""
    state = game.state
    if not state.order.get("battlefield"):
        return

    if not {"daybound", "nightbound"} & battlefield_keywords(game):
        return  # no permanent has either (what `_bound` would find)
    day, night = _bound(game)
    if not day and not night:
        return
    if state.day_night == "neither":
        become(game, "day" if day else "night")
        return
    _turn_over(game)


def _bound(game: Game) -> tuple[list[int], list[int]]:
    res = game.layers()
    day: list[int] = []
    night: list[int] = []
    for oid in game.state.battlefield():
        ch = res.chars.get(oid)
        if ch is None:
            continue
        if ch.has_keyword("daybound"):
            day.append(oid)
        if ch.has_keyword("nightbound"):
            night.append(oid)
    return day, night


def _turn_over(game: Game) -> None:
    """702.145b/c/e/f: daybound permanents front face up at night and nightbound ones back
    face up during the day transform (all at once: the set is fixed before any turns)."""
    state = game.state
    day, night = _bound(game)
    todo: list[int] = []
    if state.day_night == "night":
        todo += [o for o in day if state.objects[o].face == 0]
    elif state.day_night == "day":
        todo += [o for o in night if state.objects[o].face == 1]
    for oid in dict.fromkeys(todo):
        transform(game, oid, by_day_night=True)


def do_set_day_night(r: Resolution, step: SetDayNight) -> None:
    """730.1: "it becomes day" / "it becomes night"."""
    become(r.game, step.to)
