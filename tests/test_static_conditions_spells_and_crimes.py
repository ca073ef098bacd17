"""611.3b: "as long as" conditions on what a player did this turn: the spells they cast
(601.2i; a copy isn't cast, 707.10) and whether they committed a crime (700.13). Played
through the real engine; the condition is judged continuously and ends with the turn."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def test_611_3b_601_2i_brightspear_zealot_after_two_spells(solve) -> None:
    """Brightspear Zealot (2/4): after one Shock a 2/4, after a second one a 4/4; Bob's
    spells don't count (only the spells "you" cast). On Bob's turn it is a 2/4 again."""
    out = solve("""
        name: zealot
        battlefield: [{card: Brightspear Zealot, as: zealot}]
        hand: {Alice: [{card: Shock, as: s1}, {card: Shock, as: s2}], Bob: [Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [Alice]}
          - {cast: s1, targets: [Bob]}
        expect:
          zealot: {power: 2, toughness: 4}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: zealot two
        battlefield: [{card: Brightspear Zealot, as: zealot}]
        hand: {Alice: [{card: Shock, as: s1}, {card: Shock, as: s2}]}
        actions:
          - {cast: s1, targets: [Bob]}
          - {cast: s2, targets: [Bob]}
        expect:
          zealot: {power: 4, toughness: 4}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: zealot next turn
        battlefield: [{card: Brightspear Zealot, as: zealot}]
        hand: {Alice: [{card: Shock, as: s1}, {card: Shock, as: s2}]}
        actions:
          - {cast: s1, targets: [Bob]}
          - {cast: s2, targets: [Bob]}
          - {pass: next_turn}
        expect:
          zealot: {power: 2, toughness: 4}
    """)
    assert out.passed, out.failures


def test_611_3b_601_2i_stoic_sphinx_loses_hexproof_once_a_spell_is_cast(solve) -> None:
    """Stoic Sphinx has hexproof while Alice hasn't cast a spell this turn: Bob's Shock
    can't target it; after Alice casts Grizzly Bears it can, and the Sphinx (5/3) survives
    the 2 damage."""
    out = solve("""
        name: sphinx
        battlefield: [{card: Stoic Sphinx, as: sphinx}]
        hand: {Alice: [Grizzly Bears], Bob: [{card: Shock, as: s1}, {card: Shock, as: s2}]}
        actions:
          - {cast: s1, by: Bob, targets: [sphinx], refused: "legal"}
          - {cast: Grizzly Bears}
          - {cast: s2, by: Bob, targets: [sphinx]}
        expect:
          sphinx: {zone: battlefield}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
    game = out.game
    sphinx = next(o for o in game.state.battlefield() if game.chars(o).name == "Stoic Sphinx")
    assert not game.chars(sphinx).has_keyword("hexproof")
    assert game.obj(sphinx).damage == 2


def test_611_3b_700_13_omenport_vigilante_after_a_crime(solve) -> None:
    """Omenport Vigilante (2/2): Shock at Alice's own Grizzly Bears is no crime, no double
    strike; Shock at Bob is one (700.13): double strike for the rest of the turn."""
    out = solve("""
        name: vigilante
        battlefield:
          - {card: Omenport Vigilante, as: vig}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [{card: Shock, as: s1}, {card: Shock, as: s2}]}
        actions:
          - {cast: s1, targets: [bears]}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    vig = next(o for o in out.game.state.battlefield()
               if out.game.chars(o).name == "Omenport Vigilante")
    assert not out.game.chars(vig).has_keyword("double strike")
    out = solve("""
        name: vigilante crime
        battlefield: [{card: Omenport Vigilante, as: vig}]
        hand: {Alice: [{card: Shock, as: s1}]}
        actions:
          - {cast: s1, targets: [Bob]}
    """)
    assert out.passed, out.failures
    game = out.game
    vig = next(o for o in game.state.battlefield() if game.chars(o).name == "Omenport Vigilante")
    assert game.chars(vig).has_keyword("double strike")


def test_611_3b_700_13_slickshot_vault_buster_crime_ends_with_the_turn(solve) -> None:
    """Slickshot Vault-Buster (1/4): a 3/4 after Alice targets Bob, a 1/4 on Bob's turn."""
    out = solve("""
        name: vault-buster
        battlefield: [{card: Slickshot Vault-Buster, as: vb}]
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [Bob]}
        expect:
          vb: {power: 3, toughness: 4}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: vault-buster next turn
        battlefield: [{card: Slickshot Vault-Buster, as: vb}]
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {pass: next_turn}
        expect:
          vb: {power: 1, toughness: 4}
    """)
    assert out.passed, out.failures


LINES = [
    ("Brightspear Zealot",
     "This creature gets +2/+0 as long as you've cast two or more spells this turn."),
    ("The Howling Abomination", "The Howling Abomination has trample as long as you've cast "
     "three or more spells this turn."),
    ("Blanka, Ferocious Friend", "Rolling Attack — Blanka, Ferocious Friend has trample as "
     "long as you've cast three or more spells this turn."),
    ("Stoic Sphinx",
     "This creature has hexproof as long as you haven't cast a spell this turn."),
    ("Omenport Vigilante",
     "This creature has double strike as long as you've committed a crime this turn."),
    ("Slickshot Vault-Buster",
     "This creature gets +2/+0 as long as you've committed a crime this turn."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_611_3b_oracle_lines(name: str, line: str) -> None:
    got = compile_text(line, name, legendary=True)
    assert got is not None and isinstance(got[0], StaticAbility)
    assert got[0].effects[0].condition is not None or got[0].condition is not None
