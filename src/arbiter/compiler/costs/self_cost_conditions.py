"""601.2f: the conditions of a spell's own cost change, beside the shared conditions of
`compiler.conditions.conditions`:

    This spell costs {2} less to cast if there are four or more card types among cards in
        your graveyard.                                         (delirium, 207.2c)
    This spell costs {2} less to cast if an opponent controls a green permanent.
    This spell costs {1} less to cast if you attacked this turn.       (raid, 508.1a)
    This spell costs {2} less to cast if a creature is attacking you.  (506.3, 508.1b)
    This spell costs {3} less to cast if you've gained 3 or more life this turn.  (119.9)
    Delirium — This spell costs {2} less to cast as long as there are four or more card
        types among cards in your graveyard.
    If an opponent controls seven or more lands, this spell costs {6} less to cast.
    This spell costs {1} less to cast during your turn.

They are the static abilities' conditions about the game and its players (611.3b,
`compiler.conditions.static`; not those about an "it"), judged as the spell's total cost is
determined (601.2f) for the player casting it (`rules.spell_costs.SelfCostChange`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import DURING_TURNS, STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import NUMBER, kw, sup
from arbiter.rules import conditions as C
from arbiter.rules import values as V
from arbiter.rules.attacking_you import CreatureAttackingYou
from arbiter.rules.turn_history import LifeGainedThisTurn


def _plain(t: pp.ParseResults) -> bool:
    return not isinstance(t[0], About | ItIs)


#: "if <condition>" words after "if".
SELF_COST_CONDITION = pp.MatchFirst([
    # Raid (207.2c): 508.1a, creatures declared as attackers this turn
    kw("you attacked this turn").set_parse_action(
        lambda: C.Compare(V.CreaturesAttackedWithThisTurn(), ">", 0)),
    kw("a creature is attacking you").set_parse_action(lambda: CreatureAttackingYou()),
    (sup("you've gained") + NUMBER + sup("or more life this turn")).set_parse_action(
        lambda t: C.Compare(LifeGainedThisTurn(), ">=", t[0])),  # 119.9
    STATIC_CONDITION.copy().add_condition(_plain),
])
#: "during your turn" / "during turns other than yours" after "to cast".
SELF_COST_DURING = DURING_TURNS

__all__ = ["SELF_COST_CONDITION", "SELF_COST_DURING"]
