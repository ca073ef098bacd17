"""Noting a life total (Sigarda's Splendor), whole lines:

    As ~ enters [the battlefield], note your life total.                  (614.12)
    At the beginning of your upkeep, draw a card if your life total is greater than or
        equal to the last noted life total for ~. Then note your life total.   (603.1)

The life total is noted on the permanent (`rules.noted_life`, instruction NoteLifeTotal);
as it enters, the note is part of the event that puts it onto the battlefield (614.12).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import ReplacementAbility, TriggeredAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.noted_life import LifeAtLeastNoted

NOTE_AS_ENTERS_LINE = (kw("as ~") + kws("enters the battlefield", "enters")
                       + lit(",") + kw("note your life total") + lit(".")).set_parse_action(
    lambda: ReplacementAbility(text="", kind="as_enters_do", spec=(I.NoteLifeTotal(),)))

NOTED_LIFE_TRIGGER_LINE = kw(
    "at the beginning of your upkeep, draw a card if your life total is greater than or "
    "equal to the last noted life total for ~. then note your life total."
).set_parse_action(lambda: TriggeredAbility(
    text="", trigger=Trigger("step", "any", step="upkeep", whose="you"),
    instructions=(I.If(LifeAtLeastNoted(), then=(I.Draw(1, "you"),)), I.NoteLifeTotal())))

__all__ = ["NOTE_AS_ENTERS_LINE", "NOTED_LIFE_TRIGGER_LINE", "pp"]
