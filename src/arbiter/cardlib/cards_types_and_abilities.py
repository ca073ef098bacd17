"""Type-changing (layer 4, 205.1) and ability-adding/removing (layer 6, 613.1f) cards, and
the creatures, auras and equipment of the layer scenarios that carry such abilities."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    mana,
    spell,
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.instructions import (
    CreateEffect,
    MayPay,
    Ref,
)
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import (
    AddAbilities,
    AddTypes,
    SetBasePT,
)
from arbiter.rules.selectors import (
    CREATURE,
    LAND,
    And,
    BlockingOrBlockedBySource,
)
from arbiter.rules.values import Const
from arbiter.state.effects import END_OF_TURN

C = Const
kw = keyword_ability


def _gains_eot(*abilities, what: Ref | None = None) -> CreateEffect:  # type: ignore[no-untyped-def]
    return CreateEffect(parts=(AddAbilities(tuple(abilities)),), affected=what or Ref.target(0),
                        duration=END_OF_TURN)


# -- layer 4 (and the other layers of the same effects) ------------------------------------
card("Natural Affinity",
     spell(CreateEffect(parts=(AddTypes(types=frozenset({"Creature"})), SetBasePT(C(2), C(2))),
                        affected=LAND, duration=END_OF_TURN)))
# Genju of the Falls: compiled (205.1b 'It's still a land.', 400.7f).

# -- layer 6 ---------------------------------------------------------------------------------
card("Spitting Slug",
     triggered(Trigger("blocks_or_becomes_blocked"),
               MayPay((mana("{1}{G}"),),
                      then=(_gains_eot(kw("First strike"), what=Ref.this()),),
                      otherwise=(CreateEffect(parts=(AddAbilities((kw("First strike"),)),),
                                              affected=And((CREATURE,
                                                            BlockingOrBlockedBySource())),
                                              duration=END_OF_TURN),))))
# Thief of Existence: compiled (603.2 'When you cast this spell', 400.7a).
