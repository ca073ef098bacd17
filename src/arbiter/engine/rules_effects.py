"""613.10 / 613.11: effects on players and on game rules, applied after characteristics,
in timestamp order: maximum hand size (402.2), and cost changes (601.2f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def rules_effects(game: Game, rule: str) -> list[tuple[tuple, Any, int]]:
    """(timestamp, detail, controller) of each rules effect of a kind, in timestamp order."""
    res = game.layers()
    if not res.rules_effects and not game.state.effects:
        return []  # none at all (the common case, asked at every priority)
    found: dict[tuple, tuple[tuple, Any, int]] = {}
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) == rule:
                    found[e.key] = (e.timestamp, p.detail, res.chars[e.source].controller
                                    if e.source in res.chars else e.controller)
    from arbiter.engine.stack.rules_changes import player_level

    for e in game.state.effects:
        if player_level(e):  # 611.2c: a resolved effect on its controller (613.10)
            for p in e.parts:
                if getattr(p, "rule", None) == rule:
                    found[e.key] = (e.timestamp, p.detail, e.controller)
    return sorted(found.values(), key=lambda x: x[0])


def max_hand_size(game: Game, player: int) -> int | None:
    """402.2 / 613.11: start from seven; apply "maximum hand size" effects in timestamp order.
    None means no maximum hand size."""
    size: int | None = game.state.players[player].base_max_hand_size
    for _ts, detail, controller in rules_effects(game, "max_hand_size"):
        if not detail:
            continue
        mode, amount, *who = (*detail, "you")
        applies = who[0] == "each" or (who[0] == "you" and controller == player) or (
            who[0] == "opponents" and controller != player)
        if not applies:
            continue
        if mode == "set":
            size = amount
        elif mode == "add" and size is not None:
            size += amount
    return size


def player_has(game: Game, player: int, rule: str) -> bool:
    """613.10: does a "you have <rule>" effect (hexproof, protection ...) apply to player?"""
    return any(controller == player for _ts, _d, controller in rules_effects(game, rule))


def damage_prevented(game: Game, source: int, target: int) -> bool:
    """615: "prevent all damage that would be dealt to <it>" / "... <it> would deal"."""
    res = game.layers()
    for e in res.rules_effects.get(target, []):
        if any(getattr(p, "rule", "").startswith("prevent_all_damage_dealt_to") for p in e.parts):
            return True
    for e in res.rules_effects.get(source, []):
        if any(getattr(p, "rule", "").startswith("prevent_all_damage_dealt_by") for p in e.parts):
            return True
    return False


def rules_on(game: Game, oid: int, rule: str) -> list[tuple[Any, Any]]:
    """The rules effects (613.11) of a kind that apply to an object, with their details."""
    return rules_in(game.layers(), oid, rule)


def rules_in(res: Any, oid: int, rule: str) -> list[tuple[Any, Any]]:
    """`rules_on` in a given computation of the layers (`LayerResult`)."""
    out = []
    for e in res.rules_effects.get(oid, []):
        for p in e.parts:
            if getattr(p, "rule", None) == rule:
                out.append((e, p.detail))
    return out
