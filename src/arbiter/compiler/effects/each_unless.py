"""118.12 / 101.4: "<each player | each opponent> <verb>s ... unless they pay <cost>": "they"
is each player of the group in turn (`engine.stack.each_unless_pays`), read for the
instructions whose `who` is the player acting: "each opponent sacrifices a permanent of their
choice unless they pay {3}" (Rishadan Brigand), "... discards a card unless they pay ...",
"... loses 2 life unless they pay ...". Any other instruction isn't read this way (None)."""

from __future__ import annotations

from typing import Any

from arbiter.engine.keyword_actions.own_permanent_actions import ActOnChosenOwn
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.engine.stack.each_unless_pays import EachUnlessPays
from arbiter.rules.instructions import objects as I

#: The groups "they" can distribute over.
_GROUPS = ("each_opponent", "each_player")
#: Instructions whose `who` is the player who acts (the one who would pay).
_ACTORS = (SacrificeChosen, I.Discard, I.LoseLife, I.Mill, ActOnChosenOwn)


def each_unless(body: list[Any], payer: Any, cost: tuple[Any, ...]) -> list[Any] | None:
    """`[EachUnlessPays]` when "they" (`payer`, the "that player" pronoun) is each player of
    the group acting in the one instruction `body`; None otherwise."""
    if getattr(payer, "kind", None) != "pronoun_player" or len(body) != 1:
        return None
    [step] = body
    if not isinstance(step, _ACTORS) or getattr(step, "who", None) not in _GROUPS:
        return None
    if any(isinstance(getattr(step, f, None), I.Ref) for f in ("on", "what")):
        return None
    return [EachUnlessPays(who=step.who, cost=cost, body=step)]


__all__ = ["each_unless"]
