"""The trigger condition "At the beginning of the chosen player's upkeep" (603.2, 503.1): the
player chosen as the permanent entered ("As this artifact enters, choose an opponent",
614.12); the ability triggers only as that player's upkeep begins
(`engine.triggers.chosen_player`). "That player" in the effect is that player, the active
player whose upkeep began (the step event's player, `compiler.lines`).

    At the beginning of the chosen player's upkeep, this artifact deals X damage to that
    player, where X is the number of cards in their hand minus 4.          (Black Vise)
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.triggers.conditions import Trigger

CHOSEN_PLAYER_UPKEEP = sup("at the beginning of the chosen player's upkeep").set_parse_action(
    lambda: Trigger("step", "any", step="upkeep", whose="chosen"))

__all__ = ["CHOSEN_PLAYER_UPKEEP"]
