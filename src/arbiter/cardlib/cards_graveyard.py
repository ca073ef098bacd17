"""Cards that use the graveyard as a resource (additional costs, abilities that function
from the graveyard, 113.6)."""

from __future__ import annotations

from arbiter.cardlib.dsl import activated, additional_cost, mana
from arbiter.cardlib.registry import card
from arbiter.rules.costs import ExileFromGraveyard, ExileSelfFromGraveyard
from arbiter.rules.instructions import Draw
from arbiter.rules.selectors import IsType

card("Cobbled Lancer",
     additional_cost(ExileFromGraveyard(IsType("Creature"), description="a creature card")),
     activated((mana("{3}{U}"), ExileSelfFromGraveyard()), Draw(1), zone="graveyard"))
