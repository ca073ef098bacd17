"""702.71 transfigure, an activated ability.

702.71a: "Transfigure [cost]" means "[Cost], Sacrifice this permanent: Search your library
for a creature card with the same mana value as this permanent and put it onto the
battlefield. Then shuffle your library. Activate only as a sorcery." The permanent is
sacrificed as a cost (601.2h, 602.2b), so "this permanent's" mana value is its last known
information on the battlefield (608.2h). The search is 701.23 (a player may fail to find).
Only a mana cost is carried out.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.library import do_search_library
from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import ManaPayment, SacrificeSelf
from arbiter.rules.instructions import Instruction, SearchLibrary
from arbiter.rules.selectors import And, IsType, StatCompare

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class Transfigure(Instruction):
    """702.71a: search for a creature card with the sacrificed permanent's mana value."""


@cache
def transfigure_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.71a: the activated ability of "Transfigure [mana cost]" (None: another cost)."""
    if keyword_mana_cost(kw, allow_x=False) is None:
        return None
    return ActivatedAbility(
        text=kw.text, cost=(ManaPayment((kw.param or "").strip()), SacrificeSelf()),
        keyword="transfigure", sorcery_speed=True, instructions=(Transfigure(),))


def do_transfigure(r: Resolution, step: Transfigure) -> None:
    g = r.game
    known = g.lki.get(r.item.source)
    ch = known if known is not None else g.chars(r.item.source)
    mv = int(ch.mana_value or 0)  # 608.2h: as it last existed on the battlefield
    do_search_library(r, SearchLibrary(
        selector=And((IsType("Creature"), StatCompare("mana_value", "==", mv))),
        to="battlefield"))


__all__ = ["Transfigure", "do_transfigure", "transfigure_ability"]
