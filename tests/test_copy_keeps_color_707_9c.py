"""707.9c-d, 707.3: "You may have this creature enter as a copy of any creature on the
battlefield, except it doesn't copy that creature's color and it has "At the beginning of your
upkeep, you may have this creature become a copy of target creature, except it doesn't copy
that creature's color and it has this ability."" (Vesuvan Doppelganger), played through the
real engine: it keeps its own blue; a Clone of it is a blue copy with the upkeep ability."""

from __future__ import annotations

_BOARD = """
    name: {name}
    battlefield:
      - {{card: Grizzly Bears, as: bears, controller: Bob}}
      - {{card: Craw Wurm, as: wurm, controller: Bob}}
    turn: {{number: 3, phase: {phase}}}
    choices: [{choices}]
    library: {{Alice: [Island, Island], Bob: [Island, Island]}}
    actions:
      - {{enter: {{card: Vesuvan Doppelganger, as: vesuvan, choices: {{copy: bears}}}}}}
{more}
    expect:
{expect}
"""


def test_707_9c_vesuvan_enters_as_a_blue_grizzly_bears(solve) -> None:
    out = solve(_BOARD.format(name="vesuvan enters", phase="precombat_main", choices="",
                              more="", expect="""
      vesuvan: {name: Grizzly Bears, power: 2, toughness: 2, colors: [blue],
                subtypes: [Bear]}
"""))
    assert out.passed, out.failures


def test_707_3_a_clone_of_vesuvan_is_a_blue_bear_with_its_upkeep_ability(solve) -> None:
    """707.3's example: the retained blue is part of the Doppelganger's copiable values."""
    out = solve(_BOARD.format(name="clone of vesuvan", phase="precombat_main", choices="",
                              more="      - {enter: {card: Clone, as: clone, "
                                   "choices: {copy: vesuvan}}}", expect="""
      clone: {name: Grizzly Bears, power: 2, toughness: 2, colors: [blue]}
"""))
    assert out.passed, out.failures
    game = out.game
    clone = next(o for o in game.state.battlefield() if game.obj(o).alias == "clone")
    assert any("At the beginning of your upkeep" in (a.ability.text or "")
               for a in game.chars(clone).abilities)


def test_707_9c_at_upkeep_it_becomes_a_blue_craw_wurm(solve) -> None:
    """At Alice's upkeep she has it become a copy of Bob's Craw Wurm: a blue 6/4 Craw Wurm
    that still has the upkeep ability (707.9b: 'this ability')."""
    out = solve(_BOARD.format(name="vesuvan upkeep", phase="untap", choices="wurm, yes",
                              more="      - {pass: {to: precombat_main}}", expect="""
      vesuvan: {name: Craw Wurm, power: 6, toughness: 4, colors: [blue]}
"""))
    assert out.passed, out.failures
    game = out.game
    vesuvan = next(o for o in game.state.battlefield() if game.obj(o).alias == "vesuvan")
    assert any("At the beginning of your upkeep" in (a.ability.text or "")
               for a in game.chars(vesuvan).abilities)
