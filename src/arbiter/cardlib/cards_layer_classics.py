"""Cards of the classic layer questions (seed documents A16, A25, A30, A35-A37 and others)."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    loyalty,
    spell,
    static,
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    CounterTarget,
    CreateEffect,
    CreateToken,
    Ref,
    TargetSpec,
)
from arbiter.engine.triggers import enters
from arbiter.rules.effects import END_OF_TURN, WHILE_SOURCE
from arbiter.rules.parts import (
    AddTypes,
    BecomeTypes,
    LoseAllAbilities,
    SetBasePT,
    SetColors,
)
from arbiter.rules.selectors import (
    CREATURE,
    PERMANENT,
    YOURS,
    And,
    ControlledByOpponent,
    IsType,
    Not,
    Or,
)
from arbiter.rules.values import Const, ManaValueOf
from arbiter.vocab import Color

card("March of the Machines",
     static(And((PERMANENT, IsType("Artifact"), Not(IsType("Creature")))),
            AddTypes(types=frozenset({"Creature"})), SetBasePT(ManaValueOf(), ManaValueOf())))
card("Turn to Frog",
     spell(CreateEffect(
         parts=(LoseAllAbilities(), BecomeTypes(subtypes=frozenset({"Frog"})),
                SetColors(colors=frozenset({Color.BLUE})), SetBasePT(Const(1), Const(1))),
         affected=Ref.target(0), duration=END_OF_TURN),
         targets=(TargetSpec("creature"),)))
card("Tishana's Tidebinder",
     triggered(enters(),
               CounterTarget(Ref.target(0),
                             then=(CreateEffect(parts=(LoseAllAbilities(),), affected=Ref.it(),
                                                duration=WHILE_SOURCE),),
                             then_if_source_is=frozenset({"Artifact", "Creature",
                                                          "Planeswalker"})),
               targets=(TargetSpec("ability", count=1, up_to=True,
                                   description="target activated or triggered ability"),)))
card("Oko, Thief of Crowns",
     loyalty(2, CreateToken("Food")),
     loyalty(1, CreateEffect(parts=(LoseAllAbilities(),
                                    BecomeTypes(types=frozenset({"Creature"}),
                                                subtypes=frozenset({"Elk"})),
                                    SetColors(colors=frozenset({Color.GREEN})),
                                    SetBasePT(Const(3), Const(3))),
                             affected=Ref.target(0)),
             targets=(TargetSpec("permanent", And((PERMANENT, Or((IsType("Artifact"),
                                                                 IsType("Creature"))))),
                                 description="target artifact or creature"),)),
     loyalty(-5, CreateEffect(parts=(), affected=Ref.target(0)),
             targets=(TargetSpec("permanent", And((PERMANENT, YOURS)),
                                 description="target artifact or creature you control"),
                      TargetSpec("creature", And((CREATURE, ControlledByOpponent())),
                                 description="target creature an opponent controls"))))
