"""107.1: how many times an instruction is carried out, or how many cards it acts on, written
around its verb:

    Mill three cards.                                                  (a number, 107.1)
    Mill a card for each creature you control. / Mill two cards for each ...   (N times a count)
    You may mill cards equal to the number of lands you control.          (Lasyd Prowler)
    Investigate twice. / Investigate once for each nontoken attacking creature.  (Sophina)
    Investigate X times, where X is ...            (107.3a: the sentence's "where X" replaces X)

The count is taken as the instruction is carried out (608.2h). "For each" after "a card"
or "N cards" is tried before the plain number, as a first match isn't retried and would leave
"for each" unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.rules import values as V

_CARDS = kws("card", "cards").suppress()


def _scaled(t: pp.ParseResults) -> V.Value:
    """107.1: "two cards for each ...": the count, twice."""
    n, each = t[0], t[1]
    return each if n == 1 else V.Scaled(each, n)


def n_cards(amount: pp.ParserElement, for_each: pp.ParserElement,
            count: pp.ParserElement) -> pp.ParserElement:
    """"a card for each <...>", "N cards for each <...>", "<amount> cards", "cards equal to
    <count>"."""
    return pp.MatchFirst([
        (sup("a card") + for_each),
        (NUMBER + _CARDS + for_each).set_parse_action(_scaled),
        amount + _CARDS,
        _CARDS + sup("equal to") + count,
    ])


def times(for_each: pp.ParserElement) -> pp.ParserElement:
    """"twice", "N times", "X times", "once for each <...>" (701.16a investigate: one Clue a
    time)."""
    return pp.MatchFirst([
        kw("twice").set_parse_action(lambda: 2),
        (sup("once") + for_each),
        kw("X times").set_parse_action(lambda: V.ChosenX()),
        (NUMBER + sup("times")).add_condition(lambda t: t[0] > 2),
    ])


__all__ = ["n_cards", "times"]
