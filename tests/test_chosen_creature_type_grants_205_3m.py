"""205.3m, 613.1d: "the chosen creature type" added to objects "in addition to their other
types" (layer 4), on the battlefield and in a graveyard. Played with the real engine: Ashes
of the Fallen (creature cards in its controller's graveyard) and Lifecraft Engine (Vehicle
creatures its controller controls)."""

from __future__ import annotations

from conftest import obj_id


def test_613_1d_ashes_of_the_fallen_gives_graveyard_creature_cards_the_chosen_type(
        board) -> None:
    """Zombie chosen: Alice's Grizzly Bears card in her graveyard is a Bear Zombie; Bob's
    Bears in his graveyard and Alice's Lightning Bolt card aren't changed."""
    game = board("""
        name: ashes of the fallen
        battlefield: [{card: Ashes of the Fallen, controller: Alice,
                       choices: {creature_type: Zombie}}]
        graveyard: {Alice: [{card: Grizzly Bears, as: mine}, {card: Lightning Bolt, as: bolt}],
                    Bob: [{card: Grizzly Bears, as: theirs}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert game.chars(obj_id(game, "mine")).subtypes >= {"Bear", "Zombie"}
    assert "Zombie" not in game.chars(obj_id(game, "theirs")).subtypes
    assert "Zombie" not in game.chars(obj_id(game, "bolt")).subtypes


def test_613_1d_lifecraft_engine_vehicle_creatures_get_the_chosen_type(board) -> None:
    """Elf chosen: Lifecraft Engine isn't a creature until crewed, so it is no Elf; Alice's
    Grizzly Bears (not a Vehicle) isn't one either."""
    game = board("""
        name: lifecraft engine
        battlefield:
          - {card: Lifecraft Engine, controller: Alice, as: engine,
             choices: {creature_type: Elf}}
          - {card: Grizzly Bears, controller: Alice, as: bears}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert "Elf" not in game.chars(obj_id(game, "engine")).subtypes
    assert "Elf" not in game.chars(obj_id(game, "bears")).subtypes


def test_613_1d_lifecraft_engine_crewed_is_a_vehicle_creature_of_the_chosen_type(
        solve) -> None:
    """Elf chosen: crewed by Craw Wurm (power 6, crew 3) Lifecraft Engine becomes an
    artifact creature, a Vehicle creature Alice controls, so it is an Elf too; its own
    static gives other Elves +1/+1, not itself: a 4/4 Elf."""
    out = solve("""
        name: lifecraft engine crewed
        battlefield:
          - {card: Lifecraft Engine, controller: Alice, as: engine,
             choices: {creature_type: Elf}}
          - {card: Craw Wurm, controller: Alice, as: wurm}
        actions:
          - activate: {card: engine, ability: crew, choices: {crew: [wurm]}}
        expect:
          engine: {types: [Artifact, Creature], subtypes: [Vehicle, Elf], power: 4,
                   toughness: 4}
    """)
    assert out.passed, out.failures
