"""701.38a-b, 608.2c: council's dilemma (207.2c) counts the votes for each word: "Put a +1/+1
counter on this creature for each strength vote and create a 1/1 white Soldier creature token
for each numbers vote." (Lieutenants of the Guard). `VotesFor(word)` is the number of votes
cast for that word by the vote earlier in the same resolution
(`engine.keyword_actions.vote.VoteCount`), counted by the interpreter (`at_resolution`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: Where the resolution keeps the votes counted ({word: votes}).
VOTES = "votes_counted"


@dataclass(frozen=True)
class VotesFor(Value):
    word: str = ""
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("VotesFor is counted as the spell or ability resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        counts = r.chosen.get(VOTES)
        if counts is None or self.word not in counts:
            raise UnsupportedTextError(r.item.source_name, f"{self.word} votes (no vote for "
                                       "that word before)")
        return int(counts[self.word])

    def __str__(self) -> str:
        return f"the number of {self.word} votes"


__all__ = ["VOTES", "VotesFor"]
