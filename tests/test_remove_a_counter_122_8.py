"""122.8, 608.2d: "Remove a counter from <object>", no kind named (Thrull Parasite, Spinal
Parasite, Medicine Runner, Leatherhead, Sanctuary Warden): one counter of a kind the player
chooses as the instruction is followed; "If you do" / "When you do" only if one was removed
(118.12, 603.12)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_122_8_thrull_parasite_removes_the_chosen_kind(solve) -> None:
    """Bob's Giant has a +1/+1 and a stun counter; Alice chooses the stun counter."""
    out = solve("""
        name: thrull parasite
        battlefield:
          - {card: Thrull Parasite, as: thrull}
          - {card: Hill Giant, controller: Bob, counters: {"+1/+1": 1, stun: 1}, as: giant}
        actions:
          - {activate: {card: thrull, ability: 2, targets: [giant],
                        choices: {counter_kind: stun}}}
        expect:
          giant: {counters: {"+1/+1": 1}, power: 4, toughness: 4}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_122_8_one_kind_only_loses_one_of_them_without_a_choice(solve) -> None:
    """Jace enters with three loyalty counters and has nothing else: one is removed."""
    out = solve("""
        name: thrull parasite on a planeswalker
        battlefield:
          - {card: Thrull Parasite, as: thrull}
          - {card: Jace Beleren, controller: Bob, as: jace}
        actions:
          - {activate: {card: thrull, ability: 2, targets: [jace]}}
        expect:
          jace: {counters: {loyalty: 2}}
    """)
    assert out.passed, out.failures


def test_122_8_spinal_parasite_cost_then_effect(solve) -> None:
    """Spinal Parasite (a -1/-1 creature with four +1/+1 counters) removes two of them as
    the cost (122.8), staying a 1/1, and then one -1/-1 counter from Alice's Bears: 2/2
    again."""
    out = solve("""
        name: spinal parasite
        battlefield:
          - {card: Spinal Parasite, counters: {"+1/+1": 4}, as: spine}
          - {card: Grizzly Bears, counters: {"-1/-1": 1}, as: bears}
        actions:
          - {activate: {card: spine, ability: 2, targets: [bears]}}
        expect:
          bears: {power: 2, toughness: 2, counters: {}}
          spine: {zone: battlefield, counters: {"+1/+1": 2}, power: 1}
    """)
    assert out.passed, out.failures


def test_608_2d_medicine_runner_may_remove_a_counter_as_it_enters(solve) -> None:
    out = solve("""
        name: medicine runner
        battlefield:
          - {card: Grizzly Bears, counters: {"-1/-1": 1}, as: bears}
        hand: {Alice: [Medicine Runner]}
        actions:
          - {cast: Medicine Runner}
        choices: [bears, "yes"]
        expect:
          bears: {power: 2, toughness: 2, counters: {}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("may", "hand", "bears"), [("yes", 1, {}), ("no", 0, {"-1/-1": 1})])
def test_118_12_sanctuary_warden_draws_only_if_a_counter_was_removed(
        solve, may: str, hand: int, bears: dict[str, int]) -> None:
    """"you may remove a counter from a creature or planeswalker you control. If you do,
    draw a card and create a 1/1 Citizen": Alice removes the Bears' -1/-1 counter (the
    Warden keeps its two shield counters), or declines and draws nothing."""
    out = solve(f"""
        name: sanctuary warden
        battlefield:
          - {{card: Grizzly Bears, counters: {{"-1/-1": 1}}, as: bears}}
        hand: {{Alice: [{{card: Sanctuary Warden, as: warden}}]}}
        library: {{Alice: [Island, Island]}}
        actions:
          - {{cast: warden}}
        choices: ["{may}", bears]
        expect:
          bears: {{counters: {bears}}}
          warden: {{counters: {{shield: 2}}}}
          player Alice: {{hand_size: {hand}}}
    """)
    assert out.passed, out.failures


def test_608_2d_sanctuary_warden_may_remove_its_own_shield_counter(solve) -> None:
    """With no other counter around, the Warden's own shield counter is the one to remove."""
    out = solve("""
        name: sanctuary warden alone
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Sanctuary Warden, as: warden}]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: warden}
        choices: ["yes"]
        expect:
          warden: {counters: {shield: 1}}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # a player's counters too (122.1): not read here
    "Whenever this creature deals combat damage to a player, put a +1/+1 counter on it. When "
    "you do, you may remove a counter from another target permanent or opponent.",
    "{1}: Remove a counter from up to two target creatures.",
    "{1}: Remove a counter from any target.",
])
def test_122_8_remove_a_counter_from_players_or_several_stays_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
