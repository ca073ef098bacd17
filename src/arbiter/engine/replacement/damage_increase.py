"""614.1a: static abilities that make a source deal more damage instead ("If a source you
control would deal damage to a permanent or player, it deals double that damage to that
permanent or player instead.", "... it deals triple that damage instead.", "If a red source
you control would deal damage to an opponent or a permanent an opponent controls, it deals
that much damage plus 2 instead.").

Each applies to each damage event a source it describes would deal to a recipient it names,
offered with the other effects that modify the damage (`engine.replacement.damage.modified`;
616.1: the affected player or the controller of the affected permanent orders them; doubling
before or after "plus 2" gives different totals). 120.8: damage of 0 is no event to replace
(the caller offers nothing then). The source is judged as it is when the damage would be
dealt; a source no longer in a zone the layer system follows would be judged by last known
information, which the engine doesn't do: the game stops naming the text (principle 5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.damage_increase import RULE, DamageIncrease
from arbiter.rules.selectors import Anything
from arbiter.rules.view import EffectContext, LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import Defender


def _to(game: Game, d: DamageIncrease, controller: int, target: Defender, view: LayerView,
        ctx: EffectContext) -> bool:
    """Is `target` one of the recipients the ability names?"""
    if d.any_recipient:
        return True
    kind, ident = target
    if kind == "player":
        return d.players == "each" or (d.players == "you" and ident == controller) or (
            d.players == "opponents" and ident in game.opponents(controller))
    return d.to is not None and ident in view.chars and d.to.matches(view, ident, ctx)


def increases(game: Game, source: int, target: Defender, combat: bool
              ) -> list[tuple[tuple, tuple[str, int]]]:
    """(timestamp, ("times" | "plus", N)) for each such ability applying to this damage."""
    res = game.layers()
    found = [(e, p.detail) for effects in res.rules_effects.values() for e in effects
             for p in e.parts if getattr(p, "rule", None) == RULE]
    if not found:
        return []
    view = LayerView(game.state, res.chars)
    out: list[tuple[tuple, tuple[str, int]]] = []
    for e, d in found:
        if not isinstance(d, DamageIncrease) or e.source not in res.chars:
            continue
        if d.combat is not None and d.combat != combat:
            continue  # "combat damage" / "noncombat damage" (120.2a-b)
        controller = res.chars[e.source].controller
        ctx = context_for(view, e.source, controller, from_static=True)
        if not _to(game, d, controller, target, view, ctx):
            continue
        if not isinstance(d.by, Anything):  # "a source": any at all
            if source not in res.chars:
                raise UnsupportedTextError(
                    game.name_of(e.source) or "a permanent",
                    "a source would deal more damage: the source has left its zone (last "
                    "known information)")
            if not d.by.matches(view, source, ctx):
                continue
        out.append((e.timestamp, (d.op, d.n)))
    return out


__all__ = ["increases"]
