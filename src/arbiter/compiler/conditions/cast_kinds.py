"""601.2i: "if you've cast <a kind of spell> this turn" (`rules.spells_cast_this_turn`),
judged by each spell's characteristics as it became cast:

    you've cast an instant or sorcery spell this turn      (Ral's Reinforcements)
    you've cast a creature spell this turn                 (Ravenous Rotbelly)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules.spells_cast_this_turn import SpellCastThisTurn


def _cast(noun: Noun) -> SpellCastThisTurn:
    if noun.kind != "spell" or noun.other:
        raise pp.ParseException("", 0, "a kind of spell")
    preds = [p for p in noun.preds if not (isinstance(p, s.And) and not p.parts)]
    return SpellCastThisTurn(preds[0] if len(preds) == 1 else s.And(tuple(preds)))


CAST_KIND_CONDITION = (kws("you've cast", "you have cast").suppress()
                       + kws("a", "an").suppress() + NOUN + sup("this turn")
                       ).set_parse_action(lambda t: _cast(t[0]))

__all__ = ["CAST_KIND_CONDITION"]
