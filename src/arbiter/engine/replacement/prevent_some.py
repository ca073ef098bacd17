"""615.7: static abilities that prevent some of the damage a source would deal ("If a
source an opponent controls would deal damage to you, prevent 1 of that damage.", "If a red
source would deal damage to you, prevent 2 of that damage.", "If a source would deal damage
to equipped creature, prevent 2 of that damage.").

Each applies to each damage event a matching source would deal to a recipient it names: it
prevents N of the damage from each source at each time (615.7: one prevention shield a
static ability makes for each event), offered with the other effects that modify the damage
(`engine.replacement.damage.modified`; 616.1: the affected player or the controller of the
affected permanent orders them). The source is judged as it is when the damage would be
dealt; a source no longer in a zone the layer system follows would be judged by last known
information, which the engine doesn't do: the game stops naming the text (principle 5).
615.12: damage that can't be prevented isn't (the caller doesn't ask then).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.prevent_some import RULE, PreventSome
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import Defender


def shields(game: Game, source: int, target: Defender, combat: bool = False
            ) -> list[tuple[tuple, tuple[str, int]]]:
    """(timestamp, (op, N)) for each such ability applying to this damage (`rules.
    prevent_some.left_after`: "prevent N", "prevent half", "prevent all but N"). A number
    in words ("X of that damage, where X is ...") is counted now, as the damage would be
    dealt (615.7)."""
    res = game.layers()
    found = [(e, p.detail) for effects in res.rules_effects.values() for e in effects
             for p in e.parts if getattr(p, "rule", None) == RULE]
    if not found:
        return []
    kind, ident = target
    view = LayerView(game.state, res.chars)
    out: list[tuple[tuple, tuple[str, int]]] = []
    for e, d in found:
        if not isinstance(d, PreventSome) or e.source not in res.chars:
            continue
        if d.combat and not combat:
            continue  # "would deal combat damage" (510.2)
        controller = res.chars[e.source].controller
        ctx = context_for(view, e.source, controller, from_static=True)
        if kind == "player":
            if not (d.to_you and ident == controller):
                continue
        elif d.to is None or ident not in res.chars or not d.to.matches(view, ident, ctx):
            continue
        if source not in res.chars:
            raise UnsupportedTextError(game.name_of(e.source) or "a permanent",
                                       "prevent N of the damage a source would deal: the "
                                       "source has left its zone (last known information)")
        if d.by.matches(view, source, ctx):
            n = d.n if isinstance(d.n, int) else d.n.value(view, e.source, ctx)
            out.append((e.timestamp, (d.op, n)))
    return out


__all__ = ["shields"]
