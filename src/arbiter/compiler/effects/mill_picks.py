"""701.17a, 701.17c: "Mill N cards." followed by a card put elsewhere from among them
(`engine.keyword_actions.mill_picks`):

    Mill three cards. You may put a land card from among them into your hand. If you don't,
    put a +1/+1 counter on this creature.                             (Ainok Wayfarer)
    Mill four cards. You may put a permanent card from among the cards milled this way into
    your hand.                                                        (Cache Grab)
    mill three cards, then you may put an artifact or land card from among the milled cards
    into your hand.                                               (T'Chaka, Venerable King)
    Mill seven cards. Then put a creature, enchantment, or land card from among the milled
    cards onto the battlefield.                                       (Bramble Familiar)
    Mill four cards, then you may return a permanent card from among them to your hand.
                                                                      (Midnight Tilling)
    Mill five cards. You may put a creature card and/or a land card from among them into
    your hand.                                                        (Sludge Titan)
    Mill three cards. Put a land card from among the milled cards into your hand. If you
    can't, create a Treasure token.                                   (Patient Naturalist)

"If you don't" follows an optional pick, "If you can't" a required one (608.2c: no card
was put; `engine.stack.if_you_dont.IfDidNot`).
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.mill_picks import MillPicks
from arbiter.engine.stack.if_you_dont import IfDidNot
from arbiter.rules.instructions.library import LookPick

_A = kws("a", "an").suppress()
_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_FROM = sup("from among") + kws("them", "those cards", "the milled cards",
                                "the cards milled this way").suppress()
_PUT_TO = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: [("hand", False)]),
    kw("onto the battlefield tapped").set_parse_action(lambda: [("battlefield", True)]),
    kw("onto the battlefield").set_parse_action(lambda: [("battlefield", False)]),
])
_RETURN_TO = kw("to your hand").set_parse_action(lambda: [("hand", False)])
_MAY = pp.Opt(kw("you may"))("may")


def _verb(rest: pp.ParserElement) -> pp.ParserElement:
    """"put <cards> from among them <where>" or "return <cards> from among them to your
    hand"."""
    return (sup("put") + rest + _FROM + _PUT_TO("to")) | (
        sup("return") + rest + _FROM + _RETURN_TO("to"))


def _one(t: pp.ParseResults) -> list[LookPick]:
    to, tapped = t["to"]
    return [LookPick(count=1, to=to, selector=t["card"].selector(), tapped=tapped,
                     may=bool(t.get("may")))]


def _up_to(t: pp.ParseResults) -> list[LookPick]:
    to, tapped = t["to"]
    return [LookPick(count=t["n"], to=to, selector=t["card"].selector(), tapped=tapped,
                     up_to=True)]


def _any_number(t: pp.ParseResults) -> list[LookPick]:
    to, tapped = t["to"]
    return [LookPick(to=to, selector=t["card"].selector(), tapped=tapped, any_number=True)]


def _each(t: pp.ParseResults) -> list[LookPick]:
    to, tapped = t["to"]
    return [LookPick(count=1, to=to, selector=n.selector(), tapped=tapped, may=True)
            for n in (t["card"], t["other"])]


_PICKS = pp.MatchFirst([
    # "You may put a creature card and/or a land card from among them into your hand"
    (kw("you may") + _verb(_A + _CARD("card") + sup("and/or") + _A + _CARD("other"))
     ).set_parse_action(_each),
    (_MAY + _verb(_A + _CARD("card"))).set_parse_action(_one),
    (_MAY + _verb(sup("up to") + NUMBER("n") + _CARD("card"))).set_parse_action(_up_to),
    (_MAY + _verb(sup("any number of") + _CARD("card"))).set_parse_action(_any_number),
])


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    picks = tuple(t["picks"])
    optional = all(p.may or p.up_to or p.any_number for p in picks)
    steps: list[Any] = [MillPicks(t["n"], picks)]
    if isinstance(t[-1], tuple):  # ("if you don't" | "if you can't", IfDidNot)
        words, if_not = t[-1]
        if (words == "if you don't") != optional:
            raise pp.ParseException("", 0, "'if you don't' after a required pick or "
                                    "'if you can't' after an optional one")
        steps.append(if_not)
    return [("plain", steps)]


def mill_picks_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """"Mill N cards. [Then] [you may] put <cards> from among them <where>. [If you don't |
    If you can't, <effect>.]" (`clauses`: the effect grammar's clauses)."""
    # (`clauses` is a Forward: a results name would copy it before it is defined)
    words = kws("if you don't", "if you can't").set_parse_action(
        lambda t: " ".join(t[0].lower().replace("’", "'").split()))
    if_not = (words + lit(",") + clauses + lit(".")).add_parse_action(
        lambda t: [(t[0], IfDidNot(then=tuple(t[-1])))])
    return (sup("mill") + NUMBER("n") + kws("cards", "card").suppress()
            + ((lit(".") + pp.Opt(sup("then"))) | (lit(",") + sup("then")))
            + pp.Group(_PICKS)("picks") + lit(".") + pp.Opt(if_not)).set_parse_action(_build)


__all__ = ["mill_picks_sentence"]
