"""601.3 / 609.4b: a permission to play a card exiled by the same effect for as long as it
remains exiled, and to spend mana as though it were mana of any color or type to cast it:

    You may play the exiled card for as long as it remains exiled, and you may spend mana
    as though it were mana of any color to cast that spell.              (Siphon Insight)
    You may cast that card for as long as it remains exiled, and mana of any type can be
    spent to cast that spell.                                    (Gonti, Lord of Luxury)

The permission is an effect locked to the card (611.2c) with the rules parts `may_play`
(`engine.casting.impulse`: "play" or "cast") and `spend_as_any`
(`engine.mana.spend_as_any`); once the card leaves exile it is a new object (400.7), so
"for as long as it remains exiled" needs no other ending.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.casting.impulse import CAST, MAY_PLAY, PLAY
from arbiter.engine.mana.spend_as_any import SPEND_AS_ANY
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import INDEFINITE

_HOW = kws("play", "cast").set_parse_action(lambda t: PLAY if t[0].lower() == "play" else CAST)
_THE_CARD = kw("the exiled card").set_parse_action(lambda: I.Ref.it()) | PRONOUN
_KIND = kws("color", "type").set_parse_action(lambda t: t[0].lower())
_THAT_SPELL = kws("that spell", "it").suppress()
#: ", and you may spend mana as though it were mana of any color|type to cast that spell" /
#: ", and mana of any type can be spent to cast that spell"
_SPEND = lit(",") + sup("and") + pp.MatchFirst([
    sup("you may spend mana as though it were mana of any") + _KIND + sup("to cast")
    + _THAT_SPELL,
    sup("mana of any") + _KIND + sup("can be spent to cast") + _THAT_SPELL,
])


def _build(t: pp.ParseResults) -> list[tuple[str, list[I.CreateEffect]]]:
    how, what = t[0], t[1]
    parts = [RulesPart(MAY_PLAY, how)]
    if len(t) > 2:
        parts.append(RulesPart(SPEND_AS_ANY, t[2]))  # 609.4b
    return [("plain", [I.CreateEffect(parts=tuple(parts), affected=what,
                                      duration=INDEFINITE)])]


#: "You may play|cast <the card> for as long as it remains exiled[, and <spend as any>]."
MAY_PLAY_WHILE_EXILED = (sup("you may") + _HOW + _THE_CARD
                         + sup("for as long as it remains exiled") + pp.Optional(_SPEND)
                         + lit(".")).set_parse_action(_build)

__all__ = ["MAY_PLAY_WHILE_EXILED"]
