"""614.1c: "This creature enters with a +1/+1 counter on it for each <objects>" and converge
("for each color of mana spent to cast it", 601.2h), played through the real engine. The
count is taken as the permanent enters, before it is on the battlefield."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ReplacementAbility, UnsupportedAbility
from arbiter.scenario.errors import ScenarioError


def _counters(game, alias: str) -> dict[str, int]:
    return dict(game.obj(obj_id(game, alias)).counters)


@pytest.mark.parametrize(("name", "line"), [
    ("Squad Captain",
     "This creature enters with a +1/+1 counter on it for each other creature you control."),
    ("Golgari Grave-Troll",
     "This creature enters with a +1/+1 counter on it for each creature card in your "
     "graveyard."),
    ("Gatekeeper Gargoyle",
     "This creature enters with a +1/+1 counter on it for each Gate you control."),
    ("Hamlet Vanguard",
     "This creature enters with two +1/+1 counters on it for each other nontoken Human you "
     "control."),
    ("Luxknight Breacher",
     "This creature enters with a +1/+1 counter on it for each other creature and/or artifact "
     "you control."),
    ("Woodland Wanderer",
     "Converge \u2014 This creature enters with a +1/+1 counter on it for each color of mana "
     "spent to cast it."),
    ("Prism Array",
     "Converge \u2014 This enchantment enters with a crystal counter on it for each color of "
     "mana spent to cast it."),
])
def test_614_1c_enters_with_counters_for_each_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ReplacementAbility) and ab.kind == "enters_with_counters", ab


def test_614_1c_a_count_that_isnt_of_objects_stays_unread() -> None:
    """Storm Entity's "for each other spell cast this turn" is no count of objects in a
    zone: it stays an explicit unsupported part."""
    (ab,) = compile_line("This creature enters with a +1/+1 counter on it for each other "
                         "spell cast this turn.", "Storm Entity")
    assert isinstance(ab, UnsupportedAbility)


def test_614_1c_squad_captain_counts_the_other_creatures_you_control(solve) -> None:
    """Squad Captain (2/2) cast with two creatures of Alice's and one of Bob's on the
    battlefield: two counters (Bob's creature isn't Alice's), a 4/4; it doesn't count itself."""
    out = solve("""
        name: squad captain
        battlefield: [Grizzly Bears, Llanowar Elves, {card: Hill Giant, controller: Bob},
                      Forest]
        hand: {Alice: [{card: Squad Captain, as: captain}]}
        actions:
          - {cast: Squad Captain}
        expect:
          captain: {zone: battlefield, counters: {+1/+1: 2}, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_614_1c_luxknight_breacher_alone_enters_with_no_counters(solve) -> None:
    """With no other creature or artifact, Luxknight Breacher (a 2/2) gets no counter: the
    permanent entering isn't on the battlefield to be counted."""
    out = solve("""
        name: breacher alone
        battlefield: [Forest]
        hand: {Alice: [{card: Luxknight Breacher, as: breacher}]}
        actions:
          - {cast: Luxknight Breacher}
        expect:
          breacher: {zone: battlefield, counters: {}, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_614_1c_hamlet_vanguard_two_counters_for_each_other_nontoken_human(solve) -> None:
    """Hamlet Vanguard (a 1/1 Human) with two nontoken Humans and a Human token: two Humans
    count, two counters each, a 5/5."""
    out = solve("""
        name: hamlet vanguard
        battlefield: [Elite Vanguard, Eager Cadet,
                      {token: {name: Human, types: [Creature], subtypes: [Human],
                               power: 1, toughness: 1}}]
        hand: {Alice: [{card: Hamlet Vanguard, as: vanguard}]}
        actions:
          - {cast: Hamlet Vanguard}
        expect:
          vanguard: {zone: battlefield, counters: {+1/+1: 4}, power: 5, toughness: 5}
    """)
    assert out.passed, out.failures


def test_614_1c_golgari_grave_troll_counts_creature_cards_in_your_graveyard(solve) -> None:
    """Golgari Grave-Troll (0/0) cast with three creature cards and a land in Alice's
    graveyard, and a creature card in Bob's: three counters, a 3/3."""
    out = solve("""
        name: grave troll
        graveyard: {Alice: [Grizzly Bears, Hill Giant, Llanowar Elves, Forest],
                    Bob: [Elite Vanguard]}
        hand: {Alice: [{card: Golgari Grave-Troll, as: troll}]}
        actions:
          - {cast: Golgari Grave-Troll}
        expect:
          troll: {zone: battlefield, counters: {+1/+1: 3}, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_614_1c_grave_troll_entering_from_a_graveyard_stops_the_game(solve) -> None:
    """Returned from Alice's graveyard, Golgari Grave-Troll counts itself (the card is still
    there as the replacement applies); the engine doesn't record where a permanent came
    from, so the game stops naming the text rather than guess (principle 5)."""
    with pytest.raises(ScenarioError, match="Golgari Grave-Troll: Arbiter can't carry out"):
        out = solve("""
            name: grave troll returns
            graveyard: {Alice: [Grizzly Bears, {card: Golgari Grave-Troll, as: troll}]}
            actions:
              - {move: {card: troll, to: battlefield}}
        """)
        raise AssertionError(out.failures)


def test_601_2h_converge_woodland_wanderer_counts_the_colors_spent(solve) -> None:
    """Woodland Wanderer ({3}{G}, a 2/2) paid with Forest, Plains, Island and Swamp: four
    colors of mana, four counters, a 6/6."""
    out = solve("""
        name: converge wanderer
        battlefield: [Forest, Plains, Island, Swamp]
        hand: {Alice: [{card: Woodland Wanderer, as: wanderer}]}
        actions:
          - {cast: Woodland Wanderer, pay: true}
        expect:
          wanderer: {zone: battlefield, counters: {+1/+1: 4}, power: 6, toughness: 6}
    """)
    assert out.passed, out.failures


def test_601_2h_converge_glinting_creeper_two_counters_per_color(solve) -> None:
    """Glinting Creeper ({4}{G}, a 0/0) paid with three Forests and two Islands: two colors,
    two counters each, a 4/4."""
    out = solve("""
        name: converge creeper
        battlefield: [Forest, Forest, Forest, Island, Island]
        hand: {Alice: [{card: Glinting Creeper, as: creeper}]}
        actions:
          - {cast: Glinting Creeper, pay: true}
        expect:
          creeper: {zone: battlefield, counters: {+1/+1: 4}, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_601_2h_converge_put_onto_the_battlefield_uncast_gets_no_counter(solve) -> None:
    """Woodland Wanderer put onto the battlefield without being cast: no mana was spent to
    cast it, no counters; a 2/2."""
    out = solve("""
        name: converge uncast
        hand: {Alice: [{card: Woodland Wanderer, as: wanderer}]}
        actions:
          - {enter: {card: wanderer}}
        expect:
          wanderer: {zone: battlefield, counters: {}, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
