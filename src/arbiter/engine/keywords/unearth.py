"""702.84 unearth: an activated ability of a card in a graveyard.

702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the
battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
sorcery."

Built from those sentences, with the instructions every other card uses:
`ReturnSelfFromGraveyard` (113.6m: only the card still in the graveyard returns, 400.7), a
continuous effect of the resolving ability giving haste to the permanent it became (611.2c,
locked to that object), a delayed triggered ability at the next end step (603.7; it exiles
only that object, 603.7c), and a replacement effect of the resolving ability on that object
(614.1a, 614.6: put into a graveyard, a hand or a library from the battlefield, it is exiled
instead; the engine's zone-change replacement, `Game._replace_zone_change`). Each of those
effects is the ability's, not the permanent's: it keeps applying if the permanent loses its
abilities (613.1f).
"""

from __future__ import annotations

from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.instructions import (
    CreateEffect,
    DelayedTrigger,
    Exile,
    IfDid,
    Ref,
    ReturnSelfFromGraveyard,
)
from arbiter.rules.keyword_costs import costs_of
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, RulesPart

#: 614.1a / 614.6: "If it would leave the battlefield, exile it instead of putting it
#: anywhere else": each zone it could be put into from the battlefield (400.1), with the
#: engine's zone-change replacement detail (from, to, instead).
EXILE_INSTEAD_OF_LEAVING = tuple(
    RulesPart("replace_zone_change", ("battlefield", zone, "exile"))
    for zone in ("graveyard", "hand", "library", "command"))


def unearth_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.84a: the activated ability "Unearth [cost]" stands for; None for a cost the
    engine can't pay (the compiler leaves such a keyword unread)."""
    cost = costs_of(kw)
    if cost is None:
        return None
    return ActivatedAbility(
        text=kw.text, cost=cost, keyword="unearth", sorcery_speed=True, zone="graveyard",
        instructions=(
            ReturnSelfFromGraveyard(),
            IfDid(then=(
                CreateEffect(parts=(AddAbilities((keyword_ability("Haste"),)),),
                             affected=Ref.it()),
                DelayedTrigger(step="end", instructions=(Exile(Ref.target(0)),),
                               what=Ref.it()),
                CreateEffect(parts=EXILE_INSTEAD_OF_LEAVING, affected=Ref.it()),
            )),
        ))


__all__ = ["EXILE_INSTEAD_OF_LEAVING", "unearth_ability"]
