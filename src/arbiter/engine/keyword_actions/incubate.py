"""Incubate (701.53).

701.53a: to incubate N, a player creates an Incubator token that enters the battlefield with
N +1/+1 counters on it. 701.53b / 111.10i: the Incubator token is a double-faced token, a
colorless Incubator artifact with "{2}: Transform this token." whose back face is a 0/0
colorless Phyrexian artifact creature named "Phyrexian Token" (its faces:
`cards.token_cards`); it transforms as 701.27 and 712 say (`engine.keyword_actions.transform`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.cards.token_cards import INCUBATOR
from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.zones.tokens import create_tokens
from arbiter.rules.instructions import Instruction
from arbiter.rules.values import Value
from arbiter.state.objects import TokenDef

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 111.10i: the Incubator token (its faces are the card record `INCUBATOR`).
INCUBATOR_TOKEN = TokenDef(INCUBATOR, types=("Artifact",), subtypes=("Incubator",),
                           card=INCUBATOR)


@dataclass(frozen=True)
class Incubate(Instruction):
    """701.53a: "incubate N" (the ability's controller incubates)."""

    #: N, or a Value counted as it resolves ("incubate X, where X is ...", 608.2h)
    n: int | Value = 1


def incubate(game: Game, player: int, n: int) -> int:
    """701.53a: `player` creates an Incubator token with N +1/+1 counters; the token (the
    last one, if a replacement effect made more, 614.1a: each has the counters)."""
    tokens = create_tokens(game, [TokenSpec(player, INCUBATOR_TOKEN)])
    for token in tokens:
        if n <= 0:
            break
        # 701.53a / 122.6: it enters with the counters (they are "put on" it too). They are
        # put within this instruction, before any player could act or any trigger is put on
        # the stack; only an ability asking whether a permanent entered with counters could
        # tell, and no such ability looks at an Incubator.
        game.put_counters(token, "+1/+1", n)
    game.log(f"{game.player_name(player)} incubates {n} (701.53a)")
    return tokens[-1]


def do_incubate(r: Resolution, step: Incubate) -> None:
    """701.53a: the controller of the spell or ability incubates N."""
    token = incubate(r.game, r.item.controller, r.number(step.n))
    r.created = [*r.created, token]


__all__ = ["INCUBATOR_TOKEN", "Incubate", "do_incubate", "incubate"]
