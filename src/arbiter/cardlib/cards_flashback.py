"""Flashback spells (702.34)."""

from __future__ import annotations

from arbiter.cardlib.dsl import spell
from arbiter.cardlib.registry import card
from arbiter.engine.instructions import CreateToken, Draw

card("Moan of the Unhallowed", spell(CreateToken("Zombie", n=2)))
card("Think Twice", spell(Draw(1)))
