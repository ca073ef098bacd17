"""614.1a, 614.12: a permanent's own replacement of its entering by an action of its
controller ("If this land would enter, sacrifice a Forest instead. If you do, put this land
onto the battlefield. If you don't, put it into its owner's graveyard."; Mox Diamond's "...,
you may discard a land card instead. ..."), as data: the `spec` of a `ReplacementAbility` of
kind `KIND`, carried out by `engine.replacement.entering_costs`."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector

#: The `ReplacementAbility.kind`.
KIND = "enter_unless_action"


@dataclass(frozen=True)
class EnterAction:
    """What the controller does instead of the permanent's entering: `action` "sacrifice"
    (`n` permanents they control matching `selector`) or "discard" (`n` cards in their hand
    matching `selector`); `optional`: "you may". Done: the permanent enters; not done: it
    is put into its owner's graveyard instead."""

    action: str
    n: int
    selector: Selector
    optional: bool = False


__all__ = ["KIND", "EnterAction"]
