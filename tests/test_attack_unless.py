"""508.1c / 509.1b: "can't attack unless ..." and "can't block unless ..." restrictions,
checked as attackers or blockers are declared: Sea Monster ("can't attack unless defending
player controls an Island", per defending player, 506.2), War Falcon and Felhide Brawler
(conditions on their controller's permanents)."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_508_1c_sea_serpent_cant_attack_a_player_without_an_island(solve) -> None:
    """Bob controls no Island: Sea Monster (6/6)'s attack is refused and nothing changes; once
    Bob has an Island it attacks and deals 6."""
    out = solve("""
        name: sea serpent
        turn: {number: 2}
        battlefield:
          - {card: Sea Monster, as: serpent}
          - {card: Mountain, controller: Bob}
        actions:
          - {attack: [serpent], refused: "can't attack"}
          - {enter: {card: Island, controller: Bob}}
          - {attack: [serpent]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


def test_508_1c_506_2_defending_player_is_judged_per_defender(solve) -> None:
    """Three players: Bob controls an Island, Carol doesn't. Sea Monster may attack Bob but
    not Carol, nor Carol's planeswalker (its defending player would be Carol)."""
    out = solve("""
        name: sea serpent three players
        players: [Alice, Bob, Carol]
        turn: {number: 2}
        battlefield:
          - {card: Sea Monster, as: serpent}
          - {card: Island, controller: Bob}
          - {card: Jace Beleren, controller: Carol, as: jace}
        actions:
          - {attack: {serpent: Carol}, refused: "can't attack"}
          - {attack: {serpent: jace}, refused: "can't attack"}
          - {attack: {serpent: Bob}}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 14}
          player Carol: {life: 20}
    """)
    assert out.passed, out.failures


def test_508_1c_war_falcon_needs_a_knight_or_soldier(solve) -> None:
    """War Falcon can't attack while Alice controls no Knight or Soldier; with Savannah
    Lions (a Cat) still not; with Benalish Knight it attacks."""
    out = solve("""
        name: war falcon
        turn: {number: 2}
        battlefield:
          - {card: War Falcon, as: falcon}
          - Savannah Lions
        actions:
          - {attack: [falcon], refused: "can't attack"}
          - {enter: {card: Benalish Knight}}
          - {attack: [falcon]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_509_1b_felhide_brawler_blocks_only_beside_another_minotaur(solve) -> None:
    """Bob's Felhide Brawler can't block Alice's Grizzly Bears: Bob controls no other
    Minotaur; the block is refused and Bob takes 2."""
    out = solve("""
        name: felhide brawler
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Felhide Brawler, controller: Bob, as: brawler}
        actions:
          - {attack: [bears]}
          - {block: {brawler: bears}, refused: "can't block"}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_509_1b_felhide_brawler_blocks_with_another_minotaur(solve) -> None:
    """With Bob's Felhide Brawler beside another Minotaur (a second Brawler), it blocks."""
    out = solve("""
        name: felhide brawler two
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Felhide Brawler, controller: Bob, as: brawler}
          - {card: Felhide Brawler, controller: Bob, as: other}
        actions:
          - {attack: [bears]}
          - {block: {brawler: bears}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 20}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


LINES = [
    ("Sea Serpent", "This creature can't attack unless defending player controls an Island.",
     True),
    ("Ronom Serpent", "This creature can't attack unless defending player controls a snow "
     "land.", True),
    ("Whimwader", "This creature can't attack unless defending player controls a blue "
     "permanent.", True),
    ("Lurking Green Dragon", "This creature can't attack unless defending player controls a "
     "creature with flying.", True),
    ("Zhou Yu, Chief Commander", "Zhou Yu can't attack unless defending player controls an "
     "Island.", True),
    ("War Falcon", "This creature can't attack unless you control a Knight or a Soldier.", True),
    ("Gadrak, the Crown-Scourge", "Gadrak can't attack unless you control four or more "
     "artifacts.", True),
    ("Deep-Sea Terror", "This creature can't attack unless there are seven or more cards in "
     "your graveyard.", True),
    ("Felhide Brawler", "This creature can't block unless you control another Minotaur.", True),
    # The restriction depends on the other attackers (`engine.combat.declared_together`)
    ("Orcish Conscripts", "This creature can't attack unless at least two other creatures "
     "attack.", True),
    # A quality of the defending player not read
    ("Chained Throatseeker", "This creature can't attack unless defending player is "
     "poisoned.", False),
    # 508.1c per defending player (`compiler.statics.attack_unless`, 108.4)
    ("Goblin Goon", "This creature can't attack unless you control more creatures than "
     "defending player.", True),
    ("Vantress Gargoyle", "This creature can't attack unless defending player has seven or "
     "more cards in their graveyard.", True),
]


@pytest.mark.parametrize(("card", "line", "read"), LINES)
def test_508_1c_attack_unless_lines(catalog: Catalog, card: str, line: str, read: bool) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1
    assert isinstance(mine[0], StaticAbility if read else UnsupportedAbility)
