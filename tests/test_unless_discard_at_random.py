"""118.12 / 701.9b: "When this creature enters, sacrifice it unless you discard a card at
random." (Balduvian Horde): Alice chooses whether to pay; the card discarded is picked by the
game, not by her; with no card in hand she can't pay (118.3) and the Horde is sacrificed."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.instructions import objects as I
from arbiter.rules.random_discard_cost import DiscardCardAtRandom

_HORDE = """
        name: balduvian horde
        hand: {Alice: [Balduvian Horde, Shock, Island]}
        actions:
          - {cast: Balduvian Horde, as: horde}
        choices: [%s]
"""


def test_701_9b_balduvian_horde_paid_with_a_random_card(solve) -> None:
    """Alice pays: one of Shock and Island (no choice asked of her) goes to her graveyard,
    the other stays in her hand, and the Horde stays."""
    out = solve(_HORDE % "yes" + """
        expect:
          horde: {zone: battlefield}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    hand = {game.name_of(o) for o in game.state.zone_list("hand", 0)}
    grave = {game.name_of(o) for o in game.state.zone_list("graveyard", 0)}
    assert hand | grave == {"Shock", "Island"} and not hand & grave


def test_118_12_balduvian_horde_not_paid_is_sacrificed(solve) -> None:
    out = solve(_HORDE % "no" + """
        expect:
          horde: {zone: graveyard}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_118_3_balduvian_horde_with_an_empty_hand(solve) -> None:
    """Nothing in hand: Alice can't pay, so the Horde is sacrificed without asking."""
    out = solve("""
        name: horde alone
        hand: {Alice: [Balduvian Horde]}
        actions:
          - {cast: Balduvian Horde, as: horde}
        expect:
          horde: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_9b_unless_discard_at_random_line() -> None:
    (ability,) = compile_line("When this creature enters, sacrifice it unless you discard a "
                              "card at random.", "Balduvian Horde")
    (pay,) = ability.instructions
    assert isinstance(pay, I.MayPay) and pay.cost == (DiscardCardAtRandom(),)
    assert isinstance(pay.otherwise[0], I.Sacrifice)
