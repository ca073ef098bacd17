"""120.3: damage whose amount is written after its recipient — "Spitting Earth deals damage
to target creature equal to the number of Mountains you control." (the same damage as "deals
damage equal to <number> to <recipient>", `compiler.effects.effects.DAMAGE`; the number is
counted as the spell or ability resolves, 608.2h).

Only numbers that don't depend on another object named in the sentence are read ("equal to
its power" needs the reference bound to the right object, and stays unread here), except a
count about the player dealt damage: "to target player equal to the number of cards in that
player's hand" counts the target's hand (608.2b).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import EQUAL_TO, PRONOUN, RECIPIENT, SELF
from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules.data_search import contains
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.objects import Ref


def _mentions_ref(x: Any) -> bool:
    """Does a number name an object or player of the sentence (a reference, 608.2c)?"""
    return contains(x, Ref)


def _same_player(to: Any, amount: Any) -> bool:
    """The recipient is "that player" and the number counts about "that player" only."""
    from arbiter.rules.player_counts import CardsInHandOf, ControlledBy

    return to == Ref("pronoun_player") and isinstance(amount, CardsInHandOf | ControlledBy) \
        and amount.who == to


def _to_target_player(to: Any, amount: Any) -> bool:
    """The recipient is "target player" (or opponent) and the number counts about "that
    player" only."""
    from arbiter.compiler.grammar.refs import Pending
    from arbiter.rules.player_counts import CardsInHandOf, ControlledBy

    return isinstance(to, Pending) and to.spec.kind == "player" and to.spec.count == 1 \
        and isinstance(amount, CardsInHandOf | ControlledBy) \
        and amount.who == Ref("pronoun_player")


def _damage(t: pp.ParseResults) -> list[list[I.Instruction]]:
    source = t[0][0] if len(t[0]) else Ref.this()
    to, amount = t[1], t[2]
    if _to_target_player(to, amount):
        # "deals damage to target player equal to the number of cards in that player's
        # hand": "that player" is the target just named (608.2b), the same target slot
        amount = dataclasses.replace(amount, who=to)
        return [[I.DealDamage(amount, to=to, source=source)]]
    if _same_player(to, amount):
        # "deals damage to that player equal to the number of Swamps they control": "they"
        # is the player dealt damage (`rules.player_counts`)
        return [[I.DealDamage(amount, to=to, source=source)]]
    if getattr(amount, "local", False) or _mentions_ref(amount):
        raise pp.ParseException("", 0, "a number about an object of the sentence")
    return [[I.DealDamage(amount, to=to, source=source)]]


#: "<source> deals damage to <recipient> equal to <number>".
DAMAGE_EQUAL_TO = (pp.Group(pp.Optional(SELF | PRONOUN)) + sup("deals damage to") + RECIPIENT
                   + EQUAL_TO).set_parse_action(_damage)

__all__ = ["DAMAGE_EQUAL_TO"]
