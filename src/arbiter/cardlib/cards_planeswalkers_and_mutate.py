"""Planeswalkers (606), mutate (702.140, 729) and the cards of those scenarios."""

from __future__ import annotations

import dataclasses

from arbiter.cardlib.dsl import Ability, loyalty, static, triggered
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    CreateEffect,
    CreateEmblem,
    PutCounters,
    Ref,
    SearchLibrary,
    TargetSpec,
    Unsupported,
    Untap,
)
from arbiter.engine.triggers import Trigger
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import (
    AddAbilities,
    AddTypes,
    SetBasePT,
)
from arbiter.rules.selectors import (
    LAND,
    YOURS,
    And,
    IsSubtype,
    IsType,
    Not,
)
from arbiter.rules.values import Const

C = Const
kw = keyword_ability

def _text(ability: Ability, text: str) -> Ability:
    """An emblem's ability with its quoted text (114.3: the abilities are all it has)."""
    return dataclasses.replace(ability, text=text)


# -- planeswalkers --------------------------------------------------------------------------
card("Nissa, Who Shakes the World",
     # 605.1b / 605.4a: a triggered mana ability resolves at once, while the mana is being
     # produced; the engine can't do that yet, so tapping a Forest for mana stops the game
     # with this text (principle 5) rather than silently producing no extra {G}.
     triggered(Trigger("tapped_for_mana", "any",
                       selector=And((LAND, YOURS, IsSubtype("Forest")))),
               Unsupported("add an additional {G} (a triggered mana ability, 605.1b)")),
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

# -- mutate ---------------------------------------------------------------------------------
