"""502.3: effects limiting how many permanents a player untaps during their untap step —
"Players can't untap more than one land during their untap steps." (Winter Orb), "... more
than one creature ..." (Smoke), "You can't untap more than one land during your untap
step." (Mungha Wurm).

The rules part `UNTAP_LIMIT` (613.11) holds (N, selector, who): `who` is "each" (every
player) or "you" (the effect's controller). As the untap step's turn-based action the
active player determines which permanents will untap (502.3): for each limit, of the tapped
permanents it describes that would untap, they choose at most N; the others stay tapped.
Every set obeying all the limits can be chosen this way, one limit after another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "can't untap more than N <permanents> during ... untap step(s)".
UNTAP_LIMIT = "untap_limit"


def _limits(game: Game, player: int) -> list[tuple[int, Any, Any]]:
    """(N, selector, effect) of each limit applying to `player`, in timestamp order."""
    res = game.layers()
    found: dict[tuple, tuple[Any, int, Any, Any]] = {}
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) != UNTAP_LIMIT or e.key in found:
                    continue
                n, selector, who = p.detail
                controller = res.chars[e.source].controller if e.source in res.chars \
                    else e.controller
                if who == "each" or controller == player:
                    found[e.key] = (e.timestamp, n, selector, e)
    return [(n, sel, e) for _ts, n, sel, e in sorted(found.values(), key=lambda x: x[0])]


def limit_untaps(game: Game, player: int, untapping: list[int]) -> list[int]:
    """502.3: the permanents of `untapping` that untap once the player has chosen, for each
    limit, at most N of the tapped ones it describes."""
    limits = _limits(game, player)
    if not limits:
        return untapping
    view = LayerView(game.state, game.layers().chars)
    out = list(untapping)
    for n, selector, effect in limits:
        ctx = EffectContext(view, effect)
        limited = [o for o in out if game.obj(o).tapped and selector.matches(view, o, ctx)]
        chosen: list[int] = []
        while limited and len(chosen) < n:
            pick = game.decide(Decision(
                "untap", f"untap which (at most {n - len(chosen)} more, 502.3)? done to stop",
                player, [*((f"{game.quick_name(o)}#{o}", o) for o in limited),
                         ("done", None)], optional=True, key="untap"))
            if pick is None:
                break
            chosen.append(pick)
            limited.remove(pick)
        out = [o for o in out if o not in limited]
    return out


__all__ = ["UNTAP_LIMIT", "limit_untaps"]
