"""702.59 recover, built from its definition as a real triggered ability (603) that
functions only while its card is in a graveyard (113.6m).

702.59a: "Recover [cost]" means "When a creature is put into your graveyard from the
battlefield, you may pay [cost]. If you do, return this card from your graveyard to your
hand. Otherwise, exile this card." "Your graveyard" holds the cards you own (404.2): a
creature you own that dies (700.4). The cost is paid as the ability resolves (118.12,
`engine.stack.payments`); a player who can't pay it doesn't (118.3), and the card is exiled.
A card that has left the graveyard by then is a new object (400.7): nothing happens to it.
Only a mana cost is carried out (Garza's Assassin's "Pay half your life" stays unread).
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.costs import ManaPayment
from arbiter.rules.instructions import Exile, MayPay, Ref, ReturnToHand
from arbiter.rules.selectors import And, IsType, OwnedByYou


@cache
def recover(param: str | None) -> TriggeredAbility | None:
    """702.59a: the triggered ability of "Recover [mana cost]" (None: another cost)."""
    if keyword_mana_cost(KeywordAbility(text="", keyword="recover", param=param),
                         allow_x=False) is None:
        return None
    mana = (param or "").strip()
    return TriggeredAbility(
        text=f"When a creature is put into your graveyard from the battlefield, you may pay "
             f"{mana}. If you do, return this card from your graveyard to your hand. "
             "Otherwise, exile this card.",
        trigger=Trigger("dies", "any", selector=And((IsType("Creature"), OwnedByYou())),
                        zone="graveyard"),
        instructions=(MayPay(cost=(ManaPayment(mana),), then=(ReturnToHand(Ref.this()),),
                             otherwise=(Exile(Ref.this()),)),))


__all__ = ["recover"]
