"""509.1b-c: restrictions on a declaration of blockers as a whole, and requirements.

Restrictions that look at the whole declaration (509.1b), besides the pairwise ones of
`engine.combat.declare`:

- 702.111b menace: "can't be blocked except by two or more creatures";
- "can't be blocked by more than one creature" (`AT_MOST_ONE_BLOCKER` on the attacker);
- "can't be blocked except by three or more creatures" (`MIN_BLOCKERS` on the attacker, its
  detail the number; with menace's two, the greater applies: both restrictions hold);
- 506.5 "can't block alone" (`CANT_BLOCK_ALONE` on the blocker): it may block only if
  another creature is also declared as a blocker.

Requirements (509.1c), each counted once when obeyed:

- "<creature> blocks each combat if able" (`BLOCKS_IF_ABLE` on the blocker; "attacks or blocks
  each combat if able" gives it too): obeyed when the creature blocks;
- "<creature> must be blocked if able" (`MUST_BE_BLOCKED` on the attacker): obeyed when one
  or more creatures block it;
- "All creatures able to block <creature> do so" (`ALL_ABLE_BLOCK` on the attacker, Lure):
  each creature able to block it (509.1a-b, on its own) has the requirement to block it,
  obeyed when it blocks that creature;
- 702.39a provoke: "<target creature> blocks this creature this combat if able"
  (`BLOCKS_SOURCE` on the blocker: the attacker is the effect's source), obeyed when it
  blocks that attacker. Effects lasting "this combat" (`END_OF_COMBAT`) end with it (511.3).

A declaration is illegal when it obeys fewer requirements than the most any declaration
obeying every restriction could (509.1c); `engine.combat.block_search` finds that most.
No effect the engine reads makes blocking cost anything (509.1d), so no requirement ever
asks a player to pay.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.combat.declared_together import BLOCKS_WITH_OTHERS, block_problem
from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: "can't be blocked by more than one creature" (509.1b), on the attacker.
AT_MOST_ONE_BLOCKER = "blocked_by_at_most_one"
#: "can't be blocked except by N or more creatures" (509.1b), on the attacker.
MIN_BLOCKERS = "blocked_by_at_least"
#: 506.5: "can't block alone", on the blocker.
CANT_BLOCK_ALONE = "cant_block_alone"
#: 509.1c: "blocks each combat if able", on the blocker.
BLOCKS_IF_ABLE = "blocks_each_combat_if_able"
#: 509.1c: "must be blocked if able", on the attacker.
MUST_BE_BLOCKED = "must_be_blocked_if_able"
#: 509.1c: "All creatures able to block <it> do so", on the attacker.
ALL_ABLE_BLOCK = "all_able_block_it"

#: 702.39a: "blocks <the effect's source> this combat if able", on the blocker.
BLOCKS_SOURCE = "blocks_source_if_able"
#: 511.3 / 702.39a: the duration "this combat": the effect ends as combat ends.
END_OF_COMBAT = "end_of_combat"

#: The rules parts that need the whole-declaration check (beyond menace).
DECLARATION_RULES = (AT_MOST_ONE_BLOCKER, MIN_BLOCKERS, CANT_BLOCK_ALONE, BLOCKS_IF_ABLE,
                     MUST_BE_BLOCKED, ALL_ABLE_BLOCK, BLOCKS_SOURCE, BLOCKS_WITH_OTHERS)


@dataclass(frozen=True)
class Requirements:
    """509.1c: the requirements on one declaration of blockers: the creatures that block if
    able, the attackers that must be blocked if able, and the (blocker, attacker) pairs of
    "all creatures able to block it do so"."""

    blocks: frozenset[int]
    blocked: frozenset[int]
    pairs: frozenset[tuple[int, int]]

    def __bool__(self) -> bool:
        return bool(self.blocks or self.blocked or self.pairs)

    def obeyed(self, blocks: Mapping[int, Sequence[int]]) -> int:
        """How many of these requirements `blocks` obeys (blocker -> attackers)."""
        blocked = {a for atts in blocks.values() for a in atts}
        return (sum(1 for b in self.blocks if blocks.get(b))
                + sum(1 for a in self.blocked if a in blocked)
                + sum(1 for b, a in self.pairs if a in blocks.get(b, ())))


def requirements(game: Game, options: Mapping[int, Sequence[int]]) -> Requirements:
    """The requirements on the creatures that could block (`options`: each potential blocker
    and the attackers it could block on its own, 509.1a-b)."""
    combat = game.state.combat
    attackers = list(combat.attackers) if combat is not None else []
    lures = [a for a in attackers if rules_on(game, a, ALL_ABLE_BLOCK)]
    return Requirements(
        blocks=frozenset(b for b in options if rules_on(game, b, BLOCKS_IF_ABLE)),
        blocked=frozenset(a for a in attackers if rules_on(game, a, MUST_BE_BLOCKED)),
        pairs=frozenset({(b, a) for b, opts in options.items() for a in lures if a in opts}
                        | {(b, e.source) for b, opts in options.items()
                           for e, _d in rules_on(game, b, BLOCKS_SOURCE) if e.source in opts}))


def has_declaration_rules(game: Game, creatures: Sequence[int]) -> bool:
    """Whether any of these creatures (attackers and potential blockers) has a restriction
    or requirement of this module."""
    return any(rules_on(game, c, r) for c in creatures for r in DECLARATION_RULES)


def declaration_problem(game: Game, blocks: Mapping[int, Sequence[int]]) -> str | None:
    """509.1b: why the declaration as a whole disobeys a restriction (None: it doesn't)."""
    counts: dict[int, int] = {}
    for attackers in blocks.values():
        for a in attackers:
            counts[a] = counts.get(a, 0) + 1
    for a, n in counts.items():
        if n == 1 and game.chars(a).has_keyword("menace"):
            return f"{game.name_of(a)} has menace and can't be blocked except by two or " \
                   "more creatures (702.111b)"
        if n > 1 and rules_on(game, a, AT_MOST_ONE_BLOCKER):
            return f"{game.name_of(a)} can't be blocked by more than one creature (509.1b)"
        least = max((d for _e, d in rules_on(game, a, MIN_BLOCKERS) if isinstance(d, int)),
                    default=0)
        if n < least:
            return f"{game.name_of(a)} can't be blocked except by {least} or more creatures " \
                   "(509.1b)"
    blockers = [b for b, atts in blocks.items() if atts]
    if len(blockers) == 1 and rules_on(game, blockers[0], CANT_BLOCK_ALONE):
        return f"{game.name_of(blockers[0])} can't block alone (506.5, 509.1b)"
    return block_problem(game, blocks)  # 509.1b: "unless <others> also block"


__all__ = ["ALL_ABLE_BLOCK", "AT_MOST_ONE_BLOCKER", "BLOCKS_IF_ABLE", "BLOCKS_SOURCE",
           "CANT_BLOCK_ALONE", "DECLARATION_RULES", "END_OF_COMBAT", "MIN_BLOCKERS",
           "MUST_BE_BLOCKED", "Requirements", "declaration_problem", "has_declaration_rules",
           "requirements"]
