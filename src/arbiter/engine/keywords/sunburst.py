"""Sunburst (702.44).

702.44a: "Sunburst" means "If this object is entering as a creature, ignoring any
type-changing effects that would affect it, it enters with a +1/+1 counter on it for each
color of mana spent to cast it. Otherwise, it enters with a charge counter on it for each
color of mana spent to cast it." 702.44b: only if it is entering from the stack as a
resolving spell, and only for colored mana spent on its costs (additional and alternative
costs included: the total cost of 601.2f). 702.44c: sunburst may set the number of another
ability ("Modular—Sunburst", `engine.keywords.modular`). 702.44d: each instance works
separately.

The colors are recorded as the spell's total cost is paid (601.2h, `engine.mana.plan`) and
carried onto the permanent it becomes. "Ignoring type-changing effects" is the object's types
after layer 1 (its copiable values, 613.2c: copy effects aren't type-changing effects of
layer 4). A spell cast with mana a scenario provided (not paid through the engine) has no
such record: the game stops there rather than guess (principle 5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.state.objects import GameObject

#: The key under which the colors of mana spent to cast a spell are recorded (601.2h).
KEY = "mana_colors_spent"


def colors_spent(game: Game, obj: GameObject, text: str) -> int:
    """702.44a-b: the number of colors of mana spent to cast the permanent entering; 0 when
    it isn't entering from the stack as a resolving spell."""
    if obj.cast_with is None or obj.spell_copy:
        return 0  # 702.44b (a copy of a spell wasn't cast, 707.10)
    colors = obj.choices.get(KEY)
    if colors is None:
        raise UnsupportedTextError(game.name_of(obj.id), f"{text}: the colors of mana spent "
                                   "to cast it (it was cast without paying through the "
                                   "engine)")
    return len(colors)


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.44a: +1/+1 counters if it enters as a creature (ignoring type-changing effects),
    charge counters otherwise."""
    n = colors_spent(game, obj, kw.text)
    if n <= 0:
        return
    creature = "Creature" in game.layers().copiable[obj.id].types
    game.put_counters(obj.id, "+1/+1" if creature else "charge", n)


__all__ = ["KEY", "colors_spent", "enters_with"]
