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
    tap,
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import ReplacementAbility
from arbiter.rules.conditions import DayNight
from arbiter.rules.instructions import (
    AddMana,
    DiscardChosen,
    Draw,
    GainLife,
    If,
    MayDo,
    SetDayNight,
)

#: 730.1a: "Whenever day becomes night or night becomes day" (not neither becoming day).
DAY_NIGHT_CHANGES = Trigger("day_night_changed", "any")


def becomes_day_as_enters() -> ReplacementAbility:
    """"If it's neither day nor night, it becomes day as <this> enters." (614.12 / 730.1)."""
    return as_enters_do(If(DayNight("neither"), (SetDayNight("day"),)))


# -- day and night ----------------------------------------------------------------------
card("The Celestus",
     becomes_day_as_enters(),
     # "{T}: Add one mana of any color." (106.1b: chosen as it resolves)
     activated((tap(),), AddMana(colors=("W", "U", "B", "R", "G")), is_mana_ability=True),
     # "If it's night, it becomes day. Otherwise, it becomes night."
     activated((mana("{3}"), tap()),
               If(DayNight("night"), (SetDayNight("day"),), otherwise=(SetDayNight("night"),)),
               sorcery_speed=True),
     triggered(DAY_NIGHT_CHANGES, GainLife(1), MayDo(do=(Draw(1), DiscardChosen()))))

