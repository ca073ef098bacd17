"""702.16h: "protection from each color" (Etched Champion, Spectra Ward, Eldritch Immunity),
played through the real engine: colored spells can't target it, colorless sources can; with
702.16n's "This effect doesn't remove Auras.", Auras stay attached."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.rules.abilities import UnsupportedAbility


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Etched Champion", "Metalcraft \u2014 This creature has protection from each color as long "
     "as you control three or more artifacts.", False),
    ("Spectra Ward", "Enchanted creature gets +2/+2 and has protection from each color. This "
     "effect doesn't remove Auras.", False),
    ("Eldritch Immunity", "Target creature you control gains protection from each color until "
     "end of turn.", True),
])
def test_702_16h_protection_from_each_color_real_lines(name: str, line: str,
                                                        spell: bool) -> None:
    (ab,) = compile_text(line, name, spell)
    assert not isinstance(ab, UnsupportedAbility)


def test_702_16h_commanders_plate_quality_stays_unread() -> None:
    (ab,) = compile_line("Equipped creature gets +3/+3 and has protection from each color "
                         "that's not in your commander's color identity.", "Commander's Plate")
    assert isinstance(ab, UnsupportedAbility)


def test_702_16b_etched_champion_with_metalcraft(solve) -> None:
    """With three artifacts, Etched Champion can't be targeted by Lightning Bolt (refused);
    Rod of Ruin (colorless) still deals it 1 damage."""
    out = solve("""
        name: etched champion
        battlefield:
          - {card: Etched Champion, as: champion}
          - Sol Ring
          - Sol Ring
          - {card: Rod of Ruin, controller: Bob, as: rod}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [champion], refused: "target"}
          - {activate: {card: rod, ability: 1, targets: [champion], by: Bob}}
        expect:
          champion: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "champion")).damage == 1


def test_702_16n_spectra_ward_keeps_auras(solve) -> None:
    """Spectra Ward on Grizzly Bears already wearing Holy Strength (white): protection from
    each color, but this effect doesn't remove Auras: both stay, a 5/6."""
    out = solve("""
        name: spectra ward
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Holy Strength, attached_to: bears, as: strength}
        hand: {Alice: [{card: Spectra Ward, as: ward}]}
        actions:
          - {cast: Spectra Ward, targets: [bears]}
        expect:
          ward: {zone: battlefield}
          strength: {zone: battlefield}
          bears: {power: 5, toughness: 6}
    """)
    assert out.passed, out.failures
