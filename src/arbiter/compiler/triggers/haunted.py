"""702.55b-c: "the creature it haunts" in a trigger condition:

    When this creature enters or the creature it haunts dies, ...   (Blind Hunter)
    When the creature ~ haunts dies, ...                            (Seize the Soul)

The event is that object dying; the ability triggers from exile, where the card haunting it
is (`engine.keywords.haunt.triggers`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws
from arbiter.engine.keywords.haunt import HAUNTED
from arbiter.engine.triggers.conditions import Trigger

#: 702.55b: "the creature it haunts dies" / "the creature ~ haunts dies".
HAUNTED_DIES = kws("the creature it haunts dies", "the creature ~ haunts dies").set_parse_action(
    lambda: Trigger("dies", HAUNTED, zone="exile"))

__all__ = ["HAUNTED_DIES"]
