"""603.2, 608.2c: "that many" in the first instruction of a triggered ability names the
amount of the triggering event (no earlier instruction to count): the combat damage dealt
to a player (510.2, 120.3) or the life gained (119.9). Played on a board: April, Reporter of
the Weird draws as many cards as the damage she dealt; Ageless Entity gets as many counters
as the life gained."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.values import EventAmount


def test_603_2_that_many_in_the_first_instruction_is_the_events_amount() -> None:
    for name, line in [
        ("April, Reporter of the Weird", "Whenever April deals combat damage to a player, draw "
         "that many cards, then discard a card."),
        ("Ageless Entity", "Whenever you gain life, put that many +1/+1 counters on this "
         "creature."),
        ("Ant-Man, Elusive Avenger", "Whenever Ant-Man deals combat damage to a player, create "
         "that many Treasure tokens."),
    ]:
        abilities = compile_text(line, name, legendary="," in name)
        assert abilities is not None, line
        assert abilities[0].instructions[0].n == EventAmount(), line


def test_510_2_april_draws_as_many_cards_as_the_damage(solve) -> None:
    """April (2/2) with two +1/+1 counters (4/4) attacks Bob unblocked: 4 damage, she draws
    four cards, then discards one: Alice's hand holds three."""
    out = solve("""
        name: april
        battlefield:
          - {card: "April, Reporter of the Weird", as: april, counters: {+1/+1: 2}}
        library: {Alice: [Island, Island, Island, Island, Island, Island]}
        choices: ["Island#8"]
        actions:
          - {attack: [april]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.players[1].life == 16
    assert len(game.state.zone_list("hand", 0)) == 3
    assert len(game.state.zone_list("graveyard", 0)) == 1


def test_119_9_ageless_entity_gets_as_many_counters_as_life_gained(solve) -> None:
    """Ageless Entity (4/4); Alice casts Healing Salve on herself: 3 life, three +1/+1
    counters (7/7)."""
    out = solve("""
        name: ageless
        battlefield: [{card: Ageless Entity, as: entity}]
        hand: {Alice: [Healing Salve]}
        actions:
          - {cast: Healing Salve, targets: [Alice], choices: {mode: 1}}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[0].life == 23
    assert game.state.objects[obj_id(game, "entity")].counters.get("+1/+1") == 3
