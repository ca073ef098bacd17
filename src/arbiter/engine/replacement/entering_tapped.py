"""Permanents entering tapped because of OTHER objects' effects (614.1c, 614.12):

    Creatures your opponents control enter tapped.         (Authority of the Consuls)
    Artifacts, creatures, and lands your opponents control enter tapped.   (Frozen Aether)
    Nonbasic lands enter tapped.                            (Zhao, the Moon Slayer)

Each is a rules effect (613.11, a `RulesPart` RULE) applying to the objects its selector
describes. As with "enters with an additional counter" (`engine.replacement.
additional_counters`), the layer system decides what it applies to as the permanent enters:
the permanent as it would exist on the battlefield, under the control it enters under
(614.12), token or card alike (111.1). A static ability's replacement applies only if its
source was already on the battlefield: not to its source itself, nor to a permanent entering
at the same time as the source (614.12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.replacement.additional_counters import _entered_now

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject

RULE = "enters_tapped_by_effect"


def apply(game: Game, obj: GameObject) -> None:
    """614.1c: `obj` enters tapped if an applicable effect says so."""
    from arbiter.engine.rules_effects import rules_on

    for effect, _detail in rules_on(game, obj.id, RULE):
        if effect.from_static and (effect.source == obj.id or (
                effect.source is not None and _entered_now(game, effect.source))):
            continue  # 614.12: the source wasn't on the battlefield before
        obj.tapped = True
        return


__all__ = ["RULE", "apply"]
