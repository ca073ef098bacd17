"""701.15a: "goad target creature [an opponent controls | that player controls]" - until the
next turn of the controller of the resolving spell or ability, the creature is goaded: a
rules effect "goaded" on it whose controller is that player (701.15b: it attacks each combat
if able and attacks a player other than that player if able; 701.15c-d: each goading player
once; `engine.keyword_actions.goad`). The creature is chosen as the target is (115.1) and
the effect applies to it alone (611.2c).

    When this creature enters, goad target creature an opponent controls.   (Taunting Sliver)

And "goad all <creatures>" / "goad each <creature> ..." (Disrupt Decorum, Marisi): every
creature the phrase describes as the spell or ability resolves is goaded (611.2c: the set is
locked then; a creature that later comes under that control isn't).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.goad import RULE
from arbiter.rules import instructions as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import UNTIL_YOUR_NEXT_TURN


def goad_clause(obj: pp.ParserElement) -> pp.ParserElement:
    """The clause, with `obj` the one-object grammar of `compiler.effects.effects`."""
    group = (kws("all", "each").suppress() + NOUN).set_parse_action(
        lambda t: t[0].selector())  # 611.2c: locked as the effect is created
    return (sup("goad") + (group | obj)).set_parse_action(lambda t: [[I.CreateEffect(
        parts=(RulesPart(rule=RULE),), affected=t[0], duration=UNTIL_YOUR_NEXT_TURN)]])


__all__ = ["goad_clause"]
