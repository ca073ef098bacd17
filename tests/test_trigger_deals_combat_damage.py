"""510.2 with 603.2: "Whenever <this creature | equipped creature> deals combat damage, ..."
- combat damage to anything. All of a step's combat damage is dealt at once (510.2), so the
ability triggers once for each combat damage step in which the creature deals any, to one
recipient or several; noncombat damage doesn't trigger it."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "subject"), [
    ("Umezawa's Jitte", "Whenever equipped creature deals combat damage, put two charge "
     "counters on Umezawa's Jitte.", "equipped"),
    ("Lost Jitte", "Whenever equipped creature deals combat damage, put a charge counter on "
     "Lost Jitte.", "equipped"),
    ("Ceremonial Knife", "Whenever this creature deals combat damage, create a Blood token.",
     "self"),
    ("Quintessential Katana", "Whenever this creature deals combat damage, untap it and you gain "
     "2 life.", "self"),
])
def test_510_2_deals_combat_damage_lines_read(name: str, line: str, subject: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject) == ("deals_combat_damage", subject)


def _counters(game, alias: str) -> dict[str, int]:
    return dict(game.obj(obj_id(game, alias)).counters)


def test_510_2_jitte_unblocked_attacker_two_charge_counters(solve) -> None:
    """Grizzly Bears with Umezawa's Jitte attack unblocked: 2 damage to Bob, the Jitte gets
    two charge counters."""
    out = solve("""
        name: jitte unblocked
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Umezawa's Jitte, as: jitte, attached_to: bears}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert _counters(out.game, "jitte") == {"charge": 2}


def test_510_2_jitte_blocked_damage_to_a_creature_triggers_too(solve) -> None:
    """Blocked by Bob's Hill Giant (3/3): the Bears deal their 2 combat damage to the Giant
    and the Jitte triggers all the same (damage to anything); Bob's life is untouched."""
    out = solve("""
        name: jitte blocked
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Umezawa's Jitte, as: jitte, attached_to: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
        actions:
          - {attack: [bears]}
          - {block: {giant: bears}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 20}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _counters(out.game, "jitte") == {"charge": 2}
    assert out.game.obj(obj_id(out.game, "giant")).damage == 2


def test_510_4_double_strike_deals_combat_damage_in_each_step(solve) -> None:
    """A double striker deals combat damage in both combat damage steps (510.4): the Jitte
    triggers twice, four charge counters."""
    out = solve("""
        name: jitte double strike
        battlefield:
          - {card: Fencing Ace, as: ace}
          - {card: Umezawa's Jitte, as: jitte, attached_to: ace}
        actions:
          - {attack: [ace]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert _counters(out.game, "jitte") == {"charge": 4}


def test_510_2_granted_quoted_trigger_ceremonial_knife(solve) -> None:
    """Ceremonial Knife: 'Equipped creature gets +1/+0 and has "Whenever this creature deals
    combat damage, create a Blood token."' The equipped Bears (3/2) attack unblocked: 3
    damage, and Alice gets a Blood token."""
    out = solve("""
        name: ceremonial knife
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Ceremonial Knife, attached_to: bears}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
    game = out.game
    blood = [o for o in game.state.battlefield() if game.name_of(o) == "Blood Token"]
    assert len(blood) == 1 and game.controller_of(blood[0]) == ALICE


def test_510_2_noncombat_damage_doesnt_trigger_it(solve) -> None:
    """Alice casts Rabid Bite: the equipped Bears deal 2 damage to Bob's Hill Giant, damage
    that isn't combat damage (120.2b): the Jitte doesn't trigger."""
    out = solve("""
        name: jitte noncombat
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Umezawa's Jitte, as: jitte, attached_to: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [Rabid Bite]}
        actions:
          - {cast: Rabid Bite, targets: [bears, giant]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "giant")).damage == 2
    assert _counters(game, "jitte") == {}
