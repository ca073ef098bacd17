"""Supporting cards of the scenarios: burn, removal, face-down tricks, a player-hexproof
enchantment, an attack tax and a card-draw artifact. Keyword-only lines (Flying, Flash,
Enchant creature, Morph) are read by `rules.keywords`; Ornithopter, Zombie Cutthroat and
Tropical Island have no other lines and need no definition."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    DealDamage,
    Ref,
    TargetSpec,
)
from arbiter.engine.triggers import Trigger
from arbiter.rules.selectors import (
    CREATURE,
    And,
    ControlledByOpponent,
)

card("Skirk Commando",
     # "that player controls": with two players, the damaged player is the opponent.
     triggered(Trigger("combat_damage_to_player"), DealDamage(2, to=Ref.target(0)),
               optional=True,
               targets=(TargetSpec("creature", And((CREATURE, ControlledByOpponent())),
                                   description="target creature that player controls"),)))
