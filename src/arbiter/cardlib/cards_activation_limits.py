"""Activated abilities with restrictions on their use (602.5b)."""

from __future__ import annotations

from arbiter.cardlib.dsl import activated, mana
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
