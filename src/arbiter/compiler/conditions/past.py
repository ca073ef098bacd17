"""Past-tense conditions about an object named earlier in the effect (608.2h), offered to the
"if" sentences of `compiler.effects.sentences`:

    its mana value was N or less          ("Return target creature to its owner's hand. If
                                            its mana value was 3 or less, scry 1.")
    you controlled that permanent / it    ("Return target nonland permanent to its owner's
                                            hand. If you controlled that permanent, draw a
                                            card.")
    that creature was a token             ("exile it. If that creature was a token, ...")
    that land was nonbasic                (Molten Rain: "Destroy target land. If that land
                                            was nonbasic, ...")

The object is a pronoun that `compiler.grammar.refs.bind` points at the last object named; the
condition is checked on its last known information (`rules.last_known_conditions`): as it
last existed on the battlefield if the effect moved it (608.2h).
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.rules import selectors as s
from arbiter.rules.instructions.objects import Ref
from arbiter.rules.last_known_conditions import ObjectWas

_MANA_VALUE = (sup("its mana value was") + NUMBER + sup("or less")).set_parse_action(
    lambda t: ObjectWas(Ref("pronoun"), s.ManaValueAtMost(t[0])))
_CONTROLLED = (sup("you controlled")
               + kws("that permanent", "that creature", "it").suppress()).set_parse_action(
    lambda: ObjectWas(Ref("pronoun"), s.ControlledByYou()))

#: "If that creature was a token" (Prowling Geistcatcher): a token put into a graveyard or
#: exile ceased to exist (111.7) but was one as it last existed.
_TOKEN = kws("that creature was a token", "it was a token").set_parse_action(
    lambda: ObjectWas(Ref("pronoun"), s.IsToken()))

#: 205.4a, 608.2h: "If that land was nonbasic" (Molten Rain, after "Destroy target land")
_NONBASIC = kws("that land was nonbasic", "it was nonbasic").set_parse_action(
    lambda: ObjectWas(Ref("pronoun"), s.Not(s.IsSupertype("Basic"))))

PAST_CONDITION = (_MANA_VALUE | _CONTROLLED | _TOKEN | _NONBASIC
                  ).set_name("past-tense object condition")

__all__ = ["PAST_CONDITION"]
