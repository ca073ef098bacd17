"""608.2c with 400.7j: "Exile target nonlegendary creature, then return it to the battlefield
under its owner's control. If it entered under your control, put a +1/+1 counter on it.
Otherwise, tap it." (Hallowed Respite): the condition is about the permanent the card became."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I


def test_608_2c_hallowed_respite_on_your_own_creature_gets_a_counter(solve) -> None:
    """Alice's tapped Grizzly Bears returns as a new, untapped object with a +1/+1 counter."""
    out = solve("""
        name: hallowed respite on your own creature
        battlefield: [{card: Grizzly Bears, as: bears, tapped: true}]
        hand: {Alice: [Hallowed Respite]}
        actions:
          - {cast: Hallowed Respite, targets: [bears]}
        expect:
          Grizzly Bears: {zone: battlefield, controller: Alice, tapped: false,
                          counters: {+1/+1: 1}, power: 3}
    """)
    assert out.passed, out.failures


def test_608_2c_hallowed_respite_on_an_opponents_creature_taps_it(solve) -> None:
    """Bob's Grizzly Bears returns under Bob's control: no counter, and it's tapped."""
    out = solve("""
        name: hallowed respite on an opponent's creature
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Hallowed Respite]}
        actions:
          - {cast: Hallowed Respite, targets: [bears]}
        expect:
          Grizzly Bears: {zone: battlefield, controller: Bob, tapped: true, counters: {},
                          power: 2}
    """)
    assert out.passed, out.failures


def test_608_2c_a_creature_you_control_but_dont_own_returns_to_its_owner_tapped(solve) -> None:
    """Alice controls Bob's Grizzly Bears: it returns under its owner's (Bob's) control, so it
    didn't enter under Alice's control and is tapped."""
    out = solve("""
        name: hallowed respite on a borrowed creature
        battlefield: [{card: Grizzly Bears, as: bears, controller: Alice, owner: Bob}]
        hand: {Alice: [Hallowed Respite]}
        actions:
          - {cast: Hallowed Respite, targets: [bears]}
        expect:
          Grizzly Bears: {controller: Bob, tapped: true, counters: {}}
    """)
    assert out.passed, out.failures


def test_608_2c_entered_under_your_control_line() -> None:
    [ab] = compile_line(
        "Exile target nonlegendary creature, then return it to the battlefield under its "
        "owner's control. If it entered under your control, put a +1/+1 counter on it. "
        "Otherwise, tap it.", "Hallowed Respite", spell=True)
    new = I.Ref.new_of(I.Ref.target())
    [cond] = [s for s in ab.instructions if isinstance(s, I.If)]
    assert cond.then == (I.PutCounters("+1/+1", 1, on=new),)
    assert cond.otherwise == (I.Tap(new),)
