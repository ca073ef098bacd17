"""Conditions: "as long as <condition>" (611.3b) and intervening "if" clauses (603.4).

Each phrase becomes a `rules.conditions.Condition` evaluated against the current game."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.attached import ATTACHED_CONDITION
from arbiter.compiler.conditions.cards_in_zone import CARDS_IN_ZONE_CONDITION
from arbiter.compiler.conditions.cast_from import (
    CAST_DURING_MAIN_PHASE,
    CAST_FROM_HAND,
    CAST_OR_NOT,
)
from arbiter.compiler.conditions.cast_this_game import CAST_THIS_GAME_CONDITION
from arbiter.compiler.conditions.citys_blessing import CITYS_BLESSING_CONDITION
from arbiter.compiler.conditions.commander import YOUR_COMMANDER_CONDITION
from arbiter.compiler.conditions.comparisons import COMPARISON_CONDITION
from arbiter.compiler.conditions.damage_results import DEALT_THIS_WAY_CONDITION
from arbiter.compiler.conditions.descended import DESCENDED_CONDITION
from arbiter.compiler.conditions.dungeons import COMPLETED_DUNGEON_CONDITION
from arbiter.compiler.conditions.game import HAND_CONDITION
from arbiter.compiler.conditions.graveyard_order import CARDS_ABOVE_CONDITION
from arbiter.compiler.conditions.last_turn import LAST_TURN_CONDITION
from arbiter.compiler.conditions.left_this_turn import LEFT_CONDITION, LEFT_GRAVEYARD_CONDITION
from arbiter.compiler.conditions.mana_spent import MANA_SPENT_CONDITION
from arbiter.compiler.conditions.opponent_this_turn import OPPONENT_THIS_TURN_CONDITION
from arbiter.compiler.conditions.paid_costs import PAID_COST_CONDITION
from arbiter.compiler.conditions.phases import PHASE_CONDITION
from arbiter.compiler.conditions.player_state import PLAYER_STATE_CONDITION
from arbiter.compiler.conditions.starting_life import STARTING_LIFE_CONDITION
from arbiter.compiler.conditions.this_turn import THIS_TURN_CONDITION
from arbiter.compiler.conditions.turn_totals import TURN_TOTALS_CONDITION
from arbiter.compiler.effects.designations import DESIGNATION_CONDITION
from arbiter.compiler.effects.initiative import INITIATIVE_CONDITION
from arbiter.compiler.effects.monarch import MONARCH_CONDITION
from arbiter.compiler.effects.ring_tempts import RING_BEARER_CONDITION
from arbiter.compiler.grammar.lexicon import COLOR_WORD, COUNTER_KIND, NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.keywords.counter_keyword_phrases import TRIBUTE_CONDITION
from arbiter.compiler.triggers.end_of_combat import ATTACKED_OR_BLOCKED_THIS_COMBAT
from arbiter.compiler.triggers.land_played import NOT_FIRST_LAND
from arbiter.compiler.triggers.self_return import IT_WAS
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.devotion import DevotionToColors
from arbiter.rules.party import PartySize
from arbiter.rules.player_state_conditions import NoCardsInYourLibrary
from arbiter.rules.speed import HasMaxSpeed
from arbiter.rules.spell_selectors import SourceCastFrom as CastFromCondition
from arbiter.rules.spell_selectors import SourceCastFromOtherThan
from arbiter.rules.static_conditions import AllOf, APlayer


def _yours(n: Noun) -> s.Selector:
    return s.And((n.selector(), s.YOURS))


_OR_MORE = (NUMBER + sup("or more")).set_parse_action(lambda t: t[0])
_COUNT_YOU_CONTROL = pp.MatchFirst([
    (sup("you control") + _OR_MORE + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[1])), ">=", t[0])),
    (sup("you control no") + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[0])), "==", 0)),
    # 614.1c: "enters tapped unless you control two or fewer other lands"
    (sup("you control") + NUMBER + sup("or fewer") + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[1])), "<=", t[0])),
    # "your opponents control eight or more lands": the total of all opponents (102.2)
    (sup("your opponents control") + _OR_MORE + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(s.And((t[1].selector(), s.ControlledByOpponent()))),
                            ">=", t[0])),
    # "if you control an artifact and an enchantment": each is asked on its own (one artifact
    # enchantment is both)
    (sup("you control") + kws("a", "an").suppress() + NOUN + sup("and")
     + kws("a", "an").suppress() + NOUN).set_parse_action(
        lambda t: AllOf((C.Compare(V.CountOf(_yours(t[0])), ">=", 1),
                         C.Compare(V.CountOf(_yours(t[1])), ">=", 1)))),
    (sup("you control") + kws("a", "an", "another").suppress() + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[0])), ">=", 1)),
    (sup("you don't control") + kws("a", "an").suppress() + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[0])), "==", 0)),
])
_COMPARE_WORDS = {"less than": "<", "greater than": ">", "or greater": ">=", "or less": "<="}

#: 730.1 / 102.1 / 603.4: the state of the game ("it's night", "it's your turn").
_GAME = pp.MatchFirst([
    kws("it's neither day nor night", "it is neither day nor night").set_parse_action(
        lambda: C.DayNight("neither")),
    kws("it's night", "it is night").set_parse_action(lambda: C.DayNight("night")),
    kws("it's day", "it is day").set_parse_action(lambda: C.DayNight("day")),
    kws("it's your turn", "it is your turn").set_parse_action(lambda: C.YourTurn()),
    # 702.178, 702.179e: "unless you have max speed" (your speed is 4)
    kw("you have max speed").set_parse_action(lambda: HasMaxSpeed()),
    # Coven (207.2c): three distinct powers among creatures you control (208.1).
    kw("you control three or more creatures with different powers").set_parse_action(
        lambda: C.Coven()),
    # 119.3: "if an opponent lost life this turn" (a positive total: some opponent lost life)
    kws("an opponent lost life this turn", "one or more opponents lost life this turn"
        ).set_parse_action(lambda: C.Compare(V.LifeLostThisTurn("opponents"), ">", 0)),
    kws("you lost life this turn", "you've lost life this turn").set_parse_action(
        lambda: C.Compare(V.LifeLostThisTurn("you"), ">", 0)),
    CAST_DURING_MAIN_PHASE,  # 500.2 (`compiler.conditions.cast_from`)
    CAST_FROM_HAND,  # 601.2a (`compiler.conditions.cast_from`), before "you cast it"
    CAST_OR_NOT,  # 601.2a: "you didn't cast it from your hand", "it wasn't cast" (the same)
    # 601 / 603.4: "if you cast it" (the permanent entered as a spell its controller cast)
    kw("you cast it").set_parse_action(lambda: C.SourceWasCast()),
    # 119.1: "a player has 13 or less life" (any player in the game, you included)
    (sup("a player has") + NUMBER + sup("or less life")).set_parse_action(
        lambda t: APlayer("<=", t[0])),
    # 401.1: "Then if your library has no cards in it, you win the game." (Jace)
    kws("your library has no cards in it", "there are no cards in your library"
        ).set_parse_action(lambda: NoCardsInYourLibrary()),
    # 700.8c: "if you have a full party" (four creatures in it)
    kw("you have a full party").set_parse_action(lambda: C.Compare(PartySize(), ">=", 4)),
])

#: One condition.
CONDITION = pp.MatchFirst([
    PAID_COST_CONDITION,  # 702.33d-f, 702.166b (`compiler.conditions.paid_costs`)
    PLAYER_STATE_CONDITION,  # `compiler.conditions.player_state`
    STARTING_LIFE_CONDITION,  # 103.4 (`compiler.conditions.starting_life`)
    CITYS_BLESSING_CONDITION,  # 702.131c
    COMPLETED_DUNGEON_CONDITION,  # 309.7
    MONARCH_CONDITION,  # 724
    MANA_SPENT_CONDITION,  # 601.2h (`compiler.conditions.mana_spent`)
    INITIATIVE_CONDITION,  # 725.1 (`compiler.effects.initiative`)
    RING_BEARER_CONDITION,  # 701.54e (`compiler.effects.ring_tempts`)
    DEALT_THIS_WAY_CONDITION,
    ATTACHED_CONDITION,
    COMPARISON_CONDITION,
    _GAME,
    YOUR_COMMANDER_CONDITION,  # 903.3 (before "you control a ...")
    CARDS_IN_ZONE_CONDITION,  # "there are N or more <cards> in your graveyard"
    CARDS_ABOVE_CONDITION,  # 404.2 (`compiler.conditions.graveyard_order`)
    CAST_THIS_GAME_CONDITION,  # 601.2a, 601.2i (`compiler.conditions.cast_this_game`)
    _COUNT_YOU_CONTROL,
    kws("~ is untapped").set_parse_action(lambda: C.SourceUntapped()),
    # 702.62b: "if this card is suspended" (an ability working in exile, 113.6)
    kw("~ is suspended").set_parse_action(lambda: C.SourceMatches(s.IsSuspended())),
    HAND_CONDITION,  # 402.1 (`compiler.conditions.game`)
    PHASE_CONDITION,  # 500.1, 500.8 (`compiler.conditions.phases`)
    ATTACKED_OR_BLOCKED_THIS_COMBAT,  # 508.1a, 509.1g (`compiler.triggers.end_of_combat`)
    THIS_TURN_CONDITION,  # 119.9, 700.4 (`compiler.conditions.this_turn`)
    OPPONENT_THIS_TURN_CONDITION,  # 601.2i, 119.9, 121.2 (`compiler.conditions.opponent_this_turn`)
    LEFT_CONDITION,  # revolt (`compiler.conditions.left_this_turn`)
    LEFT_GRAVEYARD_CONDITION,  # 603.10a (`compiler.conditions.left_this_turn`)
    DESCENDED_CONDITION,  # 700.11 (`compiler.conditions.descended`)
    NOT_FIRST_LAND,  # 305.2 (`compiler.triggers.land_played`)
    LAST_TURN_CONDITION,  # 603.4: spells cast last turn (`compiler.conditions.last_turn`)
    TURN_TOTALS_CONDITION,  # 208.1, 120.3, 508.1a, 402.1 (`compiler.conditions.turn_totals`)
    TRIBUTE_CONDITION,  # 702.104b (`compiler.keywords.counter_keyword_phrases`)
    # 601.2a: "if this spell was cast from a graveyard" (where the spell was cast from)
    kw("~ was cast from a graveyard").set_parse_action(
        lambda: CastFromCondition("graveyard")),
    kw("~ was cast from exile").set_parse_action(lambda: SourceCastFromOtherThan("exile")),
    kw("~ was cast from anywhere other than your hand").set_parse_action(
        lambda: SourceCastFromOtherThan("hand", other_than=True)),
    # 700.5: "your devotion to white and black is less than seven"
    (sup("your devotion to") + COLOR_WORD + sup("and") + COLOR_WORD + sup("is less than")
     + NUMBER).set_parse_action(
        lambda t: C.Compare(DevotionToColors(frozenset({t[0], t[1]})), "<", t[2])),
    (sup("your devotion to") + COLOR_WORD + sup("is less than") + NUMBER).set_parse_action(
        lambda t: C.Compare(V.Devotion(t[0]), "<", t[1])),
    (sup("you have exactly") + NUMBER + sup("life")).set_parse_action(
        lambda t: C.Compare(V.LifeTotal(), "==", t[0])),
    (sup("you have") + NUMBER + sup("or more life")).set_parse_action(
        lambda t: C.Compare(V.LifeTotal(), ">=", t[0])),
    (sup("you have") + NUMBER + sup("or less life")).set_parse_action(
        lambda t: C.Compare(V.LifeTotal(), "<=", t[0])),
    # 122.1: "if there are no arrowhead counters on ~" (Serrated Arrows)
    (sup("there are no") + COUNTER_KIND + sup("counters on ~")).set_parse_action(
        lambda t: C.SourceCounters(t[0], 0, 0)),
    # 122.1: "if ~ has no charge counters on it" (Mana Bloom), "if ~ doesn't have a +1/+1
    # counter on it" (Shatterskull Charger): none of that kind on the source
    (sup("~ has no") + COUNTER_KIND + sup("counters on it")).set_parse_action(
        lambda t: C.SourceCounters(t[0], 0, 0)),
    (sup("~ doesn't have") + kws("a", "an").suppress() + COUNTER_KIND + sup("counter on it")
     ).set_parse_action(lambda t: C.SourceCounters(t[0], 0, 0)),
    (sup("~ has") + kws("a", "an").suppress() + COUNTER_KIND + sup("counter on it")
     ).set_parse_action(lambda t: C.SourceCounters(t[0], 1)),
    # 122.1: "if there are 100 or more tower counters on ~" (Helix Pinnacle), "if ~ has four
    # or more quest counters on it": the source's counters of that kind
    (sup("there are") + NUMBER + sup("or more") + COUNTER_KIND + sup("counters on ~")
     ).set_parse_action(lambda t: C.SourceCounters(t[1], t[0])),
    (sup("~ has") + NUMBER + sup("or more") + COUNTER_KIND + sup("counters on it")
     ).set_parse_action(lambda t: C.SourceCounters(t[1], t[0])),
    # "if no creatures are on the battlefield" (Pestilence)
    (sup("no") + NOUN + sup("are on the battlefield")).set_parse_action(
        lambda t: C.Compare(V.CountOf(t[0].selector()), "==", 0)),
    (sup("there are") + (_OR_MORE | (sup("at least") + NUMBER)) + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(t[1].selector()), ">=", t[0])),
    (sup("~ is") + kws("enchanted", "equipped")).set_parse_action(
        lambda t: C.SourceMatches(s.AttachedTo())),
    DESIGNATION_CONDITION,  # 701.37b, 702.112b (`compiler.effects.designations`)
    IT_WAS,  # 603.10a: "When ~ dies, if it was a creature" (`compiler.triggers.self_return`)
    (sup("~ is") + NOUN).set_parse_action(lambda t: C.SourceMatches(t[0].selector())),
    # 109.2, 205.1a: "if this permanent is an enchantment" (the source as it is now; an
    # effect may have changed its card types)
    (sup("~ is") + kws("a", "an").suppress() + NOUN).set_parse_action(
        lambda t: C.SourceMatches(t[0].selector())),
]).set_name("condition")

__all__ = ["CONDITION", "kw"]
