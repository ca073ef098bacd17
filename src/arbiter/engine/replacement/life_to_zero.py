"""614.1a / 701.27: "If your life total would be reduced to 0 or less, instead transform this
creature and your life total becomes 3. Then if this creature didn't transform this way, you
lose the game." (Enduring Angel; `compiler.replacements.life_to_zero`)

A replacement effect on an event that would reduce its controller's life total (119.3: damage
through 120.3a, life loss, paying life, 119.5: a life total becoming a lower number) to the
threshold or less. The whole reduction is replaced (614.6): the source transforms (701.27a,
701.27c: only a transforming double-faced permanent can), then the life total becomes N
(119.5: the player gains or loses the difference), then the player loses the game (104.3e)
if the source didn't transform. With several such effects the player chooses one (616.1);
once applied, the event is gone, so no other applies to it (614.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part: detail (threshold, new life total).
LIFE_TO_ZERO = "life_reduced_to_threshold_transform"


def _effects(game: Game, player: int) -> list[tuple[int, Any]]:
    res = game.layers()
    out: dict[tuple, tuple[int, Any]] = {}
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) == LIFE_TO_ZERO and e.source in res.chars \
                        and res.chars[e.source].controller == player:
                    out[e.key] = (e.source, p.detail)
    return list(out.values())


def replaced(game: Game, player: int, n: int) -> bool:
    """Whether `player`'s losing `n` life was replaced by such an effect (and carried out)."""
    from arbiter.engine.keyword_actions.transform import transform
    from arbiter.engine.players.outcome import lose

    life = game.state.players[player].life
    options = [(src, d) for src, d in _effects(game, player) if life - n <= d[0]]
    if not options:
        return False
    src, (_threshold, new_life) = options[0]
    if len(options) > 1:  # 616.1: the affected player chooses
        src, (_threshold, new_life) = game.decide(Decision(
            "replacement", "choose the replacement effect to apply", player,
            [(game.name_of(s), (s, d)) for s, d in options], key="replacement"))
    game.log(f"{game.player_name(player)}'s life total would be reduced to "
             f"{life - n}; instead {game.name_of(src)} transforms (614.1a)")
    turned = transform(game, src)  # 701.27a / 701.27c
    diff = new_life - game.state.players[player].life  # 119.5
    if diff > 0:
        game.gain_life(player, diff)
    elif diff < 0:
        game.lose_life(player, -diff)
    if not turned:
        lose(game, player)  # 104.3e: "you lose the game"
    return True


__all__ = ["LIFE_TO_ZERO", "replaced"]
