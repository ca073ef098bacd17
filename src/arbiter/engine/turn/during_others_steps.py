"""Static abilities that act in other players' untap and draw steps:

    Untap all permanents you control during each other player's untap step.   (Seedborn Muse)
    Untap all permanents you control during each opponent's untap step.      (Teferi's emblem)
    Untap this creature during each other player's untap step.               (Endbringer)
    You draw a card during each opponent's draw step.                         (Teferi's emblem)

502.3: in the untap step the active player untaps their permanents; these effects untap the
controller's permanents in that same turn-based action, along with the active player's (no
player gets priority in the untap step, 502.4). 504.1: in the draw step the active player
draws first; the effect's controller then draws, before anyone gets priority (504.2).
Each effect acts separately (two emblems: two cards). The rules effects' details are
(whose steps, selector): whose is "others" (each other player's) or "opponents". "Untap this
<permanent>" is a rules part on the permanent itself (`UNTAP_SELF_DURING_OTHERS`, detail: whose
steps): it untaps in the untap step of each other player than its controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules effect of "Untap all <permanents> you control during each <player>'s untap step."
UNTAP_DURING_OTHERS = "untap_during_others_untap_step"
#: The rules part of "Untap this creature during each other player's untap step." (on itself)
UNTAP_SELF_DURING_OTHERS = "untap_self_during_others_untap_step"
#: The rules effect of "You draw a card during each opponent's draw step."
DRAW_DURING_OTHERS = "draw_during_others_draw_step"


def _applies(game: Game, whose: str, controller: int, active: int) -> bool:
    if controller == active:
        return False
    return whose == "others" or controller in game.opponents(active)


def _effects(game: Game, rule: str, active: int) -> list[tuple[Any, int]]:
    from arbiter.engine.rules_effects import rules_effects

    return [(detail, controller) for _ts, detail, controller in rules_effects(game, rule)
            if detail and _applies(game, detail[0], controller, active)]


def others_untapping(game: Game, active: int) -> list[int]:
    """502.3: the permanents that untap during `active`'s untap step because of another
    player's "untap all ... you control during each other player's untap step"."""
    from arbiter.rules.view import LayerView, context_for

    out: list[int] = _untapping_themselves(game, active)
    effects = _effects(game, UNTAP_DURING_OTHERS, active)
    if not effects:
        return out
    view = LayerView(game.state, game.all_layers().chars)
    for (_whose, selector), controller in effects:
        ctx = context_for(view, None, controller)
        for oid in game.state.battlefield():
            if game.chars(oid).controller == controller and oid not in out and (
                    selector is None or selector.matches(view, oid, ctx)):
                out.append(oid)
    return out


def _untapping_themselves(game: Game, active: int) -> list[int]:
    """502.3: the permanents with "untap this <permanent> during each other player's untap
    step" whose controller isn't `active` (one untap however many such abilities it has)."""
    res = game.layers()
    out: list[int] = []
    for oid, effects in res.rules_effects.items():
        ch = res.chars.get(oid)
        if ch is None or game.state.objects[oid].zone != "battlefield":
            continue
        for e in effects:
            if any(getattr(p, "rule", None) == UNTAP_SELF_DURING_OTHERS
                   and _applies(game, p.detail, ch.controller, active) for p in e.parts):
                out.append(oid)
                break
    return out


def others_draw(game: Game, active: int) -> None:
    """504.1: after the active player's draw, each "you draw a card during each opponent's
    draw step" makes its controller draw a card."""
    for _detail, controller in _effects(game, DRAW_DURING_OTHERS, active):
        game.draw(controller)


__all__ = ["DRAW_DURING_OTHERS", "UNTAP_DURING_OTHERS", "UNTAP_SELF_DURING_OTHERS", "others_draw",
           "others_untapping"]
