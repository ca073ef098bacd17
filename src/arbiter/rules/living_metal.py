"""Living metal (702.161).

702.161a: "Living metal" means "During your turn, this permanent is an artifact creature in
addition to its other types." A static ability whose effect (layer 4, 205.1b) applies while
its controller is the active player (102.1)."""

from __future__ import annotations

from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.conditions import YourTurn
from arbiter.rules.parts import AddTypes
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec


def living_metal_ability(text: str) -> KeywordAbility:
    return KeywordAbility(
        text=text, keyword="living metal",
        effects=(EffectSpec(SELF, (AddTypes(types=frozenset({"Artifact", "Creature"})),),
                            condition=YourTurn()),))


__all__ = ["living_metal_ability"]
