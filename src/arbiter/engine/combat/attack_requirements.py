"""508.1d: requirements on what a creature attacks, and the declarations that obey as many
of them as possible without paying a cost to attack (508.1h):

- 701.15b goad: "attacks each combat if able and attacks a player other than the goading
  player if able" (`engine.keyword_actions.goad`);
- "attacks that player this turn if able" (702.141a encore's tokens): a rules effect on the
  creature, `ATTACKS_PLAYER`, whose detail is the player.

Each requirement a defender obeys counts once; of what the creature could attack, those that
obey as many requirements as the best of what it could attack for free are allowed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.keyword_actions.goad import goaders
from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: "<this creature> attacks <player> this turn if able" (the rules part's name).
ATTACKS_PLAYER = "attacks_player_if_able"


def required_players(game: Game, creature: int) -> list[int]:
    """The players the creature must attack if able (each requirement once)."""
    out: list[int] = []
    for _effect, detail in rules_on(game, creature, ATTACKS_PLAYER):
        if isinstance(detail, int) and detail not in out:
            out.append(detail)
    return out


def _score(game: Game, creature: int, defender: Any) -> int:
    kind, ident = defender
    goad = sum(1 for g in goaders(game, creature) if kind == "player" and ident != g)
    return goad + sum(1 for p in required_players(game, creature)
                      if kind == "player" and ident == p)


def requirement_options(game: Game, creature: int, options: list[Any],
                        free: list[Any]) -> list[Any]:
    """508.1d: of `options` (what the creature could attack), those that obey as many
    requirements as the best of `free` (what it could attack without a cost)."""
    if not free or not (goaders(game, creature) or required_players(game, creature)):
        return options
    best = max(_score(game, creature, tuple(d)) for d in free)
    return [d for d in options if _score(game, creature, tuple(d)) >= best]


__all__ = ["ATTACKS_PLAYER", "required_players", "requirement_options"]
