"""702.51 convoke, 702.126 improvise, 702.66 delve: objects that pay part of a spell's total
cost instead of mana (601.2h), played through the real engine: the spell offered among the
legal actions only when the objects and mana can pay, the player's choice of what pays, and
`pay: true` in a scenario."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line


def _cast(game, alias: str):
    """The legal action that casts the card `alias` names."""
    oid = obj_id(game, alias)
    return next(a for a in game.legal_actions() if str(a).startswith("cast ")
                and str(a).endswith(f"#{oid}"))


def _castable(game, alias: str) -> bool:
    oid = obj_id(game, alias)
    return any(str(a).startswith("cast ") and str(a).endswith(f"#{oid}")
               for a in game.legal_actions())


_STOKE = """
    name: convoke
    battlefield: [{card: Mountain, as: m}, {card: Grizzly Bears, as: bears},
                  {card: Raging Goblin, as: goblin}, {card: Savannah Lions, as: lions}]
    hand: {Alice: [{card: Stoke the Flames, as: stoke}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_702_51a_convoke_creatures_pay_colored_and_generic_mana(board) -> None:
    """Stoke the Flames ({2}{R}{R}) with one Mountain: the red Raging Goblin pays {R}, the
    green Grizzly Bears and the white Savannah Lions pay the {2}; Bob takes 4."""
    game = board(_STOKE)
    game.apply(_cast(game, "stoke"))
    game.apply("Bob")
    assert all(game.obj(obj_id(game, a)).tapped for a in ("m", "bears", "goblin", "lions"))
    item = game.state.stack_items[-1]
    assert item.choices["mana_spent"] == 1  # 702.51a: a tapped creature is not mana
    assert sorted(item.choices["convoked"]) == sorted(
        obj_id(game, a) for a in ("bears", "goblin", "lions"))  # 702.51c
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 16


def test_702_51a_a_creature_convokes_only_mana_of_its_own_colors(board) -> None:
    """Without the red Goblin, the green and white creatures and the Mountain can't pay
    {R}{R}: Stoke the Flames isn't offered."""
    game = board("""
        name: convoke colors
        battlefield: [Mountain, Grizzly Bears, Savannah Lions, Llanowar Elves]
        hand: {Alice: [{card: Stoke the Flames, as: stoke}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _castable(game, "stoke")


def test_702_51a_the_player_chooses_which_creatures_convoke(board) -> None:
    """Gather Courage ({G}): paid with the Forest, or by tapping either green creature; the
    plans name the creature and the keyword."""
    game = board("""
        name: convoke choice
        battlefield: [{card: Forest, as: f}, {card: Grizzly Bears, as: bears},
                      {card: Savannah Lions, as: lions}]
        hand: {Alice: [{card: Gather Courage, as: gc}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(_cast(game, "gc"))
    game.apply(f"Grizzly Bears#{obj_id(game, 'bears')}")
    labels = [str(a) for a in game.legal_actions()]
    bears = obj_id(game, "bears")
    assert f"pay {{G}} with Grizzly Bears#{bears} (convoke)" in labels
    assert f"pay {{G}} with Forest#{obj_id(game, 'f')}" in labels
    assert not any("Savannah Lions" in label for label in labels)  # white can't pay {G}
    game.apply(f"pay {{G}} with Grizzly Bears#{bears} (convoke)")
    assert game.obj(bears).tapped and not game.obj(obj_id(game, "f")).tapped
    assert game.state.stack_items[-1].choices["mana_spent"] == 0


def test_702_51a_a_creature_that_just_arrived_can_convoke(solve) -> None:
    """Tapping a creature for convoke is no {T} cost (302.6): Grizzly Bears that entered
    this turn pays for Gather Courage, cast with `pay: true` and no land."""
    out = solve("""
        name: convoke summoning sick
        library: {Alice: [Plains], Bob: [Plains]}
        hand: {Alice: [Gather Courage]}
        actions:
          - {enter: {card: Grizzly Bears, as: bears}}
          - {cast: Gather Courage, targets: [bears], pay: true}
        expect:
          bears: {tapped: true, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_702_51b_convoke_pays_the_total_cost_after_increases(board) -> None:
    """702.51b: convoke applies after the total cost is determined: with Thalia, Guardian
    of Thraben, Stoke the Flames costs {3}{R}{R}; a Mountain and three creatures are one
    short, a fourth creature pays it."""
    short = board("""
        name: convoke thalia short
        battlefield: [{card: "Thalia, Guardian of Thraben", controller: Bob}, Mountain,
                      Raging Goblin, Grizzly Bears, Savannah Lions]
        hand: {Alice: [{card: Stoke the Flames, as: stoke}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _castable(short, "stoke")
    enough = board("""
        name: convoke thalia
        battlefield: [{card: "Thalia, Guardian of Thraben", controller: Bob}, Mountain,
                      Raging Goblin, Grizzly Bears, Savannah Lions, Llanowar Elves]
        hand: {Alice: [{card: Stoke the Flames, as: stoke}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _castable(enough, "stoke")


def test_702_51a_convoke_a_creature_spell_in_a_scenario_with_pay(solve) -> None:
    """Conclave Phalanx ({4}{W}) with one Plains: four creatures pay the {4}; it enters and
    Alice gains 1 life for each of her five creatures."""
    out = solve("""
        name: phalanx convoke
        battlefield: [{card: Plains, as: p}, {card: Grizzly Bears, as: b1},
                      {card: Grizzly Bears, as: b2}, {card: Llanowar Elves, as: elves},
                      {card: Raging Goblin, as: goblin}]
        hand: {Alice: [{card: Conclave Phalanx, as: phalanx}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Conclave Phalanx, pay: true}
        expect:
          phalanx: {zone: battlefield}
          p: {tapped: true}
          b1: {tapped: true}
          b2: {tapped: true}
          elves: {tapped: true}
          goblin: {tapped: true}
          player Alice: {life: 25}
    """)
    assert out.passed, out.failures


def test_702_66a_delve_exiles_graveyard_cards_for_generic_mana(solve) -> None:
    """Treasure Cruise ({7}{U}) with one Island: seven cards of the graveyard are exiled
    and pay the {7}; Alice draws three."""
    out = solve("""
        name: delve
        battlefield: [{card: Island, as: i}]
        graveyard: {Alice: [Plains, Plains, Plains, Forest, Forest, Swamp, Swamp,
                            {card: Mountain, as: kept}]}
        hand: {Alice: [Treasure Cruise]}
        library: {Alice: [Plains, Plains, Plains], Bob: [Plains]}
        actions:
          - {cast: Treasure Cruise, pay: true}
        expect:
          player Alice: {hand_size: 3}
          i: {tapped: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.zone_list("graveyard", 0)) == 2  # the Mountain and the Cruise
    assert len(game.state.zone_list("exile", 0)) == 7


def test_702_66a_delve_pays_generic_mana_only(board) -> None:
    """Eight cards in the graveyard can't pay Treasure Cruise's {U}."""
    game = board("""
        name: delve blue
        battlefield: [Plains]
        graveyard: {Alice: [Plains, Plains, Plains, Plains, Forest, Forest, Swamp, Swamp]}
        hand: {Alice: [{card: Treasure Cruise, as: cruise}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _castable(game, "cruise")


def test_702_66a_the_player_chooses_which_cards_to_delve(board) -> None:
    """Murderous Cut ({4}{B}) with five lands: the plans include exiling a chosen card."""
    game = board("""
        name: delve choice
        battlefield: [{card: Swamp, as: s}, Swamp, Swamp, Swamp, Swamp,
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        graveyard: {Alice: [{card: Shock, as: shock}]}
        hand: {Alice: [{card: Murderous Cut, as: cut}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(_cast(game, "cut"))  # the only creature is the target
    shock = obj_id(game, "shock")
    pick = next(a for a in game.legal_actions() if f"Shock#{shock} (delve)" in str(a))
    game.apply(pick)
    assert game.obj(shock).zone != "graveyard"
    assert sum(game.obj(o).tapped for o in game.state.battlefield()) == 4


def test_702_126a_improvise_taps_artifacts_for_generic_mana(solve) -> None:
    """Reverse Engineer ({3}{U}{U}) with two Islands: three artifacts pay the {3}."""
    out = solve("""
        name: improvise
        battlefield: [Island, Island, {card: Ornithopter, as: o1}, {card: Memnite, as: o2},
                      {card: Bonesplitter, as: o3}]
        hand: {Alice: [Reverse Engineer]}
        library: {Alice: [Plains, Plains, Plains], Bob: [Plains]}
        actions:
          - {cast: Reverse Engineer, pay: true}
        expect:
          player Alice: {hand_size: 3}
          o1: {tapped: true}
          o2: {tapped: true}
          o3: {tapped: true}
    """)
    assert out.passed, out.failures


def test_702_126a_improvise_pays_no_colored_mana(board) -> None:
    """Five artifacts and no Island can't pay Reverse Engineer's {U}{U}."""
    game = board("""
        name: improvise blue
        battlefield: [Ornithopter, Ornithopter, Memnite, Memnite, Bonesplitter]
        hand: {Alice: [{card: Reverse Engineer, as: re}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _castable(game, "re")


LINES = [
    ("Convoke (Your creatures can help cast this spell. Each creature you tap while casting "
     "this spell pays for {1} or one mana of that creature's color.)", "convoke"),
    ("Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)",
     "delve"),
    ("Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're "
     "done activating mana abilities pays for {1}.)", "improvise"),
]


@pytest.mark.parametrize(("line", "keyword"), LINES)
def test_702_51_702_66_702_126_keyword_lines_are_read(line: str, keyword: str) -> None:
    """Today's Oracle lines (Stoke the Flames, Treasure Cruise, Reverse Engineer), reminder
    text ignored (207.2)."""
    found = parse_keyword_line(line)
    assert found is not None and [k.keyword for k in found] == [keyword]
