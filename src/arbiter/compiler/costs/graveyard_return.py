"""113.6m: an activated ability of a card in a graveyard returning it to its owner's hand,
with the upkeep restriction some carry (602.5b):

    {2}{R}{R}{R}: Return this card from your graveyard to your hand. Activate only during
    your upkeep.                                                   (Hammer of Bogardan)
    {1}{B}: Return this card from your graveyard to the battlefield tapped.
                                                                   (Reassembling Skeleton)
    {1}{W}: Return this card from your graveyard to your hand. Activate only as a sorcery.
                                                       (Evershrike's Gift; 602.5d)

The ability works only while the card is in the graveyard (`zone="graveyard"`) and returns it
only if it is still there (`ReturnSelfFromGraveyard`, `engine.zones.zone_changes`; to the
battlefield under its owner's control).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.costs.costs import COST
from arbiter.compiler.costs.step_restrictions import STEP_RESTRICTION
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.instructions.triggers import ReturnSelfFromGraveyard
from arbiter.rules.step_conditions import DuringYourStep

_UPKEEP = (kw("activate only during your upkeep") + lit(".")).set_parse_action(
    lambda: DuringYourStep("upkeep"))
#: 602.5d: the timing of a sorcery.
_SORCERY = (kw("activate only as a sorcery") + lit(".")).set_parse_action(lambda: "sorcery")


def _ability(t: pp.ParseResults) -> ActivatedAbility:
    cost, instruction = t[0], t[1]
    rest = list(t[2:])
    sorcery = rest == ["sorcery"]  # 602.5d
    cond = rest[0] if rest and not sorcery else None
    if isinstance(cond, tuple):
        cond = cond[1]  # ("if", <condition>) of `compiler.costs.step_restrictions` (602.5b)
    return ActivatedAbility(text="", cost=cost, instructions=(instruction,),
                            zone="graveyard", condition=cond, sorcery_speed=sorcery)


_RETURN = pp.MatchFirst([
    kw("return ~ from your graveyard to your hand").set_parse_action(
        lambda: ReturnSelfFromGraveyard(to="hand")),
    (sup("return ~ from your graveyard to the battlefield")
     + pp.Optional(kw("tapped").set_parse_action(lambda: True), default=False)
     ).set_parse_action(lambda t: ReturnSelfFromGraveyard(tapped=t[0])),
])

#: "<cost>: Return ~ from your graveyard to your hand / to the battlefield [tapped].
#: [Activate only during your upkeep. / Activate only as a sorcery.]"
RETURN_FROM_GRAVEYARD_LINE = (COST + lit(":") + _RETURN + lit(".")
                              + pp.Optional(_UPKEEP | STEP_RESTRICTION | _SORCERY)
                              ).set_parse_action(_ability)

__all__ = ["RETURN_FROM_GRAVEYARD_LINE"]
