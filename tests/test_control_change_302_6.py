"""302.6: a creature can't attack, and its {T} abilities can't be activated, unless it has
been under its controller's control continuously since their most recent turn began. A
change of control (layer 2: Control Magic, Threaten) starts that anew, however long the
creature has been on the battlefield (`engine.control_changes`)."""

from __future__ import annotations

from conftest import obj_id

_STEAL = """
        name: control magic on an old creature
        turn: {number: 3}
        battlefield:
          - {card: Island}
          - {card: Island}
          - {card: Island}
          - {card: Island}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Prodigal Pyromancer, controller: Bob, as: pyromancer}
        hand: {Alice: [Control Magic, Control Magic]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
"""


def test_302_6_a_stolen_creature_cant_attack_the_turn_its_control_changed(solve) -> None:
    """Bob's Hill Giant has been on the battlefield since before the turn; Alice enchants it
    with Control Magic: she can't attack with it this turn, and it stays untapped."""
    out = solve(_STEAL + """
        actions:
          - {cast: Control Magic, targets: [giant]}
          - {attack: [giant], refused: "summoning sickness (302.6)"}
        expect:
          giant: {controller: Alice, tapped: false}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_302_6_a_stolen_creatures_tap_ability_cant_be_activated_that_turn(solve) -> None:
    """Prodigal Pyromancer ("{T}: deals 1 damage to any target") stolen by Control Magic:
    Alice can't activate its {T} ability this turn."""
    out = solve(_STEAL + """
        actions:
          - {cast: Control Magic, targets: [pyromancer]}
          - {activate: {card: pyromancer, ability: 1, targets: [Bob]},
             refused: "302.6"}
        expect:
          pyromancer: {controller: Alice, tapped: false}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_302_6_the_stolen_creature_attacks_on_its_new_controllers_next_turn(board) -> None:
    """Alice's next turn began after she gained control: the Hill Giant may attack then."""
    game = board(_STEAL + """
        actions:
          - {cast: Control Magic, targets: [giant]}
          - {pass: next_turn}
          - {pass: next_turn}
          - {attack: [giant]}
          - {pass: {to: end_of_combat}}
    """)
    assert game.state.turn.active == 0
    assert game.state.players[1].life == 17
    assert game.obj(obj_id(game, "giant")).tapped


def test_302_6_threatens_haste_lets_the_stolen_creature_attack(solve) -> None:
    """Threaten: "Untap target creature and gain control of it until end of turn. That
    creature gains haste until end of turn." Haste (702.10b) lets it attack at once."""
    out = solve("""
        name: threaten
        turn: {number: 3}
        battlefield:
          - {card: Mountain}
          - {card: Mountain}
          - {card: Mountain}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Threaten]}
        actions:
          - {cast: Threaten, targets: [giant]}
          - {attack: [giant]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_302_6_a_creature_that_came_back_to_its_owner_was_not_controlled_continuously(
        board) -> None:
    """Alice Threatens Bob's Hill Giant on her turn; it returns to Bob at cleanup (514.2).
    On Bob's next turn, which began after it came back, it may attack again."""
    game = board("""
        name: threaten and back
        turn: {number: 3}
        battlefield:
          - {card: Mountain}
          - {card: Mountain}
          - {card: Mountain}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Threaten]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Threaten, targets: [giant]}
          - {pass: next_turn}
          - {attack: [giant]}
          - {pass: {to: end_of_combat}}
    """)
    assert game.state.turn.active == 1
    assert game.state.players[0].life == 17
