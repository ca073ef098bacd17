"""701.12a-b, 115.1: "Exchange control of two target <permanents>." (Switcheroo, Shifting
Borders, Visions of Duplicity): one requirement of two targets whose controllers swap, played
through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text

_SWITCHEROO = """
    name: {name}
    battlefield:
      - {{card: Grizzly Bears, as: bears}}
      - {{card: Craw Wurm, as: wurm, controller: {wurm_controller}}}
      - {{card: Hill Giant, as: giant}}
    hand: {{Alice: [Switcheroo]}}
    library: {{Alice: [Island], Bob: [Island]}}
    actions:
      - {{cast: Switcheroo, targets: [bears, wurm]{more}
    expect:
{expect}
"""


def test_701_12b_switcheroo_swaps_two_creatures_of_different_players(solve) -> None:
    out = solve(_SWITCHEROO.format(name="switcheroo", wurm_controller="Bob", more="}",
                                   expect="      bears: {controller: Bob}\n"
                                          "      wurm: {controller: Alice}\n"
                                          "      giant: {controller: Alice}"))
    assert out.passed, out.failures


def test_701_12b_two_creatures_of_one_player_nothing_happens(solve) -> None:
    """Both targets are Alice's: the exchange does nothing (701.12b)."""
    out = solve(_SWITCHEROO.format(name="same controller", wurm_controller="Alice", more="}",
                                   expect="      bears: {controller: Alice}\n"
                                          "      wurm: {controller: Alice}"))
    assert out.passed, out.failures


def test_701_12a_a_target_gone_no_part_of_the_exchange(solve) -> None:
    """Bob's Wurm leaves in response: the exchange can't be completed, so Alice keeps her
    Bears (701.12a, 608.2b)."""
    out = solve(_SWITCHEROO.format(
        name="target gone", wurm_controller="Bob", more=", respond: true}\n"
        "      - {move: {card: wurm, to: graveyard}, respond: true}\n"
        "      - {resolve: 1}",
        expect="      bears: {controller: Alice}"))
    assert out.passed, out.failures


def test_115_1_the_two_targets_must_be_creatures(solve) -> None:
    """Switcheroo can't target a land (601.2c): the cast is refused."""
    out = solve("""
        name: switcheroo land
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Forest, as: forest, controller: Bob}
        hand: {Alice: [Switcheroo]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Switcheroo, targets: [bears, forest], refused: "legal"}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "up to two": an exchange needs both (not read here)
    "Exchange control of up to two target creatures.",
    # a relation between the two targets isn't checked as they are chosen: not read
    "Exchange control of two target permanents that share a card type.",
    "Exchange control of two target creatures controlled by different players.",
])
def test_701_12_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None
