"""603.4, 102.1: "Whenever a player casts a spell, if it's not their turn, ..." is an
intervening "if" about the caster (the event's player): it triggers only for a spell cast
by a player who isn't the active player. Played on Alice's turn: Scytheclaw Raptor deals 4
damage to Bob for his Lightning Bolt, none to Alice for hers; Glademuse makes Bob draw.
120.1: "deals 4 damage to them" after a cast trigger is dealt to the caster (it was read as
the spell, which can't be dealt damage); "to it" there stays unread."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.instructions import objects as I


def test_120_1_them_after_a_cast_trigger_is_the_caster() -> None:
    [ability] = compile_text("Whenever a player casts a spell, if it's not their turn, this "
                             "creature deals 4 damage to them.", "Scytheclaw Raptor")
    assert ability.instructions[0].to == I.Ref.event_player()
    assert compile_text("Whenever a player casts a spell, this creature deals 4 damage to "
                        "it.", "Test") is None


def _bolts(solve, card: str, caster: str):
    other = "Alice" if caster == "Bob" else "Bob"
    out = solve(f"""
        name: not their turn
        battlefield: [{{card: {card}}}]
        hand: {{{caster}: [Lightning Bolt]}}
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
          - {{cast: Lightning Bolt, by: {caster}, targets: [{other}]}}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    return game


def test_603_4_scytheclaw_raptor_punishes_only_a_spell_off_its_casters_turn(solve) -> None:
    game = _bolts(solve, "Scytheclaw Raptor", "Bob")
    assert game.state.players[1].life == 16  # Raptor's 4
    assert game.state.players[0].life == 17  # the Bolt
    game = _bolts(solve, "Scytheclaw Raptor", "Alice")
    assert game.state.players[0].life == 20
    assert game.state.players[1].life == 17


def test_603_4_glademuse_draws_for_the_player_off_their_turn(solve) -> None:
    game = _bolts(solve, "Glademuse", "Bob")
    assert len(game.state.zone_list("hand", 1)) == 1
    game = _bolts(solve, "Glademuse", "Alice")
    assert len(game.state.zone_list("hand", 0)) == 0
