"""A static ability's effect that outlives its source (Titania's Song: "If this enchantment
leaves the battlefield, this effect continues until end of turn.").

611.3a: an effect from a static ability normally stops when its source leaves the battlefield;
this one says otherwise (101.1: the card's text wins). It goes on as an effect that lasts until
end of turn (514.2), no longer a static ability's effect: like an effect created by a resolving
ability (611.2c), it keeps applying to the objects it applied to as its source left, and an
object that later becomes a noncreature artifact isn't added. It keeps its timestamp (613.7a):
it is the same effect continuing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.state.effects import END_OF_TURN, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The `RulesPart` rule that marks such an effect (the ability's second sentence).
RULE = "continues_until_end_of_turn_if_source_leaves"


def continue_after_leaving(game: Game, oid: int) -> None:
    """Called as `oid` leaves the battlefield, while the layers still see it there: each
    effect of its static abilities marked with `RULE` continues, locked to what it affects now,
    until end of turn."""
    res = game.layers()
    lingering: dict[tuple, tuple[ContinuousEffect, set[int]]] = {}
    for obj, effects in res.rules_effects.items():
        for e in effects:
            if e.from_static and e.source == oid and any(
                    getattr(p, "rule", None) == RULE for p in e.parts):
                lingering.setdefault(e.key, (e, set()))[1].add(obj)
    for key, (e, affected) in lingering.items():
        parts = tuple(p for p in e.parts if getattr(p, "rule", None) != RULE)
        game.state.effects.append(ContinuousEffect(
            key=("continues", *key), source=oid, source_name=e.source_name,
            timestamp=e.timestamp, controller=e.controller, parts=parts,
            locked=frozenset(affected), duration=END_OF_TURN, ability_text=e.ability_text,
            created_turn=game.state.turn.number))
        game.log(f"{e.source_name} left the battlefield; its effect continues until end of "
                 "turn")
    if lingering:
        game.state.touch()
