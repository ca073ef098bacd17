"""603.4: an intervening "if" about the ability's own source, and what it says about the rest
of the ability:

    ..., if this permanent is an enchantment, it becomes a 2/4 Soldier creature.
    ..., if this card is in your graveyard, you may pay {B}{B}{B}. If you do, return it ...

"It" in the effect is the object the "if" names (not the event's object: the Opal cycle's
"it" was the creature spell cast); a card the "if" finds in the graveyard has an ability
working there (113.6, `compiler.triggers.in_graveyard`).
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.refs import ItPronoun
from arbiter.compiler.triggers.in_graveyard import (
    from_graveyard,
    graveyard_trigger,
    in_own_graveyard,
)
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules.conditions import SourceMatches
from arbiter.rules.structure import nodes


def source_if(cond: object, trigger: Trigger, default: I.Ref,
              effects: Any) -> tuple[Trigger, I.Ref]:
    """The trigger and what "it" means by default, after the intervening "if" `cond`
    (`effects`: the effect not yet bound). Only the word "it" is taken as the source: "that
    creature" still names the event's object, and with both the default is left as it was."""
    pronouns = [n for n in nodes(effects) if isinstance(n, I.Ref) and n.kind == "pronoun"]
    if isinstance(cond, SourceMatches) and all(isinstance(n, ItPronoun) for n in pronouns):
        default = I.Ref.this()
    if in_own_graveyard(cond):
        trigger = graveyard_trigger(trigger)
    elif any(in_own_graveyard(c) for c in getattr(cond, "parts", ())):
        # "if this card is in your graveyard and it's your turn": not read (113.6)
        raise pp.ParseException("", 0, "'in your graveyard' beside another condition")
    return trigger, default


def source_if_body(cond: object, body: tuple[Any, ...]) -> tuple[Any, ...]:
    """The bound effect, its instructions on a card in the graveyard made returns from there
    (113.6, 400.7)."""
    return from_graveyard(body) if in_own_graveyard(cond) else body


__all__ = ["source_if", "source_if_body"]
