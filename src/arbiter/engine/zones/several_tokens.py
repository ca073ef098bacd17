"""111.2: one instruction creating tokens of several kinds: "create a 3/3 colorless Phyrexian
Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact
creature token with lifelink" (Wurmcoil Engine), "create X 1/1 white Halfling creature tokens
and X Food tokens" (Farmer Cotton), "a ..., a ..., and a ... token" (Triplicate Titan).

Each kind is made as `CreateToken` makes it (the player who creates a token owns it and
controls it, 111.2; an X/X token's X counted once, 111.3, 608.2h), all while the instruction
is followed, so no player gets priority and no triggered ability is put on the stack between
them (603.3); `Ref.created()` then names every token made ("They gain haste.", 608.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.zones.tokens import create_tokens, token_specs
from arbiter.rules.instructions import CreateToken, Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class CreateSeveralTokens(Instruction):
    """111.2: create each of `parts` (one `CreateToken` per kind of token named)."""

    parts: tuple[CreateToken, ...] = ()


def do_create_several_tokens(r: Resolution, step: CreateSeveralTokens) -> None:
    # 111.2, 614.1a: every kind in one event (`create_tokens`)
    r.created = create_tokens(r.game, [s for part in step.parts for s in token_specs(r, part)])
    if r.created:
        r.it = r.created[-1]
