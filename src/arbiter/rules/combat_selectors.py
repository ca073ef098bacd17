"""Selectors about combat roles that name a player: "<objects> defending player controls"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def defending_player(view: LayerView, source: int | None) -> int | None:
    """The defending player an ability of `source` refers to.

    508.5: for an attacking creature, the player it attacks, or the controller of the
    planeswalker / protector of the battle it attacks, also once it was removed from combat
    (what it attacked before). 506.2: during the combat phase of a two-player game, the
    nonactive player is the defending player. None outside combat."""
    state = view.state
    combat = state.combat
    if combat is None:
        return None
    defender = combat.attackers.get(source) if source is not None else None
    if defender is None and source is not None:
        defender = combat.removed.get(source)  # 508.5: what it attacked before its removal
    if defender is not None:
        kind, ident = defender
        if kind == "player":
            return ident
        obj = state.objects.get(ident)
        if obj is not None and obj.zone == "battlefield" and ident in view.chars:
            protector = obj.choices.get("protector")
            if "Battle" in view.chars[ident].types and isinstance(protector, int):
                return protector  # 310.8
            return view.controller(ident)
    players = [p.index for p in state.players]
    if len(players) == 2:
        return next(p for p in players if p != state.turn.active)
    return None


@dataclass(frozen=True)
class ControlledByDefendingPlayer(Selector):
    """"<objects> defending player controls" (506.2, 508.5)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        who = defending_player(view, ctx.source)
        return who is not None and view.controller(oid) == who
