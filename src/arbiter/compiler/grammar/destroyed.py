"""701.8: "for each <creature / artifact / ... / permanent> destroyed this way" and "the
number of Mountains put into a graveyard this way" as counts (`rules.destroyed_this_way`), read
only after the same line destroys something and not inside
a quoted ability."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules.destroyed_this_way import DestroyedThisWay, PutIntoGraveyardThisWay

_KINDS = ("creature", "artifact", "enchantment", "land", "planeswalker", "permanent")


def _after_destroy(s: str, loc: int, t: pp.ParseResults) -> None:
    before = s[:loc]
    if '"' in before or "destroy" not in before.lower():
        raise pp.ParseException(s, loc, "'destroyed this way' after no destruction")


#: "for each creature destroyed this way".
FOR_EACH_DESTROYED = (sup("for each") + kws(*_KINDS) + sup("destroyed this way")
                      ).add_parse_action(_after_destroy).add_parse_action(
    lambda t: DestroyedThisWay(None if t[0].lower() == "permanent" else t[0].capitalize()))

#: The kinds "put into a graveyard this way" is read for: (card type, subtype).
_PUT_KINDS = {"Mountains": (None, "Mountain"), "Islands": (None, "Island"),
              "Forests": (None, "Forest"), "Plains": (None, "Plains"),
              "Swamps": (None, "Swamp"), "lands": ("Land", None),
              "creatures": ("Creature", None), "permanents": (None, None)}
#: "the number of Mountains put into a graveyard this way" (Volcanic Eruption).
PUT_INTO_GRAVEYARD_COUNT = (sup("the number of") + kws(*_PUT_KINDS)
                            + sup("put into a graveyard this way")).add_parse_action(
    _after_destroy).add_parse_action(
    lambda t: PutIntoGraveyardThisWay(*_PUT_KINDS[t[0]]))

__all__ = ["FOR_EACH_DESTROYED", "PUT_INTO_GRAVEYARD_COUNT"]
