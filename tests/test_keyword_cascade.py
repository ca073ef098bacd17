"""702.85 cascade played through the real engine: the spell cast (601), its cascade trigger
(603.3) exiling from the top of the library, the card found cast without paying its mana cost
while the trigger resolves (608.2g, 118.9), its targets chosen then, and the rest of the
exiled cards on the bottom of the library."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.turn import steps


def _names(game, oids) -> list[str]:
    return [game.chars(o).name for o in oids]


def _library(game, player: int = 0) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list("library", player)]


def test_702_85a_cascade_casts_the_first_nonland_card_with_lesser_mana_value(solve) -> None:
    """Bloodbraid Elf (mana value 4): Forest and Hill Giant (4, not less) are exiled and
    passed over, Lightning Bolt (1) is cast at Bob without paying; it goes on the stack above
    the Elf and resolves first. Forest and Hill Giant go to the bottom, under Grizzly
    Bears."""
    out = solve("""
        name: cascade
        hand: {Alice: [Bloodbraid Elf]}
        library: {Alice: [Forest, Hill Giant, Lightning Bolt, Grizzly Bears]}
        actions:
          - cast: Bloodbraid Elf
            choices: {cascade: true, cascade_target: Bob}
            respond: true
          - resolve: 1
    """)
    assert out.passed, out.failures
    game = out.game
    assert [it.source_name for it in game.state.stack_items] == ["Bloodbraid Elf",
                                                                  "Lightning Bolt"]
    bolt = game.obj(game.state.stack_items[-1].source)
    assert bolt.cast_from == "exile"
    lib = _library(game)
    assert lib[0] == "Grizzly Bears" and sorted(lib[1:]) == ["Forest", "Hill Giant"]
    assert not game.state.zone_list("exile", 0)
    steps.resolve_all(game)
    assert game.state.players[1].life == 17
    assert "Bloodbraid Elf" in _names(game, game.state.battlefield())


def test_702_85a_cascade_may_decline_and_the_card_goes_to_the_bottom(solve) -> None:
    out = solve("""
        name: cascade declined
        hand: {Alice: [Bloodbraid Elf]}
        library: {Alice: [Lightning Bolt, Grizzly Bears]}
        actions:
          - cast: Bloodbraid Elf
            choices: {cascade: false}
        expect:
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["Grizzly Bears", "Lightning Bolt"]


def test_702_85a_cascade_casts_a_sorcery_and_a_creature_ignoring_timing(solve) -> None:
    """608.2g: the cast card's own timing doesn't apply: Lava Spike (a sorcery) is cast while
    the stack holds the Elf; a cascaded creature enters when it resolves."""
    out = solve("""
        name: cascade sorcery
        hand: {Alice: [Bloodbraid Elf, Shardless Agent]}
        library: {Alice: [Lava Spike, Memnite, Island]}
        actions:
          - cast: Bloodbraid Elf
            choices: {cascade: true, cascade_target: Bob}
          - cast: Shardless Agent
            choices: {cascade: true}
        expect:
          player Bob: {life: 17}
          Memnite: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_85a_cascade_without_paying_means_x_is_0(solve) -> None:
    """107.3b: Blaze cast by cascade has X = 0: it deals no damage."""
    out = solve("""
        name: cascade x
        hand: {Alice: [Bloodbraid Elf]}
        library: {Alice: [Blaze]}
        actions:
          - cast: Bloodbraid Elf
            choices: {cascade: true, cascade_target: Bob}
        expect:
          player Bob: {life: 20}
          Blaze: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_85a_cascade_with_no_legal_target_isnt_cast(solve) -> None:
    """601.2c: Doom Blade needs a nonblack creature; with none, it can't be cast, and goes
    to the bottom with the others."""
    out = solve("""
        name: cascade no target
        hand: {Alice: [Bloodbraid Elf]}
        library: {Alice: [Doom Blade, Island]}
        actions:
          - cast: Bloodbraid Elf
            choices: {cascade: true}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["Island", "Doom Blade"]


def test_702_85a_cascade_with_nothing_found_puts_all_back_in_random_order(solve) -> None:
    """Only lands and a card of equal mana value: everything exiled goes to the bottom."""
    out = solve("""
        name: cascade nothing
        hand: {Alice: [Bloodbraid Elf]}
        library: {Alice: [Forest, Hill Giant, Mountain]}
        actions:
          - cast: Bloodbraid Elf
    """)
    assert out.passed, out.failures
    assert sorted(_library(out.game)) == ["Forest", "Hill Giant", "Mountain"]
    assert not out.game.state.zone_list("exile", 0)


def test_702_85c_each_cascade_instance_triggers_separately(solve) -> None:
    """Maelstrom Wanderer ("Cascade, cascade"): two triggers, two spells cast: Shock and
    Lightning Bolt, both at Bob."""
    out = solve("""
        name: cascade twice
        hand: {Alice: [Maelstrom Wanderer]}
        library: {Alice: [Shock, Island, Lightning Bolt]}
        choices: [0, true, Bob, true, Bob]
        actions:
          - cast: Maelstrom Wanderer
        expect:
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Cascade (When you cast this spell, exile cards from the top of your library until you "
    "exile a nonland card that costs less. You may cast it without paying its mana cost. Put "
    "the exiled cards on the bottom of your library in a random order.)",
    "Cascade",
    "Cascade, cascade (When you cast this spell, exile cards from the top of your library "
    "until you exile a nonland card that costs less. You may cast it without paying its mana "
    "cost. Put the exiled cards on the bottom of your library in a random order.)",
])
def test_702_85_cascade_keyword_lines_are_read(line: str) -> None:
    kws = parse_keyword_line(line)
    assert kws and all(kw.keyword == "cascade" and enforced(kw) for kw in kws)


def test_702_85a_cascade_resolves_after_its_spell_is_countered(solve) -> None:
    """Bob counters Bloodbraid Elf in response to its cascade trigger: the trigger still
    resolves, judging "this spell's mana value" (4) as the spell last existed (608.2h): Shock
    is cast at Bob."""
    out = solve("""
        name: cascade countered
        hand: {Alice: [Bloodbraid Elf], Bob: [Counterspell]}
        library: {Alice: [Shock]}
        choices: [true, Bob]
        actions:
          - {cast: Bloodbraid Elf, as: elf, respond: true}
          - {cast: Counterspell, by: Bob, targets: [elf]}
        expect:
          player Bob: {life: 18}
          Bloodbraid Elf: {zone: graveyard}
    """)
    assert out.passed, out.failures
