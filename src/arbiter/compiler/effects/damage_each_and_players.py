"""120.3 / 120.4: one source dealing the same damage to every object of a kind and to players
at once:

    Inferno deals 6 damage to each creature and each player.
    Earthquake deals X damage to each creature without flying and each player.
    Pestilence: This enchantment deals 1 damage to each creature and each player.

And a target player with each creature they control (115.1, 608.2b):

    Flame Wave deals 4 damage to target player or planeswalker and each creature that
        player or that planeswalker's controller controls.
    Radiating Lightning deals 3 damage to target player and 1 damage to each creature that
        player controls.

"that player" is the target player; "that player or that planeswalker's controller" the
target player, or the controller of the target planeswalker, as the spell resolves
(`rules.target_player_selectors`).

Two `DealDamage` instructions dealt together (120.4, 603.2c: one event; `together`), the
objects' first as the text names them (the target first in the second template).
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import (
    _DAMAGE_AMOUNT,
    _ENCHANTED,
    ALL,
    AMOUNT,
    PRONOUN,
    SELF,
)
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, TARGET
from arbiter.compiler.grammar.refs import Pending
from arbiter.compiler.grammar.self_pronouns import HE
from arbiter.rules import selectors as s
from arbiter.rules.event_selectors import ControlledByEventPlayer
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes, rebuild
from arbiter.rules.target_player_selectors import ControlledByTargetPlayer

_PLAYERS = pp.MatchFirst([
    kws("each player").set_parse_action(lambda: "each_player"),
    kws("each opponent", "each of your opponents").set_parse_action(lambda: "each_opponent"),
])


def _damage(t: pp.ParseResults) -> list[list[I.Instruction]]:
    source = t[0][0] if len(t[0]) else I.Ref.this()
    amount, objects, players = t[1], t[2], t[3]
    return [[I.DealDamage(amount, to=objects, source=source, together=True),
             I.DealDamage(amount, to=players, source=source)]]


#: "<source> deals N damage to each <permanent phrase> and each player / each opponent".
DAMAGE_EACH_AND_PLAYERS = (
    pp.Group(pp.Optional(SELF | PRONOUN | _ENCHANTED)) + sup("deals") + _DAMAGE_AMOUNT
    + sup("to") + ALL + sup("and") + _PLAYERS
).set_parse_action(_damage)



def _player_or_pw(spec: Any) -> str | None:
    """"player" for a target player or opponent; "pw" for "target player | opponent or
    planeswalker"; None for anything else."""
    if spec.kind == "player":
        return "player"
    if spec.kind == "any" and spec.description.endswith("or planeswalker"):
        return "pw"
    return None


def _player_and_creatures(t: pp.ParseResults) -> list[list[I.Instruction]]:
    source = t[0][0] if len(t[0]) else I.Ref.this()
    amount, spec, more, noun, whose = t[1], t[2], t[3], t[4], t[5]
    kind = _player_or_pw(spec)
    target = Pending(spec)
    sel = noun.selector()
    if whose == "event_player":
        # "each creature that player controls" (the noun's own words): the target player
        if kind != "player" or sum(isinstance(n, ControlledByEventPlayer)
                                   for n in nodes(sel)) != 1:
            raise pp.ParseException("", 0, "'that player' isn't the target player")
        who = ControlledByTargetPlayer(I.Ref("pronoun_player"))
        sel = rebuild(sel, lambda n: who if isinstance(n, ControlledByEventPlayer) else n)
    else:
        if kind != "pw" or any(isinstance(n, ControlledByEventPlayer) for n in nodes(sel)):
            raise pp.ParseException("", 0, "not a target player or planeswalker")
        sel = s.And((sel, ControlledByTargetPlayer(I.Ref("pronoun_player_or_controller"))))
    return [[I.DealDamage(amount, to=target, source=source, together=True),
             I.DealDamage(more[0] if len(more) else amount, to=sel, source=source)]]


_WHOSE = pp.MatchFirst([
    kw("that player or that planeswalker's controller controls").set_parse_action(
        lambda: "player_or_controller"),
    pp.Empty().set_parse_action(lambda: "event_player"),  # "that player controls" in NOUN
])
#: "<source> deals N damage to target player [or planeswalker] and [M damage to] each
#: creature that player [or that planeswalker's controller] controls".
DAMAGE_PLAYER_AND_CREATURES = (
    pp.Group(pp.Optional(SELF | PRONOUN | HE)) + sup("deals") + _DAMAGE_AMOUNT + sup("to")
    + TARGET + sup("and") + pp.Group(pp.Optional(AMOUNT + sup("damage to"))) + sup("each")
    + NOUN + _WHOSE + pp.FollowedBy(".")
).set_parse_action(_player_and_creatures)

DAMAGE_AND_PLAYERS = [DAMAGE_PLAYER_AND_CREATURES, DAMAGE_EACH_AND_PLAYERS]

__all__ = ["DAMAGE_AND_PLAYERS", "DAMAGE_EACH_AND_PLAYERS", "DAMAGE_PLAYER_AND_CREATURES"]
