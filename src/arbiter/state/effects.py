"""Continuous effects as data (611, 613; principle 2).

`EffectSpec` is the template a static ability or an instruction carries; `ContinuousEffect` is
an effect in the game: a source, a timestamp (613.7), a duration, what it applies to (a selector
evaluated as it applies, or a set locked when it began, 611.2c) and its parts, one per layer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.conditions import Condition
    from arbiter.rules.parts import Part
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class EffectSpec:
    affected: Selector
    parts: tuple[Part, ...]
    condition: Condition | None = None


#: Durations (611.2a-b, 514.2): how long a resolved effect lasts.
END_OF_TURN = "end_of_turn"
INDEFINITE = "indefinite"
WHILE_SOURCE = "while_source"  # "for as long as <source> remains on the battlefield"
WHILE_SOURCE_TAPPED = "while_source_tapped"  # "for as long as ~ remains tapped" (611.2b)
#: "for as long as you control ~" (611.2b): ends for good when the effect's controller stops
#: controlling the source (`engine.stack.control_durations`).
WHILE_YOU_CONTROL_SOURCE = "while_you_control_source"
#: "for as long as you control ~ and ~ remains tapped" (611.2b): both; it ends for good as
#: soon as either stops being true.
WHILE_YOU_CONTROL_SOURCE_TAPPED = "while_you_control_source_tapped"
#: The durations ending when the source untaps, and when its controller loses it (611.2b).
WHILE_TAPPED_DURATIONS = (WHILE_SOURCE_TAPPED, WHILE_YOU_CONTROL_SOURCE_TAPPED)
WHILE_CONTROLLED_DURATIONS = (WHILE_YOU_CONTROL_SOURCE, WHILE_YOU_CONTROL_SOURCE_TAPPED)
WHILE_ATTACHED = "while_attached"  # an effect tied to an object (as-enters copy, mutate)
UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
#: "until your next upkeep": ends as its controller's next upkeep step begins (611.2a;
#: `engine.turn.upkeep_durations`).
UNTIL_YOUR_NEXT_UPKEEP = "until_your_next_upkeep"
#: "until your next end step": ends as its controller's next end step begins (611.2a, 513.1;
#: `engine.turn.upkeep_durations`).
UNTIL_YOUR_NEXT_END_STEP = "until_your_next_end_step"
#: "until the end of your next turn": ends in the cleanup step (514.2) of the first turn of
#: its controller that begins after the effect was created.
UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"
#: 702.99c: "for as long as this card is encoded on that creature": while the anchor (the
#: encoded card) stays in exile.
WHILE_ENCODED = "while_encoded"
#: 901.11: "until a player planeswalks": ends as any player planeswalks
#: (`engine.keyword_actions.planeswalk`).
UNTIL_PLANESWALK = "until_planeswalk"
STATIC = "static"


#: `ContinuousEffect.parts_in` by (identity of the parts, layer): (the parts, those in it).
_PARTS_IN: dict[tuple[int, str], tuple[tuple[Part, ...], tuple[Part, ...]]] = {}


@dataclass
class ContinuousEffect:
    """A continuous effect. `key` is its identity across recomputations."""

    key: tuple
    source: int | None
    source_name: str
    timestamp: tuple[int, ...]
    controller: int
    parts: tuple[Part, ...]
    affected: Selector | None = None
    locked: frozenset[int] | None = None
    from_static: bool = False
    cda: bool = False
    duration: str = STATIC
    #: For a duration tied to an object: the object whose presence the effect needs.
    anchor: int | None = None
    #: For an effect from a static ability: the ability's key on its source (existence, 613.8a).
    ability_key: tuple | None = None
    ability_text: str = ""
    condition: Condition | None = None
    label: str = ""
    #: Turn number in which an "until end of turn"/"until your next turn" effect was created.
    created_turn: int = 0
    notes: list[str] = field(default_factory=list)

    def layers(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(p.layer for p in self.parts))

    def parts_in(self, layer: str) -> tuple[Part, ...]:
        # Asked many times per layer computation (613.1): kept by the parts' identity (an
        # effect made again from the same ability has the very same parts).
        parts = self.parts
        hit = _PARTS_IN.get((id(parts), layer))
        if hit is not None and hit[0] is parts:
            return hit[1]
        if len(_PARTS_IN) > 8192:
            _PARTS_IN.clear()
        got = tuple(p for p in parts if p.layer == layer)
        if type(parts) is tuple:  # a list could change in place
            _PARTS_IN[(id(parts), layer)] = (parts, got)
        return got

    @property
    def name(self) -> str:
        return self.label or self.source_name
