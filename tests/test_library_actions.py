"""Scry (701.22), surveil (701.25) and search (701.23): the player's choices are decisions."""

from __future__ import annotations

from conftest import obj_id


def _resolve(game) -> None:
    while game.state.stack_items and game.pending_decision.kind == "priority":
        game.apply("pass")


def test_701_22a_scry_puts_a_card_on_the_bottom(board) -> None:
    game = board("""
        name: opt
        battlefield: [Island]
        hand: {Alice: [{card: Opt, as: opt}]}
        library: {Alice: [{card: Plains, as: top}, {card: Forest, as: second}], Bob: [Plains]}
    """)
    game.apply(f"cast Opt#{obj_id(game, 'opt')}")
    _resolve(game)
    d = game.pending_decision
    assert d.kind == "scry" and "Plains" in d.prompt
    game.apply("bottom")
    hand = [game.quick_name(o) for o in game.state.zone_list("hand", 0)]
    assert hand == ["Forest"]  # the Plains went to the bottom; Opt drew the Forest
    assert game.state.zone_list("library", 0)[-1] == obj_id(game, "top")


def test_701_25a_surveil_puts_cards_into_the_graveyard(board) -> None:
    game = board("""
        name: notion
        battlefield: [Island, Swamp, Swamp]
        hand: {Alice: [{card: Notion Rain, as: rain}]}
        library: {Alice: [Plains, Forest, Mountain, Island], Bob: [Plains]}
    """)
    game.apply(f"cast Notion Rain#{obj_id(game, 'rain')}")
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    _resolve(game)
    game.apply("graveyard")  # the Plains
    game.apply("top")        # the Forest
    names = [game.quick_name(o) for o in game.state.zone_list("graveyard", 0)]
    assert "Plains" in names
    hand = sorted(game.quick_name(o) for o in game.state.zone_list("hand", 0))
    assert hand == ["Forest", "Mountain"]
    assert game.state.players[0].life == 18


def test_701_23a_search_finds_a_basic_land_and_shuffles(board) -> None:
    game = board("""
        name: rampant
        battlefield: [Forest, Forest]
        hand: {Alice: [{card: Rampant Growth, as: growth}]}
        library: {Alice: [Island, {card: Plains, as: target}, Island], Bob: [Plains]}
    """)
    game.apply(f"cast Rampant Growth#{obj_id(game, 'growth')}")
    _resolve(game)
    d = game.pending_decision
    assert d.kind == "search"
    game.apply(next(a for a in game.legal_actions() if a.label.startswith("Plains")))
    plains = obj_id(game, "target")
    assert game.obj(plains).zone == "battlefield" and game.obj(plains).tapped
    assert len(game.state.zone_list("library", 0)) == 2
