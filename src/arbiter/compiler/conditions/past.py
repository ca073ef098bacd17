"""Past-tense conditions about an object named earlier in the effect (608.2h), offered to the
"if" sentences of `compiler.effects.sentences`:

    its mana value was N or less          ("Return target creature to its owner's hand. If
                                            its mana value was 3 or less, scry 1.")
    that permanent had mana value N or less  (Serum Snare)
    you controlled that permanent / it    ("Return target nonland permanent to its owner's
                                            hand. If you controlled that permanent, draw a
                                            card.")
    that creature was a token             ("exile it. If that creature was a token, ...")
    that land was nonbasic                (Molten Rain: "Destroy target land. If that land
                                            was nonbasic, ...")
    that permanent was blue or black      (105.2: Filigree Fracture, Gloomwidow's Feast)
    that creature was a Villain           (205.3: Venom, Eddie Brock; a permanent noun)
    that creature wasn't legendary
    that land was a snow land             (Icequake: "that land", "that artifact" too)
    that creature wasn't dealt damage this turn   (120.1: Faller's Faithful; the object
                                            remembers the damage dealt to it, 400.7)

The object is a pronoun that `compiler.grammar.refs.bind` points at the last object named; the
condition is checked on its last known information (`rules.last_known_conditions`): as it
last existed on the battlefield if the effect moved it (608.2h), as it is now if it is still
where it was. A card noun ("it was a creature card") is `compiler.conditions.objects`' (asked
of the card where it went).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.object_qualities import STAT
from arbiter.compiler.grammar.lexicon import COLOR_WORD, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.rules import selectors as s
from arbiter.rules.damage_selectors import DealtDamageThisTurn
from arbiter.rules.instructions.objects import Ref
from arbiter.rules.last_known_conditions import ObjectWas
from arbiter.vocab import Color

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

_END = pp.FollowedBy(lit(",") | lit("."))
_OP = pp.MatchFirst([
    kw("or less").set_parse_action(lambda: "<="),
    kws("or greater", "or more").set_parse_action(lambda: ">="),
])
#: "that land", "that artifact": the last object named, as "that permanent" is
_THAT_KIND = PRONOUN | kws("that land", "that artifact", "that enchantment",
                           "that planeswalker").set_parse_action(lambda: Ref("pronoun"))
#: 202.3, 208.1: "that permanent had mana value 3 or less", "it had power 4 or greater"
_HAD_STAT = (_THAT_KIND + sup("had") + STAT + NUMBER + _OP + _END).set_parse_action(
    lambda t: ObjectWas(t[0], s.StatCompare(t[1], t[3], t[2])))


def _colors(t: pp.ParseResults) -> s.Selector:
    sels = tuple(s.HasColor(Color(c.lower())) for c in t)
    return sels[0] if len(sels) == 1 else s.Or(sels)


def _permanent(noun: Noun) -> s.Selector:
    """A permanent noun's qualities without its zone (the permanent may have left the
    battlefield: it is judged as it last existed there, 608.2h)."""
    if noun.kind != "permanent" or noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "'was a <noun>' about a permanent")
    sel = noun.selector()
    if isinstance(sel, s.And):
        parts = tuple(p for p in sel.parts if not isinstance(p, s.InZone))
        return parts[0] if len(parts) == 1 else s.And(parts)
    return sel


#: 105.2, 205.4a: "blue or black", "legendary"; 205.3: "a Villain", "a Human creature"
_QUALITY = pp.MatchFirst([
    (COLOR_WORD + pp.ZeroOrMore(sup("or") + COLOR_WORD)).set_parse_action(_colors),
    kw("legendary").set_parse_action(lambda: s.IsSupertype("Legendary")),
    (kws("a", "an").suppress() + NOUN).set_parse_action(lambda t: _permanent(t[0])),
])
_WAS = pp.MatchFirst([
    (_THAT_KIND + sup("was dealt damage this turn") + _END).set_parse_action(
        lambda t: ObjectWas(t[0], DealtDamageThisTurn())),
    (_THAT_KIND + kws("wasn't", "was not").suppress() + sup("dealt damage this turn") + _END
     ).set_parse_action(lambda t: ObjectWas(t[0], s.Not(DealtDamageThisTurn()))),
    (_THAT_KIND + sup("was") + _QUALITY + _END).set_parse_action(
        lambda t: ObjectWas(t[0], t[1])),
    (_THAT_KIND + kws("wasn't", "was not").suppress() + _QUALITY + _END).set_parse_action(
        lambda t: ObjectWas(t[0], s.Not(t[1]))),
])

PAST_CONDITION = (_MANA_VALUE | _CONTROLLED | _TOKEN | _NONBASIC | _HAD_STAT | _WAS
                  ).set_name("past-tense object condition")

__all__ = ["PAST_CONDITION"]
