"""611.2a, 511.3: "this combat" as a duration, the same as "until end of combat": Yuan Shao's
Infantry ("Whenever this creature attacks alone, this creature can't be blocked this
combat."; 506.5 attacking alone, 509.1b a restriction). Played through real combat."""

from __future__ import annotations


def test_511_3_attacking_alone_cant_be_blocked_this_combat(solve) -> None:
    """The Infantry attacks alone: Bob's Grizzly Bears can't block it, and Bob takes 2."""
    out = solve("""
        name: yuan shao's infantry alone
        battlefield:
          - {card: Yuan Shao's Infantry, as: infantry}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: [infantry]}
          - {block: {bears: infantry}, refused: "can't be blocked"}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_506_5_attacking_with_another_it_can_be_blocked(solve) -> None:
    """The Infantry attacks beside Hill Giant: no trigger, the Bears block it."""
    out = solve("""
        name: yuan shao's infantry not alone
        battlefield:
          - {card: Yuan Shao's Infantry, as: infantry}
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: [infantry, giant]}
          - {block: {bears: infantry}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
