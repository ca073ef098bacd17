"""Gift (702.174) as the compiler reads it: the keyword "Gift a [something]" is kept (its
optional cost, 702.174a, `engine.casting.optional_costs`) and followed by the second ability
it represents (702.174b):

    on an instant or sorcery   If this spell's gift cost was paid, [effect].
                               (a spell ability written first, so it happens before the
                               spell's other abilities, 702.174j)
    on a permanent             When this permanent enters, if its gift cost was paid,
                               [effect].

The conditions "if the gift was promised" / "if the gift wasn't promised" (702.174k) are
`compiler.conditions.paid_costs`.
"""

from __future__ import annotations

from arbiter.engine.keywords.gift import KEYWORD, GiveGift, gift_kind
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import Ability, KeywordAbility, SpellAbility, TriggeredAbility
from arbiter.rules.instructions import If
from arbiter.rules.paid_costs import CostPaid

#: 702.174k: "the gift was promised" is the gift cost paid.
PROMISED = CostPaid(KEYWORD)


def with_gift(abilities: list[Ability], spell: bool) -> list[Ability]:
    """Each gift keyword followed by its second ability (702.174b)."""
    out: list[Ability] = []
    for a in abilities:
        out.append(a)
        if isinstance(a, KeywordAbility) and a.keyword == KEYWORD:
            kind = gift_kind(a.param)
            assert kind is not None  # enforced only then (`keyword_costs`)
            give = (GiveGift(kind),)
            if spell:
                out.append(SpellAbility(text=a.text, instructions=(If(PROMISED, give),)))
            else:
                out.append(TriggeredAbility(text=a.text, trigger=Trigger("enters", "self"),
                                            instructions=give, intervening_if=PROMISED))
    return out


__all__ = ["PROMISED", "with_gift"]
