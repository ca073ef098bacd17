"""701.23b, 701.20a: searching for up to two cards and splitting them between two zones, as
whole sentences (`engine.keyword_actions.search_cards.SearchSplit`):

    Search your library for up to two basic land cards and reveal them. Put one into your
    hand and the other into your graveyard. Then shuffle.            (Fork in the Road)
    Search your library for up to two Forest cards and reveal them. Put one of them onto
    the battlefield tapped and the other into your hand, then shuffle.
                                                              (Flourishing Bloom-Kin)
    Search your library for up to two basic land cards, reveal those cards, and put one
    onto the battlefield tapped and the other into your hand. Shuffle, then scry 1.
                                                                        (Peregrination)

The player finds up to two cards and chooses which goes where (one found: where it goes);
the library is shuffled after they are put there (701.24a), then a scry (701.22a)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.search_cards import SearchSplit
from arbiter.rules.instructions import objects as I

_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_DEST = pp.MatchFirst([
    kw("onto the battlefield tapped").set_parse_action(lambda: [("battlefield", True)]),
    kw("into your hand").set_parse_action(lambda: [("hand", False)]),
    kw("into your graveyard").set_parse_action(lambda: [("graveyard", False)]),
])
_REVEAL_PUT_ONE = pp.MatchFirst([
    sup("and reveal them") + lit(".") + sup("put") + kws("one of them", "one").suppress(),
    lit(",") + sup("reveal those cards") + lit(",") + sup("and put one"),
])
_SHUFFLE = pp.MatchFirst([
    lit(",") + sup("then shuffle") + lit("."),
    lit(".") + sup("then shuffle") + lit("."),
    (lit(".") + sup("shuffle") + lit(",") + sup("then scry") + NUMBER + lit(".")),
])


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    noun, (first, tapped), (second, tapped2), *scry = list(t)
    if tapped2 or first == second:
        raise pp.ParseException("", 0, "the other card tapped, or one zone for both")
    out: list[Any] = [SearchSplit(noun.selector(), first=first, tapped=tapped, second=second)]
    if scry:
        out.append(I.Scry(scry[0]))  # 701.22a, after the shuffle
    return [("plain", out)]


#: "Search your library for up to two <cards> and reveal them. Put one [of them] <where> and
#: the other <where>[, then shuffle | . Then shuffle | . Shuffle, then scry N]."
SEARCH_SPLIT_SENTENCE = (sup("search your library for up to two") + _CARDS + _REVEAL_PUT_ONE
                         + _DEST + sup("and the other") + _DEST + _SHUFFLE
                         ).set_parse_action(_build)

__all__ = ["SEARCH_SPLIT_SENTENCE"]
