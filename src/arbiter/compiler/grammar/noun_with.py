"""Object phrases' "with ..." post-modifiers (`compiler.grammar.nouns`): keywords (702),
power / toughness / mana value comparisons (208, 202.3), X limits (107.3a), counters (122.1).
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.compiler.grammar.noun_items import Item as _Item
from arbiter.compiler.grammar.where_x_limits import WhereXLimit
from arbiter.rules import selectors as s
from arbiter.rules.announced_x import ManaValueX, StatX
from arbiter.rules.chosen_names import HasChosenName
from arbiter.rules.counter_selectors import HasCountersAtLeast
from arbiter.rules.mana_symbol_selectors import HasXInManaCost
from arbiter.rules.no_abilities import HasNoAbilities
from arbiter.rules.sectors import InChosenSector
from arbiter.rules.selectors import Selector
from arbiter.rules.source_stat_selectors import StatVsSource
from arbiter.rules.total_power_toughness import TotalPowerToughness

_KEYWORD_WORDS = ("flying", "reach", "defender", "haste", "trample", "vigilance", "deathtouch",
                  "lifelink", "menace", "first strike", "double strike", "hexproof",
                  "indestructible", "shroud", "flash", "decayed", "islandwalk", "changeling",
                  "ward", "protection", "infect", "wither", "horsemanship", "shadow", "fear",
                  "flanking", "daybound", "nightbound", "disturb", "flashback", "disguise",
                  "cycling",  # 702.29f: typecycling is cycling too (`rules.typecycling`)
                  "toxic")  # 702.164a: "creatures you control with toxic" (any toxic N)


def _has_keyword(word: str) -> Selector:
    """"with <keyword>"; 702.14a: "<type>walk" is a landwalk ability with that land type (the
    engine keeps "islandwalk" as landwalk "Island", so a plain keyword test never matches)."""
    from arbiter.rules.keywords import _landwalk
    from arbiter.rules.landwalk import HasLandwalk

    if word == "landwalk":
        return HasLandwalk()
    land = _landwalk(word)
    return HasLandwalk(land) if land else s.HasKeyword(word)


def _keyword_sel(t: pp.ParseResults) -> Selector:
    return _has_keyword(" ".join(t).lower())


_KEYWORD = kws(*_KEYWORD_WORDS)


def _keywords_sel(t: pp.ParseResults) -> Selector:
    """"with flashback or disturb": either keyword (702)."""
    sels = [_has_keyword(" ".join(w).lower()) for w in t]
    return sels[0] if len(sels) == 1 else s.Or(tuple(sels))


_KEYWORDS = pp.Group(_KEYWORD) + pp.ZeroOrMore(sup("or") + pp.Group(_KEYWORD))
_COMPARE = (kws("power", "toughness", "mana value")
            + NUMBER
            + kws("or less", "or greater")).set_parse_action(
    lambda t: _Item("sel", s.StatCompare(
        "mana_value" if len(t) == 5 else t[0].lower(),
        "<=" if t[-1].lower() == "less" else ">=", t[-3])))
#: "with mana value 2" (202.3: exactly that mana value); not "with mana value 4 or 5".
_EXACT = (sup("mana value") + NUMBER + ~kw("or")).set_parse_action(
    lambda t: _Item("sel", s.StatCompare("mana_value", "==", t[0])))


#: 602.2b: an activation cost with {X} in it, before the ability's colon.
_X_COST = re.compile(r"[^:\"]*\{X\}[^:\"]*:")


def _x_limit(s_: str, loc: int, t: pp.ParseResults) -> _Item:
    """107.3a / 601.2b: "with <mana value | power | toughness> X [or less / or greater]"
    (208.1): the X announced as the spell is cast, or as an activated ability with {X} in its
    cost is activated (602.2b;
    `rules.announced_x`); not in a triggered ability or another activated ability, nor where
    the text defines X itself."""
    activated_x = ":" in s_[:loc] and _X_COST.match(s_) is not None
    stat = t[0].lower()
    rest = t[2:] if stat == "mana" else t[1:]
    op = {"or less": "<=", "or greater": ">="}.get(" ".join(rest).lower(), "==")
    if "where X is" in s_ and not activated_x:  # 107.3: the sentence defines X
        return _Item("sel", WhereXLimit("mana_value" if stat == "mana" else stat, op))
    if s_.startswith(("When ", "Whenever ", "At ")) or (":" in s_[:loc] and not activated_x):
        raise pp.ParseException(s_, loc, "a limit of X without a spell's X")
    # 602.2b / 107.3a: an activated ability's X is announced for all of its text, targets or
    # not (`rules.activated_x`)
    if stat == "mana":
        return _Item("sel", ManaValueX(op, target=activated_x))
    return _Item("sel", StatX(op, target=activated_x, which=stat))


_X_LIMIT = (sup("with") + kws("mana value", "power", "toughness") + pp.Keyword("X").suppress()
            + pp.Optional(kws("or less", "or greater"))).set_parse_action(_x_limit)
#: 208 / 608.2h: "with toughness less than this creature's power" (`rules.source_stat_selectors`)
_VS_OPS = {"less than or equal to": "<=", "greater than or equal to": ">=", "less than": "<",
           "greater than": ">", "equal to": "=="}
_VS_SOURCE = (sup("with") + kws("power", "toughness")
              + pp.Regex("(?i)(" + "|".join(_VS_OPS) + r")\b")
              + pp.Regex(r"(?i)(this creature's|~'s)").suppress() + kws("power", "toughness")
              ).set_parse_action(lambda t: _Item("sel", StatVsSource(
                  t[0].lower(), _VS_OPS[t[1].lower()], t[2].lower())))
#: 208.1: "with power or toughness 1 or less" (either stat; Warping Wail, Arnyn) and "with
#: total power and toughness 5 or less" (the sum; Cut Down, `rules.total_power_toughness`).
_EITHER_STAT = (sup("with power or toughness") + NUMBER + kws("or less", "or greater")
                ).set_parse_action(lambda t: _Item("sel", s.Or(tuple(
                    s.StatCompare(stat, "<=" if t[-1].lower() == "less" else ">=", t[0])
                    for stat in ("power", "toughness")))))
_TOTAL_STATS = (sup("with total power and toughness") + NUMBER + kws("or less", "or greater")
                ).set_parse_action(lambda t: _Item("sel", TotalPowerToughness(
                    "<=" if t[-1].lower() == "less" else ">=", t[0])))
WITH = pp.MatchFirst([
    _X_LIMIT,
    _EITHER_STAT,
    _TOTAL_STATS,
    _VS_SOURCE,
    (sup("with") + _COMPARE),
    (sup("with") + _EXACT),
    kw("with no abilities").set_parse_action(lambda: _Item("sel", HasNoAbilities())),  # 113.1
    kw("with {X} in its mana cost").set_parse_action(  # 107.3, 202.1
        lambda: _Item("sel", HasXInManaCost())),
    # 201.4, 702.106d: the name chosen for the source ("creatures you control with the
    # chosen name")
    kw("with the chosen name").set_parse_action(lambda: _Item("sel", HasChosenName())),
    # 702.158d: "in the sector of your choice" (the choice made as the ability resolves)
    kw("in the sector of your choice").set_parse_action(
        lambda: _Item("sel", InChosenSector())),
    (sup("with") + _KEYWORDS).set_parse_action(lambda t: _Item("sel", _keywords_sel(t))),
    # 122.1: "without a fate counter on it" (Oblivion Stone): none of that kind
    (sup("without") + kws("a", "an").suppress() + pp.Regex(r"[+-]\d+/[+-]\d+|[a-z]+")
     + kws("counter on it", "counter on them").suppress()
     ).set_parse_action(lambda t: _Item("sel", s.Not(s.HasCounter(t[0])))),
    (sup("without") + _KEYWORD).set_parse_action(
        lambda t: _Item("sel", s.Not(_keyword_sel(t)))),
    # 122.1: the kind is the word before "counter(s)" ("a +1/+1 counter", "one or more ice
    # counters"), whatever number word comes first
    (sup("with") + kws("a", "an", "one or more").suppress()
     + pp.Regex(r"[+-]\d+/[+-]\d+|[a-z]+")
     + kws("counter on it", "counters on it", "counter on them", "counters on them").suppress()
     ).set_parse_action(lambda t: _Item("sel", s.HasCounter(t[0]))),
    (sup("with") + kws("counters on it", "counters on them", "a counter on it")
     ).set_parse_action(lambda: _Item("sel", s.HasAnyCounter())),
    # "with three or more +1/+1 counters on them" (`rules.counter_selectors`)
    (sup("with") + NUMBER + sup("or more") + pp.Regex(r"[+-]\d+/[+-]\d+|[a-z]+")
     + kws("counters on them", "counters on it").suppress()).set_parse_action(
        lambda t: _Item("sel", HasCountersAtLeast(t[1], t[0]))),
    # "creatures with slime counters on them": one or more counters of that kind (122.1)
    (sup("with") + pp.Regex(r"[+-]\d+/[+-]\d+|[a-z]+") + kws("counters on them",
                                                              "counters on it")
     ).set_parse_action(lambda t: _Item("sel", s.HasCounter(t[0]))),
])

#: "with <keyword>," qualifying one item of a comma series (`nouns._GROUP`).
GROUP_WITH = (sup("with") + _KEYWORDS + pp.FollowedBy(",")).set_parse_action(
    lambda t: _Item("sel", _keywords_sel(t)))

#: One keyword an object may have, as a selector ("flying", "first strike", "toxic").
KEYWORD_SELECTOR = _KEYWORD.copy().set_parse_action(_keyword_sel)
