"""607.2a / 613.1d / 613.4b: "As long as a card exiled with ~ is a creature card, ~ has the
power, toughness, and creature types of the last creature card exiled with it. It's still a
<creature type>." (Duplicant; `rules.last_exiled_creature`). The card's exiling ability is
linked to this one (`compiler.linked`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.last_exiled_creature import LastExiledCreatureStat, LastExiledCreatureTypes
from arbiter.state.effects import EffectSpec

_SELF = kws("~", "this creature").suppress()


def _line(t: pp.ParseResults) -> StaticAbility:
    keep = frozenset({str(t[0])})
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (
        LastExiledCreatureTypes(keep=keep),
        P.SetBasePT(LastExiledCreatureStat("power"), LastExiledCreatureStat("toughness")),
    )),))


LAST_EXILED_CREATURE_LINE = (
    sup("as long as a card exiled with") + _SELF + sup("is a creature card") + lit(",")
    + _SELF + sup("has the power, toughness, and creature types of the last creature card "
                  "exiled with it") + lit(".")
    + sup("it's still a") + pp.Word(pp.alphas) + lit(".")
).set_parse_action(_line)

__all__ = ["LAST_EXILED_CREATURE_LINE"]
