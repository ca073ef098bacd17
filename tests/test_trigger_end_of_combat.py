"""511.2: "At end of combat, if this creature attacked or blocked this combat, remove a +1/+0
counter from it." (Clockwork Beast, Clockwork Avian): the ability triggers as the end of
combat step begins, only when its intervening "if" holds then (603.4): the creature was
declared as an attacker (508.1a) or as a blocker (509.1g) in this combat."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.attacked import SourceAttackedOrBlockedThisCombat


def _power(out, alias_card: str) -> int:
    game = out.game
    [oid] = [o for o in game.state.battlefield() if game.obj(o).card == alias_card]
    return game.chars(oid).power


def test_511_2_clockwork_beast_attacked_loses_a_counter_at_end_of_combat(solve) -> None:
    """Clockwork Beast (0/4 with seven +1/+0 counters) attacks Bob unblocked: 7 damage, then
    at end of combat it is a 6/4."""
    out = solve("""
        name: clockwork beast attacks
        battlefield:
          - {card: Clockwork Beast, as: beast}
        actions:
          - {attack: [beast]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 13}
          beast: {power: 6, toughness: 4}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_122_1a_511_2_clockwork_beast_still_seven_during_combat_damage(solve) -> None:
    """122.1a: seven +1/+0 counters make it a 7/4; at combat damage the counter is still
    there (511.2: the ability triggers as the end of combat step begins)."""
    out = solve("""
        name: clockwork beast combat damage
        battlefield:
          - {card: Clockwork Beast, as: beast}
        actions:
          - {attack: [beast]}
          - {block: {}}
          - {pass: {to: combat_damage}}
        expect:
          beast: {power: 7}
    """)
    assert out.passed, out.failures


def test_509_1g_clockwork_avian_that_blocked_loses_a_counter(solve) -> None:
    """Bob's Clockwork Avian (four +1/+0 counters) blocks Alice's Grizzly Bears: the Bears die
    and the Avian is a 3/4 after combat."""
    out = solve("""
        name: clockwork avian blocks
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Clockwork Avian, as: avian, controller: Bob}
        actions:
          - {attack: [bears]}
          - {block: {avian: bears}}
          - {pass: {to: postcombat_main}}
        expect:
          bears: {zone: graveyard}
          avian: {power: 3, toughness: 4}
    """)
    assert out.passed, out.failures


def test_603_4_clockwork_beast_that_stayed_home_keeps_its_counters(solve) -> None:
    """Alice attacks with Grizzly Bears only; Bob's Clockwork Beast doesn't block and Alice's
    doesn't attack: the end of combat step begins, neither ability triggers (603.4)."""
    out = solve("""
        name: clockwork beast stays home
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Clockwork Beast, as: mine}
          - {card: Clockwork Beast, as: his, controller: Bob}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 18}
          mine: {power: 7}
          his: {power: 7}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "attacked", "blocked"), [
    ("Clockwork Beast", "At end of combat, if this creature attacked or blocked this combat, "
     "remove a +1/+0 counter from it.", True, True),
    ("Clockwork Swarm", "At end of combat, if this creature attacked or blocked this combat, "
     "remove a +1/+0 counter from it.", True, True),
    ("Clockwork Steed", "At end of combat, if this creature attacked or blocked this combat, "
     "remove a +1/+0 counter from it.", True, True),
])
def test_511_2_oracle_lines(name: str, line: str, attacked: bool, blocked: bool) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger is not None and ab.trigger.step == "end_of_combat"
    assert ab.intervening_if == SourceAttackedOrBlockedThisCombat(attacked, blocked)
