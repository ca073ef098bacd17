"""One-shot effects on objects beyond `compiler.effects.effects`' common verbs: turning permanents
face up or face down (708), changing a target (115.7), a text change (612), a copy effect
(707.2, `compiler.effects.becomes_copy`). Each is a clause (a list of instructions) that
`compiler.effects.effects.CLAUSE` offers alongside its own:

    turn <object> face up                                                (702.37e, 708.8)
    turn all <objects> face down                                         (708.2)
    change the target of target spell [or ability] with a single target  (115.7a)
    change the text of <object> by replacing all instances of one color word with another
        or one basic land type with another                               (612.2, 613.1c)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.becomes_copy import BECOMES_COPY
from arbiter.compiler.effects.counter_thresholds import PUT_MANA_SPENT
from arbiter.compiler.effects.doubling import DOUBLING_CLAUSES
from arbiter.compiler.effects.effects import (
    ALL,
    DURATION,
    OBJECT,
    TARGET_PLAYER,
    _pending,
)
from arbiter.compiler.effects.phasing import PHASE_OUT
from arbiter.compiler.effects.player_effects import _DESTINATION
from arbiter.compiler.effects.transform_any import TRANSFORM_ANY
from arbiter.compiler.grammar.lexicon import CARD_TYPE, NUMBER, SUBTYPE, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.predicates import ABILITY_LIST
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import (
    AddAbilities,
    BecomeTypes,
    LoseAllAbilities,
    RulesPart,
    TextChange,
)


def _one(build):  # type: ignore[no-untyped-def]
    return lambda t: [build(t)]


#: 708.8 / 702.37e: "turn target face-down creature face up" (a face-down permanent turned
#: face up by an effect; the engine's `TurnFaceUp` does nothing to a face-up one, 708.2b).
TURN_FACE_UP = (sup("turn") + OBJECT + sup("face up")).set_parse_action(
    _one(lambda t: [I.TurnFaceUp(t[0])]))
#: 708.2: "turn all other nontoken creatures face down" (each a 2/2 with no text, 708.2a).
TURN_FACE_DOWN = (sup("turn") + ALL + sup("face down")).set_parse_action(
    _one(lambda t: [I.TurnFaceDown(t[0])]))

#: 115.7a: "target spell or ability with a single target" (115.7: a change of target needs
#: exactly one target to change).
_SINGLE_TARGET = kw("target spell or ability with a single target").set_parse_action(
    lambda: _pending(I.TargetSpec("spell_or_ability", with_targets=1,
                                  description="target spell or ability with a single target"))
) | kw("target spell with a single target").set_parse_action(  # Deflection: spells only
    lambda: _pending(I.TargetSpec("spell", zone="stack", with_targets=1,
                                  description="target spell with a single target")))
CHANGE_TARGET = (sup("change the target of") + _SINGLE_TARGET).set_parse_action(
    _one(lambda t: [I.ChangeTarget(t[0])]))


#: 612.2: "Change the text of target permanent by replacing all instances of one color word
#: with another or one basic land type with another." (Mind Bend), "... one color word with
#: another" (Sleight of Mind), "... one basic land type with another" (Magical Hack), on a
#: spell or a permanent, indefinitely (611.2a) or "until end of turn" (Crystal Spray). Both
#: words are chosen as it resolves, of the same sort and different (`rules.text_change`).
_WORDS = pp.MatchFirst([
    kw("one color word with another or one basic land type with another").set_parse_action(
        lambda: "color_or_land_word"),
    kw("one color word with another").set_parse_action(lambda: "color_word"),
    kw("one basic land type with another").set_parse_action(lambda: "land_word"),
])


def _change_text(t: pp.ParseResults) -> list[I.Instruction]:
    target, words = t[0], t[1]
    duration = t[2] if len(t) > 2 else "indefinite"
    return [I.Choose(f"{words}_from", key="from"), I.Choose(f"{words}_to", key="to"),
            I.CreateEffect(parts=(TextChange(),), affected=target, duration=duration)]


CHANGE_TEXT = (sup("change the text of") + OBJECT + sup("by replacing all instances of")
               + _WORDS + pp.Optional(DURATION)).set_parse_action(_one(_change_text))

#: 701.34a: "Proliferate."
PROLIFERATE = kw("proliferate").set_parse_action(lambda: [[I.Proliferate()]])

#: 122.1f: "If target player has fewer than nine poison counters, they get a number of poison
#: counters equal to the difference."
POISON_UP_TO = (sup("if") + TARGET_PLAYER + sup("has fewer than") + NUMBER
                + sup("poison counters, they get a number of poison counters equal to the "
                      "difference")).set_parse_action(
    _one(lambda t: [I.GivePlayerCounters("poison", who=t[0], until=t[1])]))

#: A legendary card's gendered pronoun for itself ("Prevent all damage that would be dealt
#: to him this turn." on Gideon): Oracle text uses "they"/"it" for anything else.
_HIMSELF = kws("him", "her").set_parse_action(lambda: I.Ref.this())


def _prevent(rule: str):  # type: ignore[no-untyped-def]
    def build(t: pp.ParseResults) -> list[list[I.Instruction]]:
        durations = [x for x in t if isinstance(x, str)]
        if len(durations) != 1:
            raise pp.ParseException("", 0, "a prevention effect needs one duration")
        who = next(x for x in t if not isinstance(x, str))
        return [[I.CreateEffect(parts=(RulesPart(rule=rule),), affected=who,
                                duration=durations[0])]]
    return build


#: 615.1 / 611.2a: prevention effects lasting a while, kept by the engine as rules parts
#: (`engine.replacement.damage`): "Until your next turn, prevent all damage target permanent would
# deal."
#: and "Prevent all damage that would be dealt to him this turn."
PREVENT_BY = (pp.Optional(DURATION + lit(",")) + sup("prevent all damage") + OBJECT
              + sup("would deal") + pp.Optional(DURATION)).set_parse_action(
    _prevent("prevent_all_damage_dealt_by"))
PREVENT_TO = (pp.Optional(DURATION + lit(",")) + sup("prevent all damage that would be dealt to")
              + (OBJECT | _HIMSELF) + pp.Optional(DURATION)).set_parse_action(
    _prevent("prevent_all_damage_dealt_to"))


def _treasure(t: pp.ParseResults) -> list[I.Instruction]:
    who, words = t[0], list(t[1:])
    abilities = next((x for x in words if isinstance(x, list)), [])
    subtypes = frozenset(x[1] for x in words if isinstance(x, tuple) and x[0] == "sub")
    types = frozenset(x[1] for x in words if isinstance(x, tuple) and x[0] == "type")
    parts: list = [BecomeTypes(types=types, subtypes=subtypes), LoseAllAbilities()]
    if abilities:
        parts.append(AddAbilities(tuple(abilities)))
    return [I.CreateEffect(parts=tuple(parts), affected=who)]


_SUB = SUBTYPE.copy().add_parse_action(lambda t: ("sub", t[0]))
_TYPE = CARD_TYPE.copy().add_parse_action(lambda t: ("type", t[0]))
_WITH = (sup("with") + ABILITY_LIST).set_parse_action(lambda t: [list(t[0])])
#: 205.1a / 613.1d / 613.1f: "Target creature becomes a Treasure artifact with "<ability>" and
#: loses all other card types and abilities." The new types replace the old ones (so do
#: the subtypes); it loses its abilities, then has the quoted one (both layer 6, in that
#: order within the one effect, 613.7).
BECOMES_ONLY = (OBJECT + sup("becomes") + kws("a", "an").suppress() + pp.OneOrMore(_SUB)
                + _TYPE + pp.Optional(_WITH)
                + sup("and loses all other card types and abilities")).set_parse_action(
    _one(_treasure))



def _emblem(t: pp.ParseResults) -> list[I.Instruction]:
    import dataclasses

    from arbiter.compiler.grammar.quoted import compile_quoted

    abilities = tuple(dataclasses.replace(compile_quoted(text), text=text) for text in t)
    return [I.CreateEmblem(abilities)]


#: 114.2 / 114.4: "You get an emblem with "<ability>" [and "<ability>"]." (the emblem's
#: abilities, with their texts, work from the command zone).
EMBLEM = (sup("you get an emblem with") + pp.QuotedString('"')
          + pp.Optional(sup("and") + pp.QuotedString('"'))).set_parse_action(_one(_emblem))



def _search_any(t: pp.ParseResults) -> list[I.Instruction]:
    noun, (to, tapped) = t[0], t[1]
    return [I.SearchLibrary(noun.selector(), to=to, tapped=tapped, any_number=True)]


#: 701.23a / 701.23d: "Search your library for any number of Forest cards, put them onto the
#: battlefield tapped, then shuffle." (the player finds as many as they choose).
SEARCH_ANY = (sup("search your library for any number of") + NOUN + lit(",")
              + pp.Optional(sup("reveal them") + lit(",")) + sup("put them") + _DESTINATION
              + lit(",") + sup("then shuffle")).set_parse_action(_one(_search_any))

OBJECT_ACTIONS = [EMBLEM, SEARCH_ANY, TURN_FACE_UP, TURN_FACE_DOWN, CHANGE_TARGET,
                  CHANGE_TEXT, PROLIFERATE, POISON_UP_TO, PREVENT_BY,
                  PREVENT_TO, BECOMES_ONLY,
                  *DOUBLING_CLAUSES,  # 701.10 (`compiler.effects.doubling`)
                  PUT_MANA_SPENT,  # 601.2h (`compiler.effects.counter_thresholds`)
                  TRANSFORM_ANY,  # 701.27a (`compiler.effects.transform_any`)
                  PHASE_OUT,  # 702.26b (`compiler.effects.phasing`)
                  BECOMES_COPY]  # 707.2 (`compiler.effects.becomes_copy`)

__all__ = ["OBJECT_ACTIONS"]
