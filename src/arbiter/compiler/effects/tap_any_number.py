"""701.26a, 608.2c: "Tap any number of untapped <permanents>. <sentence counting "for each
creature tapped this way">." (Harmony of Nature: "You gain 4 life for each creature tapped
this way."; Devout Invocation: "Create a 4/4 white Angel creature token with flying for each
creature tapped this way."): the permanents are chosen as the spell resolves
(`engine.keyword_actions.tap_any_number`) and the next sentence counts those tapped. The count
is read only in the sentence right after the tap."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.tap_any_number import TapAnyNumber, TappedThisWay
from arbiter.rules.structure import rebuild

#: The count, left unread (`TappedThisWay.bound`) unless the sentence before taps.
TAPPED_THIS_WAY = kws("for each creature tapped this way", "for each permanent tapped this way",
                      "for each artifact tapped this way").set_parse_action(
    lambda: TappedThisWay())


def _tap(t: pp.ParseResults) -> TapAnyNumber:
    noun = t[0]
    if noun.kind != "permanent" or noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "not permanents")
    return TapAnyNumber(selector=noun.selector())


_TAP = (sup("tap any number of untapped") + NOUN + lit(".")).set_parse_action(_tap)


def tap_any_number_sentences(plain: pp.ParserElement) -> pp.ParserElement:
    """The tap and the sentence after it (read by `plain`), its count bound to the tap."""
    def read(t: pp.ParseResults) -> list[Any]:
        tap, (kind, body) = t[0], t[1]
        if kind != "plain":
            raise pp.ParseException("", 0, "not a plain sentence")
        body = rebuild(tuple(body), lambda n: TappedThisWay(bound=True)
                       if isinstance(n, TappedThisWay) else n)
        return [("plain", [tap, *body])]

    return (_TAP + plain).set_parse_action(read)


__all__ = ["TAPPED_THIS_WAY", "tap_any_number_sentences"]
