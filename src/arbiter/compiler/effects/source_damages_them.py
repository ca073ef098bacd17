"""118.12a: "<effect> unless <player> has ~ deal N damage to them" (Lava Blister, Molten
Influence, Skullscorch, Blazing Salvo, Dwarven Driller): the named player may pay the cost
of having the source of the spell or ability deal N damage to them as it resolves; if they
don't, the effect happens (`rules.damage_cost`, `engine.stack.payments`).

Only the source itself ("~", "this creature") dealing a fixed amount is read; "a
player has ..." (any player, each in turn) and "any player may have ~ deal ..." are other
templates and stay unread.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.rules.damage_cost import SourceDamagesYou

#: "has ~ deal 6 damage to them" (after "unless <player>").
SOURCE_DAMAGES_THEM = (
    sup("has") + kws("~").suppress() + sup("deal") + NUMBER + sup("damage to them")
).set_parse_action(lambda t: [(SourceDamagesYou(int(t[0])),)])

__all__ = ["SOURCE_DAMAGES_THEM"]
