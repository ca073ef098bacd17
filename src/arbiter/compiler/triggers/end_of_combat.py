""""At end of combat, ..." (511.2: such abilities trigger as the end of combat step begins;
603.1), and the intervening "if" that goes with it (603.4):

    At end of combat, ...                                   (Clockwork Beast)
    At end of combat on your turn, ...                      (only during your turn)
    if ~ attacked or blocked this combat                    (508.1a, 509.1g)
    if ~ attacked this combat / if ~ blocked this combat
    if ~ attacked this turn / if ~ attacked or blocked this turn   (508.1a, 509.1g: any time)

The step begins only if the combat phase has one (508.8 skips only the declare blockers and
combat damage steps; 723.2e: a skipped end of combat step triggers nothing).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.attacked import SourceAttackedOrBlockedThisCombat, SourceAttackedThisTurn

#: 511.2: "At end of combat [on your turn]".
AT_END_OF_COMBAT = (sup("at end of combat") + pp.Optional(
    kw("on your turn").set_parse_action(lambda: "you"))).set_parse_action(
    lambda t: Trigger("step", "any", step="end_of_combat",
                      whose="you" if "you" in list(t) else "any"))

#: 603.4 with 508.1a / 509.1g: what the source did in the combat under way.
ATTACKED_OR_BLOCKED_THIS_COMBAT = pp.MatchFirst([
    kw("~ attacked or blocked this combat").set_parse_action(
        lambda: SourceAttackedOrBlockedThisCombat()),
    kw("~ blocked or attacked this combat").set_parse_action(
        lambda: SourceAttackedOrBlockedThisCombat()),
    kw("~ attacked this combat").set_parse_action(
        lambda: SourceAttackedOrBlockedThisCombat(blocked=False)),
    kw("~ blocked this combat").set_parse_action(
        lambda: SourceAttackedOrBlockedThisCombat(attacked=False)),
    # 508.1a, 509.1g: this turn (`TurnState.attacked_with`, the "blocks" events)
    kw("~ attacked this turn").set_parse_action(lambda: SourceAttackedThisTurn()),
    kw("~ attacked or blocked this turn").set_parse_action(
        lambda: SourceAttackedThisTurn(or_blocked=True)),
])

__all__ = ["ATTACKED_OR_BLOCKED_THIS_COMBAT", "AT_END_OF_COMBAT"]
