"""120.3e with 603.2: "Whenever this creature deals damage to a creature, ..." - any damage,
combat (510.2) or not (a fight, 701.14), once for each creature dealt damage; damage to a
player doesn't trigger it. Mephidross Vampire grants it in quotes to each creature its
controller controls (113.10)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


@pytest.mark.parametrize(("name", "line", "subject"), [
    ("Strax", "Whenever Strax deals damage to a creature, put a +1/+1 counter on Strax.",
     "damaging_self"),
    ("Mephidross Vampire", 'Each creature you control is a Vampire in addition to its other '
     'creature types and has "Whenever this creature deals damage to a creature, put a +1/+1 '
     'counter on this creature."', None),
])
def test_120_3e_deals_damage_to_a_creature_lines_read(name: str, line: str,
                                                      subject: str | None) -> None:
    (ab,) = compile_line(line, name)
    if subject is None:
        ab = ab.effects[0].parts[-1].abilities[0]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "damage_to_creature"


def _counters(game, alias: str) -> dict[str, int]:
    return dict(game.obj(obj_id(game, alias)).counters)


def test_120_3e_fight_damage_triggers_it(solve) -> None:
    """Alice's Grizzly Bears (with Mephidross Vampire's grant) fight Bob's Hill Giant through
    Rabid Bite (the Bears deal 2 damage, noncombat): the Bears get a +1/+1 counter."""
    out = solve("""
        name: mephidross vampire bite
        battlefield:
          - Mephidross Vampire
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Rabid Bite]}
        actions:
          - {cast: Rabid Bite, targets: [bears, giant]}
        expect:
          bears: {power: 3, toughness: 3, subtypes_include: [Vampire]}
    """)
    assert out.passed, out.failures
    assert _counters(out.game, "bears") == {"+1/+1": 1}
    assert out.game.obj(obj_id(out.game, "giant")).damage == 2


def test_510_2_combat_damage_to_a_blocker_triggers_it(solve) -> None:
    """Alice's Hill Giant (3/3, with the grant) attacks and Bob's Grizzly Bears block: the
    Giant deals 3 combat damage to the Bears and gets a +1/+1 counter (4/4, 2 damage)."""
    out = solve("""
        name: mephidross vampire blocked
        battlefield:
          - Mephidross Vampire
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: [giant]}
          - {block: {bears: giant}}
          - {pass: {to: end_of_combat}}
        expect:
          bears: {zone: graveyard}
          giant: {zone: battlefield, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_120_3e_damage_to_a_player_doesnt_trigger_it(solve) -> None:
    out = solve("""
        name: mephidross vampire unblocked
        battlefield:
          - {card: Mephidross Vampire, as: vamp}
        actions:
          - {attack: [vamp]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          vamp: {power: 3, toughness: 4}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_2_vampire_slayer_destroys_the_vampire_it_damaged(solve) -> None:
    """Bob's Stromkirk Patrol (4/3, a Vampire) attacks and Vampire Slayer (2/2) blocks: both
    deal damage, the Slayer dies, and its trigger ("deals damage to a Vampire", 603.2)
    destroys the Patrol, which had survived its 2 damage."""
    out = solve("""
        name: vampire slayer
        players: [Bob, Alice]
        battlefield:
          - {card: Stromkirk Patrol, controller: Bob, as: patrol}
          - {card: Vampire Slayer, controller: Alice, as: slayer}
        actions:
          - {attack: [patrol]}
          - {block: {slayer: patrol}}
          - {pass: {to: end_of_combat}}
        expect:
          slayer: {zone: graveyard}
          patrol: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_2_vampire_slayer_ignores_a_non_vampire(solve) -> None:
    """Bob's Hill Giant (3/3, no Vampire) blocked by the Slayer survives its 2 damage."""
    out = solve("""
        name: vampire slayer, giant
        players: [Bob, Alice]
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Vampire Slayer, controller: Alice, as: slayer}
        actions:
          - {attack: [giant]}
          - {block: {slayer: giant}}
          - {pass: {to: end_of_combat}}
        expect:
          slayer: {zone: graveyard}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # not (only) creatures dealt damage as creatures (120.3)
    "Whenever this creature deals damage to a planeswalker, draw a card.",
    "Whenever this creature deals damage to a land, destroy that creature.",
])
def test_120_3_damage_to_a_noncreature_phrase_stays_unread(line: str) -> None:
    from arbiter.compiler.lines import compile_text

    assert compile_text(line, "Test") is None
