"""608.2d / 111.2 / 111.10: "Create your choice of a Clue token, a Food token, or a Treasure
token." (The Third Doctor, Transmutation Font): as the effect resolves its controller chooses
one of the predefined token kinds named, then creates one token of that kind."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.zones.tokens import create_tokens
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class CreateChosenToken(Instruction):
    """The controller chooses one of `kinds` (predefined token names) and creates it."""

    kinds: tuple[str, ...] = ()


def do_create_chosen_token(r: Resolution, step: CreateChosenToken) -> None:
    you = r.item.controller
    kind = r.game.decide(Decision("token_kind", "choose the token to create", you,
                                  [(k, k) for k in step.kinds], key="token_kind"))
    r.created = create_tokens(r.game, [TokenSpec(you, kind)])
    if r.created:
        r.it = r.created[-1]


__all__ = ["CreateChosenToken", "do_create_chosen_token"]
