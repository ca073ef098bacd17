"""121: drawing cards as an instruction says ("draw two cards", "target player draws a
card", "each player draws a card"). 121.2: one card at a time, from the top of the player's
library (`Game.draw`, `draw_cards`; 704.5b: drawing from an empty library loses the game at
the next check of state-based actions). Each draw may be replaced (614.1a: "instead you may
skip that draw", Island Sanctuary; 702.52a / 614.11a: dredge); 121.1: a card drawn is
remembered as drawn this turn; 702.94a: a miracle may be revealed as it is drawn; 603.2:
"whenever you draw a card" triggers (not while taking opening hand actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Draw


def do_draw(r: Resolution, step: Draw) -> None:
    """121.1: each named player draws N cards (a Value counted as it resolves). 118.12:
    a draw is done once it is carried out, even from an empty library (121.3: a player may
    choose to draw from it; 121.4), so "You may draw a card. If you do, ..." follows."""
    from arbiter.engine.zones.draw_bans import may_draw

    n = r.number(step.n)
    players = r.players(step.who)
    allowed = any(may_draw(r.game, p) for p in players)  # 121.2b: a banned draw isn't done
    for p in players:
        r.game.draw(p, n)
    if allowed or not players:
        r.did = True


def draw_cards(game: Game, player: int, n: int = 1, applied: frozenset = frozenset()) -> None:
    """121.2: `player` draws `n` cards, one at a time. `applied`: the draw replacements
    already applied to the event these draws replace (614.5, `engine.zones.
    draw_replacements`)."""
    from arbiter.engine.keywords.dredge import can_dredge, dredge_instead
    from arbiter.engine.keywords.miracle import drawn
    from arbiter.engine.turn.draw_step_skip import may_skip, skip_instead
    from arbiter.engine.zones.draw_bans import may_draw
    from arbiter.engine.zones.draw_replacements import replace_draw
    from arbiter.engine.zones.draw_triggers import emit_draw
    from arbiter.engine.zones.drawn_this_turn import mark
    from arbiter.engine.zones.empty_library_draw import replaced_on_empty, replaces_empty

    for _ in range(n):
        if not may_draw(game, player):
            continue  # 121.2b, 101.2: this draw can't happen, so nothing replaces it (614.1)
        chose = replace_draw(game, player, applied, lambda: may_skip(game, player) or can_dredge(
            game, player) or replaces_empty(game, player))
        if chose == "replaced":
            continue  # 614.11, 616.1: a draw replacement chosen first
        if skip_instead(game, player):
            continue  # 614.1a: "instead you may skip that draw" (Island Sanctuary)
        if dredge_instead(game, player):
            continue  # 702.52a / 614.11a: that draw was replaced
        if replaced_on_empty(game, player):
            continue  # 614.11, 121.6a: "while your library has no cards in it, ... instead"
        if chose == "other" and replace_draw(game, player, applied,
                                             lambda: False) == "replaced":
            continue  # 614.11: none of those applied; a draw replacement still does
        lib = game.state.zone_list("library", player)
        if not lib:
            game.state.players[player].counters["drew_from_empty"] = 1  # 704.5b
            continue
        new = game.move(lib[0], "hand")
        if new is not None and new.zone == "hand":
            mark(game, new.id)  # 121.1: "cards in your hand drawn this turn"
        if new is not None:
            drawn(game, player, new.id)  # 702.94a: revealed as it is drawn
            if not game.state.opening_hand_actions:
                emit_draw(game, player, new.id)  # 603.2: "whenever you draw a card"
