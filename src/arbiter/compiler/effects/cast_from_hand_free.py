"""608.2g, 118.9: "You may cast a spell with mana value 3 or less from your hand without
paying its mana cost." (the Expertise cycle, Electrodominance's "X or less", "an instant or
sorcery spell"; `engine.casting.cast_from_hand_free`). Other descriptions of the spell
("that shares a card type with it", "with lesser mana value", "from that Universe") and
"up to N spells" / "any number of spells" stay unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.engine.casting.cast_from_hand_free import MayCastFromHandFree
from arbiter.rules import values as V

_SPELL = pp.MatchFirst([
    kw("an instant or sorcery spell").set_parse_action(lambda: [("Instant", "Sorcery")]),
    kw("a spell").set_parse_action(lambda: [()]),
])
_AT_MOST = (sup("with mana value")
            + (NUMBER | kw("X").set_parse_action(lambda: V.ChosenX())) + sup("or less"))


def _build(t: pp.ParseResults) -> list[list[MayCastFromHandFree]]:
    types = t[0]
    return [[MayCastFromHandFree(types=types, at_most=t[1] if len(t) > 1 else None)]]


#: "you may cast a spell [with mana value N or less] from your hand without paying its mana
#: cost"
CAST_FROM_HAND_FREE = (sup("you may cast") + _SPELL + pp.Optional(_AT_MOST)
                       + kws("from your hand without paying its mana cost").suppress()
                       ).set_parse_action(_build)

__all__ = ["CAST_FROM_HAND_FREE"]
