"""702.157 squad: "Squad [cost]" means "As an additional cost to cast this spell, you may pay
[cost] any number of times" and "When this creature enters, if its squad cost was paid,
create a token that's a copy of it for each time its squad cost was paid." (702.157a; two
linked abilities, 607).

The first is an optional additional cost announced and paid as the spell is cast (601.2b,
601.2f-h: `engine.casting.optional_costs`, recorded on the spell and the permanent it
becomes, `rules.paid_costs`); the second a triggered ability with an intervening "if"
(603.4) making token copies of the creature (707.2: its copiable values as the ability
resolves). 702.157b (several instances, each triggering on its own payments) isn't told
apart: a spell with more than one squad cost stops the game (principle 5), and so does a
copy of a creature that has left the battlefield by the time the ability resolves (608.2h).
Only a squad cost of mana is carried out.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.errors import UnsupportedTextError
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Custom
from arbiter.rules.paid_costs import CostPaid, times_paid

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

KEYWORD = "squad"
#: The `Custom` instruction of the triggered ability.
SQUAD_COPIES = "squad_copies"


@cache
def squad_ability() -> TriggeredAbility:
    """702.157a: the triggered half of squad."""
    return TriggeredAbility(
        text="When this creature enters, if its squad cost was paid, create a token that's a "
             "copy of it for each time its squad cost was paid.",
        trigger=Trigger("enters", "self"),
        intervening_if=CostPaid(KEYWORD),
        instructions=(Custom(SQUAD_COPIES, ()),))


def do_squad_copies(r: Resolution, step: Custom) -> None:
    """702.157a / 707.2: one token copy of the creature for each time its squad cost was
    paid."""
    from arbiter.engine.replacement.token_creation import TokenSpec
    from arbiter.engine.zones.tokens import create_tokens

    game, source = r.game, r.item.source
    n = sum(k for _cost, k in times_paid(game.obj(source).choices, KEYWORD))
    if n and game.obj(source).zone != "battlefield":
        raise UnsupportedTextError(r.item.source_name or "", "Squad: a copy of a creature "
                                   "that has left the battlefield (608.2h)")
    made = create_tokens(game, [TokenSpec(r.item.controller, copy_of=source)] * n)  # 614.1a
    if made:
        r.it = made[-1]


__all__ = ["KEYWORD", "SQUAD_COPIES", "do_squad_copies", "squad_ability"]
