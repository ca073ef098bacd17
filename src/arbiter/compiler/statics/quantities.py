"""Numbers in continuous and one-shot effects (107.3): the grammar of counts ("the number
of lands you control", "its mana value", "your devotion to white", "twice ...", "half ...,
rounded up", "1 plus ...") that completes `compiler.grammar.noun_values.COUNT` (a Forward),
and of "for each <...>" (`FOR_EACH`). Shared by the predicates (`compiler.statics.predicates`)
and the effects."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.starting_life import FOR_EACH_OPPONENT_AGAINST_STARTING
from arbiter.compiler.costs.sacrificed_values import SACRIFICED_STAT
from arbiter.compiler.effects.discarded_this_way import DISCARDED_COUNT, FOR_EACH_DISCARDED
from arbiter.compiler.effects.greatest_among import GREATEST_AMONG_OBJECTS
from arbiter.compiler.effects.pay_any_energy import ENERGY_PAID_COUNT, FOR_EACH_ENERGY_PAID
from arbiter.compiler.effects.tap_any_number import TAPPED_THIS_WAY
from arbiter.compiler.grammar.amounts import AMOUNT_COUNT, AMOUNT_FOR_EACH
from arbiter.compiler.grammar.counters_removed import (
    COUNTERS_REMOVED_COUNT,
    FOR_EACH_COUNTER_REMOVED,
)
from arbiter.compiler.grammar.damage_dealt import DAMAGE_DEALT_THIS_WAY
from arbiter.compiler.grammar.destroyed import FOR_EACH_DESTROYED
from arbiter.compiler.grammar.different_names import DIFFERENTLY_NAMED_COUNT
from arbiter.compiler.grammar.exile_and_graveyard import (
    EXILE_AND_GRAVEYARD_COUNT,
    FOR_EACH_IN_EXILE_AND_GRAVEYARD,
)
from arbiter.compiler.grammar.lexicon import (
    COLOR_WORD,
    NUMBER,
    kw,
    kws,
    sup,
)
from arbiter.compiler.grammar.mana_symbols import FOR_EACH_MANA_SYMBOL, MANA_SYMBOL_COUNT
from arbiter.compiler.grammar.milled_this_way import FOR_EACH_MILLED
from arbiter.compiler.grammar.noun_values import COUNT
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.revealed_this_way import FOR_EACH_REVEALED, REVEALED_COUNT
from arbiter.compiler.grammar.vote_counts import FOR_EACH_VOTE
from arbiter.compiler.statics.for_each_sums import FOR_EACH_SUMS
from arbiter.compiler.statics.group_values import GROUP_FOR_EACH, GROUP_VALUE
from arbiter.rules import counts as N
from arbiter.rules import values as V
from arbiter.rules.commander_values import CommanderCasts, GreatestCommanderManaValue
from arbiter.rules.controller_zones import CardsInControllersZone
from arbiter.rules.counters_on_referenced import CountersOnReferenced
from arbiter.rules.highest_life_total import HighestLifeTotal
from arbiter.rules.instructions import Ref
from arbiter.rules.last_known import ExiledThisWayManaValue
from arbiter.rules.party import PartySize
from arbiter.rules.shared_types import OthersSharingCreatureType
from arbiter.rules.speed import YourSpeed
from arbiter.rules.turn_damage import DamageDealtToYouThisTurn

# -- numbers (107.3) ----------------------------------------------------------------------
_KIND_WORD = pp.Regex(r"[a-z+\-/0-9]+").add_condition(lambda t: t[0] != "counters")
#: The pronouns naming one object whose counters are counted (`rules.counters_on_referenced`).
_COUNTED_PRONOUN = kws("it", "that creature", "that permanent", "that artifact").set_parse_action(
    lambda: Ref("pronoun"))
_COUNT_OF = (sup("the") + pp.Optional(kw("total")).suppress() + sup("number of") + NOUN
             ).set_parse_action(lambda t: V.CountOf(t[0].selector()))
_AMONG = pp.MatchFirst([
    (sup("the number of basic land types among") + NOUN).set_parse_action(
        lambda t: N.BasicLandTypesAmong(t[0].selector())),
    (sup("the number of card types among") + NOUN).set_parse_action(
        lambda t: N.CardTypesAmong(t[0].selector())),
    (sup("the number of colors among") + NOUN).set_parse_action(
        lambda t: N.ColorsAmong(t[0].selector())),
    (sup("the number of different powers among") + NOUN).set_parse_action(
        lambda t: N.PowersAmong(t[0].selector())),  # 208.1
])
_ONE_COUNT = pp.Forward()
#: "the number of lands you control", "its mana value", "your devotion to white",
#: "1 plus the number of ...", "twice the number of ...", "the number of A plus the number of B"
#: (`COUNT`, a Forward, is the noun grammar's: `compiler.grammar.noun_values`)
_PLUS = (pp.Optional((NUMBER + sup("plus")).set_parse_action(lambda t: V.Const(t[0])))
         + _ONE_COUNT + pp.ZeroOrMore(sup("plus") + _ONE_COUNT)).set_parse_action(
    lambda t: t[0] if len(t) == 1 else N.Sum(tuple(t)))
COUNT <<= pp.MatchFirst([
    (sup("twice") + _ONE_COUNT).set_parse_action(lambda t: V.Scaled(t[0], 2)),
    # 107.1a: "half <a number>, rounded up / down" (rounding as the text says)
    (sup("half") + _ONE_COUNT + pp.Literal(",").suppress() + sup("rounded") + kws("up", "down")
     ).set_parse_action(lambda t: V.Half(t[0], t[1].lower() == "up")),
    _PLUS,
]).set_name("count")
_ONE_COUNT <<= pp.MatchFirst([
    AMOUNT_COUNT,  # 119.9, 102.2, 601.2h, 601.2i (`compiler.grammar.amounts`)
    EXILE_AND_GRAVEYARD_COUNT,  # 400.1, 108.3 (`compiler.grammar.exile_and_graveyard`)
    SACRIFICED_STAT,  # 608.2h (`compiler.costs.sacrificed_values`)
    COUNTERS_REMOVED_COUNT,  # 608.2h (`compiler.grammar.counters_removed`)
    ENERGY_PAID_COUNT,  # 107.14 (`compiler.effects.pay_any_energy`)
    REVEALED_COUNT,  # 608.2c (`compiler.grammar.revealed_this_way`)
    DISCARDED_COUNT,  # 608.2c, 701.9a (`compiler.effects.discarded_this_way`)
    kw("the number of creatures in your party").set_parse_action(lambda: PartySize()),  # 700.8
    GROUP_VALUE,  # 202.3, 122.1, 121.2 (`compiler.statics.group_values`), before _COUNT_OF
    _AMONG,
    MANA_SYMBOL_COUNT,  # 202.2a, 107.4e (`compiler.grammar.mana_symbols`)
    DIFFERENTLY_NAMED_COUNT,  # 201.2b (`compiler.grammar.different_names`)
    GREATEST_AMONG_OBJECTS,  # 208.1 (`compiler.effects.greatest_among`)
    _COUNT_OF,
    kws("its mana value", "that card's mana value").set_parse_action(lambda: V.ManaValueOf()),
    kw("its power").set_parse_action(lambda: V.PowerOf()),
    kw("~'s power").set_parse_action(lambda: V.SourcePower()),
    kw("your life total").set_parse_action(lambda: V.LifeTotal()),
    # 119.1: "the highest life total among all players / your opponents"
    (sup("the highest life total among") + kws("all players", "players", "your opponents")
     ).set_parse_action(lambda t: HighestLifeTotal(t[-1].lower() == "opponents")),
    kw("your speed").set_parse_action(lambda: YourSpeed()),  # 702.179f
    kw("the mana value of the permanent exiled this way").set_parse_action(
        lambda: ExiledThisWayManaValue()),  # 608.2h
    kw("the greatest mana value of a commander you own on the battlefield or in the command "
       "zone").set_parse_action(lambda: GreatestCommanderManaValue()),  # 903.3
    (sup("your devotion to") + COLOR_WORD).set_parse_action(lambda t: V.Devotion(t[0])),
    (sup("the number of") + pp.Regex(r"[a-z+\-/0-9]+") + sup("counters on ~")
     ).set_parse_action(lambda t: V.CountersOnSource(t[0])),
    # 122.1: "the number of counters on Hancock" (counters of every kind on the source)
    kw("the number of counters on ~").set_parse_action(
        lambda: N.CountersOn(None, on_source=True)),
    # 122.1, 608.2h: "the number of charge counters on it" (the object the pronoun names)
    (sup("the number of") + pp.Optional(_KIND_WORD, default=None) + sup("counters on")
     + _COUNTED_PRONOUN).set_parse_action(lambda t: CountersOnReferenced(t[0], t[1])),
    DAMAGE_DEALT_THIS_WAY,  # 120.1 (`compiler.grammar.damage_dealt`)
    # 120.3: "the damage dealt to you this turn" (`rules.turn_damage`)
    kw("the damage dealt to you this turn").set_parse_action(
        lambda: DamageDealtToYouThisTurn()),
])
_KIND = pp.Regex(r"[a-z+\-/0-9]+")
#: "for each <noun>" (a count of objects) / "for each <kind> counter on ~" / "for each Aura
#: attached to it" / "for each basic land type among lands you control" (domain) / ...
FOR_EACH = pp.MatchFirst([
    AMOUNT_FOR_EACH,  # 102.2, 601.2h, 601.2i, 121.2 (`compiler.grammar.amounts`)
    FOR_EACH_DESTROYED,  # 701.8 (`compiler.grammar.destroyed`)
    TAPPED_THIS_WAY,  # 701.26a (`compiler.effects.tap_any_number`)
    FOR_EACH_ENERGY_PAID,  # 107.14 (`compiler.effects.pay_any_energy`)
    FOR_EACH_COUNTER_REMOVED,  # 608.2h (`compiler.grammar.counters_removed`)
    FOR_EACH_REVEALED,  # 608.2c (`compiler.grammar.revealed_this_way`)
    FOR_EACH_MILLED,  # 701.17a, 608.2c (`compiler.grammar.milled_this_way`)
    FOR_EACH_DISCARDED,  # 608.2c, 701.9a (`compiler.effects.discarded_this_way`)
    FOR_EACH_VOTE,  # 701.38a (`compiler.grammar.vote_counts`)
    FOR_EACH_MANA_SYMBOL,  # 202.2a, 107.4e (`compiler.grammar.mana_symbols`)
    FOR_EACH_IN_EXILE_AND_GRAVEYARD,  # 400.1, 108.3
    kw("for each creature in your party").set_parse_action(lambda: PartySize()),  # 700.8
    # 402.1: "for each card in its controller's hand" (`rules.controller_zones`)
    kw("for each card in its controller's hand").set_parse_action(
        lambda: CardsInControllersZone("hand")),
    GROUP_FOR_EACH,  # 614.12 the chosen player's cards, 122.1 players' counters
    (sup("for each counter on") + kws("it", "~")).set_parse_action(
        lambda t: N.CountersOn(None, on_source=t[0] == "~")),
    (sup("for each") + _KIND + sup("counter on ~")
     ).set_parse_action(lambda t: V.CountersOnSource(t[0])),
    # 122.1: "for each slime counter on them" (each affected object's own counters)
    (sup("for each") + _KIND + sup("counter on") + kws("it", "them")
     ).set_parse_action(lambda t: N.CountersOn(t[0])),
    # 301.5, 303.4: "attached to him" (Winter Soldier) names the affected object as "it" does
    # 303.7: a Role is an Aura ("for each Role attached to it")
    (sup("for each") + kws("Aura", "Equipment", "Role") + sup("attached to")
     + kws("it", "him", "her", "~")
     ).set_parse_action(lambda t: N.AttachedCount(t[0].capitalize(), to_source=t[1] == "~")),
    (sup("for each Aura and Equipment attached to") + kws("it", "~")).set_parse_action(
        lambda t: N.AttachedCount(None, to_source=t[0] == "~")),
    (sup("for each basic land type among") + NOUN).set_parse_action(
        lambda t: N.BasicLandTypesAmong(t[0].selector())),
    (sup("for each color among") + NOUN).set_parse_action(
        lambda t: N.ColorsAmong(t[0].selector())),
    kw("for each of its colors").set_parse_action(lambda: N.ColorsOf()),
    # "for each other creature on the battlefield that shares a creature type with it"
    (sup("for each other") + NOUN + sup("that shares") + kws(
        "at least one creature type", "a creature type").suppress() + sup("with it")
     ).set_parse_action(lambda t: OthersSharingCreatureType(t[0].selector())),
    FOR_EACH_OPPONENT_AGAINST_STARTING,  # 103.4 (`compiler.conditions.starting_life`)
    FOR_EACH_SUMS,  # 107.1, 102.2 (`compiler.statics.for_each_sums`)
    kw("for each time you've cast your commander from the command zone this game"
       ).set_parse_action(lambda: CommanderCasts()),  # 903.8
    (sup("for each") + NOUN).set_parse_action(lambda t: V.CountOf(t[0].selector())),
])

__all__ = ["COUNT", "FOR_EACH"]
