"""608.2c / 608.2d / 111.2: "Each opponent may create <tokens>. For each opponent who does,
[you] create <the same tokens>." (Tempting Contract; the tempting offers, Tempt with
Vengeance).

Each opponent in turn order (APNAP, 101.4) chooses whether to create the tokens; the
opponents who accepted then create theirs (111.2: each owns and controls them), in one event
(614.1a), and the controller of the spell or ability creates the same tokens once for each
of those opponents, in another. A token count of X is counted as the effect resolves
(608.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.zones.tokens import create_tokens
from arbiter.rules.instructions import Instruction
from arbiter.state.objects import TokenDef

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class OpponentsMayCreate(Instruction):
    """Each opponent may create `n` `token`s; the controller creates `n` for each who did."""

    token: TokenDef | str = ""
    n: Any = 1
    tapped: bool = False


def do_opponents_may_create(r: Resolution, step: OpponentsMayCreate) -> None:
    g = r.game
    you = r.item.controller
    n = r.number(step.n)
    accepted = [p for p in g.apnap() if p != you and p in r.players("each_opponent")
                and g.decide(Decision("may", f"{r.item.source_name}: create the tokens too?",
                                      p, [("yes", True), ("no", False)], optional=True,
                                      key="may_create"))]
    create_tokens(g, [TokenSpec(p, step.token, tapped=step.tapped)
                      for p in accepted for _ in range(n)])
    r.created = create_tokens(g, [TokenSpec(you, step.token, tapped=step.tapped)
                                  for _ in range(n * len(accepted))])


__all__ = ["OpponentsMayCreate", "do_opponents_may_create"]
