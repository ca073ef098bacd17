"""Copy effects (layer 1a, 707) and face-down permanents (layer 1b, 708), with the cards the
copy scenarios copy or return."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    as_enters_becomes,
    as_enters_choose,
    as_enters_do,
    cda_pt,
    choose_modes,
    enters_as_copy,
    enters_with_counters,
    spell,
    static,
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    Choose,
    CreateEffect,
    Custom,
    DealDamage,
    Discard,
    Draw,
    Explore,
    If,
    LoseLife,
    Mill,
    Ref,
    RemoveCounters,
    ReturnToBattlefield,
    TargetSpec,
    TurnFaceDown,
    TurnFaceUp,
    Unsupported,
)
from arbiter.engine.triggers import Trigger, at_beginning, attacks, dies, enters
from arbiter.rules.conditions import SourceCounters, SourceMatches
from arbiter.rules.copiable import BecomeCopyOf, CopyExceptions, CopyValues
from arbiter.rules.effects import END_OF_TURN
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import BecomeTypes
from arbiter.rules.selectors import (
    ATTACHED,
    CREATURE,
    OTHER,
    YOURS,
    And,
    ControlledByOpponent,
    CrewedSourceThisTurn,
    InZone,
    IsFaceDown,
    IsSupertype,
    IsToken,
    IsType,
    Not,
    PowerAtMost,
)
from arbiter.rules.values import CountOf, PowerOf
from arbiter.vocab import Color

NONLEGENDARY_CREATURE = And((CREATURE, Not(IsSupertype("Legendary"))))

# -- copy effects (707) -----------------------------------------------------------------------
card("Metamorphic Alteration",
     as_enters_choose("creature"),
     static(ATTACHED, CopyValues(from_choice=True)))
card("Lazotep Convert",
     enters_as_copy(And((InZone(("graveyard",)), IsType("Creature"))),
                    CopyExceptions(power=4, toughness=4, colors=frozenset({Color.BLACK}),
                                   add_subtypes=frozenset({"Zombie"}))))
card("Cytoshape",
     # 707.2c: the copiable values of the chosen creature as the spell resolves.
     spell(Choose("creature", key="creature", selector=NONLEGENDARY_CREATURE),
           CreateEffect(parts=(BecomeCopyOf(of="creature"),), affected=Ref.target(0),
                        duration=END_OF_TURN),
           targets=(TargetSpec("creature"),)))
card("Mirrorweave",
     spell(CreateEffect(parts=(BecomeCopyOf(of=Ref.target(0)),), affected=CREATURE,
                        exclude=(Ref.target(0),), duration=END_OF_TURN),
           targets=(TargetSpec("creature", NONLEGENDARY_CREATURE,
                               description="target nonlegendary creature"),)))
card("Primal Clay",
     # 613.2a: an "as enters" ability that sets power and toughness is a copiable effect.
     as_enters_becomes(
         CopyExceptions(power=3, toughness=3, add_types=frozenset({"Artifact", "Creature"})),
         CopyExceptions(power=2, toughness=2, add_types=frozenset({"Artifact", "Creature"}),
                        add_abilities=(keyword_ability("Flying"),)),
         CopyExceptions(power=1, toughness=6, add_types=frozenset({"Artifact", "Creature"}),
                        add_subtypes=frozenset({"Wall"}),
                        add_abilities=(keyword_ability("Defender"),))))

# -- face-down (708) ---------------------------------------------------------------------------
card("Ixidron",
     as_enters_do(TurnFaceDown(And((CREATURE, OTHER, Not(IsToken()))))),
     cda_pt(CountOf(And((CREATURE, IsFaceDown()))), CountOf(And((CREATURE, IsFaceDown())))))
card("Pyrotechnic Performer",
     triggered(Trigger("turned_face_up", "any", selector=And((CREATURE, YOURS))),
               DealDamage(PowerOf(), to="each_opponent", source=Ref.event())))
card("Expose the Culprit",
     choose_modes(1, 2),
     spell(TurnFaceUp(Ref.target(0)),
           targets=(TargetSpec("creature", And((CREATURE, IsFaceDown())),
                               description="target face-down creature"),)),
     spell(Unsupported("Exile any number of face-up creatures you control with disguise in a "
                       "face-down pile, shuffle that pile, then cloak them.")))

# -- the creatures and cards the copy scenarios copy or return ------------------------------
card("Archfiend of the Dross",
     enters_with_counters("oil", 4),
     triggered(at_beginning("upkeep", "you"),
               RemoveCounters("oil", 1),
               If(SourceCounters("oil", 0, 0), then=(Custom("lose_game", ("you",)),))),
     triggered(Trigger("dies", "any", selector=And((CREATURE, ControlledByOpponent()))),
               LoseLife(2, who="its_controller")))
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
card("Invasion of Amonkhet",
     triggered(enters(), Mill(3, who="each_player"), Discard(1, who="each_opponent"), Draw(1)))
# 701.44a explore; 702.122b: "that crewed it this turn" (tapped for its crew cost).
card("Subterranean Schooner",
     triggered(attacks(),
               Explore(Ref.target(0)),
               targets=(TargetSpec("creature", CrewedSourceThisTurn(),
                                   description="target creature that crewed it this turn"),)))
