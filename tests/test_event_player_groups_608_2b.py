"""603.2, 608.2b: "<objects> that player controls" outside a target, in a triggered ability
whose event names one player, is the objects the event's player controls as the ability
resolves (Shockmaw Dragon, Emissary of Hope, Balefire Dragon, Hellkite Tyrant). A line whose
effect names another player ("each opponent") stays unread: "that player" could be that one.
Played through the real engine with the real cards."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def _run(solve, text: str) -> None:
    out = solve(text)
    assert out.passed, out.failures


def test_608_2b_shockmaw_dragon_damages_the_damaged_players_creatures(solve) -> None:
    """Shockmaw Dragon (4/4 flying) deals combat damage to Bob: 1 damage to each creature
    Bob controls (his Llanowar Elves dies, his Hill Giant survives); Alice's own Savannah
    Lions is not Bob's and is untouched."""
    _run(solve, """
        name: shockmaw
        battlefield:
          - {card: Shockmaw Dragon, as: dragon}
          - {card: Savannah Lions, as: lions}
          - {card: Llanowar Elves, controller: Bob, as: elves}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [dragon]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 16}
          elves: {zone: graveyard}
          giant: {zone: battlefield}
          lions: {zone: battlefield}
    """)


def test_608_2b_emissary_of_hope_counts_that_players_artifacts(solve) -> None:
    """Emissary of Hope (2/1 flying) deals combat damage to Bob, who controls two artifacts
    (Alice's own Mind Stone doesn't count): Alice gains 2 life."""
    _run(solve, """
        name: emissary
        battlefield:
          - {card: Emissary of Hope, as: emissary}
          - {card: Mind Stone}
          - {card: Sol Ring, controller: Bob}
          - {card: Mind Stone, controller: Bob}
        actions:
          - {attack: [emissary]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Alice: {life: 22}
          player Bob: {life: 18}
    """)


def test_608_2b_hellkite_tyrant_gains_that_players_artifacts(solve) -> None:
    """Hellkite Tyrant deals combat damage to Bob: Alice gains control of all artifacts Bob
    controls."""
    _run(solve, """
        name: tyrant
        battlefield:
          - {card: Hellkite Tyrant, as: tyrant}
          - {card: Sol Ring, controller: Bob, as: ring}
        actions:
          - {attack: [tyrant]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          ring: {controller: Alice}
    """)


def test_608_2b_another_player_named_stays_unread() -> None:
    """"each opponent ... that player controls": "that player" isn't surely the damaged
    player, so the line isn't read (principle 5)."""
    line = ("Whenever this creature deals combat damage to a player, each opponent loses 1 "
            "life for each creature that player controls.")
    assert not any(isinstance(a, TriggeredAbility) for a in compile_line(line, "Test"))
    (ability,) = compile_line("Whenever this creature deals combat damage to a player, it "
                              "deals 1 damage to each creature that player controls.",
                              "Shockmaw Dragon")
    assert isinstance(ability, TriggeredAbility)
