"""603.2, 400.1: trigger conditions on a permanent entering from a named zone.

    When this creature enters from a graveyard, ...            (Triarch Praetorian)
    When this creature enters from your graveyard, ...         (Phyrexian Dragon Engine)
    Whenever a creature enters from your graveyard, ...        (Dredging Claw)
    Whenever this creature or another permanent enters from a graveyard, ...  (River Kelpie)
    When this creature enters from your hand, ...              (Thousand-Faced Shadow)

The engine's "enters" event names the zone the card came from (`from_zone`, the zone change
that put it onto the battlefield; none for a token created there, 111.1:
`engine.replacement.entering`). "Your graveyard" / "your hand": a card goes to its owner's
graveyard or hand (400.3), so it is one the ability's controller owns.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s

#: The words after "enters [the battlefield]": (zone, owned by the ability's controller).
_ZONES = (("from a graveyard", "graveyard", False), ("from your graveyard", "graveyard", True),
          ("from exile", "exile", False), ("from your hand", "hand", True))
_ENTERS = kws("enters the battlefield", "enters")


def _from(t: Trigger, zone: str, yours: bool) -> Trigger:
    if t.any_of:
        return replace(t, any_of=tuple(_from(a, zone, yours) for a in t.any_of))
    selector = t.selector
    if yours:
        selector = s.OwnedByYou() if selector is None else s.And((selector, s.OwnedByYou()))
    return replace(t, from_zone=zone, selector=selector)


def enters_from_zone(obj_event: Callable[[pp.ParserElement], pp.ParserElement],
                     self_or_another: pp.ParserElement
                     ) -> tuple[pp.ParserElement, pp.ParserElement]:
    """The conditions "<object> enters from <zone>" (`obj_event`: an object phrase and its
    event's words, `compiler.triggers.triggers._obj_event`) and "~ or another <object>
    enters from <zone>" (`self_or_another`: that condition without the zone)."""
    def zone_action(zone: str, yours: bool):  # type: ignore[no-untyped-def]
        return lambda t: _from(t[0], zone, yours)

    one = pp.MatchFirst([
        obj_event(_ENTERS + kw(words)).add_parse_action(zone_action(zone, yours))
        for words, zone, yours in _ZONES])
    both = pp.MatchFirst([
        (self_or_another + sup(words)).add_parse_action(zone_action(zone, yours))
        for words, zone, yours in _ZONES])
    return one, both


__all__ = ["enters_from_zone"]
