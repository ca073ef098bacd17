"""608.2h: "the sacrificed creature's power", "the sacrificed creature's toughness", "the
sacrificed artifact's mana value": a number read from the permanent sacrificed paying a
cost (an activation cost, 602.2b, or a spell's additional cost, 118.8), as it last existed
on the battlefield (`rules.cost_values.SacrificedStat`).

    {R}, {T}, Sacrifice another creature: Brion Stoutarm deals damage equal to the
    sacrificed creature's power to target player or planeswalker.

and "the power of the creature tapped this way", the creature tapped paying an activation
cost (`rules.cost_values.TappedStat`):

    Tap an untapped creature you control: This creature gets +X/+0 until end of turn, where
    X is the power of the creature tapped this way.                 (Keldon Battlewagon)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules.cost_values import SacrificedStat, TappedStat

_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
          "land": "Land", "permanent": None}
_STATS = {"power": "power", "toughness": "toughness", "mana value": "mana_value"}

#: "the sacrificed <creature | artifact | ...>'s <power | toughness | mana value>".
SACRIFICED_STAT = (sup("the sacrificed") + pp.one_of(list(_TYPES), caseless=True)
                   + (pp.Literal("'s") | pp.Literal("’s")).suppress()
                   + kws(*_STATS)).set_parse_action(
    lambda t: SacrificedStat(_TYPES[t[0].lower()], _STATS[" ".join(t[1:]).lower()]))

#: 602.2b, 608.2h: "the power of the creature tapped this way"
TAPPED_STAT = (sup("the") + kws("power", "toughness")
               + sup("of the creature tapped this way")).set_parse_action(
    lambda t: TappedStat(t[0].lower()))

__all__ = ["SACRIFICED_STAT", "TAPPED_STAT"]
