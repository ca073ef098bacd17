"""120.3 / 120.4: one source dealing the same damage to every object of a kind and to players
at once:

    Inferno deals 6 damage to each creature and each player.
    Earthquake deals X damage to each creature without flying and each player.
    Pestilence: This enchantment deals 1 damage to each creature and each player.

Two `DealDamage` instructions dealt together (120.4, 603.2c: one event; `together`), the
objects' first as the text names them.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import _DAMAGE_AMOUNT, _ENCHANTED, ALL, PRONOUN, SELF
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules.instructions import objects as I

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

__all__ = ["DAMAGE_EACH_AND_PLAYERS"]
