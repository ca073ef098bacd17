"""107.3a, 608.2h: "..., where X is its power" (or "its mana value", "that card's mana
value") defining a number an instruction uses, as opposed to a continuous effect's part
("~ gets +X/+X until end of turn, where X is its power", the affected object's own power).

In an instruction, "its" is read as the object that "it" can only be:

    When this creature dies, incubate X, where X is its power.        (Bloated Processor)
        the source, the object the event names, as it last existed on the battlefield
        (603.10a, `rules.event_object_stats`)
    {2}{G}{G}: Put X +1/+1 counters on this creature, where X is its power.   (Heroes' Bane)
        the source, as it is now (also after a trigger on a step, which names no object)
    Whenever another creature you control enters, put X +1/+1 counters on it, where X is
    its power.                                                          (Railway Brawler)
    When enchanted creature dies, create X 1/1 white Soldier creature tokens, where X is its
    power.                                                          (Murder Investigation)
        the object the trigger's event names (603.2, `rules.event_object_stats`)

Anything else (a target or another object named before, "that card's mana value" of a card
the ability moved) is left unread. Before, the number was counted from the source as it is
on the battlefield: Railway Brawler gave a Serra Angel its own power in counters, Nyla,
Shirshu Sleuth counted its own mana value for the exiled card's, and a dies trigger
stopped the game with an internal error (the source had left). "That card's mana value" is
left unread in a continuous effect's part too (Tavern Brawler's granted "This creature gets
+X/+0 until end of turn, where X is that card's mana value" counted the creature's own).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pyparsing as pp

from arbiter.rules import values as V
from arbiter.rules.event_object_stats import EventObjectStat
from arbiter.rules.instructions.objects import Ref
from arbiter.rules.last_known import StatOf

#: The where-clause about "its" stat, and what it says.
_WHERE = re.compile(r",\s*where X is (its|that card's) (power|mana value)\b", re.IGNORECASE)
#: The source's own trigger: "When ~ dies", "Whenever this creature attacks".
_OWN_TRIGGER = re.compile(r"^(?:[^,]* [-—] )?(?:When|Whenever|At) (?:~|this [a-z]+\b)",
                          re.IGNORECASE)
#: The source's own leaves-the-battlefield trigger: the event's object is the source, which
#: has left (603.10a).
_OWN_LEAVING = re.compile(r"^(?:[^,]* [-—] )?When(?:ever)? (?:~|this [a-z]+) (?:dies|leaves "
                          r"the battlefield|is put into a graveyard from the battlefield)\b",
                          re.IGNORECASE)
#: A trigger whose event names one other object (`compiler.effects.event_object_stats`).
_EVENT_TRIGGER = re.compile(r"^(?:[^,]* [-—] )?When(?:ever)? (?:(?:a|an|another) [^,.]*"
                            r"\bcreature\b[^,.]*|enchanted creature|equipped creature) "
                            r"(?:enters|dies|attacks|leaves the battlefield)\b[^,.]*, ",
                            re.IGNORECASE)
#: A trigger on a step, whose event names no object ("At the beginning of your upkeep").
_STEP_TRIGGER = re.compile(r"^(?:[^,]* [-—] )?At the beginning of\b", re.IGNORECASE)
#: Any trigger at all.
_TRIGGER = re.compile(r"^(?:[^,]* [-—] )?(?:When|Whenever|At)\b", re.IGNORECASE)
#: A player as a target: not an object "its" could name.
_TARGET_PLAYER = re.compile(r"\btarget (?:player|opponent)s?\b(?! or)", re.IGNORECASE)
_STAT = {"power": "power", "mana value": "mana_value"}


#: Objects other than the source: "its" might name one of them.
_OTHER_NOUN = re.compile(r"\b(?:targets?|enchanted|equipped|that|cards?|creatures?|permanents?"
                         r"|artifacts?|lands?|spells?|enchantments?|planeswalkers?)\b",
                         re.IGNORECASE)


def _names_another(text: str) -> bool:
    """Whether the text names an object other than the source (the tokens created and the
    players named aside)."""
    text = re.sub(r"~|\bthis [a-z]+\b|\bcreate [^,.]*?\btokens?\b", "", text,
                  flags=re.IGNORECASE)
    return _OTHER_NOUN.search(_TARGET_PLAYER.sub("", text)) is not None


def _meaning(s: str, where: re.Match[str]) -> Any:
    """The value "its" stands for in this line, or a ParseException."""
    stat = _STAT[where.group(2).lower()]
    event = _EVENT_TRIGGER.match(s)
    if event is not None:
        if _names_another(s[event.end():where.start()]):
            raise pp.ParseException(s, where.start(), "'its' where another object is named")
        return EventObjectStat(stat)  # 603.2, 608.2h
    if _TRIGGER.match(s) and not _OWN_TRIGGER.match(s) and not _STEP_TRIGGER.match(s):
        raise pp.ParseException(s, where.start(), "'its' after a trigger on another object")
    start = s.find(":") + 1 if not _TRIGGER.match(s) else s.find(",") + 1
    if _names_another(s[start:where.start()]):
        raise pp.ParseException(s, where.start(), "'its' where another object is named")
    if _OWN_LEAVING.match(s):
        return EventObjectStat(stat)  # 603.10a: the source as it last existed
    return StatOf(Ref.this(), stat)  # 608.2h: as it last existed if it has left


def _swap(x: Any, old: Any, new: Any) -> Any:
    """`x` with the where-clause's value `old` (the very object) replaced by `new` outside
    continuous effects' parts (where it is the affected object's own)."""
    if x is old:
        return new
    if isinstance(x, tuple | list):
        ys = [_swap(y, old, new) for y in x]
        return type(x)(ys) if any(y is not z for y, z in zip(ys, x, strict=True)) else x
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
            type(x).__module__ != "arbiter.rules.parts":
        changes = {f.name: _swap(getattr(x, f.name), old, new)
                   for f in dataclasses.fields(x) if f.init}
        if any(changes[k] is not getattr(x, k) for k in changes):
            return dataclasses.replace(x, **changes)
    return x


def its_stat_in_instructions(s: str, loc: int, body: list[Any], value: Any) -> list[Any]:
    """107.3a, 608.2h: the instructions `body` after "where X is its power" (`value`, a
    bare V.PowerOf or V.ManaValueOf, already put in place of X) with that value made the
    object "its" names (`_meaning`), or a ParseException."""
    if type(value) not in (V.PowerOf, V.ManaValueOf):
        return body
    where = _WHERE.search(s, loc)
    if where is None:
        raise pp.ParseException(s, loc, "'its' of a where-clause not found")
    if where.group(1).lower() != "its":
        # "that card's mana value" is no object's own: the card a clause before moved
        raise pp.ParseException(s, where.start(), "'that card's mana value' of no card named")
    if not any(_swap(i, value, None) is not i for i in body):
        return body  # only in continuous effects' parts: the affected object's own
    return [_swap(i, value, _meaning(s, where)) for i in body]


#: "create a number of <tokens> equal to its power" (`compiler.effects.tokens_equal_to`).
_EQUAL_TO = re.compile(r"\bequal to (its|that card's) (power|mana value)\b", re.IGNORECASE)


def its_stat_equal_to(s: str, loc: int, value: Any) -> Any:
    """608.2h: "... equal to its power" (`value` a bare V.PowerOf or V.ManaValueOf) as the
    object "its" names (Goldvein Hydra's dies trigger: as it last existed), or a
    ParseException; any other value as it is."""
    if type(value) not in (V.PowerOf, V.ManaValueOf):
        return value
    at = _EQUAL_TO.search(s, loc)
    if at is None or at.group(1).lower() != "its":
        raise pp.ParseException(s, loc, "'its' of no object named")
    return _meaning(s, at)


__all__ = ["its_stat_equal_to", "its_stat_in_instructions"]
