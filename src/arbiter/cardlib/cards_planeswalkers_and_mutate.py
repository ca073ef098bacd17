"""Planeswalkers (606), mutate (702.140, 729) and the cards of those scenarios."""

from __future__ import annotations

import dataclasses

from arbiter.cardlib.dsl import Ability, loyalty, rules_static, sac_self, static, tap, triggered
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    AddMana,
    CreateEffect,
    CreateEmblem,
    CreateToken,
    Draw,
    GivePlayerCounters,
    LoseLife,
    Proliferate,
    PutCounters,
    Ref,
    SearchLibrary,
    TargetSpec,
    Unsupported,
    Untap,
)
from arbiter.engine.triggers import Trigger
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.conditions import Compare
from arbiter.rules.effects import END_OF_TURN, UNTIL_YOUR_NEXT_TURN
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import (
    AddAbilities,
    AddTypes,
    BecomeTypes,
    LoseAllAbilities,
    RulesPart,
    SetBasePT,
)
from arbiter.rules.selectors import (
    LAND,
    PERMANENT,
    YOURS,
    And,
    IsSubtype,
    IsType,
    Not,
)
from arbiter.rules.values import Const, CountOf
from arbiter.state.objects import TokenDef
from arbiter.vocab import BASIC_LAND_TYPES

C = Const
kw = keyword_ability

#: 111.10a-style granted mana ability of a Treasure (Vraska's -2 grants it as text).
TREASURE_ABILITY = ActivatedAbility(
    text="{T}, Sacrifice this artifact: Add one mana of any color.",
    cost=(tap(), sac_self()), instructions=(AddMana("any"),), is_mana_ability=True)

#: Overlord of the Hauntwoods' token: "a tapped colorless land token named Everywhere that is
#: every basic land type" (305.6: it has the five intrinsic mana abilities).
EVERYWHERE = TokenDef(name="Everywhere", types=("Land",),
                      subtypes=tuple(BASIC_LAND_TYPES), colors=())

#: "As long as you control a Gideon planeswalker" (611.3b).
_CONTROLS_A_GIDEON = Compare(CountOf(And((PERMANENT, IsType("Planeswalker"), IsSubtype("Gideon"),
                                          YOURS))), ">=", 1)


def _text(ability: Ability, text: str) -> Ability:
    """An emblem's ability with its quoted text (114.3: the abilities are all it has)."""
    return dataclasses.replace(ability, text=text)


# -- planeswalkers --------------------------------------------------------------------------
card("Vraska, Betrayal's Sting",
     loyalty(0, Draw(1), LoseLife(1), Proliferate()),  # 701.34a
     # 205.1a: "becomes a Treasure artifact ... loses all other card types and abilities".
     loyalty(-2, CreateEffect(parts=(BecomeTypes(types=frozenset({"Artifact"}),
                                                 subtypes=frozenset({"Treasure"})),
                                     LoseAllAbilities(), AddAbilities((TREASURE_ABILITY,))),
                              affected=Ref.target(0)),
             targets=(TargetSpec("creature"),)),
     # 122.1f: poison counters up to nine (a tenth makes them lose, 704.5c).
     loyalty(-9, GivePlayerCounters("poison", who=Ref.target(0), until=9),
             targets=(TargetSpec("player", description="target player"),)))
card("Nissa, Who Shakes the World",
     # 605.1b: a triggered mana ability.
     triggered(Trigger("tapped_for_mana", "any",
                       selector=And((LAND, YOURS, IsSubtype("Forest")))),
               AddMana("G")),
     loyalty(1, PutCounters("+1/+1", 3, on=Ref.target(0)), Untap(Ref.target(0)),
             CreateEffect(parts=(AddTypes(types=frozenset({"Creature"}),
                                          subtypes=frozenset({"Elemental"})),
                                 AddAbilities((kw("Vigilance"), kw("Haste"))),
                                 SetBasePT(C(0), C(0))),
                          affected=Ref.target(0)),
             targets=(TargetSpec("permanent", And((LAND, Not(IsType("Creature")), YOURS)),
                                 up_to=True,
                                 description="up to one target noncreature land you control"),)),
     # 114.2 / 114.4: the emblem's static ability works from the command zone; 701.23a.
     loyalty(-8, CreateEmblem((_text(static(And((LAND, YOURS)),
                                            AddAbilities((kw("Indestructible"),))),
                                     "Lands you control have indestructible."),)),
             SearchLibrary(IsSubtype("Forest"), to="battlefield", tapped=True, any_number=True)))
card("Gideon of the Trials",
     loyalty(1, CreateEffect(parts=(RulesPart(rule="prevent_all_damage_dealt_by"),),
                             affected=Ref.target(0), duration=UNTIL_YOUR_NEXT_TURN),
             targets=(TargetSpec("permanent", PERMANENT, description="target permanent"),)),
     # 205.1b: "that's still a planeswalker".
     loyalty(0, CreateEffect(parts=(AddTypes(types=frozenset({"Creature"}),
                                             subtypes=frozenset({"Human", "Soldier"})),
                                    AddAbilities((kw("Indestructible"),)),
                                    SetBasePT(C(4), C(4))),
                             affected=Ref.this(), duration=END_OF_TURN),
             CreateEffect(parts=(RulesPart(rule="prevent_all_damage_dealt_to"),),
                          affected=Ref.this(), duration=END_OF_TURN)),
     # 114.2 / 101.2 / 104.3: "can't lose" beats the 704.5a-c losses while the condition
     # holds (611.3b). "Your opponents can't win": a player wins only when every opponent has
     # left (104.2a), which a player who can't lose never does, so `cant_lose` covers it.
     loyalty(0, CreateEmblem((_text(rules_static("cant_lose", condition=_CONTROLS_A_GIDEON),
                                    "As long as you control a Gideon planeswalker, you can't "
                                    "lose the game and your opponents can't win the game."),))))

# -- mutate ---------------------------------------------------------------------------------

# -- impending, dash -------------------------------------------------------------------------
card("Overlord of the Hauntwoods",
     triggered(Trigger("enters_or_attacks"), CreateToken(EVERYWHERE, tapped=True)))
card("Ragavan, Nimble Pilferer",
     triggered(Trigger("combat_damage_to_player"), CreateToken("Treasure"),
               Unsupported("exile the top card of that player's library. Until end of turn, "
                           "you may cast that card.")))
