"""'that creature's power / toughness / mana value' in a triggered ability, where "that
creature" is the creature the trigger's event names (603.2, 608.2h; `rules.event_object_stats`):

    Whenever another creature enters, you may put X +1/+1 counters on this creature, where X
    is that creature's power.                                      (Hamletback Goliath)
    Whenever a creature you control dies, you gain life equal to that creature's toughness.
    When enchanted creature dies, this Aura deals damage equal to that creature's toughness
    to the creature's controller.                                  (Creature Bond)

"its power" (toughness, mana value) is read the same way where nothing but the event's object
can be "it": "When ~ enters, you gain life equal to its power.", "Whenever a creature you
control enters, you gain life equal to its toughness." (Angelic Chorus).

"that creature's" is read only in a line "When(ever) a/an/another <creature phrase> |
enchanted creature | equipped creature enters / dies / attacks / leaves the battlefield, ..."
with no target named before the number (after a target, "that creature" could be the target:
`compiler.effects.target_stats`).
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws
from arbiter.rules.event_object_stats import EventObjectStat

_TRIGGER = re.compile(r"^When(?:ever)? (?:(?:a|an|another) [^,.]*\bcreature\b[^,.]*"
                      r"|enchanted creature|equipped creature) "
                      r"(?:enters|dies|attacks|leaves the battlefield)\b[^,.]*, ",
                      re.IGNORECASE)


def _event_creature(s: str, loc: int, t: pp.ParseResults) -> None:
    m = _TRIGGER.match(s)
    if m is None or m.end() > loc or re.search(r"\btarget\b", s[:loc], re.IGNORECASE):
        raise pp.ParseException(s, loc, "'that creature' of no creature the event names")


_STAT = pp.MatchFirst([
    kws("power").set_parse_action(lambda: "power"),
    kws("toughness").set_parse_action(lambda: "toughness"),
    kws("mana value").set_parse_action(lambda: "mana_value"),
])

#: "its power" where "its" can only be the event's object: a trigger whose event names one
#: object ("When ~ enters", "Whenever a creature you control enters / dies / attacks") and an
#: effect that names no object before the number (608.2b: "it" is the object the event names).
_ITS_TRIGGER = re.compile(r"^When(?:ever)? (?:~|(?:a|an|another) [^,.]*\bcreature\b[^,.]*"
                          r"|enchanted creature|equipped creature) "
                          r"(?:enters|dies|attacks|leaves the battlefield)\b[^,.]*, ",
                          re.IGNORECASE)
_NO_OBJECT_BEFORE = re.compile(
    r"^(?:you (?:may )?)?(?:gain life|gains life|draw cards|draws cards) equal to $"
    r"|^(?:each opponent|each player|target player|target opponent) loses life equal to $",
    re.IGNORECASE)


def _event_its(s: str, loc: int, t: pp.ParseResults) -> None:
    m = _ITS_TRIGGER.match(s)
    if m is None or m.end() > loc or _NO_OBJECT_BEFORE.match(s[m.end():loc]) is None:
        raise pp.ParseException(s, loc, "'its' may name another object than the event's")


#: 601.2i, 707.10: a trigger on a spell cast (or copied) by a player: "Whenever you cast a
#: noncreature spell", "Whenever a player casts an instant or sorcery spell", "Whenever you
#: cast or copy ..." (its one object is the spell); not one joined to another event.
_CAST_TRIGGER = re.compile(r"^When(?:ever)? (?:you|a player|an opponent|enchanted player) "
                           r"(?:cast|casts|cast or copy|casts or copies) "
                           r"(?:(?!\b(?:enters?|attacks?|dies|is|are|and)\b)[^,.])*"
                           r"\bspells?\b"
                           r"(?:(?!\b(?:enters?|attacks?|dies|is|are|and)\b)[^,.])*, ",
                           re.IGNORECASE)


def _event_spell(s: str, loc: int, t: pp.ParseResults) -> None:
    m = _CAST_TRIGGER.match(s)
    if m is None or m.end() > loc or re.search(r"\b(?:target|another)\b[^.]*?\bspells?\b"
                                               r"|\bcop(?:y|ies)\b", s[m.end():loc],
                                               re.IGNORECASE):
        raise pp.ParseException(s, loc, "'that spell' of no spell the event names")


#: "that creature's power" of the event's creature; "its power" where nothing else can be
#: "it". 202.3, 608.2h: "that spell's mana value" of the spell a cast trigger names (on the
#: stack, its X included, 202.3e; as it last existed there once it has left).
EVENT_CREATURE_STAT = (kws("that creature's").suppress() + _STAT).add_parse_action(
    _event_creature).add_parse_action(lambda t: EventObjectStat(t[0])) | (
    kws("its").suppress() + _STAT).add_parse_action(_event_its).add_parse_action(
    lambda t: EventObjectStat(t[0])) | (
    kws("that spell's mana value").set_parse_action(lambda: "mana_value")
    ).add_parse_action(_event_spell).add_parse_action(
    lambda t: EventObjectStat(t[0], of="spell"))

__all__ = ["EVENT_CREATURE_STAT"]
