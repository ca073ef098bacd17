"""607.2a / 406.6 with 608.2h: "Whenever you sacrifice another creature, exile it. If that
creature was a token, put a +1/+1 counter on this creature." and "When this creature leaves
the battlefield, return each card exiled with it to the battlefield under your control."
(Prowling Geistcatcher): the token condition reads the sacrificed creature as it last existed;
the cards its ability exiled return under its controller's control (110.2)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def test_608_2h_a_sacrificed_token_puts_a_counter(solve) -> None:
    """Alice sacrifices a Zombie token to Village Rites: it is exiled (it ceases to exist,
    111.7) and Geistcatcher gets a +1/+1 counter."""
    out = solve("""
        name: token sacrificed
        battlefield:
          - {card: Prowling Geistcatcher, as: catcher}
          - {token: Zombie, as: z}
        hand: {Alice: [Village Rites]}
        library: {Alice: [Opt, Opt]}
        actions:
          - {cast: Village Rites, choices: {cost: z}}
        expect:
          catcher: {counters: {+1/+1: 1}, power: 3}
    """)
    assert out.passed, out.failures


def test_607_2a_a_card_is_exiled_and_returns_when_it_leaves(solve) -> None:
    """Alice sacrifices Grizzly Bears (a card, no counter): it is exiled; when Geistcatcher
    is destroyed, the Bears return under Alice's control."""
    out = solve("""
        name: card sacrificed
        battlefield:
          - {card: Prowling Geistcatcher, as: catcher}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Village Rites], Bob: [Murder]}
        library: {Alice: [Opt, Opt]}
        actions:
          - {cast: Village Rites, choices: {cost: bears}}
        expect:
          bears: {zone: exile}
          catcher: {counters: {}}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: card returns
        battlefield:
          - {card: Prowling Geistcatcher, as: catcher}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Village Rites], Bob: [Murder]}
        library: {Alice: [Opt, Opt]}
        actions:
          - {cast: Village Rites, choices: {cost: bears}}
          - {cast: Murder, by: Bob, targets: [catcher]}
        expect:
          bears: {zone: battlefield, controller: Alice}
          catcher: {zone: graveyard}
    """, name="returns.yaml")
    assert out.passed, out.failures


def test_607_2a_exiled_with_it_lines() -> None:
    for line in ("When this creature leaves the battlefield, return each card exiled with it "
                 "to the battlefield under your control.",
                 "When this creature leaves the battlefield, return all cards exiled with it "
                 "to the battlefield under their owners' control."):
        (ability,) = compile_line(line, "Card")
        assert not isinstance(ability, UnsupportedAbility), line
