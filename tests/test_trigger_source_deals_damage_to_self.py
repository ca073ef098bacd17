"""120.3e, 603.2: "Whenever a source deals damage to this creature, ..." triggers once for
each source that deals it damage (two blockers: twice); "that many" is the damage that source
dealt, "that source's controller" its controller (603.10a: as it last existed)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def test_120_3e_nested_ghoul_two_blockers_two_sources_two_tokens(solve) -> None:
    """Alice's Nested Ghoul (4/2) attacks and Bob blocks it with two Grizzly Bears: each
    Bears is a source dealing it 2 damage, so its ability triggers twice and Alice creates
    two 2/2 Phyrexian Zombies (the Ghoul itself dies)."""
    out = solve("""
        name: nested ghoul
        turn: {number: 3}
        battlefield:
          - {card: Nested Ghoul, as: ghoul}
          - {card: Grizzly Bears, controller: Bob, as: b1}
          - {card: Grizzly Bears, controller: Bob, as: b2}
        library: {Alice: [Island], Bob: [Island]}
        choices: ["2 to b1, 2 to b2"]
        actions:
          - attack: [ghoul]
          - block: {b1: ghoul, b2: ghoul}
          - pass: end_of_turn
        expect:
          Nested Ghoul: {zone: graveyard}
          Phyrexian Zombie Token: {count: 2, controller: Alice, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_120_3e_reaper_of_sheoldred_that_sources_controller_gets_poison(solve) -> None:
    """Bob casts Lightning Bolt at Alice's Reaper of Sheoldred (2/5): the Bolt's controller,
    Bob, gets a poison counter; Alice gets none."""
    out = solve("""
        name: reaper
        players: [Bob, Alice]
        battlefield:
          - {card: Reaper of Sheoldred, controller: Alice, as: reaper}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [reaper]}
        expect:
          reaper: {zone: battlefield}
          player Bob: {poison: 1}
          player Alice: {poison: 0}
    """)
    assert out.passed, out.failures


def test_120_3e_belltower_sphinx_that_sources_controller_mills_that_many(solve) -> None:
    """Bob's Lightning Bolt deals 3 damage to Alice's Belltower Sphinx (0/5): Bob mills three
    cards of his four; Alice mills none."""
    out = solve("""
        name: belltower sphinx
        players: [Bob, Alice]
        battlefield:
          - {card: Belltower Sphinx, controller: Alice, as: sphinx}
        hand: {Bob: [Lightning Bolt]}
        library: {Alice: [Island, Island, Island], Bob: [Forest, Forest, Forest, Swamp]}
        actions:
          - {cast: Lightning Bolt, targets: [sphinx]}
        expect:
          Forest: {count: 3, zone: graveyard}
          Swamp: {zone: library}
          Island: {count: 3, zone: library}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "that player" beside the source's controller: which player it is isn't settled here
    "Whenever a source deals damage to this creature, that source's controller loses 1 "
    "life and that player draws a card.",
    # a noncombat-only or a permanent phrase: not read here
    "Whenever a source deals noncombat damage to this creature, that source's controller "
    "loses 1 life.",
])
def test_120_3e_near_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Reaper of Sheoldred") or []
    assert not any(isinstance(a, TriggeredAbility) for a in abilities)


def test_120_3e_source_deals_damage_lines() -> None:
    [ability] = compile_text("Whenever a source deals damage to this creature, that source's "
                             "controller gets a poison counter.", "Reaper of Sheoldred")
    assert isinstance(ability, TriggeredAbility) and ability.trigger is not None
    assert (ability.trigger.event, ability.trigger.subject) == ("damage_to_creature", "self")
