"""510.2 / 603.2: "Whenever this creature deals combat damage to a player or planeswalker"
(Psychic Frog, Dreadhorde Butcher): combat damage to either triggers it. 503.1 / 102.2: "At
the beginning of combat on each opponent's turn, tap target creature that player controls."
(Sentinel of the Eternal Watch): only in an opponent's turn; "that player" is that opponent."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


@pytest.mark.parametrize(("defender", "counters"), [("Bob", 1), ("jace", 1)])
def test_510_2_dreadhorde_butcher_grows_on_damage_to_a_player_or_planeswalker(
        solve, defender: str, counters: int) -> None:
    out = solve(f"""
        name: dreadhorde butcher attacks {defender}
        battlefield:
          - {{card: Dreadhorde Butcher, as: butcher}}
          - {{card: Jace Beleren, controller: Bob, as: jace}}
        actions:
          - {{attack: {{butcher: {defender}}}}}
          - block: {{}}
          - pass: {{to: postcombat_main}}
        expect:
          butcher: {{counters: {{+1/+1: {counters}}}}}
    """)
    assert out.passed, out.failures


def test_510_2_dreadhorde_butcher_blocked_gets_nothing(solve) -> None:
    out = solve("""
        name: dreadhorde butcher blocked
        battlefield:
          - {card: Dreadhorde Butcher, as: butcher}
          - {card: Wall of Stone, controller: Bob, as: wall}
        actions:
          - attack: [butcher]
          - block: {wall: butcher}
          - pass: {to: postcombat_main}
        expect:
          butcher: {counters: {}}
    """)
    assert out.passed, out.failures


def test_503_1_sentinel_taps_a_creature_of_the_opponent_at_their_combat(solve) -> None:
    """Alice's Sentinel of the Eternal Watch: as Bob's turn-2 combat begins, Bob's Grizzly
    Bears is tapped; in Alice's own combat nothing happens."""
    out = solve("""
        name: sentinel
        battlefield:
          - {card: Sentinel of the Eternal Watch, as: sentinel}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Grizzly Bears, as: mine}
        library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
        actions:
          - pass: {to: declare_attackers}
        expect:
          bears: {tapped: false}
          mine: {tapped: false}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: sentinel, Bob's turn
        battlefield:
          - {card: Sentinel of the Eternal Watch, as: sentinel}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Grizzly Bears, as: mine}
        library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
        actions:
          - pass: next_turn
          - pass: {to: declare_attackers}
        expect:
          bears: {tapped: true}
          mine: {tapped: false}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.active == 1


def test_510_2_player_or_planeswalker_line() -> None:
    [ab] = compile_text("Whenever this creature deals combat damage to a player or "
                        "planeswalker, draw a card.", "Psychic Frog") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "combat_damage_to_player_or_planeswalker"
