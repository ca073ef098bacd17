"""608.2h / 400.7: "You lose life equal to that card's mana value." after the card moved out
of a graveyard (Reanimate): the card as it last existed in the graveyard."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.moved_card_stats import MovedCardStat


def test_608_2h_reanimate_line() -> None:
    [ability] = compile_text("Put target creature card from a graveyard onto the battlefield "
                             "under your control. You lose life equal to that card's mana "
                             "value.", "Reanimate", True)
    put, lose = ability.instructions
    assert isinstance(put, I.ReturnToBattlefield) and put.under_you
    assert lose == I.LoseLife(MovedCardStat(I.Ref.target(0), "mana_value"), who="you")


def test_608_2h_that_cards_mana_value_needs_a_target_card_before() -> None:
    assert compile_text("You lose life equal to that card's mana value.", "Test Spell",
                        True) is None


def test_608_2h_reanimate_an_opponents_creature(solve) -> None:
    """Reanimate on Colossal Dreadmaw (mana value 6) in Bob's graveyard: Alice controls it and
    loses 6 life."""
    out = solve("""
        name: reanimate
        graveyard: {Bob: [{card: Colossal Dreadmaw, as: maw}]}
        hand: {Alice: [Reanimate]}
        actions:
          - {cast: Reanimate, targets: [maw]}
        expect:
          maw: {zone: battlefield, controller: Alice}
          player Alice: {life: 14}
    """)
    assert out.passed, out.failures
