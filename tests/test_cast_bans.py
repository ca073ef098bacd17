"""101.2 / 601.3: effects prohibiting players from casting spells, played through the real
engine: "Each opponent can cast spells only any time they could cast a sorcery." (Teferi,
Time Raveler), "Players can cast spells only during their own turns." (Dosan the Falling
Leaf), "Your opponents can't cast spells from anywhere other than their hands." (Drannith
Magistrate), "Your opponents can't cast spells during combat." (Marisi, Breaker of the Coil).
A prohibited cast is refused with the game unchanged; the same spell may be cast when the
prohibition doesn't apply."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.cast_bans import CAST_BAN, CastBan
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


@pytest.mark.parametrize(("name", "line", "ban"), [
    ("Teferi, Time Raveler", "Each opponent can cast spells only any time they could cast a "
     "sorcery.", ("opponents", "not_sorcery_timing", (), ())),
    ("Basandra, Battle Seraph", "Players can't cast spells during combat.",
     ("each", "combat", (), ())),
    ("Grafdigger's Cage", "Players can't cast spells from graveyards or libraries.",
     ("each", "", ("graveyard", "library"), ())),
    ("Drannith Magistrate", "Your opponents can't cast spells from anywhere other than their "
     "hands.", ("opponents", "", (), ("hand",))),
    ("Form of the Squirrel", "You can't cast spells.", ("you", "", (), ())),
])
def test_601_3_cast_ban_lines(name: str, line: str, ban: tuple) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    (part,) = [p for e in ab.effects for p in e.parts]
    assert part.rule == CAST_BAN and isinstance(part.detail, CastBan)
    d = part.detail
    assert (d.who, d.when, d.zones, d.not_from) == ban


@pytest.mark.parametrize(("name", "line"), [
    # conditions on the player (card types: `test_cast_type_bans_601_3a`)
    ("Angelic Arbiter", "Each opponent who attacked with a creature this turn can't cast "
     "spells."),
])
def test_601_3_cast_ban_near_variants_stay_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)


def test_601_3_teferi_opponents_only_at_sorcery_timing(solve) -> None:
    """Alice's Teferi, Time Raveler: in Alice's turn Bob can't cast Lightning Bolt; Alice
    casts Shock; in Bob's own main phase with an empty stack he casts Lightning Bolt."""
    out = solve("""
        name: teferi
        battlefield:
          - {card: "Teferi, Time Raveler", controller: Alice}
        hand: {Alice: [Shock], Bob: [Lightning Bolt]}
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], refused: "sorcery"}
          - {cast: Shock, targets: [Bob]}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 17}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_601_3_dosan_only_during_their_own_turns(solve) -> None:
    """Dosan the Falling Leaf (Alice's): Bob can't cast Lightning Bolt in Alice's turn, and
    can in his own turn; Alice can't cast Shock in Bob's turn."""
    out = solve("""
        name: dosan
        battlefield:
          - {card: Dosan the Falling Leaf, controller: Alice}
        hand: {Alice: [Shock], Bob: [Lightning Bolt]}
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], refused: "own turns"}
          - {pass: next_turn}
          - {cast: Shock, by: Alice, targets: [Bob], refused: "own turns"}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 17}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_3_drannith_magistrate_only_from_hands(solve) -> None:
    """Alice's Drannith Magistrate: Bob can't cast Think Twice from his graveyard with
    flashback; Alice can cast hers."""
    out = solve("""
        name: drannith magistrate
        battlefield:
          - {card: Drannith Magistrate, controller: Alice}
        graveyard: {Alice: [Think Twice], Bob: [Think Twice]}
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {cast: Think Twice, by: Bob, from: graveyard, alternative: flashback,
             refused: "other than"}
          - {cast: Think Twice, from: graveyard, alternative: flashback}
        expect:
          player Alice: {hand_size: 1}
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_601_3_basandra_no_spells_during_combat(solve) -> None:
    """Alice's Basandra, Battle Seraph: once Alice's Grizzly Bears attack, neither player can
    cast Lightning Bolt; after combat, in her second main phase, Bob can."""
    out = solve("""
        name: basandra
        battlefield:
          - {card: "Basandra, Battle Seraph", controller: Alice}
          - {card: Grizzly Bears, controller: Alice, as: bears}
        hand: {Alice: [Lightning Bolt], Bob: [Lightning Bolt]}
        actions:
          - {attack: [bears]}
          - {cast: Lightning Bolt, by: Bob, targets: [bears], refused: "during combat"}
          - {cast: Lightning Bolt, by: Alice, targets: [Bob], refused: "during combat"}
          - {block: {}}
          - {pass: {to: postcombat_main}}
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          player Bob: {life: 18}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
