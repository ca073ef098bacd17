"""Control-changing (layer 2, 613.1b) and text-changing (layer 3, 612) cards."""

from __future__ import annotations

from arbiter.cardlib.dsl import as_enters_choose, spell, static
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    Choose,
    CreateEffect,
    Ref,
    TargetSpec,
    Untap,
)
from arbiter.rules.effects import END_OF_TURN
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, SetController, TextChange
from arbiter.rules.selectors import (
    CREATURE,
    PERMANENT,
    And,
    InZone,
    IsType,
    Or,
)

HASTE = keyword_ability("Haste")


def _gain_control(duration: str = "indefinite", what: Ref | None = None) -> CreateEffect:
    """"Gain control of <target>" (613.1b)."""
    return CreateEffect(parts=(SetController(),), affected=what or Ref.target(0),
                        duration=duration)


def _gains_haste_eot() -> CreateEffect:
    return CreateEffect(parts=(AddAbilities((HASTE,)),), affected=Ref.target(0),
                        duration=END_OF_TURN)


# -- auras: "You control enchanted creature/permanent." --------------------------------

# -- spells ---------------------------------------------------------------------------------
card("Act of Treason",
     spell(_gain_control(END_OF_TURN), Untap(Ref.target(0)), _gains_haste_eot(),
           targets=(TargetSpec("creature"),)))
card("Threaten",
     spell(Untap(Ref.target(0)), _gain_control(END_OF_TURN), _gains_haste_eot(),
           targets=(TargetSpec("creature"),)))
card("Word of Seizing",
     spell(Untap(Ref.target(0)), _gain_control(END_OF_TURN), _gains_haste_eot(),
           targets=(TargetSpec("permanent", PERMANENT, description="target permanent"),)))
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
card("Swirl the Mists",
     as_enters_choose("color"),
     static(Or((PERMANENT, InZone(("stack",)))), TextChange(every_color=True, chosen=True)))
