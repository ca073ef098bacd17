"""The kinship abilities (an ability word, 207.2c), played through the real engine:

    Kinship — At the beginning of your upkeep, you may look at the top card of your
    library. If it shares a creature type with this creature, you may reveal it. If you do,
    <effect>.

A top card that shares a creature type (205.3m; a changeling card is every creature type,
702.73a, in every zone, 604.3) may be revealed, and revealing it makes the effect happen;
one that doesn't can't be revealed."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility
from arbiter.rules.instructions import RevealTopMay


def _graybeard(solve, top: str, answer: str = "yes"):
    return solve(f"""
        name: kinship
        battlefield: [{{card: Wandering Graybeard, as: g}}]
        library: {{Alice: [{top}, Island, Island], Bob: [Island, Island, Island]}}
        choices: [{answer}]
        actions:
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
    """)


def test_207_2c_kinship_top_card_shares_a_creature_type_revealed(solve) -> None:
    """Wandering Graybeard (Giant Wizard) and Hill Giant on top at Alice's upkeep: she
    reveals it and gains 4 life (at Bob's upkeep nothing happened: "your upkeep")."""
    out = _graybeard(solve, "Hill Giant")
    assert out.passed, out.failures
    assert out.game.state.turn.number == 3
    assert out.game.state.players[0].life == 24


def test_207_2c_kinship_revealing_is_optional(solve) -> None:
    out = _graybeard(solve, "Hill Giant", answer="'no'")
    assert out.passed, out.failures
    assert out.game.state.players[0].life == 20


def test_207_2c_kinship_a_card_sharing_no_creature_type_cant_be_revealed(solve) -> None:
    """An Island on top: nothing to reveal, no effect (the scenario's "yes" is never asked
    for, so it stays unused)."""
    out = _graybeard(solve, "Island")
    assert out.passed, out.failures
    assert out.game.state.players[0].life == 20


def test_702_73a_kinship_a_changeling_card_shares_every_creature_type(solve) -> None:
    """Changeling Outcast (a Shapeshifter with changeling) in the library is every
    creature type (604.3: the characteristic-defining ability works there): a Giant too."""
    out = _graybeard(solve, "Changeling Outcast")
    assert out.passed, out.failures
    assert out.game.state.players[0].life == 24


def test_207_2c_kinship_effect_on_the_creature_itself(solve) -> None:
    """Winnower Patrol (a 3/2 Elf Warrior), Changeling Outcast on top, revealed: a +1/+1
    counter on it."""
    out = solve("""
        name: kinship counter
        battlefield: [{card: Winnower Patrol, as: w}]
        library: {Alice: [Changeling Outcast, Island], Bob: [Island, Island]}
        choices: [yes]
        actions:
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
        expect:
          w: {counters: {+1/+1: 1}, power: 4, toughness: 3}
    """)
    assert out.passed, out.failures


_KINSHIP = ("Kinship — At the beginning of your upkeep, you may look at the top card of your "
            "library. If it shares a creature type with this creature, you may reveal it. If "
            "you do, ")


@pytest.mark.parametrize(("effect", "read"), [
    ("you gain 4 life.", True),  # Wandering Graybeard
    ("each opponent mills three cards.", True),  # Ink Dissolver
    ("put a +1/+1 counter on this creature.", True),  # Winnower Patrol
    ("this creature deals 2 damage to each creature.", True),  # Pyroclast Consul
    ("create a 2/2 green Wolf creature token.", True),  # Wolf-Skull Shaman
    ("you may play that card without paying its mana cost.", False),  # Leaf-Crowned Elder
])
def test_207_2c_kinship_oracle_lines(effect: str, read: bool) -> None:
    (ab,) = compile_line(_KINSHIP + effect, "Some Kin")
    if not read:
        assert isinstance(ab, UnsupportedAbility)
        return
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.step == "upkeep" and ab.trigger.whose == "you"
    (step,) = ab.instructions
    assert isinstance(step, RevealTopMay) and step.only_matching and step.then
