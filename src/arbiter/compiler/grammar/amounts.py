"""Quantities about players, the turn and the spell itself, wherever a number may stand
(107.1, 107.3a: "where X is ...", "equal to ...", "for each ..."):

    the amount of life you gained this turn            (119.9; Fortifying Draught)
    the amount of life you lost this turn              (119.3)
    the total amount of life your opponents have lost this turn / for each 1 life your
    opponents have lost this turn                      (119.3; Neheb, the Eternal)
    the number of opponents you have                   (102.2; Inspired Sphinx)
    the number of spells you've cast this turn         (601.2i)
    the number of instant and sorcery spells you've cast this turn / for each [other]
    instant and sorcery spell you've cast this turn    (601.2i; Lock and Load)
    the number of colors of mana spent to cast this spell
                                                       (601.2h converge; Kaleidoscorch)
    the amount of mana spent to cast this spell        (601.2h)
    for each opponent. / for each player.              (102.2, 102.1)
    for each spell you've cast this turn               (601.2i)
    for each card you've drawn this turn               (121.2)
    for each color of mana spent to cast this spell    (601.2h; Sweep the Skies)
    the number of cards you've discarded this turn / for each card you've discarded this turn
                                                       (701.9a; Change of Fortune)
    the number of creatures that died this turn / for each <creature> that died [under your
    control] this turn                                 (700.4; Spoils of Blood, Mahadi)
    the number of times ~ was kicked / for each time ~ was kicked
                                                       (702.33c-d; Comet Storm)
    the number of times ~ has mutated                  (702.140c; Porcuparrot)
    for each opponent | player who lost life | was dealt damage this turn
                                                       (119.3, 120.3; Teysa, Opulent Oligarch)
    the number of opponents | players who control more <permanents> than you
                                                       (108.4; Priest of the Blessed Graf)
    the number of different mana values among <objects> / for each different mana value
    among <objects>                                    (202.3; Lunar Insight)
    the total toughness of <permanents>                (208.1; Loxodon Lifechanter)
    the greatest number of <creatures> that have a creature type in common
                                                       (205.3m; Basalt Ravager)

"This spell" (and "this creature") is the object itself, written "~" (201.5). A resolving
effect counts as it follows the instruction (608.2h: determined once, a
"+X/+X until end of turn" fixed then); a static ability counts continuously. "For each
opponent" and "for each player" are read only at the end of a sentence: "for each opponent,
<instruction>" (one instruction per opponent) and "for each opponent who ..." are other
templates.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.conditions.that_spell_mana import THAT_SPELL_MANA_COUNT
from arbiter.compiler.conditions.this_turn import entered_selector
from arbiter.compiler.costs.sacrificed_values import TAPPED_STAT
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import values as V
from arbiter.rules.counts import ManaValuesAmong
from arbiter.rules.left_under_you import LeftUnderYouCount
from arbiter.rules.player_state_conditions import OpponentCount, PlayerCount
from arbiter.rules.player_tallies import PlayersControllingMore, PlayersWhoThisTurn, TotalToughness
from arbiter.rules.shared_types import GreatestSharingCreatureType
from arbiter.rules.spells_cast_this_turn import SpellsCastThisTurn, SpellsOfTypesCount
from arbiter.rules.spent_on_this_spell import (
    ColorsSpentOnThisSpell,
    ManaSpentOnThisSpell,
    TimesKicked,
)
from arbiter.rules.times_mutated import TimesMutated
from arbiter.rules.turn_discards import CardsDiscardedThisTurn
from arbiter.rules.turn_history import LifeGainedThisTurn, LifeYouGainedThatTime
from arbiter.rules.turn_totals import CardsDrawnThisTurn

#: 603.2, 603.6a: the object's own "When ~ enters" trigger (after an ability word).
_OWN_ENTERS = re.compile(r"^(?:[^,]* - )?when ~ enters\b", re.IGNORECASE)


#: 702.33c-d: how many times the kicker costs of the source were paid; "it" is the permanent
#: the kicked spell became only in its own enters trigger.
_KICKED = kw("~ was kicked") | kw("it was kicked").add_condition(
    lambda s, loc, t: _OWN_ENTERS.match(s) is not None)
#: 700.4: "<creatures> that died this turn" (anyone's) / "... under your control this turn"
_DIED = pp.MatchFirst([
    (NOUN + sup("that died this turn")).set_parse_action(
        lambda t: LeftUnderYouCount(entered_selector(t[0]), yours=False)),
    (NOUN + sup("that died under your control this turn")).set_parse_action(
        lambda t: LeftUnderYouCount(entered_selector(t[0]))),
])

_INSTANT_SORCERY = ("Instant", "Sorcery")
_WHO = kws("opponents", "players").set_parse_action(lambda t: t[0].lower() == "opponents")
_ONE_WHO = kws("opponent", "player", "of your opponents").set_parse_action(
    lambda t: t[-1].lower() != "player")
#: 119.3 / 120.3: "who lost life this turn", "who was | were dealt damage this turn".
_THIS_TURN = kws("lost life this turn", "was dealt damage this turn",
                 "were dealt damage this turn").set_parse_action(
    lambda t: "lost life" if t[0].lower().startswith("lost") else "dealt damage")


def _battlefield(t: pp.ParseResults) -> object:
    """The selector of a noun naming permanents (208.1: a total over the battlefield)."""
    if t[0].zones != ("battlefield",):
        raise pp.ParseException("", 0, "a total of cards outside the battlefield")
    return t[0].selector()


#: A number: "the amount of life you gained this turn", "the number of opponents you have".
AMOUNT_COUNT = pp.MatchFirst([
    kws("the amount of life you gained this turn", "the amount of life you've gained this turn"
        ).set_parse_action(lambda: LifeGainedThisTurn()),  # 119.9
    TAPPED_STAT,  # 602.2b, 608.2h (`compiler.costs.sacrificed_values`)
    THAT_SPELL_MANA_COUNT,  # 601.2h, 603.2 (`compiler.conditions.that_spell_mana`)
    # 603.2: the life gained in the event a "whenever you gain life" ability triggered on
    (kw("the amount of life you gained") + ~sup("this turn")).set_parse_action(
        lambda: LifeYouGainedThatTime()),
    kws("the amount of life you lost this turn", "the life you've lost this turn",
        "the life you lost this turn").set_parse_action(
        lambda: V.LifeLostThisTurn("you")),  # 119.3
    kws("the total amount of life your opponents have lost this turn",
        "the amount of life your opponents have lost this turn").set_parse_action(
        lambda: V.LifeLostThisTurn("opponents")),  # 119.3
    kw("the number of opponents you have").set_parse_action(lambda: OpponentCount()),  # 102.2
    kw("the number of spells you've cast this turn").set_parse_action(
        lambda: SpellsCastThisTurn()),  # 601.2i
    kw("the number of instant and sorcery spells you've cast this turn").set_parse_action(
        lambda: SpellsOfTypesCount(_INSTANT_SORCERY)),  # 601.2i
    kw("the number of colors of mana spent to cast ~").set_parse_action(
        lambda: ColorsSpentOnThisSpell()),  # 601.2h
    kw("the amount of mana spent to cast ~").set_parse_action(
        lambda: ManaSpentOnThisSpell()),  # 601.2h
    kw("the number of cards you've discarded this turn").set_parse_action(
        lambda: CardsDiscardedThisTurn()),  # 701.9a
    sup("the number of") + _DIED,  # 700.4
    (sup("the number of times") + _KICKED).set_parse_action(lambda: TimesKicked()),
    kw("the number of times ~ has mutated").set_parse_action(lambda: TimesMutated()),
    (sup("the number of") + _WHO + sup("who") + _THIS_TURN).set_parse_action(
        lambda t: PlayersWhoThisTurn(t[1], opponents=t[0])),  # 119.3, 120.3
    (sup("the number of") + _WHO + sup("who control more") + NOUN + sup("than you")
     ).set_parse_action(
        lambda t: PlayersControllingMore(t[1].selector(), opponents=t[0])),  # 108.4
    (sup("the number of different mana values among") + NOUN).set_parse_action(
        lambda t: ManaValuesAmong(t[0].selector())),  # 202.3
    (sup("the total toughness of") + NOUN).set_parse_action(
        lambda t: TotalToughness(_battlefield(t))),  # 208.1
    (sup("the greatest number of") + NOUN + sup("that have a creature type in common")
     ).set_parse_action(lambda t: GreatestSharingCreatureType(t[0].selector())),  # 205.3m
]).set_name("amount")

#: The end of the sentence: "for each opponent." ("for each opponent, ..." and "for each
#: opponent who ..." are other templates).
_ENDS = pp.FollowedBy(pp.Literal("."))
#: A count after "for each": "draw a card for each opponent", "for each color of mana spent".
AMOUNT_FOR_EACH = pp.MatchFirst([
    (kw("for each opponent") + _ENDS).set_parse_action(lambda: OpponentCount()),  # 102.2
    (kw("for each player") + _ENDS).set_parse_action(lambda: PlayerCount()),  # 102.1
    kw("for each spell you've cast this turn").set_parse_action(
        lambda: SpellsCastThisTurn()),  # 601.2i
    (sup("for each") + pp.Optional(kw("other")) + sup(
        "instant and sorcery spell you've cast this turn")).set_parse_action(
        lambda t: SpellsOfTypesCount(_INSTANT_SORCERY, other=bool(t))),  # 601.2i
    kw("for each 1 life your opponents have lost this turn").set_parse_action(
        lambda: V.LifeLostThisTurn("opponents")),  # 119.3 (Neheb, the Eternal)
    kws("for each card you've drawn this turn", "for each card you drew this turn"
        ).set_parse_action(lambda: CardsDrawnThisTurn()),  # 121.2
    kw("for each color of mana spent to cast ~").set_parse_action(
        lambda: ColorsSpentOnThisSpell()),  # 601.2h
    kw("for each card you've discarded this turn").set_parse_action(
        lambda: CardsDiscardedThisTurn()),  # 701.9a
    sup("for each") + _DIED,  # 700.4
    (sup("for each time") + _KICKED).set_parse_action(lambda: TimesKicked()),  # 702.33c
    (sup("for each") + _ONE_WHO + sup("who") + _THIS_TURN).set_parse_action(
        lambda t: PlayersWhoThisTurn(t[1], opponents=t[0])),  # 119.3, 120.3
    (sup("for each different mana value among") + NOUN).set_parse_action(
        lambda t: ManaValuesAmong(t[0].selector())),  # 202.3
]).set_name("for each amount")

__all__ = ["AMOUNT_COUNT", "AMOUNT_FOR_EACH"]
