"""The trigger condition "When you cast this spell" (603.2, 601.2i): the spell's own ability,
which triggers as it becomes cast. It can't trigger from the battlefield, so it functions on
the stack (113.6k): `Trigger("cast", "self", zone="stack")`, matched by `engine.triggers.triggered`
for the spell just cast (`engine.triggers.cast_triggers`). A copy of a spell isn't cast (707.10),
so it never triggers this."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws
from arbiter.engine.triggers.conditions import Trigger

#: "this spell" is written "~" by `compiler.grammar.text` (201.5), as is the card's name.
CAST_THIS_SPELL = kws("you cast ~", "you cast this spell").set_parse_action(
    lambda: Trigger("cast", "self", zone="stack"))
