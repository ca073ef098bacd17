"""Meld (701.42a, 712.4a) as grammar: the meld card's ability that exiles it and its
counterpart and melds them.

    {3}{R}{R}, {T}: If you both own and control ~ and a creature named Hanweir Garrison,
    exile them, then meld them into Hanweir, the Writhing Township.      (Hanweir Battlements)
    At the beginning of combat on your turn, if you both own and control ~ and a creature
    named Midnight Scavengers, exile them, then meld them into Chittering Host.   (Graf Rats)

The sentence is one instruction (`engine.keyword_actions.meld.Meld`) checking its "if" as it
is followed (608.2c); the triggered line also has it as its intervening "if" (603.4,
`rules.meld.OwnAndControlPair`). A line whose melded permanent's name holds the card's own
(shortened) name, made "~" by 201.5c ("meld them into ~, Planeswalker"), isn't read: the name
of the permanent to meld into is lost.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.keyword_actions.meld import Meld
from arbiter.rules.meld import OwnAndControlPair

#: The other card's name: up to the ", exile them" that follows it (names hold commas, not
#: periods: "named Fang, Fearless l'Cie, you may pay {3}{B}{G}. If you do, exile them" isn't
#: a name).
_PARTNER = pp.Regex(r"[A-Z][^~.]*?(?=, exile them, then meld them into )")
#: The melded permanent's name: up to the period ending the sentence.
_INTO = pp.Regex(r"[A-Z][^~.]*")
_TYPE = kws("creature", "artifact", "land").set_parse_action(lambda t: t[0].capitalize())

_CONDITION = (sup("you both own and control ~ and") + kws("a", "an").suppress() + _TYPE
              + sup("named") + _PARTNER)
_ACTION = lit(",") + sup("exile them, then meld them into") + _INTO + lit(".")


def _meld(t: pp.ParseResults) -> Meld:
    return Meld(partner=t[1], partner_type=t[0], into=t[2])


#: 701.42a / 608.2c: "If you both own and control ~ and a creature named <name>, exile them,
#: then meld them into <name>." (a sentence of an activated ability)
MELD_SENTENCE = (sup("if") + _CONDITION + _ACTION).set_parse_action(
    lambda t: [("plain", [_meld(t)])])


def _triggered(t: pp.ParseResults) -> object:
    from arbiter.compiler.lines import _triggered as triggered

    meld = _meld(t[1:])
    cond = OwnAndControlPair(name=meld.partner, card_type=meld.partner_type)
    return triggered(pp.ParseResults([t[0], cond, [meld]]))


def meld_trigger_line(trigger: pp.ParserElement) -> pp.ParserElement:
    """603.4 / 701.42a: "<trigger>, if you both own and control ~ and a creature named
    <name>, exile them, then meld them into <name>." """
    return (trigger + lit(",") + sup("if") + _CONDITION + _ACTION).set_parse_action(_triggered)


__all__ = ["MELD_SENTENCE", "meld_trigger_line"]
