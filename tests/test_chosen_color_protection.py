"""702.16a / 614.12: "has protection from the chosen color", the color chosen as the source
entered (Order of the Stars, Ward Sliver, Pentarch Ward), with 702.16n's "This effect doesn't
remove this Aura", played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Order of the Stars", "This creature has protection from the chosen color."),
    ("Voice of All", "This creature has protection from the chosen color."),
    ("Ward Sliver", "All Slivers have protection from the chosen color."),
    ("Pentarch Ward", "Enchanted creature has protection from the chosen color. This effect "
     "doesn't remove this Aura."),
    ("Cho-Manno's Blessing", "Enchanted creature has protection from the chosen color. This "
     "effect doesn't remove this Aura."),
])
def test_702_16a_protection_from_the_chosen_color_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility), ab


def test_702_16a_a_one_shot_gain_of_the_chosen_color_isnt_this_template() -> None:
    """Floating Shield's "Target creature gains protection from the chosen color until end of
    turn" (an activated ability sacrificing the Aura that holds the choice) stays unread."""
    (ab,) = compile_line("Sacrifice this Aura: Target creature gains protection from the "
                         "chosen color until end of turn.", "Floating Shield")
    assert isinstance(ab, UnsupportedAbility)


def test_702_16b_order_of_the_stars_red_cant_be_targeted_by_a_bolt(solve) -> None:
    """Order of the Stars enters choosing red: Bob's Lightning Bolt can't target it (the cast
    is refused), while Bob's Swords to Plowshares (white) can."""
    out = solve("""
        name: order of the stars
        hand:
          Alice: [{card: Order of the Stars, as: order}]
          Bob: [Lightning Bolt, {card: Swords to Plowshares, as: swords}]
        actions:
          - {cast: Order of the Stars, choices: {color: red}}
          - {cast: Lightning Bolt, by: Bob, targets: [order], refused: "target"}
          - {cast: Swords to Plowshares, by: Bob, targets: [order]}
        expect:
          order: {zone: exile}
          swords: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_16e_ward_sliver_gives_every_sliver_protection_from_the_color(board) -> None:
    """Ward Sliver enters choosing red: it and Muscle Sliver each have protection from red,
    and Bob's Shock can't target Muscle Sliver."""
    game = board("""
        name: ward sliver
        battlefield: [{card: Muscle Sliver, as: muscle}]
        hand: {Alice: [{card: Ward Sliver, as: ward}], Bob: [Shock]}
        actions:
          - {cast: Ward Sliver, choices: {color: red}}
          - {cast: Shock, by: Bob, targets: [muscle], refused: "target"}
    """)
    for alias in ("muscle", "ward"):
        ch = game.chars(obj_id(game, alias))
        assert [a.ability.param for a in ch.abilities
                if getattr(a.ability, "keyword", None) == "protection from"] == ["red"]


def test_702_16n_pentarch_ward_stays_while_another_white_aura_falls_off(solve) -> None:
    """Grizzly Bears wear Holy Strength (a white Aura); Pentarch Ward (white) enters on them
    choosing white: the Bears have protection from white, so Holy Strength is put into the
    graveyard (702.16c, 704.5m) while Pentarch Ward, which the effect doesn't remove, stays."""
    out = solve("""
        name: pentarch ward
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Holy Strength, attached_to: bears, as: strength}
        hand: {Alice: [{card: Pentarch Ward, as: ward}]}
        library: {Alice: [Island]}
        actions:
          - {cast: Pentarch Ward, targets: [bears], choices: {color: white}}
        expect:
          ward: {zone: battlefield}
          strength: {zone: graveyard}
          bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
