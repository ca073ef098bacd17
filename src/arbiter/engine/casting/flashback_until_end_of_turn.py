"""702.34a, 611.2c, 613.1f: flashback given by a resolving spell or ability to cards in a
graveyard until end of turn, its cost each card's own mana cost:

    Target instant or sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost.                        (Snapcaster Mage)
    Each instant and sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost.                        (Past in Flames)

A continuous effect of the resolving spell or ability adding (layer 6, 613.1f) the flashback
keyword ability whose cost is the card's mana cost (`engine.casting.flashback_costs`). 611.2c:
the cards it affects are fixed as it resolves: a target still legal (608.2b), or every card
of the description in a graveyard then; a card put into the graveyard later doesn't gain
flashback. The effect ends in the cleanup step (514.2), and with the card leaving the
graveyard (400.7: cast with flashback, the spell is a new object, exiled as it leaves the
stack by 702.34a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.parts import AddAbilities
from arbiter.rules.selectors import Selector
from arbiter.state.effects import END_OF_TURN

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class GraveyardCardsGain(Instruction):
    """"<what> gains <abilities> until end of turn.": `what` is a target card (a Ref) or a
    description of cards in graveyards (a Selector, the cards locked as it resolves)."""

    what: Any = Ref.target(0)
    abilities: tuple[Any, ...] = ()


def do_graveyard_cards_gain(r: Resolution, step: GraveyardCardsGain) -> None:
    from arbiter.engine.stack.continuous_effects import add_resolved_effect
    from arbiter.rules.view import LayerView, context_for

    g = r.game
    if isinstance(step.what, Selector):
        view = LayerView(g.state, g.layers().chars)
        ctx = context_for(view, r.item.source, r.item.controller)
        cards = [o for p in range(len(g.state.players))
                 for o in g.state.zone_list("graveyard", p)]
        locked = frozenset(o for o in cards if step.what.matches(view, o, ctx))  # 611.2c
    else:
        locked = frozenset(o for o in r.ref(step.what)
                           if isinstance(o, int) and g.obj(o).zone == "graveyard")  # 608.2b
    r.did = bool(locked)
    if locked:
        add_resolved_effect(r, (AddAbilities(step.abilities),), locked=locked,
                            duration=END_OF_TURN)


__all__ = ["GraveyardCardsGain", "do_graveyard_cards_gain"]
