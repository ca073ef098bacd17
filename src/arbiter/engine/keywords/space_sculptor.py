"""702.158 Space sculptor (`rules.sectors`).

- 702.158c / 704.5u: any time a permanent with space sculptor and creatures without a
  sector designation are on the battlefield together, each player who controls such
  creatures and doesn't control a permanent with space sculptor chooses a sector for each of
  them; then each other player who controls such creatures does (each group in APNAP order,
  one decision per creature). A state-based action (`sba`).
- 702.158b: a permanent keeps its sector designation until no player controls a permanent
  with space sculptor or an ability whose source has space sculptor (on the stack, or
  triggered and waiting for it); then every designation ends (`sba`).
- 702.158d: "the sector of your choice" (`do_in_sector_of_choice`).
- 702.158e / 509.1b: "can be blocked only by creatures in the same sector"
  (`same_sector_problem`, read by `engine.combat.declare`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from arbiter.engine.battlefield_keywords import on_battlefield
from arbiter.engine.decisions import Decision
from arbiter.engine.per_answer import per_answer
from arbiter.rules.sectors import (
    SAME_SECTOR_BLOCKERS,
    SECTOR,
    SECTORS,
    SPACE_SCULPTOR,
    InChosenSector,
    InSector,
    InSectorOfChoice,
    sector_of,
)

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


def _sculptors(game: Game) -> list[int]:

    chars = game.layers().chars
    if not on_battlefield(game, SPACE_SCULPTOR):
        return []  # no permanent has it
    return [o for o in game.state.battlefield()
            if o in chars and chars[o].has_keyword(SPACE_SCULPTOR)]


def _ability_from_sculptor(game: Game) -> bool:
    """702.158b: an ability whose source has space sculptor, on the stack or waiting."""
    def has(source: Any) -> bool:
        if not isinstance(source, int) or source not in game.state.objects:
            return False
        try:
            return game.chars(source).has_keyword(SPACE_SCULPTOR)
        except KeyError:
            return False
    return any(item.kind != "spell" and has(item.source) for item in game.state.stack_items) \
        or any(has(t[0]) for t in game.state.pending_triggers)


def sba(game: Game) -> bool:
    """704.5u and 702.158b (see the module's docstring)."""
    state = game.state
    sculptors = _sculptors(game)
    if not sculptors:
        # Found once per layer answer (`per_answer`): a designation is given, and ended, with
        # a change that gives a new one.
        marked = per_answer(game, "_sector_marked", lambda: [
            o for o in state.objects.values() if SECTOR in o.choices])
        if not marked or _ability_from_sculptor(game):
            return False
        for obj in marked:
            del obj.choices[SECTOR]  # 702.158b: no one controls space sculptor any more
        state.touch()
        return True
    chars = game.layers().chars
    without = [o for o in state.battlefield() if o in chars and "Creature" in chars[o].types
               and sector_of(state, o) is None]
    if not without:
        return False
    sculpting = {chars[o].controller for o in sculptors}
    order = game.apnap()
    players = [p for p in order if p not in sculpting] + [p for p in order if p in sculpting]
    for p in players:
        for oid in [o for o in without if chars[o].controller == p]:
            pick = game.decide(Decision(
                "sector_designation", f"choose a sector for {game.name_of(oid)} (702.158c)",
                p, [(s, s) for s in SECTORS], key="sector_designation"))
            state.objects[oid].choices[SECTOR] = pick
            game.log(f"{game.player_name(p)} puts {game.name_of(oid)} in the {pick} sector")
    state.touch()
    return True


def _bind(value: Any, sector: str) -> Any:
    """`value` with each `InChosenSector` replaced by `InSector(sector)`."""
    if isinstance(value, InChosenSector):
        return InSector(sector)
    if isinstance(value, tuple):
        return tuple(_bind(v, sector) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _bind(getattr(value, f.name), sector)
                   for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes) if any(
            changes[k] is not getattr(value, k) for k in changes) else value
    return value


def do_in_sector_of_choice(r: Resolution, step: InSectorOfChoice) -> None:
    """702.158d: the controller chooses a sector; the instructions then act on each
    creature in it."""
    g = r.game
    sector = g.decide(Decision("sector", "choose a sector (702.158d)", r.item.controller,
                               [(s, s) for s in SECTORS], key="sector"))
    g.log(f"{g.player_name(r.item.controller)} chooses the {sector} sector")
    r.follow(_bind(step.then, sector))


def same_sector_problem(game: Game, attacker: int, blocker: int) -> str | None:
    """702.158e / 509.1b: an attacker that can be blocked only by creatures in its sector."""
    from arbiter.engine.rules_effects import rules_on

    if not rules_on(game, attacker, SAME_SECTOR_BLOCKERS):
        return None
    mine = sector_of(game.state, attacker)
    if mine is not None and sector_of(game.state, blocker) == mine:
        return None
    return (f"{game.name_of(attacker)} can be blocked this turn only by creatures in the "
            f"same sector (702.158e)")


__all__ = ["do_in_sector_of_choice", "same_sector_problem", "sba"]
