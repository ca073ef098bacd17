"""Trigger conditions on a player's Nth spell of the turn (603.2, 601.2i), as grammar:

    Whenever you cast your second spell each turn, ...          (Bloodsky Berserker)
    Whenever an opponent casts their first spell each turn, ...
    Whenever a player casts their second spell each turn, ...

The cast event carries how many spells its caster has cast this turn, this one included
(`engine.casting.spells`; 730.2's count), and the ability triggers only on the event whose
count is N (`Trigger.nth`). Copies of spells aren't cast (707.10) and don't count.

    Whenever you cast your first instant or sorcery spell each turn, ...  (Double Vision)
    Whenever an opponent casts their first noncreature spell each turn, ...

The first spell of card types (205.2a) is the first of the caster's spells this turn with
those types as each became cast (`rules.first_spell.FirstSpellThisTurn`, also counting those
cast before the ability's source was on the battlefield). Only card types name the spells:
"first spell with {X} in its mana cost", "first multicolored spell" stay unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.first_spell import FirstSpellThisTurn

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_NTH = (kws(*_ORDINALS).set_parse_action(lambda t: _ORDINALS[t[0].lower()])
        + sup("spell each turn") + pp.FollowedBy(","))

_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker",
          "battle", "kindred")
#: The card types of the spells counted, as (any of, none of) (205.2a).
_KIND = pp.MatchFirst([
    kw("instant or sorcery").set_parse_action(lambda: [(("Instant", "Sorcery"), ())]),
    kws(*(f"non{t}" for t in _TYPES)).set_parse_action(
        lambda t: [((), (t[0][3:].capitalize(),))]),
    kws(*_TYPES).set_parse_action(lambda t: [((t[0].capitalize(),), ())]),
])
_FIRST_OF_KIND = (sup("first") + _KIND + sup("spell each turn") + pp.FollowedBy(","))


def _first(casters: bool):  # type: ignore[no-untyped-def]
    def build(t: pp.ParseResults) -> FirstSpellThisTurn:
        any_of, none_of = t[0]
        return FirstSpellThisTurn(any_of=any_of, none_of=none_of, casters=casters)
    return build


NTH_SPELL = pp.MatchFirst([
    # 601.2i: the first spell of the caster's this turn with those card types
    (sup("you cast your") + _FIRST_OF_KIND.copy().set_parse_action(_first(False))
     ).set_parse_action(lambda t: Trigger("cast", "you", selector=t[0])),
    (sup("an opponent casts their") + _FIRST_OF_KIND.copy().set_parse_action(_first(True))
     ).set_parse_action(lambda t: Trigger("cast", "any", by="opponent", selector=t[0])),
    (sup("a player casts their") + _FIRST_OF_KIND.copy().set_parse_action(_first(True))
     ).set_parse_action(lambda t: Trigger("cast", "any", selector=t[0])),
    (sup("you cast your") + _NTH).set_parse_action(
        lambda t: Trigger("cast", "you", nth=t[0])),
    (sup("an opponent casts their") + _NTH).set_parse_action(
        lambda t: Trigger("cast", "any", by="opponent", nth=t[0])),
    (sup("a player casts their") + _NTH).set_parse_action(
        lambda t: Trigger("cast", "any", nth=t[0])),
]).set_name("Nth spell each turn")

__all__ = ["NTH_SPELL"]
