"""115.3: "any other target" — other than the source when nothing was targeted before
(Invasion of Ulgrotha: "When this Siege enters, it deals 3 damage to any other target"),
other than an earlier target of the same spell (Bond of Passion's target creature); and a
legendary creature's "he deals" / "she deals" names the creature itself (201.5c: Momo,
Morlun). "Other" when another object deals the damage (Pain for All's enchanted creature)
and a pronoun after a target creature's damage (Burn Together's "Then sacrifice it") stay
unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.scenario.errors import ScenarioError


def test_115_3_bond_of_passion_may_not_damage_its_stolen_creature(solve) -> None:
    """Bond of Passion takes Bob's Grizzly Bears; its 2 damage goes to another target: the
    Bears can't be chosen for it (refused), Bob can."""
    out = solve("""
        name: bond of passion
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Bond of Passion]}
        actions:
          - {cast: Bond of Passion, targets: [bears, bears], refused: "target"}
          - {cast: Bond of Passion, targets: [bears, Bob]}
        expect:
          bears: {zone: battlefield, controller: Alice}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_115_3_a_siege_cant_damage_itself_but_another_permanent(board) -> None:
    """Invasion of Ulgrotha's "it deals 3 damage to any other target": the Siege itself is
    not a legal target; Bob's Hill Giant (3/3) is, and dies."""
    game = board(_SIEGE.format(target="giant"))
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"
    assert game.state.players[0].life == 23  # "and you gain 3 life"


_SIEGE = """
        name: invasion of ulgrotha
        battlefield:
          - {{card: Hill Giant, controller: Bob, as: giant}}
          - {{card: Swamp}}
          - {{card: Swamp}}
          - {{card: Swamp}}
          - {{card: Swamp}}
          - {{card: Swamp}}
        hand: {{Alice: [{{card: "Invasion of Ulgrotha", as: siege}}]}}
        actions:
          - {{cast: siege, choices: {{target: {target}}}}}
"""


def test_115_3_the_siege_is_not_offered_as_its_own_target(solve) -> None:
    """The Siege's trigger offers Hill Giant and the players, not the Siege."""
    with pytest.raises(ScenarioError, match="options: giant, Alice, Bob"):
        solve(_SIEGE.format(target="siege"))


def test_201_5c_momo_he_deals_the_damage(board) -> None:
    """Momo, Rambunctious Rascal: "When Momo enters, he deals 4 damage to target tapped
    creature an opponent controls." Momo (flying, not lifelink) deals it: Bob's tapped Hill
    Giant dies."""
    game = board("""
        name: momo
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant, tapped: true}
        hand: {Alice: [{card: "Momo, Rambunctious Rascal", as: momo}]}
        actions:
          - {cast: momo, choices: {target: giant}}
    """)
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"


@pytest.mark.parametrize("line", [
    # "other" than the enchanted creature, not than the Aura
    "When this Aura enters, enchanted creature deals damage equal to its power to any other "
    "target.",
    # "it" is the creature that dealt the damage, the last target named is the other
    "Target creature you control deals damage equal to its power to any other target. Then "
    "sacrifice it.",
])
def test_115_3_other_readings_stay_unread(line: str) -> None:
    spell = not line.startswith("When")
    assert compile_text(line, "Test Card", spell) is None


def test_107_3m_morlun_deals_the_x_it_was_cast_with(solve) -> None:
    """Morlun, Devourer of Spiders cast with X = 2: it enters with two +1/+1 counters and
    its trigger ("he deals X damage to target opponent") deals 2 damage to Bob (107.3m: X
    is the value chosen for its spell)."""
    out = solve("""
        name: morlun
        battlefield:
          - {card: Swamp}
          - {card: Swamp}
          - {card: Swamp}
          - {card: Swamp}
        hand: {Alice: [{card: "Morlun, Devourer of Spiders", as: morlun}]}
        actions:
          - {cast: morlun, choices: {x: 2, target: Bob}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
