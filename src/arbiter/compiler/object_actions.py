"""One-shot effects on objects beyond `compiler.effects`' common verbs: turning permanents
face up or face down (708), changing a target (115.7), a copy effect from a resolving spell
(707.2) and a text change (612). Each is a clause (a list of instructions) that
`compiler.effects.CLAUSE` offers alongside its own:

    turn <object> face up                                                (702.37e, 708.8)
    turn all <objects> face down                                         (708.2)
    change the target of target spell or ability with a single target    (115.7a)
    each other creature becomes a copy of <target> until end of turn     (707.2, 611.2a)
    change the text of <object> by replacing all instances of one color word with another
        or one basic land type with another                               (612.2, 613.1c)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects import ALL, DURATION, OBJECT, TARGET_OBJECT, _pending
from arbiter.compiler.lexicon import kw, sup
from arbiter.engine import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.copiable import BecomeCopyOf
from arbiter.rules.parts import TextChange


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
                                  description="target spell or ability with a single target")))
CHANGE_TARGET = (sup("change the target of") + _SINGLE_TARGET).set_parse_action(
    _one(lambda t: [I.ChangeTarget(t[0])]))


def _mirror(t: pp.ParseResults) -> list[I.Instruction]:
    target = t[0]
    duration = t[1] if len(t) > 1 else "indefinite"
    return [I.CreateEffect(parts=(BecomeCopyOf(of=target),), affected=s.CREATURE,
                           exclude=(target,), duration=duration)]


#: 707.2 / 611.2c: "Each other creature becomes a copy of target nonlegendary creature until
#: end of turn": "other" is other than the target (the source is a spell); the creatures
#: affected are fixed as the spell resolves (611.2c), and each copies the target's copiable
#: values as they are then (707.2c).
EACH_OTHER_BECOMES_COPY = (sup("each other creature becomes a copy of") + TARGET_OBJECT
                           + pp.Optional(DURATION)).set_parse_action(_one(_mirror))

#: 612.2: "Change the text of target permanent by replacing all instances of one color word
#: with another or one basic land type with another." Both words are chosen as it resolves
#: (both color words or both basic land types); the effect lasts indefinitely (611.2a).
CHANGE_TEXT = (sup("change the text of") + OBJECT
               + sup("by replacing all instances of one color word with another or one basic "
                     "land type with another")).set_parse_action(_one(lambda t: [
                         I.Choose("color_or_land_word_from", key="from"),
                         I.Choose("color_or_land_word_to", key="to"),
                         I.CreateEffect(parts=(TextChange(),), affected=t[0])]))

OBJECT_ACTIONS = [TURN_FACE_UP, TURN_FACE_DOWN, CHANGE_TARGET, EACH_OTHER_BECOMES_COPY,
                  CHANGE_TEXT]

__all__ = ["OBJECT_ACTIONS"]
