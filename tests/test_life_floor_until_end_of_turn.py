"""614.1a / 611.2c: "When this creature enters, until end of turn, damage that would reduce
your life total to less than 1 reduces it to 1 instead." (Angel of Grace): a resolved effect on
its controller until the turn ends (613.10), the same replacement as Worship's static one;
the damage is still dealt in full (120.4c)."""

from __future__ import annotations


def _angel(solve, extra: str = ""):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: angel of grace
        hand: {{Bob: [Lightning Bolt]}}
        actions:
          - {{set: {{player: Alice, life: 3}}}}
{extra}          - {{cast: Lightning Bolt, by: Bob, targets: [Alice]}}
    """)
    assert out.passed, out.failures
    return out.game


def test_614_1a_angel_of_grace_leaves_its_controller_at_1(solve) -> None:
    """Alice (3 life) has Angel of Grace enter; Bob's Lightning Bolt would take her to 0: she
    ends at 1 and hasn't lost, though she was dealt all 3 damage (120.4c)."""
    game = _angel(solve, "          - {enter: {card: Angel of Grace}}\n")
    alice = game.state.players[0]
    assert alice.life == 1 and not alice.lost
    assert game.state.turn.damage_dealt[0] == 3


def test_614_1a_without_the_angel_the_bolt_is_lethal(solve) -> None:
    """The same Bolt without Angel of Grace's effect: Alice goes to 0 and loses (704.5a)."""
    game = _angel(solve)
    assert game.state.players[0].life == 0 and game.state.players[0].lost


def test_611_2a_the_effect_ends_with_the_turn(solve) -> None:
    """"Until end of turn": on the next turn the floor is gone, and Bob's Bolt takes Alice
    from 3 to 0."""
    game = _angel(solve, "          - {enter: {card: Angel of Grace}}\n"
                         "          - {pass: next_turn}\n")
    assert game.state.players[0].life == 0 and game.state.players[0].lost
