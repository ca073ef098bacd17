"""601.2b / 601.2h / 118.3: "As an additional cost to cast this spell, discard X cards."
(Sickening Dreams: "deals X damage to each creature and each player") and "..., pay X life."
(Toxic Deluge): X announced, X other cards discarded or X life paid as the cost is paid,
more than can be paid refused. Played with real mana."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.x_costs import DiscardXCost, PayXLifeCost

_BOARD = """
        name: sickening dreams
        battlefield: [{card: Swamp}, {card: Swamp}, {card: Grizzly Bears, controller: Bob,
                      as: bears}]
        hand: {Alice: [{card: Sickening Dreams, as: sd}, {card: Plains, as: p1},
                       {card: Island, as: i1}, {card: Forest, as: f1}]}
"""


def test_601_2h_sickening_dreams_discards_x_cards(solve) -> None:
    """X=2, discarding the Plains and the Island: 2 damage to each creature and player: the
    Bears die, both players at 18; the Forest stays in hand."""
    out = solve(_BOARD + """
        actions:
          - {cast: Sickening Dreams, pay: true, choices: {x: 2, discard: [p1, i1]}}
        expect:
          p1: {zone: graveyard}
          i1: {zone: graveyard}
          f1: {zone: hand}
          bears: {zone: graveyard}
          player Alice: {life: 18}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_118_3_x_beyond_the_other_cards_in_hand_is_refused(solve) -> None:
    """Three other cards in hand: X=4 can't be paid (Sickening Dreams itself isn't one of
    them): refused, nothing discarded, no damage."""
    out = solve(_BOARD + """
        actions:
          - {cast: Sickening Dreams, pay: true, choices: {x: 4}, refused: "118.3"}
        expect:
          sd: {zone: hand}
          p1: {zone: hand}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_2b_x_zero_discards_nothing(solve) -> None:
    out = solve(_BOARD + """
        actions:
          - {cast: Sickening Dreams, pay: true}
        expect:
          p1: {zone: hand}
          bears: {zone: battlefield}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_2b_oracle_line() -> None:
    (ab,) = compile_line("As an additional cost to cast this spell, discard X cards.",
                         "Sickening Dreams", spell=True)
    assert isinstance(ab, DiscardXCost)
    (other,) = compile_line("As an additional cost to cast this spell, discard X cards at "
                            "random.", "Devastating Dreams", spell=True)
    assert not isinstance(other, DiscardXCost)


def test_119_4_toxic_deluge_pays_x_life(solve) -> None:
    """Toxic Deluge with X=3: Alice pays 3 life (20 -> 17); Bob's Grizzly Bears (2/2) get
    -3/-3 and die."""
    out = solve("""
        name: toxic deluge
        battlefield: [{card: Swamp}, {card: Swamp}, {card: Swamp},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Toxic Deluge, as: td}]}
        actions:
          - {cast: Toxic Deluge, pay: true, choices: {x: 3}}
        expect:
          bears: {zone: graveyard}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_119_4_x_beyond_the_life_total_is_refused(solve) -> None:
    """At 2 life Alice can't pay X=3: refused, her life and the Bears unchanged."""
    out = solve("""
        name: toxic deluge unpaid
        battlefield: [{card: Swamp}, {card: Swamp}, {card: Swamp},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Toxic Deluge, as: td}]}
        actions:
          - {set: {player: Alice, life: 2}}
          - {cast: Toxic Deluge, pay: true, choices: {x: 3}, refused: "119.4"}
        expect:
          td: {zone: hand}
          bears: {zone: battlefield}
          player Alice: {life: 2}
    """)
    assert out.passed, out.failures


def test_601_2b_pay_x_life_oracle_line() -> None:
    (ab,) = compile_line("As an additional cost to cast this spell, pay X life.",
                         "Toxic Deluge", spell=True)
    assert isinstance(ab, PayXLifeCost)
