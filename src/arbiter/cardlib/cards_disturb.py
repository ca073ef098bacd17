"""Disturb cards (702.146): their back faces exile themselves instead of going to a
graveyard (a replacement effect, 614.1a)."""

from __future__ import annotations

from arbiter.cardlib.dsl import rules_static
from arbiter.cardlib.registry import card

#: 614.1a / 702.146b: "If <this> would be put into a graveyard from anywhere, exile it
#: instead."
EXILE_INSTEAD = ("any", "graveyard", "exile")

card("Generous Soul", rules_static("replace_zone_change", detail=EXILE_INSTEAD))
