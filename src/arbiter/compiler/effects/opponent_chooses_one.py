"""608.2d: "An opponent chooses one of them." after targets chosen in a graveyard, each card
then put somewhere by whether it was chosen (`engine.zones.opponent_chooses_one`):

    Choose up to two target creature cards in your graveyard. An opponent chooses one of
    them. Return that card to your hand. Return the other to the battlefield under your
    control.                                                     (Wake to Slaughter)

What follows ("It gains haste. Exile it at the beginning of the next end step.") names the
card put onto the battlefield (608.2c)."""

from __future__ import annotations

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.zones.opponent_chooses_one import OpponentChoosesOne

#: the targets: cards in a graveyard ("up to two target creature cards in your graveyard")
_CARDS = TARGET_OBJECT.copy().add_condition(
    lambda t: t[0].spec.kind == "card" and t[0].spec.zone == "graveyard"
    and t[0].spec.count == 2)

OPPONENT_CHOOSES_ONE = (sup("choose") + _CARDS + lit(".")
                        + sup("an opponent chooses one of them") + lit(".")
                        + sup("return that card to your hand") + lit(".")
                        + sup("return the other to the battlefield under your control")
                        + lit(".")).set_parse_action(
    lambda t: [("plain", [OpponentChoosesOne(t[0])])])

__all__ = ["OPPONENT_CHOOSES_ONE"]
