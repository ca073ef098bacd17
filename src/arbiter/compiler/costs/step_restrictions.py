"""602.5b: activation restrictions of timing not read by `compiler.costs.activation_limits`:
steps of the turn (`rules.step_windows`) and the conditions a spell's own cost change also
uses ("Activate only if you attacked this turn.", raid 508.1a; "... if you gained life this
turn.", 119.9), each a ("if", <condition>) token of `compiler.lines`."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.rules import conditions as C
from arbiter.rules import values as V
from arbiter.rules.attacking_you import CreatureAttackingYou
from arbiter.rules.step_windows import DuringSteps, before
from arbiter.rules.turn_history import LifeGainedThisTurn

_WINDOWS = pp.MatchFirst([
    kw("during the declare blockers step").set_parse_action(
        lambda: DuringSteps(("declare_blockers",))),
    kw("during the end of combat step").set_parse_action(
        lambda: DuringSteps(("end_of_combat",))),
    kw("before blockers are declared").set_parse_action(
        lambda: DuringSteps(before("declare_blockers"))),
    kw("before the combat damage step").set_parse_action(
        lambda: DuringSteps(before("combat_damage"))),
    kw("before the end of combat step").set_parse_action(
        lambda: DuringSteps(before("end_of_combat"))),
    kw("during combat after blockers are declared").set_parse_action(
        lambda: DuringSteps(("declare_blockers", "combat_damage", "end_of_combat"))),
    kw("during an opponent's turn").set_parse_action(lambda: DuringSteps(whose="opponents")),
    kw("during an opponent's upkeep").set_parse_action(
        lambda: DuringSteps(("upkeep",), whose="opponents")),
])

#: The conditions about the turn's events a spell's own cost change also uses
#: (`compiler.costs.self_cost_conditions`).
_IF = pp.MatchFirst([
    # raid (207.2c): 508.1a, creatures the activating player declared as attackers this turn
    kw("you attacked this turn").set_parse_action(
        lambda: C.Compare(V.CreaturesAttackedWithThisTurn(), ">", 0)),
    kw("a creature is attacking you").set_parse_action(lambda: CreatureAttackingYou()),
    (sup("you've gained") + NUMBER + sup("or more life this turn")).set_parse_action(
        lambda t: C.Compare(LifeGainedThisTurn(), ">=", t[0])),  # 119.9
    kw("you gained life this turn").set_parse_action(
        lambda: C.Compare(LifeGainedThisTurn(), ">=", 1)),  # 119.9
])

STEP_RESTRICTION = pp.MatchFirst([
    (sup("activate only") + _WINDOWS + lit(".")).set_parse_action(lambda t: ("if", t[0])),
    (sup("activate only if") + _IF + lit(".")).set_parse_action(
        lambda t: ("if", t[0])),
])

__all__ = ["STEP_RESTRICTION"]
