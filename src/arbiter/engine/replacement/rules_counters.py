"""Counters with rules of their own that are replacement and prevention effects (122.1):

122.1c: one or more shield counters on a permanent create a single replacement effect, "If
this permanent would be destroyed as the result of an effect, instead remove a shield counter
from it" (not destruction by a state-based action, 704.5g-h), and a single prevention effect,
"If damage would be dealt to this permanent, prevent that damage and remove a shield counter
from it" (none for damage that can't be prevented, 615.12). Each is offered beside the other
effects that would apply, the permanent's controller choosing the order (616.1:
`engine.keyword_actions.regenerate.destroy`, `engine.replacement.damage.modified`).

122.1d: one or more stun counters on a permanent create a single replacement effect: "If a
permanent with a stun counter would become untapped, instead remove a stun counter from it."
(An untapped permanent can't become untapped: its stun counters stay.)

122.1h: one or more finality counters on a permanent create a single replacement effect: "If
this permanent would be put into a graveyard from the battlefield, exile it instead." It is
offered beside the other effects that would change where the permanent goes, its controller
choosing the order (616.1, `Game._replace_zone_change`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 122.1h as a zone-change detail: from the battlefield, to a graveyard, exiled instead.
FINALITY_DETAIL = ("battlefield", "graveyard", "exile")


@dataclass(frozen=True)
class FinalityCounters:
    """The single replacement effect of a permanent's finality counters (122.1h)."""

    permanent: int

    @property
    def key(self) -> tuple[str, int]:
        return ("finality", self.permanent)

    @property
    def name(self) -> str:
        return "its finality counter (122.1h)"


def finality_exiles(game: Game, oid: int, from_zone: str
                    ) -> list[tuple[FinalityCounters, tuple[str, str, str]]]:
    """122.1h: the finality counters' replacement effect, if `oid` leaving `from_zone` for a
    graveyard has one."""
    if from_zone != "battlefield" or not game.obj(oid).counters.get("finality"):
        return []
    return [(FinalityCounters(oid), FINALITY_DETAIL)]


def stunned_instead(game: Game, oid: int) -> bool:
    """122.1d: a tapped permanent with a stun counter that would become untapped loses a
    stun counter instead (and stays tapped). Returns whether that replaced the untapping."""
    obj = game.obj(oid)
    if obj.zone != "battlefield" or not obj.tapped or not obj.counters.get("stun"):
        return False
    game.remove_counters(oid, "stun", 1)
    game.log(f"{game.name_of(oid)} would untap: a stun counter is removed instead (122.1d)")
    return True


#: 122.1c: the destruction replacement's option among those replacing a destruction.
SHIELD_COUNTER = -1


def has_shield_counter(game: Game, oid: int) -> bool:
    obj = game.obj(oid)
    return obj.zone == "battlefield" and bool(obj.counters.get("shield"))


def remove_shield_counter(game: Game, oid: int, instead_of: str) -> None:
    """122.1c: what the shield counters' effects do instead: remove one."""
    game.remove_counters(oid, "shield", 1)
    game.log(f"{game.name_of(oid)} would be {instead_of}: a shield counter is removed "
             "instead (122.1c)")


def shield_prevention(game: Game, target: tuple[str, int], used: set[object],
                      preventable: bool) -> list[tuple[str, tuple[str, int]]]:
    """122.1c: the shield counters' prevention effect, as an option for damage about to be
    dealt to `target` (once per damage event)."""
    kind, ident = target
    if kind == "player" or not preventable or ("shield_counter", ident) in used \
            or not has_shield_counter(game, ident):
        return []
    return [("its shield counter: prevent that damage and remove a shield counter (122.1c)",
             ("shield_counter", ident))]


__all__ = ["FINALITY_DETAIL", "SHIELD_COUNTER", "FinalityCounters", "finality_exiles",
           "has_shield_counter", "remove_shield_counter", "shield_prevention",
           "stunned_instead"]
