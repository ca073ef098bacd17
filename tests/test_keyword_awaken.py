"""702.113 awaken: "Awaken N—[cost]" means "You may pay [cost] rather than pay this spell's
mana cost as you cast this spell" and "If this spell's awaken cost was paid, put N +1/+1
counters on target land you control. That land becomes a 0/0 Elemental creature with haste.
It's still a land." Cast through the real engine (601.2b-h, paid with real mana from lands),
the spell resolved (608.2), the land's characteristics from the layer system (613)."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line

_SWAMPS = "\n".join(f"          - {{card: Swamp, as: s{i}}}" for i in range(7))


def test_702_113a_awakened_spell_animates_the_target_land(solve) -> None:
    """Ruinous Path for its awaken cost {5}{B}{B} (all seven Swamps): Bob's Grizzly Bears
    destroyed, and the targeted Swamp gets four +1/+1 counters and is a 4/4 Elemental
    creature land with haste."""
    out = solve(f"""
        name: awaken
        battlefield:
{_SWAMPS}
          - {{card: Grizzly Bears, as: bears, controller: Bob}}
        hand: {{Alice: [Ruinous Path]}}
        actions:
          - {{cast: Ruinous Path, alternative: awaken, targets: [bears, s0], pay: true}}
        expect:
          bears: {{zone: graveyard}}
          s0: {{types: [Creature, Land], subtypes: [Elemental, Swamp], power: 4,
               toughness: 4, counters: {{+1/+1: 4}}, has: [Haste]}}
          s1: {{types: [Land]}}
    """)
    assert out.passed, out.failures
    assert all(out.game.obj(o).tapped for o in out.game.state.battlefield()
               if out.game.chars(o).name == "Swamp")


def test_702_113b_cast_for_its_mana_cost_it_has_no_land_target(solve) -> None:
    """Ruinous Path for its mana cost: only the creature is targeted (702.113b), no land is
    animated."""
    out = solve(f"""
        name: not awakened
        battlefield:
{_SWAMPS}
          - {{card: Grizzly Bears, as: bears, controller: Bob}}
        hand: {{Alice: [Ruinous Path]}}
        actions:
          - {{cast: Ruinous Path, targets: [bears], pay: true}}
        expect:
          bears: {{zone: graveyard}}
          s0: {{types: [Land], counters: {{}}}}
    """)
    assert out.passed, out.failures
    assert sum(out.game.obj(o).tapped for o in out.game.state.battlefield()) == 3


def test_702_113a_the_awakened_land_has_haste_and_can_attack(solve) -> None:
    """Coastal Discovery for its awaken cost {5}{U}: two cards drawn, and the Island
    awakened this turn attacks at once (haste, 302.6): Bob takes 4."""
    out = solve("""
        name: awaken attack
        battlefield:
          - {card: Island, as: i0}
          - {card: Island}
          - {card: Island}
          - {card: Island}
          - {card: Island}
          - {card: Island}
        library: {Alice: [Forest, Plains]}
        hand: {Alice: [Coastal Discovery]}
        actions:
          - {cast: Coastal Discovery, alternative: awaken, targets: [i0]}
          - {attack: [i0]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 16}
          Forest: {zone: hand}
          Plains: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_113a_awaken_cost_unpayable_is_refused(solve) -> None:
    """Only six Swamps for {5}{B}{B}: refused, and nothing changes."""
    six = "\n".join(f"          - {{card: Swamp, as: s{i}}}" for i in range(6))
    out = solve(f"""
        name: awaken unpayable
        battlefield:
{six}
          - {{card: Grizzly Bears, as: bears, controller: Bob}}
        hand: {{Alice: [Ruinous Path]}}
        actions:
          - {{cast: Ruinous Path, alternative: awaken, targets: [bears, s0], pay: true,
             refused: "total cost"}}
        expect:
          bears: {{zone: battlefield}}
          Ruinous Path: {{zone: hand}}
    """)
    assert out.passed, out.failures
    assert not any(out.game.obj(o).tapped for o in out.game.state.battlefield())


def test_702_113a_only_a_land_you_control_can_be_awakened(solve) -> None:
    out = solve(f"""
        name: awaken bob's land
        battlefield:
{_SWAMPS}
          - {{card: Forest, as: bobs, controller: Bob}}
          - {{card: Grizzly Bears, as: bears, controller: Bob}}
        hand: {{Alice: [Ruinous Path]}}
        actions:
          - {{cast: Ruinous Path, alternative: awaken, targets: [bears, bobs],
             refused: "target land you control"}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,read", [
    ("Awaken 4\u2014{5}{B}{B} (If you cast this spell for {5}{B}{B}, also put four +1/+1 "
     "counters on target land you control and it becomes a 0/0 Elemental creature with haste. "
     "It's still a land.)", True),  # Ruinous Path
    ("Awaken 3\u2014{4}{U}", True),  # Clutch of Currents
    ("Awaken 6\u2014{6}{U}{U}{U}", True),  # Part the Waterveil
])
def test_702_113_awaken_keyword_lines(line: str, read: bool) -> None:
    found = parse_keyword_line(line)
    assert (found is not None) is read
    if read:
        (kw,) = found
        assert kw.keyword == "awaken" and enforced(kw)
