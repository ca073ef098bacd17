"""614.9: static redirection effects ("As long as this creature is untapped, all damage that
would be dealt to you by unblocked creatures is dealt to this creature instead.";
`rules.redirection`). `engine.replacement.damage.modified` offers each that applies with the
other replacement and prevention effects, in the order the affected player chooses (616.1);
each applies once to a damage event, and damage it moves is then subject to the effects on
the permanent that takes it (616.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.replacement.shields import can_receive
from arbiter.rules.redirection import REDIRECT_TO_SELF, Redirect
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import Defender


def applicable(game: Game, source: int, target: Defender, combat: bool,
               used: set[Any]) -> list[tuple[str, Any]]:
    """The static redirections that would apply to damage from `source` to `target`, as
    options (label, ("static", effect key, the permanent taking the damage))."""
    res = game.layers()
    out: list[tuple[str, Any]] = []
    for holder, effects in res.rules_effects.items():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) != REDIRECT_TO_SELF or e.key in used:
                    continue
                dest = _destination(game, holder, p.detail)
                if dest is not None and _applies(game, holder, dest, p.detail, source, target,
                                                 combat):
                    out.append((f"all of it is dealt to {game.name_of(dest)} instead",
                                ("static", e.key, dest)))
    return out


def _destination(game: Game, holder: int, r: Redirect) -> int | None:
    """The permanent that takes the damage: the holder, or (`to_attached`) the permanent it
    is attached to (none: the redirection does nothing)."""
    if not r.to_attached:
        return holder
    dest = game.obj(holder).attached_to
    return dest if dest is not None and dest in game.layers().chars else None


def _applies(game: Game, holder: int, dest: int, r: Redirect, source: int, target: Defender,
             combat: bool) -> bool:
    res = game.layers()
    if holder not in res.chars or (r.combat and not combat):
        return False
    controller = res.chars[holder].controller
    kind, ident = target
    if kind == "player":
        if ident != controller:
            return False
    elif not r.others or ident in (holder, dest) or ident not in res.chars or \
            res.chars[ident].controller != controller:
        return False
    if r.by is not None:
        if source not in res.chars:
            return False
        view = LayerView(game.state, res.chars)
        if not r.by.matches(view, source, context_for(view, holder, controller)):
            return False
    return can_receive(game, ("permanent", dest))  # 614.9


__all__ = ["applicable"]
