"""702.40 storm and 702.69 gravestorm: "When you cast this spell, copy it for each ..." played
through the real engine: the spells cast (601), the trigger put on the stack above the spell
(603.3), the copies (707.10) with new targets (707.10c), and what they do."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.turn import steps


def _stack(game) -> list[str]:
    return [it.ability.text.split(",")[0] if it.kind == "triggered" else it.source_name
            for it in game.state.stack_items]


def test_702_40a_storm_copies_for_each_spell_cast_before_it(solve) -> None:
    """Alice casts Shock at Bob and Ornithopter, then Grapeshot at Bob: storm count 2, so
    three Grapeshots deal 1 each (20 - 2 - 3 = 15)."""
    out = solve("""
        name: storm two before
        hand: {Alice: [Shock, Ornithopter, Grapeshot]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {cast: Ornithopter}
          - {cast: Grapeshot, targets: [Bob], respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert _stack(game) == ["Grapeshot", "When you cast this spell"]
    steps.resolve_all(game)
    assert game.state.players[1].life == 15


def test_702_40a_storm_counts_every_players_spells_and_new_targets(solve) -> None:
    """Bob's Shock (cast on Alice's turn) counts too. Alice casts Grapeshot at Bob with a
    storm count of 2 and aims the first copy at Bob's Llanowar Elves (707.10c), leaving the
    other copy on Bob: the Elves die, Bob loses 2."""
    out = solve("""
        name: storm new targets
        battlefield: [{card: Llanowar Elves, controller: Bob, as: elves}]
        hand: {Alice: [Ornithopter, Grapeshot], Bob: [Shock]}
        choices: [elves, null]
        actions:
          - {cast: Ornithopter}
          - {cast: Shock, by: Bob, targets: [Alice]}
          - {cast: Grapeshot, targets: [Bob]}
        expect:
          elves: {zone: graveyard}
          player Bob: {life: 18}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_702_40a_storm_copies_arent_cast_and_later_spells_dont_count(solve) -> None:
    """707.10: storm copies aren't cast: a second Grapeshot counts Shock and the first
    Grapeshot only (2 copies, not 3). A spell cast in response to the storm trigger was cast
    after the storm spell and isn't counted."""
    out = solve("""
        name: storm count
        hand: {Alice: [Shock, Grapeshot, Grapeshot, Lightning Bolt]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {cast: Grapeshot, targets: [Bob], respond: true}
          - {cast: Lightning Bolt, targets: [Bob]}
    """)
    assert out.passed, out.failures
    game = out.game
    # Shock 2, Bolt 3, Grapeshot and its one copy (only Shock was cast before it) 2.
    assert game.state.players[1].life == 20 - 2 - 3 - 2
    out2 = solve("""
        name: storm twice
        hand: {Alice: [Shock, Grapeshot, Grapeshot]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {cast: Grapeshot, targets: [Bob]}
          - {cast: Grapeshot, targets: [Bob]}
        expect:
          player Bob: {life: 13}
    """)
    # Shock 2; first Grapeshot 1 + 1 copy; second Grapeshot 1 + 2 copies: 20 - 2 - 2 - 3.
    assert out2.passed, out2.failures


def test_702_40a_storm_first_spell_of_the_turn_makes_no_copy(solve) -> None:
    """Empty the Warrens as the first spell of the turn: two Goblins, no copy."""
    out = solve("""
        name: storm zero
        hand: {Alice: [Empty the Warrens]}
        actions:
          - {cast: Empty the Warrens}
    """)
    assert out.passed, out.failures
    game = out.game
    goblins = [o for o in game.state.battlefield() if "Goblin" in game.chars(o).subtypes]
    assert len(goblins) == 2


def test_702_40a_storm_without_targets_copies_the_effect(solve) -> None:
    """Empty the Warrens after two spells: three spells' worth of Goblins (6)."""
    out = solve("""
        name: storm tokens
        hand: {Alice: [Ornithopter, Ornithopter, Empty the Warrens]}
        actions:
          - {cast: Ornithopter}
          - {cast: Ornithopter}
          - {cast: Empty the Warrens}
    """)
    assert out.passed, out.failures
    game = out.game
    goblins = [o for o in game.state.battlefield() if "Goblin" in game.chars(o).subtypes]
    assert len(goblins) == 6


def test_702_40a_storm_spell_countered_before_its_trigger_resolves_is_still_copied(
        solve) -> None:
    """608.2h: Bob counters Grapeshot (storm count 1) in response to the storm trigger; the
    trigger copies it as it last existed on the stack: the copy deals 1 damage to Bob."""
    out = solve("""
        name: storm countered
        hand: {Alice: [Ornithopter, Grapeshot], Bob: [Counterspell]}
        choices: [null]
        actions:
          - {cast: Ornithopter}
          - {cast: Grapeshot, targets: [Bob], respond: true, as: shot}
          - {cast: Counterspell, by: Bob, targets: [shot]}
        expect:
          player Bob: {life: 19}
          Grapeshot: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_69a_gravestorm_counts_permanents_put_into_graveyards(solve) -> None:
    """Two permanents went to graveyards from the battlefield this turn (a creature and a
    token, 702.69a counts every permanent); Ominous Harvest's gravestorm makes two copies:
    Bob draws 3 cards and loses 3 life."""
    out = solve("""
        name: gravestorm
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {token: Treasure, as: treasure}
        hand: {Alice: [Ominous Harvest]}
        library: {Bob: [Island, Island, Island, Island]}
        actions:
          - {move: {card: bears, to: graveyard}}
          - {move: {card: treasure, to: graveyard}}
          - {cast: Ominous Harvest, targets: [Bob]}
        expect:
          player Bob: {life: 17, hand_size: 3}
    """)
    assert out.passed, out.failures


def test_702_69a_gravestorm_count_starts_over_each_turn(solve) -> None:
    """A permanent that went to the graveyard last turn doesn't count."""
    out = solve("""
        name: gravestorm next turn
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Bob: [Ominous Harvest]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {move: {card: bears, to: graveyard}}
          - pass: next_turn
          - pass: {to: precombat_main}
          - {cast: Ominous Harvest, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 19}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Storm (When you cast this spell, copy it for each spell cast before it this turn. You "
    "may choose new targets for the copies.)",
    "Storm (When you cast this spell, copy it for each spell cast before it this turn.)",
    "Gravestorm (When you cast this spell, copy it for each permanent put into a graveyard "
    "from the battlefield this turn.)",
])
def test_702_40_702_69_keyword_lines_are_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword in ("storm", "gravestorm") and enforced(kw)


def test_702_40a_storm_spell_cast_by_cascade_counts_the_cascading_spell(solve) -> None:
    """608.2g / 702.85a: Bloodbraid Elf's cascade casts Grapeshot at Bob: the Elf was cast
    before it, so storm makes one copy (2 damage)."""
    out = solve("""
        name: cascade into storm
        hand: {Alice: [Bloodbraid Elf]}
        library: {Alice: [Grapeshot]}
        choices: [null]
        actions:
          - cast: Bloodbraid Elf
            choices: {cascade: true, cascade_target: Bob}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_702_40a_707_10f_storm_copies_of_a_permanent_spell_become_tokens(solve) -> None:
    """Stormscale Wurm after one other spell: its copy resolves as a token Stormscale Wurm
    (608.3f); each Wurm gives the other +1/+1 (7/7 each)."""
    out = solve("""
        name: storm tokens of a creature
        hand: {Alice: [Ornithopter, Stormscale Wurm]}
        actions:
          - {cast: Ornithopter}
          - {cast: Stormscale Wurm}
    """)
    assert out.passed, out.failures
    game = out.game
    wurms = [o for o in game.state.battlefield() if game.chars(o).name == "Stormscale Wurm"]
    assert len(wurms) == 2
    assert sorted(game.obj(o).token is not None for o in wurms) == [False, True]
    assert all((game.chars(o).power, game.chars(o).toughness) == (7, 7) for o in wurms)
    assert not game.state.stack_items


def test_702_40a_707_10f_storm_copy_of_an_aura_enters_attached(solve) -> None:
    """Krosan Adaptation after one spell, its copy aimed at Savannah Lions (707.10c): the
    token Aura enters attached to the Lions (303.4f)."""
    out = solve("""
        name: storm aura
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Savannah Lions, as: lions}]
        hand: {Alice: [Ornithopter, Krosan Adaptation]}
        choices: [lions]
        actions:
          - {cast: Ornithopter}
          - {cast: Krosan Adaptation, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    auras = [o for o in game.state.battlefield() if game.chars(o).name == "Krosan Adaptation"]
    targets = sorted(game.obj(game.obj(a).attached_to).alias for a in auras)
    assert targets == ["bears", "lions"]
    assert sorted(game.obj(a).token is not None for a in auras) == [False, True]
