"""Copy effects (layer 1a, 707) and face-down permanents (layer 1b, 708), with the cards the
copy scenarios copy or return."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    choose_modes,
    spell,
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    Choose,
    CreateEffect,
    Draw,
    Ref,
    ReturnToBattlefield,
    TargetSpec,
    TurnFaceUp,
    Unsupported,
)
from arbiter.engine.triggers import Trigger, dies
from arbiter.rules.conditions import SourceMatches
from arbiter.rules.copiable import BecomeCopyOf
from arbiter.rules.effects import END_OF_TURN
from arbiter.rules.parts import BecomeTypes
from arbiter.rules.selectors import (
    CREATURE,
    And,
    IsFaceDown,
    IsSupertype,
    IsType,
    Not,
    PowerAtMost,
)

NONLEGENDARY_CREATURE = And((CREATURE, Not(IsSupertype("Legendary"))))

# -- copy effects (707) -----------------------------------------------------------------------
card("Cytoshape",
     # 707.2c: the copiable values of the chosen creature as the spell resolves.
     spell(Choose("creature", key="creature", selector=NONLEGENDARY_CREATURE),
           CreateEffect(parts=(BecomeCopyOf(of="creature"),), affected=Ref.target(0),
                        duration=END_OF_TURN),
           targets=(TargetSpec("creature"),)))

# -- face-down (708) ---------------------------------------------------------------------------
card("Expose the Culprit",
     choose_modes(1, 2),
     spell(TurnFaceUp(Ref.target(0)),
           targets=(TargetSpec("creature", And((CREATURE, IsFaceDown())),
                               description="target face-down creature"),)),
     spell(Unsupported("Exile any number of face-up creatures you control with disguise in a "
                       "face-down pile, shuffle that pile, then cloak them.")))

# -- the creatures and cards the copy scenarios copy or return ------------------------------
card("Enduring Innocence",
     triggered(Trigger("enters", "another_you_control",
                       selector=And((CREATURE, PowerAtMost(2))), once_each_turn=True),
               Draw(1)),
     # 603.10a: "if it was a creature" looks back; "It's an enchantment." applies as it
     # returns (611.2e, 613.7n) and removes its other card types (205.1a).
     triggered(dies(),
               ReturnToBattlefield(Ref.this(),
                                   effect_parts=(BecomeTypes(types=frozenset({"Enchantment"})),)),
               intervening_if=SourceMatches(IsType("Creature"))))
# 701.44a explore; 702.122b: "that crewed it this turn" (tapped for its crew cost).
