"""608.2d: a choice made as an ability resolves ("becomes the color of your choice", "choose a
creature type other than Wall") is offered with its legal answers: the five colors (105.1),
the existing creature types but the excluded one (205.3e, 205.3m). Wild Mongrel's choice had
no options, so an agent answered nothing and the game stopped ("unknown color 'None'").
Played through the real engine and the public API."""

from __future__ import annotations

from casting_play import labels, pass_until_empty, take

_MONGREL = """
    name: mongrel {name}
    battlefield:
      - {{card: Wild Mongrel, controller: Alice, as: dog}}
    hand: {{Alice: [Forest, Island]}}
"""


def test_608_2d_wild_mongrel_the_color_is_one_of_five(board) -> None:
    """Alice activates Wild Mongrel discarding Forest; as it resolves she is asked for a color
    among exactly white, blue, black, red and green; she picks red: a red 3/3 until end of
    turn (613.1e color, 613.4c +1/+1)."""
    game = board(_MONGREL.format(name="api"))
    take(game, "activate Wild Mongrel", "~Forest")
    if game.legal_actions()[0].kind == "priority":
        pass_until_empty(game)
    options = labels(game)
    assert sorted(o.split()[-1] for o in options) == sorted(
        ["white", "blue", "black", "red", "green"]), options
    take(game, "~red")
    dog = next(o for o in game.state.battlefield() if game.name_of(o) == "Wild Mongrel")
    ch = game.chars(dog)
    assert (ch.power, ch.toughness) == (3, 3)
    assert {c.value for c in ch.colors} == {"red"}


def test_608_2d_a_scenario_without_the_color_names_the_choices(solve) -> None:
    """A scenario that doesn't say the color stops with the decision and its five options
    (nothing guessed)."""
    import pytest

    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="choose a color.*white, blue, black, red, green"):
        solve(_MONGREL.format(name="no color") + """
    actions:
      - activate: {card: dog, ability: 1}
        choices: {discard: Forest}
        """)


def test_205_3m_unnatural_selection_offers_every_type_but_wall(board) -> None:
    """Unnatural Selection ("{1}: Choose a creature type other than Wall. Target creature
    becomes that type until end of turn."): the answers are the creature types, Wall not
    among them; Goblin makes the Bears a Goblin."""
    game = board("""
    name: unnatural selection
    battlefield:
      - {card: Unnatural Selection, controller: Alice}
      - {card: Island, controller: Alice}
      - {card: Grizzly Bears, controller: Bob, as: bears}
    """)
    take(game, "activate Unnatural Selection")
    for _ in range(6):
        if game.legal_actions()[0].kind == "creature_type":
            break
        take(game, "~Grizzly Bears" if game.legal_actions()[0].kind == "target" else "pass")
    options = [o.split()[-1] for o in labels(game)]
    assert "Goblin" in options and "Elf" in options and "Wall" not in options
    take(game, "~Goblin")
    bears = next(o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears")
    assert set(game.chars(bears).subtypes) == {"Goblin"}
