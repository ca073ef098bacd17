"""702.128 embalm and 702.129 eternalize: activated abilities of a card in a graveyard that
make a Zombie token copy of it.

702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token
that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in
addition to its other types. Activate only as a sorcery."

702.129a: "Eternalize [cost]" means "[Cost], Exile this card from your graveyard: Create a
token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and
it's a Zombie in addition to its other types. Activate only as a sorcery."

The card is exiled as a cost (601.2h, 602.2b), so the token copies the card's copiable
values as it last existed in the graveyard (707.2, 608.2h; kept as the cost is paid,
`engine.casting.activation`). The exceptions are part of the copy (707.9b): they are the
token's copiable values, and 707.9d: a characteristic-defining ability that defines the
power and toughness eternalize sets isn't copied. The cost after the keyword may name more
than mana ("Eternalize—{2}{W}{W}, Discard a card."): only costs the activation pays are
carried out; a keyword with another cost is left unread (`compiler.keywords.enforced`).
"""

from __future__ import annotations

from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.costs import (
    DiscardCard,
    ExileSelfFromGraveyard,
    ManaPayment,
    PayLife,
    SacrificePermanents,
    TapUntapped,
)
from arbiter.rules.instructions import CreateTokenCopy, Ref
from arbiter.rules.keyword_costs import costs_of
from arbiter.vocab import Color

_ZOMBIE = frozenset({"Zombie"})
#: 702.128a: "except it's white, it has no mana cost, and it's a Zombie in addition to its
#: other types".
EMBALMED = CopyExceptions(colors=frozenset({Color.WHITE}), no_mana_cost=True,
                          add_subtypes=_ZOMBIE)
#: 702.129a: "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in
#: addition to its other types".
ETERNALIZED = CopyExceptions(colors=frozenset({Color.BLACK}), power=4, toughness=4,
                             no_mana_cost=True, add_subtypes=_ZOMBIE)
_EXCEPTIONS = {"embalm": EMBALMED, "eternalize": ETERNALIZED}
#: The costs an activation pays (`engine.casting.activation`).
_PAYABLE = (ManaPayment, DiscardCard, PayLife, SacrificePermanents, TapUntapped)


def zombie_copy_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.128a / 702.129a: the activated ability the keyword stands for; None for a cost
    the engine can't pay."""
    costs = costs_of(kw)
    if costs is None or not all(isinstance(c, _PAYABLE) for c in costs):
        return None
    return ActivatedAbility(
        text=kw.text, cost=(*costs, ExileSelfFromGraveyard()), keyword=kw.keyword,
        sorcery_speed=True, zone="graveyard",
        instructions=(CreateTokenCopy(Ref.this(), exceptions=_EXCEPTIONS[kw.keyword]),))


__all__ = ["EMBALMED", "ETERNALIZED", "zombie_copy_ability"]
