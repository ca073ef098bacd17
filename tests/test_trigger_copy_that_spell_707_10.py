""""copy that spell" after a cast trigger (603.2, 707.10): the spell the event names is copied
by the ability's controller; "You may choose new targets for the copy." (707.10c) lets them
change its targets; a copy of a permanent spell becomes a token (707.10f, 111.1)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


def test_707_10_swarm_intelligence_copies_lightning_bolt(solve) -> None:
    """Alice casts Lightning Bolt at Bob with Swarm Intelligence: she copies it (keeping the
    target): Bob takes 6."""
    out = solve("""
        name: swarm intelligence
        battlefield: [Swarm Intelligence]
        hand: {Alice: [Lightning Bolt]}
        choices: [yes, null]
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


def test_707_10c_the_copy_may_have_a_new_target(solve) -> None:
    """The copy's new target is Bob's Grizzly Bears: Bob takes 3, the Bears die."""
    out = solve("""
        name: swarm intelligence new target
        battlefield:
          - Swarm Intelligence
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Lightning Bolt]}
        choices: [yes, bears]
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 17}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_707_10_swarm_intelligence_ignores_bobs_spell(solve) -> None:
    """"Whenever you cast": Bob's Lightning Bolt at Alice isn't copied, Alice takes 3."""
    out = solve("""
        name: swarm intelligence, bob's bolt
        battlefield: [{card: Swarm Intelligence, controller: Alice}]
        hand: {Bob: [Lightning Bolt]}
        players: [Bob, Alice]
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_707_10_mirari_copies_only_if_paid(solve) -> None:
    """Mirari: Alice declines to pay {3}: no copy, Bob takes 3."""
    out = solve("""
        name: mirari unpaid
        battlefield: [Mirari]
        hand: {Alice: [Lightning Bolt]}
        choices: [no]
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_707_10f_double_down_copies_an_outlaw_creature_spell_as_a_token(solve) -> None:
    """Double Down: Alice casts Swab Goblin (a Goblin Pirate, an outlaw): the copy resolves
    into a token Swab Goblin beside the card."""
    out = solve("""
        name: double down
        battlefield: [Double Down]
        hand: {Alice: [Swab Goblin]}
        actions:
          - {cast: Swab Goblin}
        expect:
          Swab Goblin: {count: 2}
    """)
    assert out.passed, out.failures


def test_707_10_the_copy_instruction_names_the_cast_spell() -> None:
    (a,) = compile_text("Whenever you cast an instant or sorcery spell, you may copy that "
                        "spell. You may choose new targets for the copy.", "Test") or [None]
    assert a.instructions == (I.MayDo(do=(I.CopySpell(I.Ref.event(), new_targets=True),)),)


@pytest.mark.parametrize("line", [
    # not a cast trigger: "that spell" names nothing
    "Whenever a creature enters, copy that spell.",
    # "the copy" with no copy made before it
    "Whenever you cast an instant spell, draw a card. You may choose new targets for the copy.",
    # twice / "that spell or ability": not read here (707.9b's "except the copy isn't
    # legendary" is: `tests/test_becomes_copy_707_2.py`)
    "Whenever you cast an instant spell, copy that spell twice.",
    "Whenever you cast an instant or sorcery spell or activate an ability, copy that spell or "
    "ability.",
])
def test_707_10_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
