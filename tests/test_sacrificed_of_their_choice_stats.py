"""701.21a, 608.2h: "Target opponent sacrifices a creature of their choice. You gain life equal
to that creature's toughness." (Tribute to Hunger, Consuming Vapors; "You draw cards equal to
that creature's power.", Twisted Justice): "that creature" is the one permanent the player
sacrificed, as it last existed on the battlefield (compiler.grammar.stat_refs.one_sacrificed,
engine.keyword_actions.sacrifice_choice). A pronoun acting on it (it has left the
battlefield), or one after several players or permanents were sacrificed, stays unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.last_known import StatOf
from arbiter.rules.structure import nodes


@pytest.mark.parametrize(("name", "line", "stat"), [
    ("Tribute to Hunger", "Target opponent sacrifices a creature of their choice. You gain life "
     "equal to that creature's toughness.", "toughness"),
    ("Twisted Justice", "Target player sacrifices a creature of their choice. You draw cards "
     "equal to that creature's power.", "power"),
])
def test_701_21a_that_creature_is_the_one_sacrificed(name: str, line: str, stat: str) -> None:
    [ability] = compile_text(line, name, True) or [None]
    assert StatOf(I.Ref.it(), stat) in list(nodes(ability.instructions))


@pytest.mark.parametrize("line", [
    # each opponent sacrifices one: several permanents
    "Each opponent sacrifices a creature of their choice. You gain life equal to that "
    "creature's toughness.",
    # two permanents
    "Target player sacrifices two creatures of their choice. You gain life equal to that "
    "creature's toughness.",
    # acting on the permanent sacrificed, which has left the battlefield
    "Target player sacrifices a creature of their choice. Return it to the battlefield under "
    "your control.",
])
def test_701_21a_no_one_sacrificed_permanent_to_name_stays_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None, line


def test_608_2h_tribute_to_hunger_gains_the_sacrificed_creatures_toughness(solve) -> None:
    """Bob's Giant Growth makes his Serra Angel 7/7; Bob chooses it over his Grizzly Bears:
    Alice gains 7, its toughness as it last existed on the battlefield, not the card's 4."""
    out = solve("""
        name: tribute to hunger
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Tribute to Hunger], Bob: [Giant Growth]}
        actions:
          - {cast: Giant Growth, by: Bob, targets: [angel]}
          - {cast: Tribute to Hunger, targets: [Bob], choices: {sacrifice: angel}}
        expect:
          angel: {zone: graveyard}
          bears: {zone: battlefield}
          player Alice: {life: 27}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2h_tribute_to_hunger_with_no_creature_gains_nothing(solve) -> None:
    """Bob controls no creature: nothing is sacrificed, Alice gains no life (the Serra Angel
    Alice controls isn't "that creature")."""
    out = solve("""
        name: tribute to hunger, nothing
        battlefield:
          - {card: Serra Angel, as: angel}
        hand: {Alice: [Tribute to Hunger]}
        actions:
          - {cast: Tribute to Hunger, targets: [Bob]}
        expect:
          angel: {zone: battlefield}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2h_twisted_justice_draws_the_sacrificed_creatures_power(solve) -> None:
    """Bob sacrifices his only creature, Serra Angel (power 4): Alice draws four cards."""
    out = solve("""
        name: twisted justice
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
        hand: {Alice: [Twisted Justice]}
        library: {Alice: [Plains, Plains, Plains, Plains, Plains, Plains]}
        actions:
          - {cast: Twisted Justice, targets: [Bob]}
        expect:
          angel: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.zone_list("hand", 0)) == 4
    assert len(game.state.zone_list("library", 0)) == 2
