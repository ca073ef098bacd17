"""Static abilities about the top card of your library (401.5, 701.18c, 305.1, 601.3;
`engine.casting.library_top`):

    You may look at the top card of your library any time.
    Play with the top card of your library revealed.
    Players play with the top card of their libraries revealed.
    You may play lands from the top of your library.
    You may cast creature spells from the top of your library.
    You may play lands and cast spells from the top of your library.
    You may cast Goblin spells from the top of your library.
    You may cast Cleric, Rogue, Warrior, and Wizard spells from the top of your library.
    You may look at the top card of your library any time, and you may play lands from the
    top of your library.                                  (Radha, Heart of Keld: both at once)

A spell's quality is a card type ("creature", "instant and sorcery", "noncreature") or a
creature type; any other quality ("spells with mana value 4 or greater", "historic",
"colorless", "of the chosen type") is left unread.
"""

from __future__ import annotations

import re
from typing import Any

import pyparsing as pp

from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.compiler.conditions.static import STATIC_CONDITION, whole_condition
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.casting.library_top import CAST_FROM_TOP, LOOK, REVEALED
from arbiter.engine.turn.land_permissions import PLAY_LANDS_FROM
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
               "instant": "Instant", "sorcery": "Sorcery", "planeswalker": "Planeswalker",
               "battle": "Battle", "kindred": "Kindred"}


def _static(*parts: P.RulesPart, condition: Any = None) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, parts),), condition=condition)


def _conditional(t: pp.ParseResults) -> StaticAbility:
    """"[As long as <condition>,] <line>": the line's ability, with its condition."""
    *cond, ability = t
    if not cond:
        return ability
    return StaticAbility(text="", effects=ability.effects, condition=cond[0])


def _qualities(text: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(kinds, excluded) of "creature", "instant and sorcery", "noncreature", "Goblin",
    "Cleric, Rogue, Warrior, and Wizard", "Angel spells and Human" ...; None: not read."""
    kinds: list[str] = []
    excluded: list[str] = []
    for word in re.split(r",? and |, | spells and ", text.strip()):
        low = word.lower()
        if low in _CARD_TYPES:
            kinds.append(_CARD_TYPES[low])
        elif low.startswith("non") and low[3:] in _CARD_TYPES and not excluded and not kinds:
            excluded.append(_CARD_TYPES[low[3:]])
        elif word in CREATURE_TYPES:
            kinds.append(word)
        else:
            return None
    if excluded and kinds:
        return None  # "Spider spells and noncreature spells": either; not read yet
    return tuple(kinds), tuple(excluded)


def _cast_part(t: pp.ParseResults) -> P.RulesPart:
    words = t.get("qualities")
    read = _qualities(words) if words else ((), ())
    if read is None:
        raise pp.ParseException("", 0, f"spells of a quality not read: {words!r}")
    return P.RulesPart(rule=CAST_FROM_TOP, detail=read)


_FROM_TOP = kw("from the top of your library") + lit(".")
_QUALITIES = pp.Regex(r"(?:(?!spells\b)[A-Za-z]+(?:,? and |, | spells and )?)+?(?= spells\b)"
                      )("qualities")
_CAST = (kw("cast") + pp.Optional(_QUALITIES) + kw("spells")).set_parse_action(_cast_part)
_LANDS = kw("play lands").set_parse_action(
    lambda: P.RulesPart(rule=PLAY_LANDS_FROM, detail="library"))

#: 401.5: "You may look at the top card of your library any time."
LOOK_LINE = (kw("you may look at the top card of your library any time") + lit(".")
             ).set_parse_action(lambda: _static(P.RulesPart(rule=LOOK, detail="you")))
#: 701.18c / 401.5: "Play with the top card of your library revealed."
REVEALED_LINE = pp.MatchFirst([
    (kw("play with the top card of your library revealed") + lit(".")
     ).set_parse_action(lambda: _static(P.RulesPart(rule=REVEALED, detail="you"))),
    # 401.5: every player's top card (Lantern of Insight, Field of Dreams)
    (kw("players play with the top card of their libraries revealed") + lit(".")
     ).set_parse_action(lambda: _static(P.RulesPart(rule=REVEALED, detail="each"))),
])
#: 305.1 / 601.3: "You may play lands [and cast <quality> spells] from the top of your
#: library." / "You may cast <quality> spells from the top of your library."
PLAY_FROM_TOP_LINE = (kw("you may") + ((_LANDS + pp.Optional(kw("and").suppress() + _CAST))
                                       | _CAST) + _FROM_TOP
                      ).set_parse_action(lambda t: _static(*(x for x in t
                                                             if isinstance(x, P.RulesPart))))

#: 401.5 with 305.1 / 601.3: "You may look at the top card of your library any time[,] and you
#: may play lands [and cast <quality> spells] from the top of your library.": one ability
#: doing both.
LOOK_AND_PLAY_LINE = (kw("you may look at the top card of your library any time")
                      + pp.Optional(lit(",")) + kw("and") + kw("you may")
                      + ((_LANDS + pp.Optional(kw("and").suppress() + _CAST)) | _CAST)
                      + _FROM_TOP).set_parse_action(
    lambda t: _static(P.RulesPart(rule=LOOK, detail="you"),
                      *(x for x in t if isinstance(x, P.RulesPart))))

#: "Coven — As long as you control three or more creatures with different powers, you may
#: cast creature spells from the top of your library." (207.2c: the ability word is nothing)
LIBRARY_TOP_LINES = (pp.Optional(sup("as long as") + STATIC_CONDITION.copy().add_parse_action(
    whole_condition) + lit(",").suppress())
                     + (LOOK_AND_PLAY_LINE | LOOK_LINE | REVEALED_LINE | PLAY_FROM_TOP_LINE)
                     ).set_parse_action(_conditional)

__all__ = ["LIBRARY_TOP_LINES", "LOOK_AND_PLAY_LINE", "LOOK_LINE", "PLAY_FROM_TOP_LINE",
           "REVEALED_LINE"]
