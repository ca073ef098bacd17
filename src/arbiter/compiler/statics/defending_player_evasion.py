"""Evasion that depends on what the defending player controls (509.1b, 611.3b), as grammar:

    ~ can't be blocked as long as defending player controls an artifact.
    ~ can't be blocked as long as defending player controls three or more artifacts.
    ~ can't be blocked by <objects> as long as defending player controls a snow land.

506.2 / 508.5: the defending player of an attacking creature is the player it attacks (or
the controller or protector of the planeswalker or battle it attacks). A restriction on
blocking matters only while the creature attacks (509.1b), so "defending player" is the
creature's own: the condition is judged for the ability's source
(`rules.combat_selectors.defending_player`). Only the creature's own ability ("~") is read;
"Each creature you control can't be blocked as long as defending player controls ..." asks
for each attacker's own defending player and stays unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import conditions as C
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.combat_selectors import ControlledByDefendingPlayer
from arbiter.state.effects import EffectSpec


def _defender_controls(noun: Noun, n: int) -> C.Condition:
    """"defending player controls <n or more> <objects>"."""
    return C.Compare(V.CountOf(s.And((noun.selector(), ControlledByDefendingPlayer()))),
                     ">=", n)


_AMOUNT = pp.MatchFirst([
    (kws("a", "an").suppress() + NOUN).set_parse_action(lambda t: (1, t[0])),
    (NUMBER + sup("or more") + NOUN).set_parse_action(lambda t: (t[0], t[1])),
])
_EVASION = pp.MatchFirst([
    (sup("can't be blocked by") + NOUN).set_parse_action(
        lambda t: P.RulesPart(rule="cant_be_blocked_by", detail=t[0].selector())),
    kw("can't be blocked").set_parse_action(lambda: P.RulesPart(rule="cant_be_blocked")),
])


def _line(t: pp.ParseResults) -> StaticAbility:
    part, (n, noun) = t[0], t[1]
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (part,)),),
                         condition=_defender_controls(noun, n))


#: 509.1b / 611.3b: "~ can't be blocked [by <objects>] as long as defending player controls
#: <objects>."
DEFENDING_PLAYER_EVASION_LINE = (sup("~") + _EVASION
                                 + sup("as long as defending player controls") + _AMOUNT
                                 + lit(".")).set_parse_action(_line)

__all__ = ["DEFENDING_PLAYER_EVASION_LINE"]
