"""Copy effects (layer 1a, 707) and face-down permanents (layer 1b, 708), with the cards the
copy scenarios copy or return."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    spell,
)
from arbiter.cardlib.registry import card
from arbiter.rules.copiable import BecomeCopyOf
from arbiter.rules.instructions import (
    Choose,
    CreateEffect,
    Ref,
    TargetSpec,
)
from arbiter.rules.selectors import (
    CREATURE,
    And,
    IsSupertype,
    Not,
)
from arbiter.state.effects import END_OF_TURN

NONLEGENDARY_CREATURE = And((CREATURE, Not(IsSupertype("Legendary"))))

# -- copy effects (707) -----------------------------------------------------------------------
card("Cytoshape",
     # 707.2c: the copiable values of the chosen creature as the spell resolves.
     spell(Choose("creature", key="creature", selector=NONLEGENDARY_CREATURE),
           CreateEffect(parts=(BecomeCopyOf(of="creature"),), affected=Ref.target(0),
                        duration=END_OF_TURN),
           targets=(TargetSpec("creature"),)))

# -- face-down (708) ---------------------------------------------------------------------------
# Expose the Culprit: compiled (700.2 modes; 708.8 "Turn target face-down creature face up.";
# 701.58a "... in a face-down pile, shuffle that pile, then cloak them.", `compiler.effects.cloak`).

# -- the creatures and cards the copy scenarios copy or return ------------------------------
# Enduring Innocence: compiled (400.7e 'return it to the battlefield', 603.10a 'if it was a
# creature', 205.1a 'It's an enchantment.'; `compiler.triggers.self_return`).
# 701.44a explore; 702.122b: "that crewed it this turn" (tapped for its crew cost).
