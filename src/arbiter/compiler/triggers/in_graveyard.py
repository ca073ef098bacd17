"""113.6, 603.4: a triggered ability whose intervening "if" says its card is in the graveyard
("At the beginning of your upkeep, if this card is in your graveyard, you may pay {B}{B}{B}.
If you do, return it to your hand.") functions there: its trigger condition is marked with
that zone (`Trigger.zone`, `engine.triggers.triggered`), and "it" / "this card" in the effect
is the card. Returning the card to the hand or the battlefield returns it only if it is still
in the graveyard (`rules.instructions.ReturnSelfFromGraveyard`, 400.7); any other instruction
on the card (exiling it, putting it on the library) is left unread.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules.conditions import SourceMatches
from arbiter.rules.instructions.triggers import ReturnSelfFromGraveyard
from arbiter.rules.selectors import InZone
from arbiter.rules.structure import nodes

_IN_GRAVEYARD = SourceMatches(InZone(("graveyard",)))
#: "if this card is in your graveyard" (a card is only ever in its owner's graveyard, 404.1).
IN_YOUR_GRAVEYARD = (kw("~ is in your graveyard") + ~kw("with")  # not Nether Shadow's (404.2)
                     ).set_parse_action(lambda: _IN_GRAVEYARD)


def in_own_graveyard(cond: object) -> bool:
    """Whether an intervening "if" is "if this card is in your graveyard"."""
    return cond == _IN_GRAVEYARD


def graveyard_trigger(trigger: Trigger) -> Trigger:
    """113.6: the trigger, working while its card is in the graveyard."""
    if trigger.subject == "self" or any(a.subject == "self" for a in trigger.any_of):
        raise pp.ParseException("", 0, "an event of the card itself, from the graveyard")
    return dataclasses.replace(trigger, zone="graveyard")


def _rewrite(x: Any) -> Any:
    this = I.Ref.this()
    if isinstance(x, I.ReturnToHand) and x.what == this:
        return ReturnSelfFromGraveyard(to="hand")
    if isinstance(x, I.ReturnToBattlefield) and x.what == this and not x.under_you \
            and not x.effect_parts and not x.attacking and not x.transformed \
            and x.attach_to is None:
        return ReturnSelfFromGraveyard(tapped=x.tapped, counters=x.counters)
    if isinstance(x, tuple | list):
        return type(x)(_rewrite(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
            type(x).__module__.startswith("arbiter.rules.instructions"):
        return dataclasses.replace(x, **{f.name: _rewrite(getattr(x, f.name))
                                         for f in dataclasses.fields(x)})
    return x


def from_graveyard(body: tuple[Any, ...]) -> tuple[Any, ...]:
    """The effect with "return this card to your hand / to the battlefield" as the return of
    the card from the graveyard; unread if it does anything else to the card."""
    out = _rewrite(body)
    if any(n == I.Ref.this() for n in nodes(out)):
        raise pp.ParseException("", 0, "an instruction on the card in the graveyard")
    return tuple(out)


__all__ = ["IN_YOUR_GRAVEYARD", "from_graveyard", "graveyard_trigger", "in_own_graveyard"]
