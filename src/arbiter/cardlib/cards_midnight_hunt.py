"""Innistrad: Midnight Hunt: day and night (730), daybound and nightbound werewolves
(702.145, read from their keyword lines), transforming (701.27) and coven.

Each definition gives a face's non-keyword lines in Oracle order; a back face is defined
under its own name.
"""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    activated,
    as_enters_do,
    mana,
    static,
    tap,
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import (
    AddMana,
    CreateEffect,
    DealDamage,
    DiscardChosen,
    Draw,
    ExileUntilLeaves,
    GainLife,
    If,
    MayDo,
    Ref,
    SetDayNight,
    TargetSpec,
    Transform,
    Unsupported,
)
from arbiter.engine.triggers import Trigger, at_beginning, attacks
from arbiter.rules.abilities import ReplacementAbility, TriggeredAbility
from arbiter.rules.conditions import Coven, DayNight, YourTurn
from arbiter.rules.effects import END_OF_TURN
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, ModifyPT
from arbiter.rules.selectors import (
    SELF,
    YOURS,
    ControlledByOpponent,
    IsType,
    creatures,
)
from arbiter.rules.values import Const

#: 730.1a: "Whenever day becomes night or night becomes day" (not neither becoming day).
DAY_NIGHT_CHANGES = Trigger("day_night_changed", "any")
#: "At the beginning of combat on your turn" (507.1 / 603.6).
YOUR_COMBAT = at_beginning("beginning_of_combat", whose="you")


def becomes_day_as_enters() -> ReplacementAbility:
    """"If it's neither day nor night, it becomes day as <this> enters." (614.12 / 730.1)."""
    return as_enters_do(If(DayNight("neither"), (SetDayNight("day"),)))


def coven_gains_eot(keyword: str) -> TriggeredAbility:
    """"Coven — At the beginning of combat on your turn, if you control three or more
    creatures with different powers, <this> gains <keyword> until end of turn." (603.4)."""
    return triggered(YOUR_COMBAT,
                     CreateEffect(parts=(AddAbilities((keyword_ability(keyword),)),),
                                  affected=Ref.this(), duration=END_OF_TURN),
                     intervening_if=Coven())


# -- day and night ----------------------------------------------------------------------
card("Brimstone Vandal",
     becomes_day_as_enters(),
     triggered(DAY_NIGHT_CHANGES, DealDamage(1, to="each_opponent")))

card("Firmament Sage",
     becomes_day_as_enters(),
     triggered(DAY_NIGHT_CHANGES, Draw(1)))

card("The Celestus",
     becomes_day_as_enters(),
     activated((tap(),), AddMana("any"), is_mana_ability=True),
     # "If it's night, it becomes day. Otherwise, it becomes night."
     activated((mana("{3}"), tap()),
               If(DayNight("night"), (SetDayNight("day"),), otherwise=(SetDayNight("night"),)),
               sorcery_speed=True),
     triggered(DAY_NIGHT_CHANGES, GainLife(1), MayDo(do=(Draw(1), DiscardChosen()))))

# -- transforming -----------------------------------------------------------------------
card("Bereaved Survivor",
     # "When another creature you control dies, transform Bereaved Survivor."
     triggered(Trigger("dies", "another_you_control", selector=IsType("Creature")),
               Transform(Ref.this())))
card("Dauntless Avenger",
     # Principle 5: the game stops here if it's needed (putting a creature onto the
     # battlefield attacking, 508.4, is not implemented yet).
     triggered(attacks(), Unsupported("return target creature card with mana value 2 or "
                                      "less from your graveyard to the battlefield tapped "
                                      "and attacking")))

# -- daybound werewolves (Daybound / Nightbound lines are keywords; the compiler reads
# Hound Tamer, Village Watch, Tovolar's Huntmaster and the like) -------------------------
card("Brutal Cathar",
     # 701.27e: "When this creature enters or transforms into Brutal Cathar, exile target
     # creature an opponent controls until this creature leaves the battlefield." (610.3)
     triggered(Trigger("enters_or_transformed"), ExileUntilLeaves(Ref.target(0)),
               targets=(TargetSpec("creature", creatures(ControlledByOpponent()),
                                   description="target creature an opponent controls"),)))

# -- coven ------------------------------------------------------------------------------
card("Candlegrove Witch", coven_gains_eot("Flying"))
card("Candlelit Cavalry", coven_gains_eot("Trample"))
card("Ritual Guardian", coven_gains_eot("Lifelink"))
card("Dawnhart Wardens",
     triggered(YOUR_COMBAT,
               CreateEffect(parts=(ModifyPT(power=Const(1), toughness=Const(0)),),
                            affected=creatures(YOURS), duration=END_OF_TURN),
               intervening_if=Coven()))

# -- "As long as it's your turn" (from other sets; they exercise the YourTurn condition) ----
card("Daggersail Aeronaut",
     static(SELF, AddAbilities((keyword_ability("Flying"),)), condition=YourTurn()))
card("Sporeback Wolf",
     static(SELF, ModifyPT(power=Const(0), toughness=Const(2)), condition=YourTurn()))
