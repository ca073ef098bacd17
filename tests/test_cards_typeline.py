"""Type lines: CR 205 (205.2a card types, 205.3 subtypes, 205.4a supertypes)."""

from __future__ import annotations

import pytest

from arbiter.cards.subtypes import (
    BASIC_LAND_TYPES,
    CREATURE_TYPES,
    LAND_TYPES,
    subtype_kind,
)
from arbiter.cards.typeline import format_type_line, parse_type_line


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Legendary Enchantment Creature \u2014 God",
         (("Legendary",), ("Enchantment", "Creature"), ("God",))),
        ("Basic Land \u2014 Forest", (("Basic",), ("Land",), ("Forest",))),
        ("Kindred Enchantment \u2014 Treefolk Aura",
         ((), ("Kindred", "Enchantment"), ("Treefolk", "Aura"))),
        ("Artifact \u2014 Vehicle", ((), ("Artifact",), ("Vehicle",))),
        ("Battle \u2014 Siege", ((), ("Battle",), ("Siege",))),
        ("Legendary Land", (("Legendary",), ("Land",), ())),
        ("Land Creature \u2014 Forest Dryad", ((), ("Land", "Creature"), ("Forest", "Dryad"))),
        ("Legendary Creature \u2014 Time Lord Doctor",
         (("Legendary",), ("Creature",), ("Time Lord", "Doctor"))),
        ("Plane \u2014 Serra\u2019s Realm", ((), ("Plane",), ("Serra\u2019s Realm",))),
        ("creature - human wizard", ((), ("Creature",), ("Human", "Wizard"))),
    ],
)
def test_cr_205_parse_type_line(line: str, expected: tuple[tuple[str, ...], ...]) -> None:
    assert tuple(parse_type_line(line)) == expected


def test_cr_205_3b_time_lord_is_one_subtype() -> None:
    """205.3b/205.3m: "Time Lord" is one two-word creature type."""
    sup, types, subs = parse_type_line("Creature \u2014 Time Lord")
    assert subs == ("Time Lord",)
    assert "Time Lord" in CREATURE_TYPES


def test_cr_205_tribal_is_now_kindred() -> None:
    assert parse_type_line("Tribal Instant \u2014 Goblin").card_types == ("Kindred", "Instant")


@pytest.mark.parametrize(
    "bad", ["", "Legendary", "Wizard \u2014 Human", "Creature Creature", "Creature \u2014 ",
            "Creature Legendary \u2014 Elf"]
)
def test_cr_205_bad_type_line_names_text(bad: str) -> None:
    with pytest.raises(ValueError, match="bad type line"):
        parse_type_line(bad)


def test_cr_205_3c_strict_subtype_must_match_card_type() -> None:
    """205.3c/205.3d: a land type can't be the subtype of an instant."""
    parse_type_line("Kindred Enchantment \u2014 Treefolk Aura", strict=True)
    with pytest.raises(ValueError, match="Forest"):
        parse_type_line("Instant \u2014 Forest", strict=True)
    with pytest.raises(ValueError, match="unknown subtype 'Blorp'"):
        parse_type_line("Creature \u2014 Blorp", strict=True)


def test_format_type_line_round_trip() -> None:
    line = "Legendary Enchantment Creature \u2014 God"
    assert str(parse_type_line(line)) == line
    assert format_type_line(("Basic",), ("Land",), ()) == "Basic Land"


def test_cr_205_3_subtype_lists() -> None:
    """205.3i: the basic land types; 205.3g/h/j/k/m/q: each subtype's kind."""
    assert BASIC_LAND_TYPES == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert BASIC_LAND_TYPES < LAND_TYPES
    assert subtype_kind("Forest") == "land"
    assert subtype_kind("Urza's") == "land"
    assert subtype_kind("Equipment") == "artifact"
    assert subtype_kind("Aura") == "enchantment"
    assert subtype_kind("Role") == "enchantment"
    assert subtype_kind("Jace") == "planeswalker"
    assert subtype_kind("Adventure") == "spell"
    assert subtype_kind("Goblin") == "creature"
    assert subtype_kind("Siege") == "battle"
    assert subtype_kind("Time Lord") == "creature"
    assert subtype_kind("Wizardry") is None
