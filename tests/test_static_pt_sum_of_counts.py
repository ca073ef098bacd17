"""107.1 / 613.4c: "+1/+1 for each creature you control and +1/+1 for each Aura you control"
(Eidolon of Countless Battles): one power/toughness change of the sum of two counts, played on
boards by the real engine, as a creature and bestowed (702.103)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility

_LINE = ("This creature and enchanted creature each get +1/+1 for each creature you control "
         "and +1/+1 for each Aura you control.")


def test_613_4c_eidolon_of_countless_battles_line_read() -> None:
    (ab,) = compile_line(_LINE, "Eidolon of Countless Battles")
    assert isinstance(ab, StaticAbility), ab


def test_613_4c_eidolon_as_a_creature_counts_creatures_and_auras(solve) -> None:
    """Eidolon (0/0), Grizzly Bears wearing Holy Strength, and Bob's Hill Giant: Alice
    controls two creatures and one Aura, so Eidolon is 3/3; the bears aren't enchanted by
    Eidolon and get only Holy Strength's +1/+2."""
    out = solve("""
        name: eidolon
        battlefield:
          - {card: Eidolon of Countless Battles, as: eidolon}
          - {card: Grizzly Bears, as: bears}
          - {card: Holy Strength, attached_to: bears}
          - {card: Hill Giant, controller: Bob}
        expect:
          eidolon: {power: 3, toughness: 3}
          bears: {power: 3, toughness: 4}
    """)
    assert out.passed, out.failures


def test_613_4c_702_103_eidolon_bestowed_counts_itself_as_an_aura(solve) -> None:
    """Bestowed on Grizzly Bears, Eidolon is an Aura: Alice controls one creature (the bears)
    and one Aura (Eidolon), so the bears get +2/+2 (4/4)."""
    out = solve("""
        name: eidolon bestowed
        battlefield:
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Eidolon of Countless Battles]}
        actions:
          - {cast: Eidolon of Countless Battles, alternative: bestow, targets: [bears]}
        expect:
          bears: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures
