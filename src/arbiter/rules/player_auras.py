"""Selectors and numbers about the player an Aura enchants (303.4b): "target players other
than that player", "the number of Curses attached to that player", "<objects> enchanted
player controls"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.view import EffectContext, LayerView


def enchanted_by(view: LayerView, source: int | None) -> int | None:
    """303.4b / 608.2h: the player `source` enchants (or last enchanted, if it left)."""
    if source is None or source not in view.state.objects:
        return None
    return view.state.objects[source].attached_player


@dataclass(frozen=True)
class ControlledByEnchantedPlayer(Selector):
    """"<objects> enchanted player controls" (303.4b): controlled by the player the source
    enchants (an object of no enchanted player matches nothing)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        who = enchanted_by(view, ctx.source)
        return who is not None and view.controller(oid) == who


@dataclass(frozen=True)
class OtherThanEnchantedPlayer(Selector):
    """A target player "other than that player" (the player the source enchants, 115.1)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        raise TypeError("a player selector is checked with allows_player")

    def allows_player(self, game: Game, player: int, source: int | None) -> bool:
        from arbiter.rules.view import LayerView as _View

        enchanted = enchanted_by(_View(game.state, game.layers().chars), source)
        return enchanted is not None and player != enchanted


@dataclass(frozen=True)
class CursesAttachedToEnchantedPlayer(Value):
    """"the number of Curses attached to that player" (205.3h Curse, 303.4b): Curse
    permanents on the battlefield attached to the player the source enchants."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        player = enchanted_by(view, ctx.source)
        if player is None:
            return 0
        return sum(1 for o in view.state.order.get("battlefield", [])
                   if view.state.objects[o].attached_player == player
                   and o in view.chars and "Curse" in view.chars[o].subtypes)

    def __str__(self) -> str:
        return "the number of Curses attached to that player"
