"""Intervening "if" clauses about the spells cast last turn (603.4; the original Innistrad
werewolves, `rules.last_turn`):

    no spells were cast last turn
    a player cast two or more spells last turn
    an opponent lost life last turn / you lost life last turn     (119.3)
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, kw, sup
from arbiter.rules.last_turn import LifeLostLastTurn, SpellsCastLastTurn

LAST_TURN_CONDITION = (
    kw("no spells were cast last turn").set_parse_action(
        lambda: SpellsCastLastTurn("all", "==", 0))
    | (sup("a player cast") + NUMBER + sup("or more spells last turn")).set_parse_action(
        lambda t: SpellsCastLastTurn("a player", ">=", t[0]))
    | kw("an opponent lost life last turn").set_parse_action(
        lambda: LifeLostLastTurn("opponent"))
    | kw("you lost life last turn").set_parse_action(lambda: LifeLostLastTurn("you"))
).set_name("spells cast last turn")

__all__ = ["LAST_TURN_CONDITION"]
