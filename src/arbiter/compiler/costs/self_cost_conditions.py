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

and its counts:

    This spell costs {1} less to cast for each card you've drawn this turn.   (121.2)
    This spell costs {1} less to cast for each 1 life you gained this turn.   (119.9)
    This spell costs {1} less to cast for each opponent you have.             (102.2)
    This spell costs {X} less to cast, where X is the amount of life you gained this turn.
    This spell costs {1} less to cast during your turn.

They are the static abilities' conditions about the game and its players (611.3b,
`compiler.conditions.static`; not those about an "it"), judged as the spell's total cost is
determined (601.2f) for the player casting it (`rules.spell_costs.SelfCostChange`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import DURING_TURNS, STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.rules import conditions as C
from arbiter.rules import values as V
from arbiter.rules.attacking_you import CreatureAttackingYou
from arbiter.rules.player_state_conditions import OpponentCount
from arbiter.rules.turn_history import LifeGainedThisTurn
from arbiter.rules.turn_totals import CardsDrawnThisTurn


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
#: "for each <count>" after "to cast".
SELF_COST_EACH = pp.MatchFirst([
    kws("for each card you've drawn this turn", "for each card you drew this turn"
        ).set_parse_action(lambda: CardsDrawnThisTurn()),
    kw("for each 1 life you gained this turn").set_parse_action(
        lambda: LifeGainedThisTurn()),
    kw("for each opponent you have").set_parse_action(lambda: OpponentCount()),
])
#: The X of "{X} less to cast, where X is <...>".
SELF_COST_X = kw("the amount of life you gained this turn").set_parse_action(
    lambda: LifeGainedThisTurn())
#: "during your turn" / "during turns other than yours" after "to cast".
SELF_COST_DURING = DURING_TURNS

__all__ = ["SELF_COST_CONDITION", "SELF_COST_DURING", "SELF_COST_EACH", "SELF_COST_X"]
