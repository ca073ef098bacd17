"""Numbers over a group of objects or over the turn, for "where X is ...", "for each ..." and
characteristic-defining abilities (107.3a, 604.3):

    the greatest mana value among artifacts you control        (202.3; Karn, Towering Gibbon)
    the total mana value of other creatures you control        (202.3; Ancient Ooze)
    the number of +1/+1 counters on creatures you control      (122.1; Fungal Behemoth)
    the number of cards you've drawn this turn                 (121.2; Duelist of the Mind)
    the amount of life you've lost this turn                   (119.3; Greven)
    the number of cards in the chosen player's hand            (614.12; Entropic Specter)
    the number of nonbasic lands the chosen player controls    (Skyshroud War Beast)
    for each experience counter you have                       (122.1; Kalemne)
    for each poison counter your opponents have                (122.1f; Vishgraz)
    for each +1/+1 counter on other creatures you control      (122.1; Gleam of Authority)

and, in a characteristic-defining ability of the object itself, "the number of time counters
on it" (`COUNTERS_ON_IT`: "it" is the object, 604.3; Tidewalker).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.left_this_turn import DIED_COUNT
from arbiter.compiler.conditions.this_turn import ENTERED_COUNT
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.chosen_player_objects import ControlledByChosenPlayer, OwnedByChosenPlayer
from arbiter.rules.greatest_values import CountersAmong, GreatestManaValue, TotalManaValue
from arbiter.rules.player_counter_values import PlayerCounters
from arbiter.rules.turn_totals import CardsDrawnThisTurn

_KIND = pp.Regex(r"[a-z+\-/0-9]+")


def _in_zone_of_chosen(zone: str, n: Noun | None = None) -> s.Selector:
    """Cards in the chosen player's `zone` (matching the noun, if one is given)."""
    parts: list[s.Selector] = [s.InZone((zone,)), OwnedByChosenPlayer()]
    if n is not None:
        parts += [p for p in n.preds if not (isinstance(p, s.And) and not p.parts)]
    return s.And(tuple(parts))


def _controlled_by_chosen(n: Noun) -> s.Selector:
    if n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "permanents the chosen player controls")
    return s.And((n.selector(), ControlledByChosenPlayer()))


_PLAYER_COUNTER = kws("experience", "poison", "energy")
_WHOSE = kws("you have", "your opponents have").add_parse_action(
    lambda t: "you" if " ".join(t).lower() == "you have" else "opponents")

_CHOSEN_ZONE = sup("in the chosen player's") + kws("hand", "graveyard")

GROUP_VALUE = pp.MatchFirst([
    ENTERED_COUNT,  # `rules.entered_under_you`
    DIED_COUNT,  # 700.4 (`rules.left_under_you`)
    (sup("the greatest mana value among") + NOUN).set_parse_action(
        lambda t: GreatestManaValue(t[0].selector())),
    (sup("the total mana value of") + NOUN).set_parse_action(
        lambda t: TotalManaValue(t[0].selector())),
    (sup("the number of") + _KIND + sup("counters on") + ~kws("it", "~") + NOUN
     ).set_parse_action(lambda t: CountersAmong(t[0], t[1].selector())),
    kw("the number of cards you've drawn this turn").set_parse_action(
        lambda: CardsDrawnThisTurn()),
    (sup("the number of") + _PLAYER_COUNTER + sup("counters") + _WHOSE).set_parse_action(
        lambda t: PlayerCounters(t[0].lower(), t[1])),
    kw("the amount of life you've lost this turn").set_parse_action(
        lambda: V.LifeLostThisTurn("you")),
    (sup("the number of cards") + _CHOSEN_ZONE).set_parse_action(
        lambda t: V.CountOf(_in_zone_of_chosen(t[0].lower()))),
    (sup("the number of") + NOUN + _CHOSEN_ZONE).set_parse_action(
        lambda t: V.CountOf(_in_zone_of_chosen(t[1].lower(), t[0]))),
    (sup("the number of") + NOUN + sup("the chosen player controls")).set_parse_action(
        lambda t: V.CountOf(_controlled_by_chosen(t[0]))),
]).set_name("number over a group")

#: "for each card in the chosen player's hand" (Nyxathid); "for each experience counter you
#: have", "for each poison counter your opponents have" (122.1)
GROUP_FOR_EACH = pp.MatchFirst([
    (sup("for each card") + _CHOSEN_ZONE).set_parse_action(
        lambda t: V.CountOf(_in_zone_of_chosen(t[0].lower()))),
    (sup("for each") + _PLAYER_COUNTER + sup("counter") + _WHOSE).set_parse_action(
        lambda t: PlayerCounters(t[0].lower(), t[1])),
    # 122.1: "for each +1/+1 counter on other creatures you control" (Gleam of Authority)
    (sup("for each") + _KIND + sup("counter on") + ~kws("it", "~") + NOUN
     ).set_parse_action(lambda t: CountersAmong(t[0], t[1].selector())),
])

#: 604.3: "the number of <kind> counters on it" in the object's own characteristic-defining
#: ability ("it" is the object itself).
COUNTERS_ON_IT = (sup("the number of") + _KIND + sup("counters on it")).set_parse_action(
    lambda t: V.CountersOnSource(t[0]))

__all__ = ["COUNTERS_ON_IT", "GROUP_FOR_EACH", "GROUP_VALUE"]
