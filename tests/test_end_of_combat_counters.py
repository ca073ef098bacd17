"""603.7, 511.2, 122.1: "remove a +1/+1 counter from it at end of combat" (Clockwork
Beetle) and "put a <kind> counter on it at end of combat" (Wicker Warcrawler, Frostweb
Spider): a delayed triggered ability created as the ability resolves, triggering as the end
of combat step begins. Played through real combat."""

from __future__ import annotations


def test_511_2_clockwork_beetle_loses_a_counter_at_end_of_combat(solve) -> None:
    """Clockwork Beetle (0/0, entered with two +1/+1 counters) attacks: 2 damage to Bob
    during combat, one counter removed at end of combat (1/1)."""
    out = solve("""
        name: clockwork beetle
        battlefield:
          - {card: Clockwork Beetle, as: beetle}
        actions:
          - {attack: [beetle]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          beetle: {power: 1, toughness: 1, counters: {+1/+1: 1}}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_511_2_counter_stays_until_end_of_combat(solve) -> None:
    """Before the end of combat step the Beetle still has both counters."""
    out = solve("""
        name: clockwork beetle, combat damage step
        battlefield:
          - {card: Clockwork Beetle, as: beetle}
        actions:
          - {attack: [beetle]}
          - {block: {}}
          - {pass: {to: combat_damage}}
        expect:
          beetle: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_511_2_wicker_warcrawler_blocking_gets_a_minus_counter(solve) -> None:
    """Alice's Wicker Warcrawler (6/6) blocks Bob's Grizzly Bears: a -1/-1 counter at end of
    combat (5/5, 2 damage marked)."""
    out = solve("""
        name: wicker warcrawler
        players: [Bob, Alice]
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Wicker Warcrawler, controller: Alice, as: wicker}
        actions:
          - {attack: [bears]}
          - {block: {wicker: bears}}
          - {pass: {to: postcombat_main}}
        expect:
          wicker: {power: 5, toughness: 5, counters: {-1/-1: 1}}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
