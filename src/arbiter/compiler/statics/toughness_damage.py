"""510.1a: "<creatures> assign(s) combat damage equal to its toughness rather than its power"
as a predicate of a static ability's sentence (Doran, the Siege Tower; Assault Formation;
"Each creature you control with toughness greater than its power ..."): a rules part on each
creature the ability applies to (`engine.combat.damage_amount`). Conditions ("As long as
...", "During your turn, ...") are the sentence's own (611.3b).

"... equal to its mana value rather than its power" and "crews Vehicles using its toughness"
are other rules and stay unread."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws
from arbiter.engine.combat.damage_amount import ASSIGNS_TOUGHNESS
from arbiter.rules import parts as P

ASSIGNS_TOUGHNESS_PREDICATE = kws(
    "assigns combat damage equal to its toughness rather than its power",
    "assign combat damage equal to their toughness rather than their power",
).set_parse_action(lambda: [[P.RulesPart(rule=ASSIGNS_TOUGHNESS)]])

__all__ = ["ASSIGNS_TOUGHNESS_PREDICATE"]
