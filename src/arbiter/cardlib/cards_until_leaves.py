"""Exile "until <this> leaves the battlefield" (610.3)."""

from __future__ import annotations

from arbiter.cardlib.dsl import triggered
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import ExileUntilLeaves, Ref, TargetSpec
from arbiter.engine.triggers import enters
from arbiter.rules.selectors import PERMANENT, And, ControlledByOpponent, IsType, Not

card("Banishing Light",
     triggered(enters(), ExileUntilLeaves(Ref.target(0)),
               targets=(TargetSpec("permanent", And((PERMANENT, Not(IsType("Land")),
                                                    ControlledByOpponent())),
                                   description="target nonland permanent an opponent "
                                               "controls"),)))
