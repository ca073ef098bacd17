"""Voting (701.38).

701.38a: to vote, each player, starting with a specified player and proceeding in turn
order, chooses one of the listed choices. 701.38b: the choices may be objects, or words with
no rules meaning each connected to a different effect. 701.38d: a player with multiple votes
casts them all at once, when they would otherwise vote (the static abilities giving extra
votes are not read: a game with one stops before it matters, principle 5).

"Starting with you" is the controller of the resolving spell or ability. Two forms:

- `VoteForWord`: "each player votes for <a> or <b>. If <a> gets more votes, <...>. If <b>
  gets more votes or the vote is tied, <...>." — the outcome of the word with more votes is
  followed, or on a tie the outcome the text joins "or the vote is tied" to.
- `VoteForObject`: "each player votes for <an object>. <Exile> each <object> with the most
  votes or tied for most votes." — which objects can be voted for is judged from the
  controller's point of view ("a nonland permanent you don't control"); voting doesn't
  target (115.10). Each object with the most votes (all those tied for most) is acted on in
  turn as the instruction's "it" (608.2c).

When the players have finished voting, the event `finished_voting` records each vote.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector

#: The event of the players finishing a vote (player: who started it; extra: the votes,
#: (voter, choice) in voting order).
FINISHED_VOTING = "finished_voting"


@dataclass(frozen=True)
class VoteForWord(Instruction):
    """701.38a-b: a vote between words; `outcomes[i]` is followed if `words[i]` gets more
    votes than every other word; `tie`: the index of the word whose outcome a tie follows
    (None: a tie does nothing)."""

    words: tuple[str, ...] = ()
    outcomes: tuple[tuple[Instruction, ...], ...] = ()
    tie: int | None = None


@dataclass(frozen=True)
class VoteForObject(Instruction):
    """701.38a-b: a vote for an object matching `selector`; `then` is followed for each
    object with the most votes or tied for most votes, as `Ref.it()`."""

    selector: Selector | None = None
    then: tuple[Instruction, ...] = ()


def voters(game: Game, first: int) -> list[int]:
    """701.38a: the players in turn order, starting with `first`."""
    n = len(game.state.players)
    return [(first + i) % n for i in range(n) if not game.state.players[(first + i) % n].lost]


def vote(game: Game, first: int, options: list[tuple[str, Any]], what: str) -> list[Any]:
    """701.38a: each player votes for one of `options`, in turn order from `first`; the
    votes in that order."""
    votes: list[tuple[int, Any]] = []
    for p in voters(game, first):
        choice = game.decide(Decision("vote", f"{game.player_name(p)}: vote for {what} "
                                      "(701.38a)", p, options, key="vote"))
        votes.append((p, choice))
        label = next((label for label, v in options if v == choice), str(choice))
        game.log(f"{game.player_name(p)} votes for {label} (701.38a)")
    game.emit(Event(FINISHED_VOTING, None, player=first, extra=tuple(votes)))
    return [c for _, c in votes]


def do_vote_for_word(r: Resolution, step: VoteForWord) -> None:
    """701.38a: the vote, then the outcome of the word with more votes (or of a tie)."""
    g = r.game
    counts = Counter(vote(g, r.item.controller, [(w, w) for w in step.words],
                          " or ".join(step.words)))
    most = max(counts.values(), default=0)
    top = [i for i, w in enumerate(step.words) if counts[w] == most]
    chosen = top[0] if len(top) == 1 else step.tie
    if chosen is not None:
        r.follow(step.outcomes[chosen])


@dataclass(frozen=True)
class VoteCount(Instruction):
    """701.38a-b, council's dilemma: a vote between words whose votes later instructions
    count, each "for each <word> vote" (`rules.vote_counts.VotesFor`)."""

    words: tuple[str, ...] = ()


def do_vote_count(r: Resolution, step: VoteCount) -> None:
    """701.38a: the vote; the votes for each word are kept for the rest of the resolution."""
    from arbiter.rules.vote_counts import VOTES

    counts = Counter(vote(r.game, r.item.controller, [(w, w) for w in step.words],
                          " or ".join(step.words)))
    r.chosen[VOTES] = {w: counts[w] for w in step.words}


def do_vote_for_object(r: Resolution, step: VoteForObject) -> None:
    """701.38a: the vote, then `then` for each object with the most votes."""
    g = r.game
    objects = r.matching(step.selector) if step.selector is not None else []
    if not objects:
        return
    counts = Counter(vote(g, r.item.controller,
                          [(f"{g.name_of(o)}#{o}", o) for o in objects], "an object"))
    most = max(counts.values())
    for oid in [o for o in objects if counts[o] == most]:
        r.it = oid
        r.follow(step.then)


__all__ = ["FINISHED_VOTING", "VoteCount", "VoteForObject", "VoteForWord", "do_vote_count",
           "do_vote_for_object", "do_vote_for_word", "vote", "voters"]
