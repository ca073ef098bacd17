"""401.4, 608.2d: "target opponent puts a card from their hand on top of their library"
(Chittering Rats, Prying Questions) and "each player puts a card from their hand on top of
their library" (Sadistic Augermage): the player named chooses a card from their own hand as
the ability resolves and puts it on top of their own library."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.hand_to_library import HandToLibrary
from arbiter.rules.instructions import objects as I


def _top(game, player: int) -> str:  # type: ignore[no-untyped-def]
    return game.name_of(game.state.zone_list("library", player)[0])


def _hand(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list("hand", player))


def test_401_4_prying_questions_line() -> None:
    [ability] = compile_text("Target opponent loses 3 life and puts a card from their hand on "
                             "top of their library.", "Prying Questions", True) or [None]
    lose, put = ability.instructions
    assert lose == I.LoseLife(3, who=I.Ref.player_target(0))
    assert put == HandToLibrary(1, position="top", who=I.Ref.player_target(0))


def test_401_4_chittering_rats_bob_puts_the_card_he_chooses_on_top(board) -> None:
    game = board("""
        name: Chittering Rats
        hand: {Alice: [Chittering Rats, Plains], Bob: [Forest, {card: Shock, as: shock}]}
        library: {Alice: [Island], Bob: [Island, Mountain]}
        choices: [shock]
        actions:
          - {cast: Chittering Rats, choices: {target: Bob}}
    """)
    assert _top(game, 1) == "Shock" and _hand(game, 1) == ["Forest"]
    assert _hand(game, 0) == ["Plains"] and _top(game, 0) == "Island"


def test_401_4_sadistic_augermage_each_player_puts_back_a_card(board) -> None:
    """Sadistic Augermage dies: Alice and Bob each put a card from their own hand on top of
    their own library."""
    game = board("""
        name: Sadistic Augermage
        battlefield: [{card: Sadistic Augermage, as: auger}]
        hand: {Alice: [Lightning Bolt, {card: Plains, as: plains}, Swamp],
               Bob: [Forest, {card: Shock, as: shock}]}
        library: {Alice: [Island], Bob: [Island]}
        choices: [plains, shock]
        actions:
          - {cast: Lightning Bolt, targets: [auger]}
    """)
    assert _top(game, 0) == "Plains" and _hand(game, 0) == ["Swamp"]
    assert _top(game, 1) == "Shock" and _hand(game, 1) == ["Forest"]
