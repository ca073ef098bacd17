"""Goaded creatures (701.15): "Enchanted creature ... is goaded" (a rules effect "goaded" on
the creature; the player who goads it is the effect's controller, the controller of the
permanent that causes it, 701.15b).

701.15b: a goaded creature attacks each combat if able and attacks a player other than the
goading player if able. 701.15c-d: each different goading player adds requirements; the
same player twice adds none. 508.1d: the declaration must obey as many requirements as
possible without paying costs (508.1h): a goaded creature that attacks must attack what
obeys the most "a player other than <goader>" requirements among what it could attack for
free; a player who chooses to pay a cost may attack anything that obeys as many.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

RULE = "goaded"


def goaders(game: Game, creature: int) -> list[int]:
    """701.15b-d: the players who have goaded the creature (each once)."""
    out: list[int] = []
    for effect, _d in rules_on(game, creature, RULE):
        if effect.controller not in out:
            out.append(effect.controller)
    return out


def _score(by: list[int], defender: Any) -> int:
    """How many "attacks a player other than <goader>" requirements attacking `defender`
    obeys (701.15b)."""
    kind, ident = defender
    return sum(1 for g in by if kind == "player" and ident != g)


def goad_options(game: Game, creature: int, options: list[Any], free: list[Any]) -> list[Any]:
    """508.1d / 701.15b: of `options` (what the creature could attack), those that obey as
    many goad requirements as the best of `free` (what it could attack without a cost)."""
    by = goaders(game, creature)
    if not by or not free:
        return options
    best = max(_score(by, tuple(d)) for d in free)
    return [d for d in options if _score(by, tuple(d)) >= best]


__all__ = ["RULE", "goad_options", "goaders"]
