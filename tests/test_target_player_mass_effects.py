"""Sleep, Mana Short and Hurkyl's Recall: effects on a target player's permanents.

502.3 / 611.2a: "Those creatures don't untap during that player's next untap step." — the
untap step of the player named, whoever controls the creatures then. 106.4: "that player loses
all unspent mana". 400.3: "Return all artifacts target player owns to their hand."."""

from __future__ import annotations

from conftest import obj_id
from test_compiler_mid_d import cast

from arbiter.compiler.lines import compile_text
from arbiter.engine.mana.lose_unspent import LoseUnspentMana
from arbiter.engine.turn.player_untap_step import DoesntUntapInPlayersNextUntap
from arbiter.rules.instructions import objects as I


def test_502_3_sleep_line() -> None:
    [ability] = compile_text("Tap all creatures target player controls. Those creatures don't "
                             "untap during that player's next untap step.", "Sleep", True)
    tap, keep = ability.instructions
    assert isinstance(tap, I.Tap) and isinstance(keep, DoesntUntapInPlayersNextUntap)
    assert keep.what == tap.what and keep.player == I.Ref.player_target(0)


def test_106_4_mana_short_line() -> None:
    [ability] = compile_text("Tap all lands target player controls and that player loses all "
                             "unspent mana.", "Mana Short", True)
    assert ability.instructions[-1] == LoseUnspentMana(I.Ref.player_target(0))


def test_611_2a_sleep_keeps_them_tapped_through_that_players_next_untap_step(solve) -> None:
    """Sleep on Bob: his Grizzly Bears and his tapped Llanowar Elves stay tapped through his
    next untap step, and untap in the one after."""
    text = """
        name: sleep
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Llanowar Elves, controller: Bob, as: elves, tapped: true}
          - {card: Grizzly Bears, as: mine}
        hand: {Alice: [Sleep]}
        library: {Alice: [Island, Island, Island], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {cast: Sleep, targets: [Bob]}
%s
    """
    out = solve(text % "          - pass: next_turn\n        expect:\n"
                       "          bears: {tapped: true}\n          elves: {tapped: true}\n"
                       "          mine: {tapped: false}")
    assert out.passed, out.failures
    out = solve(text % "          - pass: next_turn\n          - pass: next_turn\n"
                       "          - pass: next_turn\n        expect:\n"
                       "          bears: {tapped: false}\n          elves: {tapped: false}")
    assert out.passed, out.failures


def test_611_2a_sleep_a_creature_changing_control_untaps_with_its_new_controller(solve) -> None:
    """After Sleep on Bob, Alice takes one of his Grizzly Bears with Mind Control: it untaps in
    Alice's next untap step (Sleep is about Bob's untap step), while Bob's other one stays
    tapped through his."""
    out = solve("""
        name: sleep and mind control
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: taken}
          - {card: Grizzly Bears, controller: Bob, as: kept}
        hand: {Alice: [Sleep, Mind Control]}
        library: {Alice: [Island, Island, Island], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {cast: Sleep, targets: [Bob]}
          - {cast: Mind Control, targets: [taken]}
          - pass: next_turn
          - pass: next_turn
        expect:
          taken: {tapped: false, controller: Alice}
          kept: {tapped: true}
    """)
    assert out.passed, out.failures


def test_106_4_mana_short_taps_lands_and_empties_the_pool(board) -> None:
    game = board("""
        name: mana short
        battlefield:
          - {card: Forest, controller: Bob, as: f1}
          - {card: Forest, controller: Bob, as: f2}
          - {card: Forest, as: mine}
        hand: {Alice: [{card: Mana Short, as: ms}]}
        library: {Alice: [Island], Bob: [Swamp]}
    """)
    game.state.players[1].mana_pool.update({"G": 2})
    cast(game, "ms", [("player", 1)])
    assert game.obj(obj_id(game, "f1")).tapped and game.obj(obj_id(game, "f2")).tapped
    assert not game.obj(obj_id(game, "mine")).tapped
    assert not game.state.players[1].mana_pool


def test_400_3_hurkyls_recall_returns_what_the_player_owns(solve) -> None:
    """Hurkyl's Recall on Bob: his Sol Ring and the Mind Stone he owns but Alice controls go
    to his hand; Alice's own Sol Ring stays."""
    out = solve("""
        name: hurkyl's recall
        battlefield:
          - {card: Sol Ring, controller: Bob, as: ring}
          - {card: Mind Stone, owner: Bob, controller: Alice, as: stone}
          - {card: Sol Ring, as: mine}
        hand: {Alice: [Hurkyl's Recall]}
        actions:
          - {cast: Hurkyl's Recall, targets: [Bob]}
        expect:
          ring: {zone: hand}
          stone: {zone: hand}
          mine: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "stone")).owner == 1
