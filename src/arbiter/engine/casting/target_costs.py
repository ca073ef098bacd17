"""601.2f: cost changes of a spell that depend on its targets (`rules.target_costs`): the
targets are chosen (601.2c) before the total cost is determined, so the cost is judged with
them as the spell is cast.

- "costs {N} less to cast if it targets <quality>": the reduction applies when any chosen
  target (an object, not a player) has the quality as the cost is determined.
- "costs {1}{W} more to cast for each target beyond the first" (strive): that mana is added
  once for each chosen target after the first (an "up to" slot left empty isn't a target).

When the engine asks whether a card could be cast at all (117.1, `engine.turn.priority`),
no targets are chosen yet: a reduction counts if some legal target of the spell has the
quality, and the strive increase for no extra target (the fewest targets the player may
choose)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.rules.target_costs import TargetCostChange
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.instructions import TargetSpec

#: The chosen targets: each with the target requirement it was chosen for.
Chosen = list[tuple["TargetSpec", Any]]


def _abilities(game: Game, oid: int) -> list[TargetCostChange]:
    return [a.ability for a in game.chars(oid).abilities
            if isinstance(a.ability, TargetCostChange)]


def target_objects(chosen: Chosen) -> list[int]:
    """The objects (not players) among the chosen targets."""
    return [t for spec, t in chosen if isinstance(t, int) and not isinstance(t, bool)
            and spec.kind != "player"]


def possible_targets(game: Game, oid: int, player: int) -> list[int]:
    """Every object some target requirement of the spell could choose now."""
    from arbiter.engine.casting.spells import spell_targets
    from arbiter.engine.stack.per_opponent_targets import expand
    from arbiter.engine.stack.targeting import legal_targets

    out: list[int] = []
    for spec in expand(game, player, spell_targets(game, oid, None)):  # 601.2c: per opponent
        if spec.kind != "player":
            out += [t for t in legal_targets(game, spec, player, oid) if isinstance(t, int)]
    return out


def changes(game: Game, oid: int, player: int,
            chosen: Chosen | None) -> tuple[list[int], str]:
    """The generic amounts (negative: less) and the mana added, for spell `oid` cast by
    `player` with these targets (None: not chosen yet, the best case)."""
    found = _abilities(game, oid)
    if not found:
        return [], ""
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    objects = target_objects(chosen) if chosen is not None \
        else possible_targets(game, oid, player)
    generic: list[int] = []
    mana = ""
    for ab in found:
        if ab.per_target:
            n = len([t for _s, t in chosen if t is not None]) - 1 if chosen else 0
            mana += ab.per_target * max(0, n)
        elif ab.selector is not None and any(
                o in view.chars and ab.selector.matches(view, o, ctx) for o in objects):
            generic.append(ab.amount)
    return generic, mana


__all__ = ["Chosen", "changes", "possible_targets", "target_objects"]
