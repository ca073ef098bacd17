"""601.2b / 118.3 / 601.2h: additional costs of X beyond "discard X cards" and "pay X life":
"exile X cards from your graveyard" (Harvest Pyre), "sacrifice X lands" (Devastating
Summons), "discard X land cards" (Scorched Earth), played through the real engine; and X
announced for a spell whose only X is in such a cost (601.2b), among the values its caster
could pay. With a table of real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.x_costs import DiscardXCost, ExileXCost, SacrificeXCost
from tests.casting_play import kind, labels, take


def test_601_2h_harvest_pyre_exiles_x_cards_from_the_graveyard(solve) -> None:
    """Harvest Pyre (exile X cards from your graveyard; X damage to target creature): X=2,
    two chosen cards are exiled, the third stays; Bob's Grizzly Bears take 2 and die."""
    out = solve("""
        name: harvest pyre
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Harvest Pyre]}
        graveyard: {Alice: [{card: Forest, as: a}, {card: Island, as: b},
                            {card: Swamp, as: c}]}
        actions:
          - {cast: Harvest Pyre, targets: [bears], choices: {x: 2, exile: [a, c]}}
        expect:
          a: {zone: exile}
          c: {zone: exile}
          b: {zone: graveyard}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_118_3_harvest_pyre_x_beyond_the_graveyard_is_refused(solve) -> None:
    """X=4 with three cards in the graveyard can't be paid: refused, nothing changes."""
    out = solve("""
        name: harvest pyre too much
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [{card: Harvest Pyre, as: pyre}]}
        graveyard: {Alice: [Forest, Island, Swamp]}
        actions:
          - {cast: Harvest Pyre, targets: [bears], choices: {x: 4}, refused: "118.3"}
        expect:
          pyre: {zone: hand}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_21a_devastating_summons_sacrifices_x_lands(solve) -> None:
    """Devastating Summons (sacrifice X lands; two X/X Elementals): X=2, two lands are
    sacrificed and two 2/2 tokens enter."""
    out = solve("""
        name: devastating summons
        battlefield: [{card: Mountain, as: m1}, {card: Mountain, as: m2},
                      {card: Mountain, as: m3}]
        hand: {Alice: [Devastating Summons]}
        actions:
          - {cast: Devastating Summons, choices: {x: 2, sacrifice: [m2, m3]}}
        expect:
          m1: {zone: battlefield}
          m2: {zone: graveyard}
          m3: {zone: graveyard}
          Elemental Token: {count: 2, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_701_9a_scorched_earth_discards_only_land_cards(solve) -> None:
    """Scorched Earth (discard X land cards; destroy X target lands): with only a nonland
    card in hand X=1 can't be paid (refused); with a Forest it can: Bob's Plains is
    destroyed."""
    out = solve("""
        name: scorched earth
        battlefield: [{card: Plains, as: plains, controller: Bob}]
        hand: {Alice: [{card: Scorched Earth, as: se}, {card: Grizzly Bears, as: bears}]}
        library: {Alice: [{card: Forest, as: forest}]}
        actions:
          - {cast: Scorched Earth, targets: [plains], choices: {x: 1}, refused: "118.3"}
          - {move: {card: forest, to: hand}}
          - {cast: Scorched Earth, targets: [plains], choices: {x: 1, discard: forest}}
        expect:
          forest: {zone: graveyard}
          bears: {zone: hand}
          plains: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_2b_x_is_announced_for_an_x_additional_cost(board) -> None:
    """Harvest Pyre has no {X} in its mana cost, yet its caster announces X (601.2b), only
    among the values they could pay (118.3): 0 to 3 with three cards in the graveyard."""
    game = board("""
        name: harvest pyre x
        battlefield: [Mountain, Mountain, {card: Grizzly Bears, controller: Bob}]
        hand: {Alice: [Harvest Pyre]}
        graveyard: {Alice: [Forest, Island, Swamp]}
    """)
    take(game, "~cast Harvest Pyre")
    assert kind(game) == "x"
    assert labels(game) == ["0", "1", "2", "3"]


ORACLE = [
    ("Harvest Pyre", "As an additional cost to cast this spell, exile X cards from your "
     "graveyard.", ExileXCost),
    ("Chill Haunting", "As an additional cost to cast this spell, exile X creature cards "
     "from your graveyard.", ExileXCost),
    ("Eliminate the Competition", "As an additional cost to cast this spell, sacrifice X "
     "creatures.", SacrificeXCost),
    ("Devastating Summons", "As an additional cost to cast this spell, sacrifice X lands.",
     SacrificeXCost),
    ("Aether Tide", "As an additional cost to cast this spell, discard X creature cards.",
     DiscardXCost),
    ("Scorched Earth", "As an additional cost to cast this spell, discard X land cards.",
     DiscardXCost),
    # 601.2h: a random discard is paid after the mana; not read here.
    ("Devastating Dreams", "As an additional cost to cast this spell, discard X cards at "
     "random.", None),
]


@pytest.mark.parametrize(("name", "line", "kind_"), ORACLE)
def test_601_2b_oracle_x_cost_lines(name: str, line: str, kind_: type | None) -> None:
    abilities = compile_line(line, name, spell=True)
    if kind_ is None:
        assert any(isinstance(a, UnsupportedAbility) for a in abilities)
    else:
        assert [type(a) for a in abilities] == [kind_]
