"""Station (702.184) and station cards (721) played through the real engine: "Station" is
"Tap another untapped creature you control: Put a number of charge counters on this
permanent equal to the tapped creature's power. Activate only as a sorcery." (702.184a); a
station symbol "{N+}" gives the striation's abilities, and its P/T box makes the permanent a
creature, while it has N or more charge counters (721.2a-b); a station card has no power or
toughness of its own (721.2c). Plus the Oracle text of real station cards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.station import station_striation
from arbiter.engine.casting.activation import activate, keyword_activated
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.costs import TapUntapped
from arbiter.rules.parts import AddAbilities, AddTypes, SetBasePT
from arbiter.scenario.errors import ScenarioError

ALICE, BOB = 0, 1


# -- the Oracle text (702.184a, 721.2) ---------------------------------------------------------
def test_702_184a_station_is_a_sorcery_speed_ability_tapping_another_creature() -> None:
    (kw,) = parse_keyword_line(
        "Station (Tap another creature you control: Put charge counters equal to its power on "
        "this Spacecraft. Station only as a sorcery. It's an artifact creature at 8+.)")
    assert kw.keyword == "station"
    ab = keyword_activated(kw)
    assert isinstance(ab, ActivatedAbility) and ab.sorcery_speed
    (cost,) = ab.cost
    assert isinstance(cost, TapUntapped) and cost.n == 1


@pytest.mark.parametrize(("lines", "n", "kinds", "pt"), [
    (["8+ | Flying, trample"], 8, ["flying", "trample"], (5, 4)),        # Atmos. Greenhouse
    (["3+ | Flying, haste"], 3, ["flying", "haste"], (6, 5)),            # Galvanizing Sawship
    (["12+ | Flying", "This Spacecraft gets +1/+0 for each artifact you control."], 12,
     ["flying", None], (0, 8)),                                           # Uthros Research Craft
])
def test_721_2b_the_last_striation_holds_the_pt_box_and_the_lines_after_it(
        lines, n, kinds, pt) -> None:
    got = station_striation(lines, 0, "Some Spacecraft", pt)
    assert got is not None and got.end == len(lines)
    ab = got.ability
    assert ab.condition == SourceCounters("charge", n)
    (spec,) = ab.effects
    assert AddTypes(types=frozenset({"Creature"})) in spec.parts  # "is a creature ..."
    assert any(isinstance(p, SetBasePT) for p in spec.parts)
    (granted,) = [p for p in spec.parts if isinstance(p, AddAbilities)]
    assert [getattr(a, "keyword", None) for a in granted.abilities] == kinds


def test_721_2a_a_striation_before_another_has_no_pt_box() -> None:
    """Uthros Research Craft: "3+ | ..." is followed by "12+ | ...": its striation is the
    one line, and only abilities (721.2a)."""
    lines = ["3+ | Whenever you cast an artifact spell, draw a card. Put a charge counter on "
             "this Spacecraft.", "12+ | Flying"]
    got = station_striation(lines, 0, "Uthros Research Craft", (0, 8))
    assert got is not None and got.end == 1
    assert not any(isinstance(p, AddTypes | SetBasePT) for p in got.ability.effects[0].parts)


def test_721_4_the_lines_before_the_first_symbol_are_the_cards_own() -> None:
    abilities = Catalog().abilities("Atmospheric Greenhouse", 0)
    assert any(isinstance(a, KeywordAbility) and a.keyword == "station" for a in abilities)
    assert station_striation(["Flash"], 0, "x", None) is None


# -- stationing (702.184a) ---------------------------------------------------------------------
_BOARD = """
    name: station
    battlefield: [{{card: Galvanizing Sawship, as: ship}}, {{card: Hill Giant, as: giant}},
                  {{card: Grizzly Bears, as: bears}},
                  {{card: Hill Giant, as: bobs, controller: Bob}}]
    hand: {{Bob: [{{card: Lightning Bolt, as: bolt}}]}}
    {extra}
"""


def test_702_184a_stationing_with_power_3_makes_the_spacecraft_a_creature(solve) -> None:
    """Alice taps Hill Giant (power 3) to station Galvanizing Sawship: three charge counters;
    at 3+ it is a 6/5 artifact creature with flying and haste (721.2b)."""
    out = solve(_BOARD.format(extra="""
    actions:
      - activate: {card: ship, ability: station, choices: {tap: giant}}
    expect:
      giant: {tapped: true}
      ship: {counters: {charge: 3}, types: [Artifact, Creature], power: 6, toughness: 5,
             has: [Flying, Haste]}
    """))
    assert out.passed, out.failures


def test_721_2c_below_its_symbol_a_station_card_is_no_creature_and_has_no_pt(solve) -> None:
    """Stationed by Grizzly Bears (power 2), Galvanizing Sawship has two charge counters:
    not 3+, so it is an artifact with no power, no toughness and no flying."""
    out = solve(_BOARD.format(extra="""
    actions:
      - activate: {card: ship, ability: station, choices: {tap: bears}}
    expect:
      ship: {counters: {charge: 2}, types: [Artifact], lacks: [Flying]}
    """))
    assert out.passed, out.failures
    ch = out.game.chars(obj_id(out.game, "ship"))
    assert ch.power is None and ch.toughness is None


def test_702_184a_station_counts_up_across_activations(solve) -> None:
    """Two stations in one turn, by Grizzly Bears then Hill Giant: five charge counters."""
    out = solve(_BOARD.format(extra="""
    actions:
      - activate: {card: ship, ability: station, choices: {tap: bears}}
      - activate: {card: ship, ability: station, choices: {tap: giant}}
    expect:
      ship: {counters: {charge: 5}, power: 6}
    """))
    assert out.passed, out.failures


def test_608_2h_a_stationing_creature_that_died_counts_with_its_last_power(solve) -> None:
    """In response Bob bolts the tapped Hill Giant; the station ability still puts three
    charge counters, the Giant's power as it last existed on the battlefield."""
    out = solve(_BOARD.format(extra="""
    actions:
      - activate: {card: ship, ability: station, choices: {tap: giant}, respond: true}
      - {cast: Lightning Bolt, by: Bob, targets: [giant]}
    expect:
      giant: {zone: graveyard}
      ship: {counters: {charge: 3}}
    """))
    assert out.passed, out.failures


@pytest.mark.parametrize(("tap", "why"), [
    ("ship", "can't pay"),   # "another": not itself
    ("bobs", "can't pay"),   # "you control"
])
def test_702_184a_only_another_creature_you_control_can_station(board, tap, why) -> None:
    game = board(_BOARD.format(extra=""))
    ship = obj_id(game, "ship")
    before = game.state.version
    with pytest.raises(IllegalActionError, match=why):
        activate(game, ship, ALICE, "station", [], {"tap": obj_id(game, tap)})
    assert game.state.version == before and not game.state.stack_items
    assert not game.obj(obj_id(game, tap)).tapped


def test_702_184a_a_tapped_creature_cant_station(solve) -> None:
    with pytest.raises(ScenarioError, match="can't pay"):
        solve(_BOARD.format(extra="""
    actions:
      - activate: {card: ship, ability: station, choices: {tap: giant}}
      - activate: {card: ship, ability: station, choices: {tap: giant}}
    """))


def test_702_184a_station_only_as_a_sorcery(solve) -> None:
    with pytest.raises(ScenarioError, match="only as a sorcery"):
        solve(_BOARD.format(extra="""
    turn: {number: 1, phase: upkeep}
    actions:
      - activate: {card: ship, ability: station, choices: {tap: giant}}
    """))


def test_702_184a_a_stationed_creature_cant_station_itself(board) -> None:
    """At 3+ Galvanizing Sawship is a creature, but "another" creature must be tapped."""
    game = board(_BOARD.format(extra="").replace("as: ship}", "as: ship, counters: {charge: 3}}"))
    ship = obj_id(game, "ship")
    assert "Creature" in game.chars(ship).types
    with pytest.raises(IllegalActionError, match="can't pay"):
        activate(game, ship, ALICE, "station", [], {"tap": ship})
    assert not game.obj(ship).tapped and game.obj(ship).counters == {"charge": 3}
