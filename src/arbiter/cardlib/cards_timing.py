"""Restrictions and permissions on when things can be done: activation limits (602.5b) and
casting as though spells had flash (702.8a)."""

from __future__ import annotations

from arbiter.cardlib.dsl import activated, mana, rules_static
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import CreateEffect, Ref
from arbiter.rules.effects import END_OF_TURN
from arbiter.rules.parts import ModifyPT
from arbiter.rules.values import Const

card("Darkthicket Wolf",
     activated((mana("{2}{G}"),),
               CreateEffect(parts=(ModifyPT(Const(2), Const(2)),), affected=Ref.this(),
                            duration=END_OF_TURN),
               once_each_turn=True))

# 702.8a: "You may cast spells as though they had flash."
card("Vedalken Orrery", rules_static("cast_as_though_flash"))

# 614.1a: "If a source would deal damage to a permanent or player, it deals double that
# damage to that permanent or player instead."
card("Furnace of Rath", rules_static("damage_modification", detail=("times", 2)))

# 101.2 / 613.11: "You can't lose the game and your opponents can't win the game."
card("Platinum Angel", rules_static("cant_lose"))
