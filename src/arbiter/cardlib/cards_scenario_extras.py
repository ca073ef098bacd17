"""Supporting cards of the scenarios: burn, removal, face-down tricks, a player-hexproof
enchantment and a card-draw artifact. Keyword-only lines (Flying, Flash, Enchant creature,
Morph) are read by `rules.keywords`; Ornithopter, Zombie Cutthroat and Tropical Island have
no other lines and need no definition."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    activated,
    mana,
    rules_static,
    spell,
    static,
    tap,
    triggered,
    unsupported,
)
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    DealDamage,
    Destroy,
    Draw,
    Ref,
    TargetSpec,
    TurnFaceUp,
)
from arbiter.engine.triggers import Trigger
from arbiter.rules.parts import ModifyPT
from arbiter.rules.selectors import (
    ATTACHED,
    CREATURE,
    PERMANENT,
    And,
    ControlledByOpponent,
    IsFaceDown,
    IsType,
    Or,
)
from arbiter.rules.values import Const

C = Const

# 115.4: "any target" is a creature, player, planeswalker or battle. Target requirements
# name one kind, so this covers the permanents only (no player can be chosen).
ANY_TARGET = TargetSpec("any", description="any target")  # 115.4

card("Shock", spell(DealDamage(2, to=Ref.target(0)), targets=(ANY_TARGET,)))
card("Torpor Dust", static(ATTACHED, ModifyPT(C(-3), C(0))))
card("Disenchant",
     spell(Destroy(Ref.target(0)),
           targets=(TargetSpec("permanent",
                               And((PERMANENT, Or((IsType("Artifact"), IsType("Enchantment"))))),
                               description="target artifact or enchantment"),)))
card("Break Open",
     spell(TurnFaceUp(Ref.target(0)),
           targets=(TargetSpec("creature", And((CREATURE, IsFaceDown(), ControlledByOpponent())),
                               description="target face-down creature an opponent controls"),)))
card("Leyline of Sanctity",
     # 103.6a: the opening-hand action is not implemented.
     unsupported(),
     # 702.11d: "You have hexproof."
     rules_static("player_hexproof"))
card("Ghostly Prison",
     # 508.1d / 508.1h: an attack cost ("can't attack you unless ... pays").
     unsupported())
card("Jayemdae Tome", activated((mana("{4}"), tap()), Draw(1)))
card("Exalted Angel",
     # 603.2 / 120: no damage-dealt trigger event, no "that much" amount for life gain.
     unsupported())
card("Willbender",
     # 115.7: changing the target of a spell or ability.
     unsupported())
card("Skirk Commando",
     # "that player controls": with two players, the damaged player is the opponent.
     triggered(Trigger("combat_damage_to_player"), DealDamage(2, to=Ref.target(0)),
               optional=True,
               targets=(TargetSpec("creature", And((CREATURE, ControlledByOpponent())),
                                   description="target creature that player controls"),)))
