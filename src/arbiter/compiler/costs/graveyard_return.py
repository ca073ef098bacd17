"""113.6m: an activated ability of a card in a graveyard returning it to its owner's hand,
with the upkeep restriction some carry (602.5b):

    {2}{R}{R}{R}: Return this card from your graveyard to your hand. Activate only during
    your upkeep.                                                   (Hammer of Bogardan)
    {1}{B}: Return this card from your graveyard to the battlefield tapped.
                                                                   (Reassembling Skeleton)
    {1}{W}: Return this card from your graveyard to your hand. Activate only as a sorcery.
                                                       (Evershrike's Gift; 602.5d)
    {2}{G}{G}: Return this card from your graveyard to the battlefield with a finality
    counter on it. Activate only if there are four or more card types among cards in your
    graveyard and only as a sorcery.                    (Balustrade Wurm; 122.1h, 602.5b)
    {4}{B}{B}: Return this card from your graveyard to the battlefield with a +1/+1 counter
    on it. This ability costs {4} less to activate if an opponent controls four or more
    nonbasic lands.                                     (Razorlash Transmogrant; 601.2f)

The ability works only while the card is in the graveyard (`zone="graveyard"`) and returns it
only if it is still there (`ReturnSelfFromGraveyard`, `engine.zones.zone_changes`; to the
battlefield under its owner's control, 122.6: with the counters it says, a finality counter's
replacement carried out by `engine.replacement.rules_counters`). The restrictions after it
are those of any activated ability (`compiler.costs.activation_limits`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.costs.activation_cost_reductions import ACTIVATION_COST_CHANGE
from arbiter.compiler.costs.activation_limits import ACTIVATION_LIMIT, restriction_fields
from arbiter.compiler.costs.costs import COST
from arbiter.compiler.costs.step_restrictions import STEP_RESTRICTION
from arbiter.compiler.effects.enter_counters import WITH_COUNTERS
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
    rest = [("if", x) if isinstance(x, DuringYourStep) else x for x in t[2:]]
    fields = restriction_fields(rest)  # 602.5b, 602.5d
    if fields.pop("instant") or fields["activators"] != "controller":
        # 602.2: only the card's owner activates it from their graveyard here
        raise pp.ParseException("", 0, "another activator or timing for a graveyard ability")
    return ActivatedAbility(text="", cost=cost, instructions=(instruction,),
                            zone="graveyard", **fields)


def _to_battlefield(t: pp.ParseResults) -> ReturnSelfFromGraveyard:
    counters = tuple(c for x in t if isinstance(x, tuple) for c in x[1])  # 122.6
    return ReturnSelfFromGraveyard(tapped="tapped" in list(t), counters=counters)


_RETURN = pp.MatchFirst([
    kw("return ~ from your graveyard to your hand").set_parse_action(
        lambda: ReturnSelfFromGraveyard(to="hand")),
    (sup("return ~ from your graveyard to the battlefield")
     + pp.Optional(kw("tapped")) + pp.Optional(WITH_COUNTERS)).set_parse_action(_to_battlefield),
])

#: "<cost>: Return ~ from your graveyard to your hand / to the battlefield [tapped] [with
#: <counters> on it]. [Activate only during your upkeep. / Activate only as a sorcery. / any
#: activation restriction]"
RETURN_FROM_GRAVEYARD_LINE = (COST + lit(":") + _RETURN + lit(".")
                              + pp.Optional(_UPKEEP | STEP_RESTRICTION | _SORCERY
                                            | ACTIVATION_LIMIT)
                              # 601.2f: "This ability costs {4} less to activate if ..."
                              + pp.Optional(ACTIVATION_COST_CHANGE)
                              ).set_parse_action(_ability)

__all__ = ["RETURN_FROM_GRAVEYARD_LINE"]
