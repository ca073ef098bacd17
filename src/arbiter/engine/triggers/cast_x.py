"""107.3i: all instances of X on an object have the same value. A "When you cast this spell"
ability (603.2, 113.6k: it functions on the stack) of a spell cast with X uses the X
announced for that spell (107.3a):

    When you cast this spell, reveal cards from the top of your library until you reveal X
    creature cards. ...                                            (Old Stickfingers)

The value is taken as the ability triggers and kept with it on the stack, so it stays the
same if the spell is countered before the ability resolves (608.2h).

107.3m: an object's own enters-the-battlefield triggered ability that refers to X uses the X
chosen for the spell that became the object (0 if it wasn't cast with an X), although the X
of the permanent itself is 0 (`enters_x`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event


def cast_x(game: Game, ev: Event, source: int | None,
           trigger: Any = None) -> dict[str, Any]:
    """{"x": X} for the cast trigger of the spell `source` itself, when it was cast with an
    X; otherwise nothing. 107.3i: "Whenever you cast a spell with {X} in its mana cost,
    ... X ...": the X of the spell that was cast (0 if none was announced, 107.3b)."""
    if ev.kind == "cast" and ev.obj is not None and _names_x_spell(trigger):
        spell = next((it for it in game.state.stack_items
                      if it.kind == "spell" and it.source == ev.obj), None)
        return {"x": int(spell.choices.get("x") or 0) if spell is not None else 0}
    if ev.kind != "cast" or source is None or ev.obj != source:
        return {}
    spell = next((it for it in game.state.stack_items
                  if it.kind == "spell" and it.source == source), None)
    if spell is None or spell.choices.get("x") is None:
        return {}
    return {"x": int(spell.choices["x"])}


def enters_x(game: Game, ev: Event, source: int | None, trigger: Any = None) -> dict[str, Any]:
    """107.3m: {"x": X} for the "When this <permanent> enters" ability of the object that
    entered: the X its spell was cast with (kept in its choices as it resolved; 0 if none)."""
    if ev.kind != "enters" or source is None or ev.obj != source or trigger is None \
            or getattr(trigger, "subject", None) != "self":
        return {}
    return {"x": int(game.obj(source).choices.get("x") or 0)}


def _names_x_spell(trigger: Any) -> bool:
    """The trigger condition asks for a spell with {X} in its mana cost (107.3)."""
    from arbiter.rules.mana_symbol_selectors import HasXInManaCost
    from arbiter.rules.structure import nodes

    selector = getattr(trigger, "selector", None)
    return selector is not None and any(isinstance(n, HasXInManaCost)
                                        for n in nodes(selector))


__all__ = ["cast_x", "enters_x"]
