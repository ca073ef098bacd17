"""Living metal (702.161) played through the real engine: "During your turn, this permanent
is an artifact creature in addition to its other types." (702.161a)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line

_VEHICLE = """
    name: living metal
    {turn}
    battlefield:
      - {{token: {{name: Autobot Car, types: [Artifact], subtypes: [Vehicle], power: 3,
                  toughness: 4, text: "Living metal (During your turn, this Vehicle is also a
                  creature.)"}}, as: car}}
      - {{token: {{name: Autobot Car, types: [Artifact], subtypes: [Vehicle], power: 3,
                  toughness: 4, text: "Living metal"}}, as: bobs, controller: Bob}}
"""


def test_702_161a_living_metal_is_a_keyword_the_engine_reads() -> None:
    (kw,) = parse_keyword_line("Living metal (During your turn, this Vehicle is also a "
                               "creature.)")
    assert kw.keyword == "living metal" and kw.effects


def test_702_161a_a_creature_during_its_controllers_turn_only(solve) -> None:
    """In Alice's turn her Vehicle is an artifact creature (a 3/4 Vehicle), Bob's isn't."""
    game = solve(_VEHICLE.format(turn="")).game
    car, bobs = obj_id(game, "car"), obj_id(game, "bobs")
    assert game.chars(car).types == {"Artifact", "Creature"}
    assert game.chars(car).subtypes == {"Vehicle"}
    assert game.chars(bobs).types == {"Artifact"}


def test_702_161a_in_the_next_turn_it_is_the_other_one(solve) -> None:
    game = solve(_VEHICLE.format(turn="") + """
    actions:
      - pass: next_turn
    """).game
    assert game.state.turn.active == 1
    assert game.chars(obj_id(game, "car")).types == {"Artifact"}
    assert game.chars(obj_id(game, "bobs")).types == {"Artifact", "Creature"}
