"""Evasion keywords that restrict which creatures can block (509.1b): fear (702.36b),
intimidate (702.13b), shadow (702.28b), horsemanship (702.31b) and skulk (702.118b).
Flying, landwalk, menace and protection are checked in `engine.combat.declare`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.combat.blocking_as_though import shadow_ignored
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def evasion_problem(game: Game, blocker: int, attacker: int) -> str | None:
    """Why an evasion keyword of `attacker` (or shadow on `blocker`) keeps `blocker` from
    blocking it; None when none does."""
    ach, bch = game.chars(attacker), game.chars(blocker)
    name, aname = game.name_of(blocker), game.name_of(attacker)
    artifact_creature = "Artifact" in bch.types and "Creature" in bch.types
    if ach.has_keyword("fear") and not (artifact_creature or Color.BLACK in bch.colors):
        # 702.36b: only artifact creatures and/or black creatures can block it.
        return f"{aname} has fear; {name} is neither an artifact creature nor black (702.36b)"
    if ach.has_keyword("intimidate") and not (artifact_creature or ach.colors & bch.colors):
        # 702.13b: only artifact creatures and/or creatures sharing a color with it.
        return f"{aname} has intimidate; {name} is not an artifact creature and shares no " \
               f"color with it (702.13b)"
    # 509.1b: a blocker may block creatures with shadow as though they didn't have it.
    a_shadow = ach.has_keyword("shadow") and not shadow_ignored(game, blocker)
    if a_shadow != bch.has_keyword("shadow"):
        # 702.28b: shadow blocks only shadow, and only shadow blocks shadow.
        who = aname if a_shadow else name
        return f"{who} has shadow and the other creature doesn't (702.28b)"
    if ach.has_keyword("horsemanship") and not bch.has_keyword("horsemanship"):
        # 702.31b: creatures without horsemanship can't block it (the reverse is allowed).
        return f"{aname} has horsemanship; {name} doesn't (702.31b)"
    if ach.has_keyword("skulk") and (bch.power or 0) > (ach.power or 0):
        # 702.118b: creatures with greater power can't block it.
        return f"{aname} has skulk; {name} has greater power (702.118b)"
    return None
