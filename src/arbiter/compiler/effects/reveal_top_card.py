"""701.20a: "Reveal the top card of your library" and where it goes, as whole sentences
(`engine.zones.reveal_top_card`):

    Reveal the top card of your library. If it's a land card, put it onto the battlefield.
    Otherwise, put that card into your hand.                            (Coiling Oracle)
    Reveal the top card of your library. If it's a creature card, put it onto the
    battlefield. Otherwise, put it into your graveyard.
    Reveal the top card of your library and put that card into your hand. Each opponent
    loses life equal to that card's mana value.              (Yuriko, the Tiger's Shadow)
    Reveal the top card of your library and put that card into your hand. You lose life
    equal to its mana value.                                            (Dark Confidant)
    Look at the top card of your library. If it's a land card, you may reveal it and put it
    into your hand.                                                   (Dryad Greenseeker)

    Reveal the top card of your library. If it's a creature card, put it into your hand.
    Otherwise, you may put it into your graveyard.                  (Nylea, Keen-Eyed)
    Look at the top card of your library. If it's a land card, you may put it onto the
    battlefield tapped. If you don't put the card onto the battlefield, you may put it on
    the bottom of your library.                                  (Lantern of Revealing)
    Look at the top card of your library. You may put it onto the battlefield if it's a
    creature card. If you don't, put it into your hand.                          (Reason)

Dryad Greenseeker's: the controller looks at the card (701.20e); only a matching card may be
revealed (701.20a), and revealing it puts it into their hand (`rules.instructions.RevealTopMay`,
`only_matching`); else it stays on top. The others are `RevealTopPut`: "Otherwise" follows a
card that doesn't match; "If you don't put the card <where>" (and "If you don't") also one
that matches and that the player chose not to put there (608.2c). A form with "you may" or
without "Otherwise" is read only as the last sentence of the ability, so that no later
sentence is left to refer to the card.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.reveal_top_card import RevealTopPut
from arbiter.rules.instructions import RevealTopMay

_REVEAL = sup("reveal the top card of your library")
_THE_CARD = kws("it", "that card").suppress()
_WHERE = pp.MatchFirst([
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
    kw("into your hand").set_parse_action(lambda: ("hand", False)),
    kw("into your graveyard").set_parse_action(lambda: ("graveyard", False)),
])
#: 401.4: "on the bottom of your library" (the card stays hidden)
_WHERE_ALL = _WHERE | kw("on the bottom of your library").set_parse_action(
    lambda: ("bottom", False))
_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")


def _sorted(t: pp.ParseResults) -> list[tuple[str, list[RevealTopPut]]]:
    noun, (to, tapped), (otherwise, tapped_else) = t[0], t[1], t[2]
    if tapped_else:
        raise pp.ParseException("", 0, "both destinations tapped")
    return [("plain", [RevealTopPut(noun.selector(), to, tapped, otherwise)])]


#: "Reveal the top card of your library. If it's a <card>, put it <where>. Otherwise, put
#: it <where>."
REVEAL_TOP_SORT = (_REVEAL + lit(".") + sup("if it's") + kws("a", "an").suppress() + _CARD
                   + lit(",") + sup("put") + _THE_CARD + _WHERE + lit(".")
                   + sup("otherwise") + lit(",") + sup("put") + _THE_CARD + _WHERE + lit(".")
                   ).set_parse_action(_sorted)

_LOSER = pp.MatchFirst([
    (kw("each opponent") + sup("loses")).set_parse_action(lambda: "each_opponent"),
    (kw("you") + sup("lose")).set_parse_action(lambda: "you"),
])
#: "Reveal the top card of your library and put that card into your hand. Each opponent
#: loses life equal to that card's mana value."
REVEAL_TOP_TO_HAND_LOSE = (
    _REVEAL + sup("and put") + _THE_CARD + sup("into your hand") + lit(".") + _LOSER
    + sup("life equal to") + kws("its", "that card's").suppress() + sup("mana value")
    + lit(".")).set_parse_action(
    lambda t: [("plain", [RevealTopPut(to="hand", life_loss=t[0])])])

#: "Look at the top card of your library. If it's a <card>, you may reveal it and put it
#: into your hand."
LOOK_TOP_MAY_REVEAL_TO_HAND = (
    sup("look at the top card of your library") + lit(".") + sup("if it's")
    + kws("a", "an").suppress() + _CARD + lit(",") + sup("you may reveal it and put it")
    + sup("into your hand") + lit(".")).set_parse_action(
    lambda t: [("plain", [RevealTopMay(t[0].selector(), (RevealTopPut(to="hand"),),
                                       only_matching=True)])])

#: The last sentence of the ability (before "Activate only ..."): no later sentence is left
#: to refer to the card.
_LAST = pp.FollowedBy(pp.StringEnd() | kw("activate"))
_IF_ITS = sup("if it's") + kws("a", "an").suppress() + _CARD("card") + lit(",")
_MAY = pp.Opt(kw("you may"))


def _put(name: str) -> pp.ParserElement:
    """"[you may] put it | that card <where>" (`name`: the destination, `name_may`)."""
    return _MAY(f"{name}_may") + sup("put") + _THE_CARD + _WHERE_ALL(name)


def _otherwise(name: str) -> pp.ParserElement:
    return sup("otherwise") + lit(",") + _put(name) + lit(".")


def _step(t: pp.ParseResults, **kw_: bool) -> list[tuple[str, list[RevealTopPut]]]:
    (to, tapped), other = t["to"], t.get("else")
    if other is not None and other[1]:
        raise pp.ParseException("", 0, "the second destination tapped")
    return [("plain", [RevealTopPut(
        t["card"].selector(), to, tapped, other[0] if other is not None else None,
        may=bool(t.get("to_may")), otherwise_may=bool(t.get("else_may")), **kw_)])]


#: "Reveal the top card of your library. If it's a <card>, [you may] put it <where>.
#: [Otherwise, [you may] put it <where>.]" (701.20a; the forms REVEAL_TOP_SORT leaves)
REVEAL_TOP_MAY_SORT = (_REVEAL + lit(".") + _IF_ITS + _put("to") + lit(".")
                       + pp.Opt(_otherwise("else")) + _LAST).set_parse_action(lambda t: _step(t))

#: "Reveal the top card of your library. If it's a creature card, put it onto the
#: battlefield." followed by more text (Killer Instinct: "That creature gains haste ...
#: Sacrifice it ..."): "that creature" is the permanent put there (608.2c,
#: `compiler.grammar.refs`), none if the card wasn't put there
REVEAL_TOP_ONTO_BATTLEFIELD = (
    _REVEAL + lit(".") + _IF_ITS + sup("put") + _THE_CARD + sup("onto the battlefield")
    + lit(".") + ~_LAST).set_parse_action(
    lambda t: [("plain", [RevealTopPut(t["card"].selector(), "battlefield")])])

_NOT_PUT = (sup("if you don't put") + kws("it", "the card", "that card").suppress()
            + _WHERE_ALL("again") + lit(",") + _put("else") + lit("."))


def _looked(t: pp.ParseResults) -> list[tuple[str, list[RevealTopPut]]]:
    (to, _tapped), again = t["to"], t.get("again")
    reveal = bool(t.get("reveal"))
    if again is not None and again[0] != to:
        raise pp.ParseException("", 0, "'if you don't put' names another destination")
    if reveal and to != "hand":
        raise pp.ParseException("", 0, "revealed, then put elsewhere than the hand")
    if reveal and t.get("else") is None:
        raise pp.ParseException("", 0, "Dryad Greenseeker's form: LOOK_TOP_MAY_REVEAL_TO_HAND")
    return _step(t, looked=True, reveal_put=reveal, if_not_put=again is not None)


_LOOK = sup("look at the top card of your library") + lit(".")
#: "Look at the top card of your library. If it's a <card>, you may [reveal it and] put it
#: <where>. [If you don't put the card <where>, [you may] put it <where>. | Otherwise,
#: [you may] put it <where>.]" (701.20e: looked at; 701.20a: revealed as it's put into
#: the hand)
LOOK_TOP_MAY_SORT = (
    _LOOK + _IF_ITS + kw("you may")("to_may") + pp.Opt(kw("reveal it and")("reveal"))
    + sup("put") + _THE_CARD + _WHERE_ALL("to") + lit(".")
    + pp.Opt(_NOT_PUT | _otherwise("else")) + _LAST).set_parse_action(_looked)

#: "Look at the top card of your library. You may put it <where> if it's a <card>. If you
#: don't, [you may] put it <where>." (Reason)
LOOK_TOP_MAY_PUT_IF = (
    _LOOK + kw("you may")("to_may") + sup("put") + _THE_CARD + _WHERE_ALL("to")
    + sup("if it's") + kws("a", "an").suppress() + _CARD("card") + lit(".")
    + sup("if you don't") + lit(",") + _put("else") + lit(".") + _LAST
).set_parse_action(lambda t: _step(t, looked=True, if_not_put=True))

REVEAL_TOP_SENTENCES = [REVEAL_TOP_SORT, REVEAL_TOP_MAY_SORT, REVEAL_TOP_ONTO_BATTLEFIELD,
                        REVEAL_TOP_TO_HAND_LOSE,
                        LOOK_TOP_MAY_SORT, LOOK_TOP_MAY_PUT_IF, LOOK_TOP_MAY_REVEAL_TO_HAND]

__all__ = ["REVEAL_TOP_SENTENCES"]
