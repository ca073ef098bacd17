"""Sentences about what the exile just before did (608.2c: later text refers to the result
of earlier text):

    Exile <cards>. If a <card> was | is exiled this way, <effects>.
    You may exile a <card> from a graveyard. If a <card> was exiled this way, <effects>.
    Exile <cards>. For each <card> exiled this way, <effects>.

The two sentences become one `ExileCounting` instruction (`engine.stack.trigger_actions`): the
cards are counted as they are in exile. "For each" multiplies the amounts of its effects
("each opponent loses 1 life and you gain 1 life" for two cards: 2 life lost, 2 gained,
each at once); only life lost and gained are read there.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.instructions import choices as ic
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.triggers import ExileCounting


def _selector(n: Noun) -> s.Selector:
    preds = list(n.preds)
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _per_card(body: list[Any]) -> list[Any]:
    """"For each ...": each amount becomes that many times itself."""
    out = []
    for step in body:
        if not isinstance(step, I.LoseLife | I.GainLife) or not isinstance(step.n, int):
            raise pp.ParseException("", 0, "'for each ... exiled this way' with this effect")
        n = V.ThatMany() if step.n == 1 else V.Scaled(V.ThatMany(), step.n)
        out.append(dataclasses.replace(step, n=n))
    return out


def _counting(each: bool) -> Any:
    def action(t: pp.ParseResults) -> list[tuple[str, Any]]:
        selector, body = _selector(t[0]), list(t[1])
        then = _per_card(body) if each else body

        def counting(step: Any) -> Any:
            # "you may exile a card from a graveyard. If a creature card was exiled this
            # way, ...": the exile inside the "may" (nothing exiled if not done) and inside
            # the choice made as it resolves (608.2d, `ChooseObject`).
            if isinstance(step, I.MayDo) and len(step.do) == 1 and step.reflexive is None:
                return dataclasses.replace(step, do=(counting(step.do[0]),))
            if isinstance(step, ic.ChooseObject) and len(step.then) == 1:
                return dataclasses.replace(step, then=(counting(step.then[0]),))
            if not isinstance(step, I.Exile) or step.linked:
                raise pp.ParseException("", 0, "'exiled this way' after no exile")
            return ExileCounting(what=step.what, selector=selector, then=tuple(then),
                                 each=each)

        def modify(last: list[Any]) -> list[Any]:
            if len(last) != 1:
                raise pp.ParseException("", 0, "'exiled this way' after no exile")
            return [counting(last[0])]

        return [("modify_last", modify)]

    return action


#: A sentence's period; a quoted ability ending the sentence holds it ('create a 1/1 Pest
#: creature token with "When this token dies, you gain 1 life."').
_END = lit(".") | pp.Empty().add_condition(lambda s_, loc, _t: s_[:loc].rstrip().endswith('."'))


def this_way_sentences(clauses: pp.ParserElement) -> list[pp.ParserElement]:
    """The sentences above, with `clauses` the effect grammar of `compiler.effects.sentences`."""
    # "was" or "is" exiled this way: the same result of the exile before (608.2c)
    if_any = (sup("if") + kws("a", "an").suppress() + NOUN
              + kws("was exiled this way", "is exiled this way").suppress()
              + lit(",") + clauses + _END).set_parse_action(_counting(False))
    for_each = (sup("for each") + NOUN + sup("exiled this way") + lit(",") + clauses
                + lit(".")).set_parse_action(_counting(True))
    return [if_any, for_each]
