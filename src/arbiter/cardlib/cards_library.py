"""Cards that scry, surveil or search (701.22, 701.25, 701.23)."""

from __future__ import annotations

from arbiter.cardlib.dsl import spell
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import DamageToYou, Draw, Scry, SearchLibrary, Surveil
from arbiter.rules.selectors import And as All
from arbiter.rules.selectors import IsSupertype, IsType

card("Opt", spell(Scry(1)), spell(Draw(1)))
card("Notion Rain", spell(Surveil(2), Draw(2), DamageToYou(2)))
card("Rampant Growth",
     spell(SearchLibrary(All((IsType("Land"), IsSupertype("Basic"))), to="battlefield",
                         tapped=True)))
