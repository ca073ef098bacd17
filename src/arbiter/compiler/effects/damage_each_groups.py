"""120.3 / 120.4: one source dealing the same damage to two groups at once:

    Magmaquake deals X damage to each creature without flying and each planeswalker.
    Tectonic Hazard deals 1 damage to each opponent and each creature they control.
    End the Festivities deals 1 damage to each opponent and each creature and planeswalker
    they control.
    Winter Blast deals 2 damage to each of those creatures with flying.

Two groups of permanents are one recipient set (an object in both is dealt the damage once);
"each opponent and each <permanents> they control" is each opponent and the permanents any of
them controls, dealt at the same time (120.4, 603.2c: `together`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.each_deals_damage import EACH_DEALS_DAMAGE
from arbiter.compiler.effects.effects import _DAMAGE_AMOUNT, _ENCHANTED, ALL, PRONOUN, SELF
from arbiter.compiler.grammar.destroyed import PUT_INTO_GRAVEYARD_COUNT
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I
from arbiter.rules.referenced_selectors import AmongReferenced

_SOURCE = pp.Group(pp.Optional(SELF | PRONOUN | _ENCHANTED))


def _source(t: pp.ParseResults) -> I.Ref:
    return t[0][0] if len(t[0]) else I.Ref.this()


def _two_groups(t: pp.ParseResults) -> list[list[I.Instruction]]:
    return [[I.DealDamage(t[1], to=s.Or((t[2], t[3])), source=_source(t))]]


def _opponents_and_theirs(t: pp.ParseResults) -> list[list[I.Instruction]]:
    amount, noun = t[1], t[2]
    theirs = s.And((noun.selector(), s.ControlledByOpponent()))
    return [[I.DealDamage(amount, to="each_opponent", source=_source(t), together=True),
             I.DealDamage(amount, to=theirs, source=_source(t))]]


#: "<source> deals N damage to each <permanents> and each <permanents>".
DAMAGE_TWO_GROUPS = (_SOURCE + sup("deals") + _DAMAGE_AMOUNT + sup("to") + ALL + sup("and")
                     + ALL).set_parse_action(_two_groups)
#: "<source> deals N damage to each opponent and each <permanents> they control".
DAMAGE_OPPONENTS_AND_THEIRS = (
    _SOURCE + sup("deals") + _DAMAGE_AMOUNT + sup("to")
    + kws("each opponent and each").suppress() + NOUN + sup("they control")
).set_parse_action(_opponents_and_theirs)



def _those_with(t: pp.ParseResults) -> list[list[I.Instruction]]:
    amount, with_, keyword = t[1], t[2], t[3]
    has = s.HasKeyword(keyword.lower())
    among = s.And((AmongReferenced(I.Ref("pronoun")), has if with_ == "with" else s.Not(has)))
    return [[I.DealDamage(amount, to=among, source=_source(t))]]


#: 608.2c: "<source> deals N damage to each of those creatures with flying" (Winter Blast:
#: the targets named before that have the keyword, `rules.referenced_selectors`).
DAMAGE_THOSE_WITH = (
    _SOURCE + sup("deals") + _DAMAGE_AMOUNT + sup("to each of those creatures")
    + kws("with", "without") + kws("flying", "reach", "defender", "haste", "trample")
).set_parse_action(_those_with)



def _each_and_players_equal(t: pp.ParseResults) -> list[list[I.Instruction]]:
    objects, amount = t[1], t[2]
    return [[I.DealDamage(amount, to=objects, source=_source(t), together=True),
             I.DealDamage(amount, to="each_player", source=_source(t))]]


#: "<source> deals damage to each creature and each player equal to the number of Mountains
#: put into a graveyard this way" (Volcanic Eruption; 120.4: all at once).
DAMAGE_EACH_AND_PLAYERS_EQUAL = (
    _SOURCE + sup("deals damage to") + ALL + sup("and each player") + sup("equal to")
    + PUT_INTO_GRAVEYARD_COUNT
).set_parse_action(_each_and_players_equal)

#: With each object of a group dealing its own damage (`compiler.effects.each_deals_damage`).
DAMAGE_EACH_GROUPS = [DAMAGE_OPPONENTS_AND_THEIRS, DAMAGE_TWO_GROUPS, DAMAGE_THOSE_WITH,
                      DAMAGE_EACH_AND_PLAYERS_EQUAL, EACH_DEALS_DAMAGE]

__all__ = ["DAMAGE_EACH_GROUPS"]
