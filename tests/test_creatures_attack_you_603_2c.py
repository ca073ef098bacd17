"""508.1a, 603.2c: "Whenever one or more creatures attack you": once as attackers are
declared, when at least one attacks the ability's controller. Orim's Prayer played on a
board: two creatures attacking Bob, one trigger, Bob gains 2 ("for each attacking
creature"); in a three-player game, creatures attacking only Carol don't trigger Bob's."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn import steps


def test_603_2c_one_or_more_creatures_attack_you_read() -> None:
    for name, line in [
        ("Orim's Prayer", "Whenever one or more creatures attack you, you gain 1 life for "
         "each attacking creature."),
        ("Reveille Squad", "Whenever one or more creatures attack you, if this creature is "
         "untapped, you may untap all creatures you control."),
    ]:
        abilities = compile_text(line, name)
        assert abilities is not None, line
        assert abilities[0].trigger == Trigger("creatures_attack", "creatures_attack_you")


def test_508_1a_two_attackers_one_trigger(solve) -> None:
    out = solve("""
        name: orim's prayer
        battlefield:
          - {card: Orim's Prayer, controller: Bob}
          - {card: Grizzly Bears, as: a}
          - {card: Grizzly Bears, as: b}
        actions:
          - {attack: [a, b]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[1].life == 22
    assert sum(1 for line in game.state.log if "puts Orim's Prayer's ability" in line) == 1


def test_508_1a_attacking_another_player_doesnt_trigger_it(solve) -> None:
    out = solve("""
        name: orim's prayer carol
        players: [Alice, Bob, Carol]
        battlefield:
          - {card: Orim's Prayer, controller: Bob}
          - {card: Grizzly Bears, as: a}
        actions:
          - {attack: {a: Carol}}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[1].life == 20
    assert not any("Orim's Prayer's ability" in line for line in game.state.log)
