"""Objects of the player chosen as a permanent entered (614.12: "As this creature enters,
choose an opponent"), for the numbers its characteristic-defining abilities count (604.3):

    Entropic Specter's power and toughness are each equal to the number of cards in the
    chosen player's hand.
    Skyshroud War Beast's power and toughness are each equal to the number of nonbasic lands
    the chosen player controls.

604.3: a characteristic-defining ability functions in every zone; an object for which no
player was chosen (in a hand, in a graveyard, or put onto the battlefield without the choice)
has no chosen player, so nothing is counted (0).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The choices "As ~ enters, choose an opponent / a player" record (`engine.replacement`).
_KEYS = ("opponent", "player")


def chosen_player(view: LayerView, ctx: EffectContext) -> int | None:
    """The player chosen for the effect's source as it entered, if any."""
    if ctx.source is None or ctx.source not in view.state.objects:
        return None
    choices = view.state.objects[ctx.source].choices
    chosen = next((choices[k] for k in _KEYS if k in choices), None)
    return chosen if isinstance(chosen, int) and not isinstance(chosen, bool) else None


@dataclass(frozen=True)
class OwnedByChosenPlayer(Selector):
    """"in the chosen player's hand / graveyard": a card the chosen player owns (404.1)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        chosen = chosen_player(view, ctx)
        return chosen is not None and view.state.objects[oid].owner == chosen

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})


@dataclass(frozen=True)
class ControlledByChosenPlayer(Selector):
    """"<permanents> the chosen player controls" (108.4)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        chosen = chosen_player(view, ctx)
        return chosen is not None and view.controller(oid) == chosen

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})


__all__ = ["ControlledByChosenPlayer", "OwnedByChosenPlayer", "chosen_player"]
