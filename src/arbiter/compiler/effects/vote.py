"""Voting (701.38) in an effect ("Will of the council" and the like):

    Starting with you, each player votes for <a> or <b>. If <a> gets more votes, <clauses>.
    If <b> gets more votes or the vote is tied, <clauses>.                 (701.38a-b)
    Starting with you, each player votes for a <noun>. Exile each <noun> with the most
    votes or tied for most votes.      (also "Return each <noun> ... to your hand")

    Starting with you, each player votes for <a> or <b>. <Clauses counting "for each <a>
    vote" and "for each <b> vote">.                       (council's dilemma, 207.2c)

Secret votes ("each player secretly votes"), votes among more than two words and "Whenever
players finish voting" aren't read here (they stay unread). What they do is
`engine.keyword_actions.vote`.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.vote import VoteCount, VoteForObject, VoteForWord
from arbiter.rules.instructions import objects as I

_WORD = pp.Regex(r"[a-z]+").add_condition(lambda t: t[0] not in ("or", "a", "an"))
_HEAD = sup("starting with you") + lit(",") + sup("each player votes for")
_MOST = sup("with the most votes or tied for most votes")


def _words(t: pp.ParseResults) -> list[tuple[str, Any]]:
    a, b, *outcomes = t
    words = (a, b)
    found: dict[str, tuple[Any, ...]] = {}
    tie = None
    for word, tied, body in outcomes:
        if word not in words or word in found:
            raise pp.ParseException("", 0, "an outcome for a word not voted for")
        found[word] = tuple(body)
        if tied:
            tie = words.index(word)
    if set(found) != set(words):
        raise pp.ParseException("", 0, "a vote with an outcome missing")
    return [("plain", [VoteForWord(words=words, outcomes=(found[a], found[b]), tie=tie)])]


def _objects(t: pp.ParseResults) -> list[tuple[str, Any]]:
    voted, acted, verb = t[0], t[1], t[2]
    if acted.selector() != voted.selector() and acted.kind != voted.kind:
        raise pp.ParseException("", 0, "an action on other objects than those voted for")
    then = (I.Exile(I.Ref.it()),) if verb == "exile" else (I.ReturnToHand(I.Ref.it()),)
    return [("plain", [VoteForObject(selector=voted.selector(), then=then)])]


def _dilemma(s: str, loc: int, t: pp.ParseResults) -> list[tuple[str, Any]]:
    """Council's dilemma: the vote alone; the sentences after it count each word's votes
    ("for each <word> vote", `compiler.grammar.vote_counts`). Read only when they do, and not
    with a "gets more votes" outcome (the form above)."""
    a, b = t[0], t[1]
    low = s.lower()
    if f"for each {a} vote" not in low and f"for each {b} vote" not in low \
            or "gets more votes" in low:
        raise pp.ParseException(s, loc, "a vote whose votes nothing counts")
    return [("plain", [VoteCount(words=(a, b))])]


def vote_sentences(clauses: pp.ParserElement) -> list[pp.ParserElement]:
    """The sentences above, with `clauses` the effect grammar of `compiler.effects.sentences`."""
    outcome = pp.Group(sup("if") + _WORD + sup("gets more votes")
                       + pp.Optional(kws("or the vote is tied").set_parse_action(
                           lambda: "tied"), default="")
                       + lit(",") + clauses + lit("."))
    word_vote = (_HEAD + _WORD + sup("or") + _WORD + lit(".") + outcome + outcome
                 ).set_parse_action(_words)
    exile = (sup("exile each") + NOUN + _MOST + lit(".")).set_parse_action(
        lambda t: [t[0], "exile"])
    to_hand = (sup("return each") + NOUN + _MOST + sup("to your hand") + lit(".")
               ).set_parse_action(lambda t: [t[0], "hand"])
    object_vote = (_HEAD + kws("a", "an").suppress() + NOUN + lit(".") + (exile | to_hand)
                   ).set_parse_action(_objects)
    dilemma = (_HEAD + _WORD + sup("or") + _WORD + lit(".")).set_parse_action(_dilemma)
    return [word_vote, object_vote, dilemma]


__all__ = ["vote_sentences"]
