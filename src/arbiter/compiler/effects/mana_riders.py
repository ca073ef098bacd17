"""106.6: a sentence about the mana the sentence before it adds that affects the spell the
mana is spent on (`rules.mana_riders`, carried out by `engine.mana.riders`):

    Spend this mana only to cast a creature spell of the chosen type, and that spell can't
    be countered.                                                         (Cavern of Souls)
    Spend this mana only to cast a legendary spell, and that spell can't be countered.
    If that mana is spent on an instant or sorcery spell, that spell can't be countered.
                                                            (Boseiju, Who Shelters All)
    If that mana is spent on a creature spell, it gains haste until end of turn.
    If that mana is spent on a creature spell, it gains haste.
    If that mana is spent on a multicolored creature spell, that creature enters with an
    additional +1/+1 counter on it.                                     (Guildmages' Forum)
    If this mana is spent to cast a creature spell, that creature enters with ...
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.effects.mana_spend_only import SPELL_KINDS, SPEND_ONLY
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules import mana_riders as R
from arbiter.rules.instructions import objects as I


def _rider(kind: str, restriction: str | None, spells: tuple | None
           ) -> Callable[[list], list]:
    """The mana the sentence before added also does `kind` to the spells it's spent on."""
    def modify(last: list) -> list:
        if not last or not all(isinstance(i, I.AddMana) for i in last):
            raise pp.ParseException("", 0, "'this mana' after no mana added")
        if kind == R.EXTRA_COUNTER and (len(last) != 1 or last[0].amount != 1):
            # one counter for the mana one activation adds: counted per unit spent, so
            # read only where the ability adds one mana
            raise pp.ParseException("", 0, "an additional counter for several mana")
        return [replace(i, restriction=R.with_rider(
            restriction if restriction is not None else i.restriction, kind, spells))
            for i in last]
    return modify


_UNCOUNTERABLE = kw("that spell can't be countered").set_parse_action(lambda: R.UNCOUNTERABLE)
#: "Spend this mana only to <...>, and that spell can't be countered."
_ONLY_AND = (sup("spend this mana only to") + SPEND_ONLY + lit(",").suppress() + sup("and")
             + _UNCOUNTERABLE + lit(".").suppress()).set_parse_action(
    lambda t: [("modify_last", _rider(t[1], t[0], None))])

_WHAT = pp.MatchFirst([
    _UNCOUNTERABLE,
    kw("it gains haste until end of turn").set_parse_action(lambda: R.HASTE_UNTIL_END_OF_TURN),
    kw("it gains haste").set_parse_action(lambda: R.HASTE),
    kw("that creature enters with an additional +1/+1 counter on it").set_parse_action(
        lambda: R.EXTRA_COUNTER),
])
#: "If that mana is spent on <kinds of> spell, <what it does>."
_IF_SPENT_ON = (kws("if that mana is spent on", "if this mana is spent on",
                    "if that mana is spent to cast", "if this mana is spent to cast"
                    ).suppress() + SPELL_KINDS + lit(",").suppress() + _WHAT
                + lit(".").suppress()).set_parse_action(
    lambda t: [("modify_last", _rider(t[1], None, tuple(t[0])))])

RIDER_SENTENCES = [_ONLY_AND, _IF_SPENT_ON]

__all__ = ["RIDER_SENTENCES"]
