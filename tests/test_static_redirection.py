"""614.9 / 616.1: static redirection, "As long as this creature is untapped, all damage that
would be dealt to you by unblocked creatures is dealt to this creature instead." (Veteran
Bodyguard), "All damage that would be dealt to you and other permanents you control is dealt
to this creature instead." (Palisade Giant), and the activated "this turn" form (Kjeldoran
Royal Guard)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.redirection import REDIRECT_TO_SELF, Unblocked


def _bodyguard(board, tapped: bool):  # type: ignore[no-untyped-def]
    return board(f"""
        name: Veteran Bodyguard
        turn: {{number: 2}}
        battlefield:
          - {{card: Grizzly Bears, as: bears}}
          - {{card: Veteran Bodyguard, controller: Bob, as: guard, tapped: {str(tapped).lower()}}}
        hand: {{Alice: [{{card: Shock, as: shock}}]}}
        actions:
          - {{attack: [bears]}}
          - {{block: {{}}}}
          - {{pass: {{to: end_of_combat}}}}
    """)


def test_614_9_veteran_bodyguard_takes_the_unblocked_creatures_damage(board) -> None:
    game = _bodyguard(board, tapped=False)
    assert game.state.players[1].life == 20
    assert game.obj(obj_id(game, "guard")).damage == 2


def test_614_9_a_tapped_bodyguard_doesnt(board) -> None:
    game = _bodyguard(board, tapped=True)
    assert game.state.players[1].life == 18
    assert game.obj(obj_id(game, "guard")).damage == 0


def test_614_9_the_bodyguard_doesnt_take_a_spells_damage(board) -> None:
    """Shock is no unblocked creature: Bob is dealt 2."""
    from arbiter.engine.casting import spells
    from arbiter.engine.turn.steps import resolve_all

    game = _bodyguard(board, tapped=False)
    spells.cast(game, obj_id(game, "shock"), 0, [("player", 1)], {})
    resolve_all(game)
    assert game.state.players[1].life == 18


def test_614_9_palisade_giant_takes_damage_to_other_permanents(board) -> None:
    """Lightning Bolt at Bob's Grizzly Bears is dealt to Palisade Giant (2/7) instead."""
    game = board("""
        name: Palisade Giant
        battlefield:
          - {card: Palisade Giant, controller: Bob, as: giant}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
    """)
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"
    assert game.obj(obj_id(game, "giant")).damage == 3


def test_616_1_two_redirections_the_player_chooses(board) -> None:
    """Bob controls two Empyrial Archangels (5/8): a Lightning Bolt at Bob goes to the one
    he chooses."""
    game = board("""
        name: two Archangels
        battlefield:
          - {card: Empyrial Archangel, controller: Bob, as: a1}
          - {card: Empyrial Archangel, controller: Bob, as: a2}
        hand: {Alice: [Lightning Bolt]}
        choices: ["all of it is dealt to a2 instead"]
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
    """)
    assert game.state.players[1].life == 20
    assert game.obj(obj_id(game, "a2")).damage == 3
    assert game.obj(obj_id(game, "a1")).damage == 0


def test_611_2a_kjeldoran_royal_guard_this_turn(board) -> None:
    game = board("""
        name: Kjeldoran Royal Guard
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Kjeldoran Royal Guard, controller: Bob, as: guard}
        actions:
          - {attack: [bears]}
          - {activate: {card: guard, ability: 1, by: Bob}}
          - {block: {}}
          - {pass: {to: end_of_combat}}
    """)
    assert game.state.players[1].life == 20
    assert game.obj(obj_id(game, "guard")).damage == 2


@pytest.mark.parametrize("text,card,combat,others,unblocked", [
    ("As long as this creature is untapped, all damage that would be dealt to you by "
     "unblocked creatures is dealt to this creature instead.", "Veteran Bodyguard", False,
     False, True),
    ("As long as this creature is untapped, all combat damage that would be dealt to you by "
     "unblocked creatures is dealt to this creature instead.", "Weathered Bodyguards", True,
     False, True),
    ("All damage that would be dealt to you is dealt to this creature instead.",
     "Empyrial Archangel", False, False, False),
    ("All damage that would be dealt to you and other permanents you control is dealt to "
     "this creature instead.", "Palisade Giant", False, True, False),
])
def test_614_9_static_redirection_oracle_lines(text: str, card: str, combat: bool,
                                               others: bool, unblocked: bool) -> None:
    [ability] = compile_text(text, card, False)
    [part] = ability.effects[0].parts
    assert part.rule == REDIRECT_TO_SELF
    r = part.detail
    assert (r.combat, r.others, isinstance(r.by, Unblocked)) == (combat, others, unblocked)


def _bob_bolts_alice(solve, battlefield: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: pariah
        battlefield: {battlefield}
        hand: {{Bob: [Lightning Bolt]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{cast: Lightning Bolt, by: Bob, targets: [Alice]}}
    """)
    assert out.passed, out.failures
    return out.game


def test_614_9_pariah_damage_to_you_is_dealt_to_enchanted_creature(solve) -> None:
    """Alice's Pariah on her Craw Wurm (6/4): Bob's Bolt at her is dealt to the Wurm."""
    game = _bob_bolts_alice(solve, "[{card: Mountain, controller: Bob}, {card: Craw Wurm, as: w},"
                            " {card: Pariah, attached_to: w}]")
    assert game.state.players[0].life == 20
    assert game.obj(obj_id(game, "w")).damage == 3


def test_614_9_pariah_on_an_opponents_creature_you_is_the_auras_controller(solve) -> None:
    """Alice's Pariah on Bob's Craw Wurm: "you" is Alice (the Aura's controller): the Bolt
    at her is dealt to his Wurm."""
    game = _bob_bolts_alice(solve, "[{card: Mountain, controller: Bob}, {card: Craw Wurm, "
                            "controller: Bob, as: w}, {card: Pariah, attached_to: w}]")
    assert game.state.players[0].life == 20
    assert game.obj(obj_id(game, "w")).damage == 3


def test_614_9_pariahs_shield_unattached_does_nothing(solve) -> None:
    """Pariah's Shield attached to nothing: Alice is dealt the 3; attached to her Craw Wurm,
    the Wurm is."""
    game = _bob_bolts_alice(solve, "[{card: Mountain, controller: Bob}, Pariah's Shield]")
    assert game.state.players[0].life == 17
    game = _bob_bolts_alice(solve, "[{card: Mountain, controller: Bob}, {card: Craw Wurm, as: w},"
                            " {card: Pariah's Shield, attached_to: w}]")
    assert game.state.players[0].life == 20
    assert game.obj(obj_id(game, "w")).damage == 3
