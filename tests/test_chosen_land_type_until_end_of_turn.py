"""305.7 / 608.2d: "Target land becomes the basic land type of your choice until end of turn."
(Dream Thrush) and "Until end of turn, target land you control becomes the basic land type
of your choice in addition to its other types." (Navigator's Compass), activated and resolved
through the real engine: the type is chosen as the ability resolves, among the five basic
land types (205.3i), and fixed in the effect."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.abilities import ActivatedAbility

ALICE = 0


def _abilities(game, alias: str) -> list[str]:
    return sorted(a.ability.text for a in game.chars(obj_id(game, alias)).abilities)


@pytest.mark.parametrize(("name", "line"), [
    ("Dream Thrush", "{T}: Target land becomes the basic land type of your choice until end "
     "of turn."),
    ("Grixis Illusionist", "{T}: Target land you control becomes the basic land type of your "
     "choice until end of turn."),
    ("Tideshaper Mystic", "{T}: Target land becomes the basic land type of your choice until "
     "end of turn. Activate only during your turn."),
    ("Navigator's Compass", "{T}: Until end of turn, target land you control becomes the basic "
     "land type of your choice in addition to its other types."),
])
def test_305_7_real_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility), line


_THRUSH = """
    name: dream thrush
    battlefield:
      - {card: Dream Thrush, as: thrush}
      - {card: Sea Snidd, as: snidd}
      - {card: Llanowar Wastes, controller: Bob, as: wastes}
    library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
"""


def test_305_7_dream_thrush_makes_a_painland_a_swamp_until_end_of_turn(board) -> None:
    """Dream Thrush on Bob's Llanowar Wastes, Swamp chosen as it resolves: the land is a Swamp
    with only "{T}: Add {B}." (it loses its rules-text abilities); after the turn it is
    Llanowar Wastes again."""
    game = board(_THRUSH)
    activate(game, obj_id(game, "thrush"), ALICE, 2, [obj_id(game, "wastes")],
             {"basic_land_type": "Swamp"}, pay=True)
    resolve_all(game)
    assert game.chars(obj_id(game, "wastes")).subtypes == {"Swamp"}
    assert _abilities(game, "wastes") == ["{T}: Add {B}."]
    pass_to(game, 3)
    assert game.chars(obj_id(game, "wastes")).subtypes == frozenset()
    assert "{T}: Add {C}." in _abilities(game, "wastes")


def test_608_2d_each_activation_keeps_its_own_choice(board) -> None:
    """Dream Thrush makes the Wastes an Island, then Sea Snidd makes it a Mountain: the later
    effect wins (613.7), and the first keeps its own choice (it isn't read again)."""
    game = board(_THRUSH)
    wastes = obj_id(game, "wastes")
    activate(game, obj_id(game, "thrush"), ALICE, 2, [wastes], {"basic_land_type": "Island"},
             pay=True)
    resolve_all(game)
    assert game.chars(wastes).subtypes == {"Island"}
    activate(game, obj_id(game, "snidd"), ALICE, 1, [wastes], {"basic_land_type": "Mountain"},
             pay=True)
    resolve_all(game)
    assert game.chars(wastes).subtypes == {"Mountain"}
    assert _abilities(game, "wastes") == ["{T}: Add {R}."]


def test_305_7_navigators_compass_adds_the_type(solve) -> None:
    """Navigator's Compass on Alice's Forest choosing Island (the answer given as the ability
    resolves): a Forest Island with both mana abilities."""
    out = solve("""
        name: compass
        battlefield: [{card: Navigator's Compass, as: compass}, {card: Forest, as: forest}]
        choices: [Island]
        actions:
          - activate: {card: compass, ability: 2, targets: [forest]}
        expect:
          forest: {subtypes: [Forest, Island]}
    """)
    assert out.passed, out.failures
    assert _abilities(out.game, "forest") == ["{T}: Add {G}.", "{T}: Add {U}."]
