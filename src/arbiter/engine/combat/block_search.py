"""509.1c: the most requirements a declaration of blockers can obey without disobeying a
restriction (509.1b), found by trying the declarations (a search with a bound).

Each potential blocker either doesn't block or blocks what it could block on its own
(509.1a-b): one attacker, or up to as many as effects let it block (509.1a). A complete
declaration counts when it obeys every restriction of the whole
(`engine.combat.block_requirements.declaration_problem`); the search keeps the best count
and stops once nothing left could beat it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from arbiter.engine.combat.block_requirements import (
    Requirements,
    declaration_problem,
    requirements,
)

if TYPE_CHECKING:
    from arbiter.engine.game import Game

Choice = tuple[int, ...]


def choices(attackers: Sequence[int], most: int) -> list[Choice]:
    """509.1a: what one creature may be declared to block: nothing, or one attacker, or (when
    effects let it block more) up to `most` of them."""
    out: list[Choice] = [()]
    for n in range(1, min(most, len(attackers)) + 1):
        out.extend(combinations(attackers, n))
    return out


class BlockSearch:
    """The declarations of blockers of one declare blockers step, with their requirements.
    `options`: each potential blocker and the attackers it could block on its own;
    `most`: how many attackers each may block (509.1a)."""

    def __init__(self, game: Game, options: Mapping[int, Sequence[int]],
                 most: Mapping[int, int]) -> None:
        self.game = game
        self.blockers = list(options)
        self.choices = {b: choices(list(options[b]), most.get(b, 1)) for b in options}
        self.reqs: Requirements = requirements(game, options)
        self._best: int | None = None

    def obeyed(self, blocks: Mapping[int, Sequence[int]]) -> int:
        return self.reqs.obeyed(blocks)

    def best(self) -> int:
        """The most requirements a legal declaration obeys (0 when none applies; -1 when no
        declaration is legal, which can't happen: declaring no blockers is always legal)."""
        if self._best is None:
            self._best = self.complete({}, None)
        return self._best

    def completable(self, fixed: Mapping[int, Choice]) -> bool:
        """Whether the blockers not in `fixed` can complete a legal declaration that obeys as
        many requirements as the best one (509.1b-c)."""
        return self.complete(fixed, self.best()) >= self.best()

    # -- the search -----------------------------------------------------------------------
    def _gain(self, b: int, choice: Choice) -> int:
        """What this blocker's own choice obeys of its requirements (upper bound use)."""
        r = self.reqs
        return (1 if (b in r.blocks and choice) else 0) + sum(
            1 for a in choice if (b, a) in r.pairs)

    def complete(self, fixed: Mapping[int, Choice], target: int | None) -> int:
        """The best count of a legal completion of `fixed` (-1 if none); with a `target`, it
        stops as soon as one reaches it."""
        free = [b for b in self.blockers if b not in fixed]
        blocks: dict[int, Choice] = dict(fixed)
        best = -1
        # What each free blocker could add on its own, for the bound.
        own = {b: max(self._gain(b, c) for c in self.choices[b]) for b in free}
        reach = {a for b in free for c in self.choices[b] for a in c}
        ceiling = None if target is None else target

        def bound(i: int) -> int:
            covered = {a for c in blocks.values() for a in c}
            return (self.reqs.obeyed(blocks)
                    + sum(own[b] for b in free[i:])
                    + sum(1 for a in self.reqs.blocked
                          if a not in covered and a in reach))

        def walk(i: int) -> bool:
            nonlocal best
            if i == len(free):
                if declaration_problem(self.game, blocks) is None:
                    best = max(best, self.reqs.obeyed(blocks))
                return ceiling is not None and best >= ceiling
            if best >= 0 and bound(i) <= best:
                return False
            b = free[i]
            for c in sorted(self.choices[b], key=lambda c: -self._gain(b, c) - len(c)):
                blocks[b] = c
                done = walk(i + 1)
                del blocks[b]
                if done:
                    return True
            return False

        if ceiling is None:
            # Nothing beats every requirement obeyed: stop there.
            ceiling = len(self.reqs.blocks) + len(self.reqs.blocked) + len(self.reqs.pairs)
        walk(0)
        return best


__all__ = ["BlockSearch", "Choice", "choices"]
