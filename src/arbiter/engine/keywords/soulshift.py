"""Soulshift (702.46).

702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the
battlefield, you may return target Spirit card with mana value N or less from your
graveyard to your hand." 702.46b: each instance triggers separately.

A leaves-the-battlefield ability (603.6c, 603.10a) with a target chosen as it is put on the
stack (603.3d: among the cards in its controller's graveyard then, the card that just died
included, 404.2: "your graveyard" holds the cards you own) and checked again as it resolves
(608.2b); "you may" is the controller's choice as it resolves (`MayDo`).
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import MayDo, Ref, ReturnToHand, TargetSpec


@cache
def soulshift_ability(n: int) -> TriggeredAbility:
    """702.46a: the triggered ability "Soulshift N" stands for."""
    what = f"target Spirit card with mana value {n} or less from your graveyard"
    return TriggeredAbility(
        text="When this permanent is put into a graveyard from the battlefield, you may "
             f"return {what} to your hand.",
        trigger=Trigger("put_into_graveyard_from_battlefield", "self"),
        targets=(TargetSpec("card", s.And((
            s.InZone(("graveyard",)), s.IsSubtype("Spirit"),
            s.StatCompare("mana_value", "<=", n), s.OwnedByYou())),
            zone="graveyard", description=what),),
        instructions=(MayDo(do=(ReturnToHand(Ref.target(0)),)),))


__all__ = ["soulshift_ability"]
