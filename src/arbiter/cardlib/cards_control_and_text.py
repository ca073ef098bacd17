"""Control-changing (layer 2, 613.1b) and text-changing (layer 3, 612) cards."""

from __future__ import annotations

from arbiter.cardlib.dsl import spell
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    Choose,
    CreateEffect,
    Ref,
    TargetSpec,
)
from arbiter.rules.parts import SetController, TextChange
from arbiter.rules.selectors import (
    CREATURE,
    PERMANENT,
    And,
    IsType,
    Or,
)


def _gain_control(duration: str = "indefinite", what: Ref | None = None) -> CreateEffect:
    """"Gain control of <target>" (613.1b)."""
    return CreateEffect(parts=(SetController(),), affected=what or Ref.target(0),
                        duration=duration)


# -- spells ---------------------------------------------------------------------------------
card("Mass Manipulation",
     spell(_gain_control(what=Ref.all_targets(0)),
           targets=(TargetSpec("permanent",
                               And((PERMANENT, Or((IsType("Creature"),
                                                   IsType("Planeswalker"))))),
                               count=0, x=True,
                               description="X target creatures and/or planeswalkers"),)))
card("Dominate",
     spell(_gain_control(),
           targets=(TargetSpec("creature", CREATURE, mana_value_at_most_x=True,
                               description="target creature with mana value X or less"),)))

# -- text changes (612) ---------------------------------------------------------------------
card("Mind Bend",
     # 612.2: both words are color words or both basic land types (text_change.check_words);
     # the interpreter binds the answers "from"/"to" into the TextChange (608.2h).
     spell(Choose("color_or_land_word_from", key="from"),
           Choose("color_or_land_word_to", key="to"),
           CreateEffect(parts=(TextChange(),), affected=Ref.target(0)),
           targets=(TargetSpec("permanent", PERMANENT, description="target permanent"),)))
