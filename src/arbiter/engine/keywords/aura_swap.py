"""702.65 aura swap, an activated ability of some Aura cards.

702.65a: "Aura swap [cost]" means "[Cost]: You may exchange this permanent with an Aura card
in your hand." 702.65b: if either half of the exchange can't be completed, the ability has
no effect. An exchange of cards between zones happens only if all of them are owned by the
same player (701.12d): the Aura permanent must be owned by the player whose hand it is.
701.12e: the Aura card from the hand becomes attached to what the permanent was attached to;
it enters attached to it (303.4f: not targeted, so only what its enchant abilities and other
effects allow, `engine.zones.attachments.aura_may_enchant`). Both move at once. Only a mana
cost is carried out.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.engine.replacement.entering import enter
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import ManaPayment
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class AuraSwap(Instruction):
    """702.65a: "You may exchange this permanent with an Aura card in your hand."."""


@cache
def aura_swap_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.65a: the activated ability of "Aura swap [mana cost]" (None: another cost)."""
    if keyword_mana_cost(kw, allow_x=False) is None:
        return None
    return ActivatedAbility(text=kw.text, cost=(ManaPayment((kw.param or "").strip()),),
                            keyword="aura swap", instructions=(AuraSwap(),))


def do_aura_swap(r: Resolution, step: AuraSwap) -> None:
    from arbiter.engine.keywords.enchant_player import attach_to_player, can_enchant
    from arbiter.engine.zones.attachments import aura_may_enchant

    g, source, you = r.game, r.item.source, r.item.controller
    aura = g.obj(source)
    if aura.zone != "battlefield" or aura.owner != you:
        return  # 702.65b, 701.12d: the exchange can't be completed
    host, player = aura.attached_to, aura.attached_player
    hand = [o for o in g.state.zone_list("hand", you) if "Aura" in g.chars(o).subtypes]
    options = [o for o in hand
               if (host is not None and aura_may_enchant(g, o, host))
               or (player is not None and can_enchant(g, o, player))]
    if not options:
        g.log(f"{g.name_of(source)}: no Aura card in hand can be exchanged with it (702.65b)")
        return
    pick = g.decide(Decision(
        "aura_swap", f"exchange {g.name_of(source)} with an Aura card in your hand?", you,
        [("don't exchange", None), *((f"{g.quick_name(o)}#{o}", o) for o in options)],
        optional=True, key="aura_swap"))
    if pick is None:
        return
    g.move(source, "hand")  # 701.12e: it stops being attached
    new = g.move(pick, "battlefield", controller=you, attaching=True)
    if new is None or new.zone != "battlefield":
        return
    if host is not None:
        g.attach(new.id, host)
    elif player is not None:
        attach_to_player(g, new.id, player)
    enter(g, new)


__all__ = ["AuraSwap", "aura_swap_ability", "do_aura_swap"]
