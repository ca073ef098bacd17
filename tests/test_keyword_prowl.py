"""702.76 prowl: "You may pay [cost] rather than pay this spell's mana cost if a player was
dealt combat damage this turn by a source that, at the time it dealt that damage, was under
your control and had any of this spell's creature types." Combat played through the real
engine (the damage dealt in 510.2 is what is remembered), then the spell cast for its prowl
cost (601.2b, 601.2f-h) and "if its prowl cost was paid" judged."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line

_COMBAT = """
          - {attack: [attacker]}
          - {block: {}}
          - {pass: {to: postcombat_main}}"""


def test_702_76a_prowl_after_a_rogue_dealt_combat_damage(solve) -> None:
    """Stinkdrinker Bandit (a Goblin Rogue) attacks unblocked (its own trigger: +2/+1, 4
    damage); then Latchkey Faerie (a Faerie Rogue) for its prowl cost {2}{U}: it entered
    prowled, so Alice draws a card."""
    out = solve(f"""
        name: prowl
        battlefield:
          - {{card: Stinkdrinker Bandit, as: attacker}}
          - {{card: Island}}
          - {{card: Island}}
          - {{card: Island}}
        library: {{Alice: [Forest, Plains]}}
        hand: {{Alice: [{{card: Latchkey Faerie, as: faerie}}]}}
        actions:{_COMBAT}
          - {{cast: Latchkey Faerie, alternative: prowl, pay: true}}
        expect:
          player Bob: {{life: 16}}
          faerie: {{zone: battlefield}}
          Forest: {{zone: hand}}
    """)
    assert out.passed, out.failures
    assert sum(out.game.obj(o).tapped for o in out.game.state.battlefield()
               if out.game.chars(o).name == "Island") == 3


def test_702_76a_prowl_cost_paid_for_a_spell(solve) -> None:
    """Morsel Theft (a Kindred Rogue sorcery) for its prowl cost after the Bandit connects:
    Bob loses 3, Alice gains 3 and draws a card; cast for its mana cost, no card."""
    for how, drawn in (("alternative: prowl, ", True), ("", False)):
        out = solve(f"""
        name: prowl spell
        battlefield: [{{card: Stinkdrinker Bandit, as: attacker}}]
        library: {{Alice: [Forest]}}
        hand: {{Alice: [Morsel Theft]}}
        actions:{_COMBAT}
          - {{cast: Morsel Theft, {how}targets: [Bob]}}
        expect:
          player Bob: {{life: 13}}
          player Alice: {{life: 23}}
          Forest: {{zone: {"hand" if drawn else "library"}}}
        """)
        assert out.passed, (how, out.failures)


def test_702_76a_prowl_refused_without_combat_damage(solve) -> None:
    out = solve("""
        name: prowl refused
        battlefield: [{card: Stinkdrinker Bandit}]
        hand: {Alice: [Morsel Theft]}
        actions:
          - {cast: Morsel Theft, alternative: prowl, targets: [Bob], refused: "702.76a"}
        expect:
          Morsel Theft: {zone: hand}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_702_76a_the_source_must_share_a_creature_type(solve) -> None:
    """Grizzly Bears (a Bear) dealt the damage: Morsel Theft (Rogue) can't be prowled."""
    out = solve(f"""
        name: prowl wrong type
        battlefield: [{{card: Grizzly Bears, as: attacker}}]
        hand: {{Alice: [Morsel Theft]}}
        actions:{_COMBAT}
          - {{cast: Morsel Theft, alternative: prowl, targets: [Bob], refused: "702.76a"}}
        expect:
          player Bob: {{life: 18}}
    """)
    assert out.passed, out.failures


def test_702_76a_a_changeling_source_has_every_creature_type(solve) -> None:
    """205.3m: Changeling Outcast (every creature type) dealt the damage: Morsel Theft may
    be prowled."""
    out = solve(f"""
        name: prowl changeling
        battlefield: [{{card: Changeling Outcast, as: attacker}}]
        library: {{Alice: [Forest]}}
        hand: {{Alice: [Morsel Theft]}}
        actions:{_COMBAT}
          - {{cast: Morsel Theft, alternative: prowl, targets: [Bob]}}
        expect:
          player Bob: {{life: 16}}
          Forest: {{zone: hand}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Prowl {1}{B} (You may cast this for its prowl cost if you dealt combat damage to a "
    "player this turn with a Rogue.)",  # Morsel Theft
    "Prowl {2}{U}",  # Latchkey Faerie
    "Prowl {U}",  # Thieves' Fortune
])
def test_702_76a_prowl_keyword_lines(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "prowl" and enforced(kw)
