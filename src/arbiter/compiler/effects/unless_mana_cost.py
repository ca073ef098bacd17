""""Sacrifice this <permanent> unless you pay its mana cost." (118.12, 701.21a): the
controller may pay the mana cost of the ability's source as it resolves (202.1; 107.3h: an
{X} in it is 0; 118.6: no mana cost can't be paid); if they don't, the source is sacrificed.

    At the beginning of your upkeep, sacrifice this artifact unless you pay its mana cost.
                                    (Disruption Aura: 'Enchanted artifact has "..."')

"Its" is read only where it is the object sacrificed, the source ("~"); the payment is
`rules.source_mana_cost`, paid by `engine.stack.payments`.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules import instructions as I
from arbiter.rules.source_mana_cost import SourceManaCost

SACRIFICE_UNLESS_MANA_COST = (
    sup("sacrifice") + kw("~").suppress() + sup("unless you pay its mana cost") + lit(".")
).set_parse_action(lambda: [("plain", [I.MayPay(
    cost=(SourceManaCost(),), otherwise=(I.Sacrifice(I.Ref.this()),), who="you")])])

__all__ = ["SACRIFICE_UNLESS_MANA_COST"]
