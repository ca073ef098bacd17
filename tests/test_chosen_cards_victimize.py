"""601.2c / 608.2c: "Choose two target creature cards in your graveyard. Sacrifice a creature.
If you do, return the chosen cards to the battlefield tapped." (Victimize): "the chosen
cards" are both targets; they return only if a creature was sacrificed. Through the engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def test_608_2c_victimize_returns_both_tapped(solve) -> None:
    """Alice sacrifices her Grizzly Bears; Hill Giant and Savannah Lions return tapped."""
    out = solve("""
        name: victimize
        battlefield:
          - {card: Grizzly Bears, as: bears}
        graveyard: {Alice: [{card: Hill Giant, as: giant}, {card: Savannah Lions, as: lions}]}
        hand: {Alice: [Victimize]}
        library: {Alice: [Swamp], Bob: [Island]}
        actions:
          - {cast: Victimize, targets: [giant, lions]}
        expect:
          giant: {zone: battlefield, tapped: true}
          lions: {zone: battlefield, tapped: true}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2c_no_creature_to_sacrifice_nothing_returns(solve) -> None:
    """With no creature to sacrifice, "if you do" fails: both cards stay."""
    out = solve("""
        name: victimize no creature
        graveyard: {Alice: [{card: Hill Giant, as: giant}, {card: Savannah Lions, as: lions}]}
        hand: {Alice: [Victimize]}
        library: {Alice: [Swamp], Bob: [Island]}
        actions:
          - {cast: Victimize, targets: [giant, lions]}
        expect:
          giant: {zone: graveyard}
          lions: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_2c_the_chosen_cards_of_two_requirements_isnt_read(catalog) -> None:
    """"the chosen cards" after choosing two different kinds of target names no one
    requirement: left unread."""
    (ab,) = compile_line("Choose target creature card in your graveyard and target land card "
                         "in your graveyard. Return the chosen cards to your hand.",
                         "Victimize", spell=True)
    assert isinstance(ab, UnsupportedAbility)
