"""Keyword lines (702): "Flying, vigilance", "Ward {2}", "Protection from black",
"Morph - Pay 5 life", "Enchant creature", "Crew 1", "Islandwalk" — reminder text ignored
(207.2). Each keyword is built by `rules.keywords.keyword_ability`.

    keyword line := keyword ("," | ";") keyword ...
    keyword      := simple keyword | <land type>walk | protection from <quality>
                    | keyword with a parameter (a cost, a number, or a quality)

A parameter in words (not a cost after a dash) is read only for the keywords that take one
("Enchant creature", "Hexproof from black", "Affinity for Equipment", "Equip legendary
creature {3}", "Craft with artifact {3}"): a sentence that starts with a keyword's word
("Crew Captain has ...", "Equip abilities you activate cost {1} less ...", "Flashback costs
you pay cost {2} less.") is not a keyword line.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import MANA_COST, kws
from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.equip_quality import with_equip_quality
from arbiter.compiler.keywords.keyword_costs import COST_KEYWORDS, with_costs
from arbiter.compiler.keywords.optional_keyword_costs import (
    OPTIONAL_COST_KEYWORDS,
    with_optional_costs,
)
from arbiter.compiler.keywords.protection_quality import with_protection_quality
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.keywords import (
    SIMPLE,
    WITH_PARAM,
    keyword_ability,
    strip_reminder,
)

_WS = " \t"
#: 702.14a: "islandwalk", "desertwalk"; a supertype or card type with "land" or a land type
#: ("nonbasic landwalk", "artifact landwalk", "snow swampwalk"; `rules.landwalk`).
_LANDWALK = pp.Regex(r"(?i)(?:(?:snow|legendary|nonbasic|basic|artifact) "
                     r"(?:land|plains|island|swamp|mountain|forest|desert)|"
                     r"plains|island|swamp|mountain|forest|desert)walk\b")
#: 702.48a: "[Quality] offering" ("Goblin offering", "Artifact offering").
_OFFERING = pp.Regex(r"(?i)[a-z][a-z'-]* offering\b")
#: 702.29e: "<type>cycling [cost]" ("Plainscycling {2}", "Basic landcycling {1}{B}").
_TYPECYCLING = pp.Regex(r"(?i)(?:[a-z'-]+ )?[a-z'-]+cycling\b")
_SIMPLE = kws(*SIMPLE)
#: 702.16: "protection from <quality>[ and from <quality>]" — everything up to the next comma.
_QUALITY = pp.Regex(r"[^,;]+")
#: 702.16g: "Protection from blue, from black, and from red" (a serial list of qualities, each
#: after its own "from") is one keyword with several qualities (`engine.keywords.protection`).
_MORE_QUALITIES = pp.ZeroOrMore(pp.Regex(r",\s*from\s+") + _QUALITY) + pp.Optional(
    pp.Regex(r",\s*and from\s+") + _QUALITY)
_PROTECTION = kws("protection from") + _QUALITY + _MORE_QUALITIES
#: A cost after a dash ("Morph - Pay 5 life", "Ward - Discard a card") or after the keyword.
_DASH_COST = pp.Regex(r"-\s*[^,;]+")
_NUMBER = pp.Regex(r"\d+|X")
_PARAM = (MANA_COST + pp.Optional(pp.Regex(r"[^,;]+")) | _NUMBER + pp.Optional(_DASH_COST)
          | _DASH_COST)
#: Keywords whose parameter is a quality in words (702.5a enchant, 702.11d hexproof from,
#: 702.41a affinity for, 702.167a craft with, 702.119a emerge from, 702.174a gift,
#: 702.82c devour [quality] N, 702.72a champion an [object], 702.47a splice onto [quality]).
_QUALITY_KEYWORDS = ("enchant", "hexproof from", "affinity for", "craft", "emerge", "gift",
                     "devour", "champion", "splice")
#: 702.6e: "Equip [quality] [cost]" ("Equip legendary creature {3}").
_EQUIP_QUALITY = pp.Regex(r"[^,;{]+?\s*(?=\{)") + MANA_COST
_WITH_PARAM = pp.MatchFirst([
    kws(*_QUALITY_KEYWORDS) + pp.Optional(_PARAM | _QUALITY),
    kws("equip") + pp.Optional(_PARAM | _EQUIP_QUALITY),
    kws(*[k for k in WITH_PARAM if k not in ("protection from", "equip", *_QUALITY_KEYWORDS)])
    + pp.Optional(_PARAM),
])


def _build(s: str, loc: int, t: pp.ParseResults) -> KeywordAbility:
    """The keyword as written (its exact words), built by `keyword_ability`."""
    text = t[0].strip().replace(" - ", "\u2014")
    text = text[:1].upper() + text[1:]
    try:
        # a cost after the keyword, read (118); 702.6c: an equip ability's quality
        # 702.16a: a protection quality read as an object phrase
        return with_protection_quality(with_equip_quality(with_optional_costs(with_costs(
            keyword_ability(text)))))
    except ValueError as e:
        raise pp.ParseException(s, loc, str(e)) from None


#: 702.34a / 702.138a ...: a keyword whose cost after a dash names several costs runs to the
#: end of the line ("Flashback—{1}{U}, Pay 3 life.", "Escape—{R}{R}, Exile eight other cards
#: from your graveyard.").
_COSTS_TO_END = kws(*COST_KEYWORDS, *OPTIONAL_COST_KEYWORDS) + pp.Regex(r"-\s*[^,;]+,[^;]+$")
#: 702.21a: "Ward—{2}, Pay 2 life." (a ward cost of several parts runs to the end of the line)
_WARD_COSTS = kws("ward") + pp.Regex(r"-\s*[^,;]+, (?:[Pp]ay|[Ss]acrifice|[Dd]iscard)[^;]+$")
#: 702.5a: "Enchant creature, land, or planeswalker": a serial list of three or more
#: qualities is one parameter (the whole line is that one keyword).
_ENCHANT_SERIAL = kws("enchant") + pp.Regex(r"[A-Za-z][\w ]*(?:, [A-Za-z][\w ]*)+, or "
                                           r"[A-Za-z][\w ]*$")
#: 702.11f: "Hexproof from artifacts, creatures, and enchantments": a serial list of qualities
#: is one keyword (a hexproof from each, `engine.keywords.hexproof_from`).
_HEXPROOF_SERIAL = kws("hexproof from") + pp.Regex(r"[A-Za-z][\w ]*(?:, [A-Za-z][\w ]*)+, and "
                                                  r"[A-Za-z][\w ]*$")
_KEYWORD = pp.original_text_for(pp.MatchFirst([
    _COSTS_TO_END, _WARD_COSTS, _ENCHANT_SERIAL, _HEXPROOF_SERIAL, _LANDWALK, _OFFERING,
    _PROTECTION,
    _WITH_PARAM, _SIMPLE, _TYPECYCLING + pp.Optional(_PARAM),
])).add_parse_action(_build)
_SEP = pp.Literal(",").suppress() | pp.Literal(";").suppress()
KEYWORD_LINE = (_KEYWORD + pp.ZeroOrMore(_SEP + _KEYWORD) + pp.StringEnd())


#: 207.2d: a flavor word before a keyword line ("Perseus's Bow — Equip {6}", "Void Shields —
#: Protection from ...") has no rules meaning; capitalized words, as `compiler.lines` reads one.
#: Not a label with rules meaning before a dash (702.178a "Max speed", 719.3a "To solve",
#: 702.169 "Solved", 702.159a "Visit", 702.139a "Companion", 702.57a "Forecast", 702.142a
#: "Boast", 702.177a "Exhaust", power-up).
_FLAVOR_WORD = re.compile(r"^(?!(?:Max speed|To solve|Solved|Visit|Companion|Forecast|Boast|"
                          r"Exhaust|Power-up)\s+-)"
                          r"[A-Z][a-z'-]+(?: [A-Za-z'-]+)*\s+-\s+(?=[A-Z])")


def keywords_of(line: str) -> tuple[KeywordAbility, ...] | None:
    """702: the keywords of a line made only of keywords, whether or not the engine carries
    them out; None if the line is something else. A keyword with a parameter takes the rest
    of its comma-separated item ("Ward {2}", "Equip {1}"). 207.2d: a flavor word before the
    keywords is dropped when the line isn't read with it (a keyword's own dash, "Morph - Pay
    5 life", is read first)."""
    body = strip_reminder(line).replace("\u2014", " - ").strip()
    if not body:
        return ()
    for text in (body, _FLAVOR_WORD.sub("", body, count=1)):
        try:
            return tuple(KEYWORD_LINE.parse_string(text, parse_all=True))
        except pp.ParseBaseException:
            continue
    return None


def parse_keyword_line(line: str) -> tuple[KeywordAbility, ...] | None:
    """A keyword line the engine carries out entirely; None for any other line, including a
    keyword line with a keyword the engine doesn't enforce (see `unenforced_keyword_line`)."""
    found = keywords_of(line)
    if found is None or not all(enforced(k) for k in found):
        return None
    return found


def unenforced_keyword_line(line: str) -> bool:
    """A keyword line with a keyword the engine doesn't carry out: an unsupported part
    (principle 5), never a card definition's line."""
    found = keywords_of(line)
    return found is not None and not all(enforced(k) for k in found)
