"""614.1a, 614.12: a permanent's own replacement of its entering by an action of its
controller: "If this land would enter, sacrifice two untapped lands instead. If you do, put
this land onto the battlefield. If you don't, put it into its owner's graveyard." (Lotus
Vale) and "If this artifact would enter, you may discard a land card instead. ..." (Mox
Diamond); `rules.entering_costs`.

Whenever the card would be put onto the battlefield from another zone (played as a land,
resolving as a spell, put there by an effect) the player who would control it does the
action instead: sacrifices the permanents they choose (701.21a: their own, matching as the
action is done) or discards the card they choose (701.9a); if they do, it enters; if they
don't (they can't, or decline a "may"), it is put into its owner's graveyard instead. 614.12:
whether the ability applies is judged on the permanent as it would exist on the battlefield
(a probe: a copy of the game with the card moved there), so an effect removing its abilities
there (Blood Moon on Lotus Vale) stops it. Found first from the printed card, cheaply: only
cards with such an ability are probed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.abilities import ReplacementAbility
from arbiter.rules.entering_costs import KIND, EnterAction
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def _printed(game: Game, oid: int) -> bool:
    obj = game.obj(oid)
    if obj.card is None or obj.is_token:
        return False
    try:
        printed = game.catalog.abilities(game.catalog.record(obj.card).name, obj.face)
    except (KeyError, ValueError):
        return False
    return any(isinstance(a, ReplacementAbility) and a.kind == KIND for a in printed)


def _as_it_would_exist(game: Game, oid: int, controller: int | None) -> list[EnterAction]:
    """614.12: the ability on the permanent as it would exist on the battlefield."""
    from arbiter.engine.game import Game as _Game

    probe = _Game(catalog=game.catalog, state=game.state.clone())
    new = probe.state.move(oid, "battlefield", controller)
    probe.state.touch()
    ch = probe.layers().chars.get(new.id)
    if ch is None:
        return []
    found = [inst.ability for inst in ch.abilities]
    return [a.spec[0] for a in found
            if isinstance(a, ReplacementAbility) and a.kind == KIND
            and isinstance(a.spec[0], EnterAction)]


def replaced_by_action(game: Game, oid: int, from_zone: str,
                       controller: int | None) -> bool:
    """614.1a: would `oid` be put into its owner's graveyard instead of entering the
    battlefield (its controller not doing what its ability says)? Does the action."""
    if from_zone == "battlefield" or not _printed(game, oid):
        return False
    actions = _as_it_would_exist(game, oid, controller)
    player = controller if controller is not None else game.obj(oid).owner
    name = game.name_of(oid)
    for action in actions:
        if not _do(game, name, player, action):
            game.log(f"{name} is put into its owner's graveyard instead (614.1a)")
            return True
    return False


def _pool(game: Game, player: int, action: EnterAction) -> list[int]:
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, None, player)
    if action.action == "sacrifice":  # 701.21a: only their own permanents
        ids: list[int] = [o for o in game.state.battlefield()
                          if game.controller_of(o) == player]
    else:
        ids = list(game.state.zone_list("hand", player))
    return [o for o in ids if o in view.chars and action.selector.matches(view, o, ctx)]


def _do(game: Game, name: str, player: int, action: EnterAction) -> bool:
    """The action, if the player can (and, for "you may", will) do it all."""
    pool = _pool(game, player, action)
    if len(pool) < action.n:
        return False
    verb = action.action
    if action.optional and not game.decide(Decision(
            "may", f"{name}: {verb} instead of its going to the graveyard?", player,
            [("yes", True), ("no", False)], key="may")):
        return False
    chosen: list[Any] = []
    for i in range(action.n):
        pick = pool[0] if len(pool) == 1 and action.n - i == 1 and not action.optional \
            else game.decide(Decision(
                verb, f"{name}: choose a card to {verb} ({i + 1} of {action.n}, 614.1a)",
                player, [(f"{game.name_of(o)}#{o}", o) for o in pool], key=verb))
        pool.remove(pick)
        chosen.append(pick)
    if verb == "sacrifice":
        for o in chosen:
            game.sacrifice(o)  # 701.21a
    else:
        from arbiter.engine.keyword_actions.discard import discard

        for o in chosen:
            discard(game, o, player, None)  # 701.9a
    return True


__all__ = ["replaced_by_action"]
