"""701.38a-b: "for each <word> vote" as a count (`rules.vote_counts.VotesFor`), read only in a
line where the players vote for that word before it ("starting with you, each player votes
for strength or numbers. Put a +1/+1 counter on this creature for each strength vote ...")."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules.vote_counts import VotesFor


def _voted_before(s: str, loc: int, t: pp.ParseResults) -> None:
    m = re.search(r"each player votes for ([a-z]+) or ([a-z]+)\.", s[:loc], re.IGNORECASE)
    if m is None or t[0] not in (m.group(1).lower(), m.group(2).lower()) or '"' in s[:loc]:
        raise pp.ParseException(s, loc, "'for each <word> vote' without a vote for it before")


#: "for each strength vote"
FOR_EACH_VOTE = (sup("for each") + pp.Regex(r"[a-z]+") + sup("vote")).add_parse_action(
    _voted_before).add_parse_action(lambda t: VotesFor(t[0]))

__all__ = ["FOR_EACH_VOTE"]
