"""615.1: "Prevent all combat damage that would be dealt this turn." (Fog, Holy Day): a
resolving spell's prevention effect until end of turn on every source and recipient of combat
damage (510.2); a rules effect (613.10) that `engine.replacement.damage.prevented` reads."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN

#: The rules effect's name.
PREVENT_ALL_COMBAT_DAMAGE = "prevent_all_combat_damage"

PREVENT_ALL_COMBAT_DAMAGE_THIS_TURN = kw(
    "prevent all combat damage that would be dealt this turn").set_parse_action(
    lambda: [[I.CreateEffect(parts=(P.RulesPart(PREVENT_ALL_COMBAT_DAMAGE),), affected=None,
                             duration=END_OF_TURN, rules_only=True)]])

__all__ = ["PREVENT_ALL_COMBAT_DAMAGE", "PREVENT_ALL_COMBAT_DAMAGE_THIS_TURN"]
