"""701.9a / 115.1: "That player or that planeswalker's controller discards two cards." after
"deals 3 damage to target player or planeswalker" (Blightning): the target player discards,
or, when the target is a planeswalker, its controller. Played from the real Oracle line."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I

BLIGHTNING = ("Blightning deals 3 damage to target player or planeswalker. That player or that "
              "planeswalker's controller discards two cards.")


def test_701_9a_blightning_line() -> None:
    [ability] = compile_text(BLIGHTNING, "Blightning", True) or [None]
    damage, discard = ability.instructions
    assert isinstance(damage, I.DealDamage) and damage.to == I.Ref.target(0)
    assert discard == I.Discard(2, who=I.Ref.player_or_controller(0))


def test_701_9a_nicol_bolas_minus_9_line() -> None:
    [ability] = compile_text(
        "[−9]: Nicol Bolas deals 7 damage to target player or planeswalker. That player or that "
        "planeswalker's controller discards seven cards, then sacrifices seven permanents of "
        "their choice.", "Nicol Bolas, Planeswalker") or [None]
    assert ability.instructions[1] == I.Discard(7, who=I.Ref.player_or_controller(0))


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_9a_blightning_on_bob_bob_discards_two(board) -> None:
    game = board("""
        name: Blightning, a player
        hand: {Alice: [Blightning, Shock], Bob: [Forest, Island, Swamp]}
        library: {Alice: [Plains], Bob: [Mountain]}
        choices: [Forest, Island]
        actions:
          - {cast: Blightning, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17
    assert _names(game, "graveyard", 1) == ["Forest", "Island"]
    assert _names(game, "hand", 1) == ["Swamp"]
    assert _names(game, "hand", 0) == ["Shock"]


def test_701_9a_blightning_on_a_planeswalker_its_controller_discards(board) -> None:
    """Blightning deals 3 damage to Bob's Jace (3 loyalty: it dies, 704.5i); Bob, its
    controller, discards two cards; Bob's life total doesn't change."""
    game = board("""
        name: Blightning, a planeswalker
        battlefield: [{card: "Jace, the Mind Sculptor", as: jace, controller: Bob}]
        hand: {Alice: [Blightning, Shock], Bob: [Forest, Island]}
        library: {Alice: [Plains], Bob: [Mountain]}
        actions:
          - {cast: Blightning, targets: [jace]}
    """)
    assert game.state.players[1].life == 20
    assert _names(game, "graveyard", 1) == ["Forest", "Island", "Jace, the Mind Sculptor"]
    assert _names(game, "hand", 0) == ["Shock"]
