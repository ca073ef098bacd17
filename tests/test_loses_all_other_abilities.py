"""613.1f with 113.10 and 205.1a: "... has <abilities> and loses all other abilities" - one
effect that removes every ability but those it grants (and those later effects grant) - and
the Aura statics that make the enchanted permanent something else: "Enchanted permanent is
a colorless Food artifact with "..." and loses all other card types and abilities." (layer 4
sets the card types, 5 the colors, 6 the abilities); "is a colorless Forest land" sets the
land's subtype to a basic land type (305.7: its rules-text abilities are gone, 305.6: it has
"{T}: Add {G}")."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text
from arbiter.rules import parts as P

ALICE, BOB = 0, 1

#: Real Oracle lines (today's wording).
_LINES = [
    ("Stasis Field", "Enchanted creature has base power and toughness 0/2, has defender, and "
     "loses all other abilities."),
    ("Deep Freeze", "Enchanted creature has base power and toughness 0/4, has defender, loses "
     "all other abilities, and is a blue Wall in addition to its other colors and types."),
    ("In Too Deep", 'Enchanted permanent is a colorless Clue artifact with "{2}, Sacrifice '
     'this artifact: Draw a card" and loses all other abilities.'),
    ("Minimus Containment", 'Enchanted permanent is a Treasure artifact with "{T}, Sacrifice '
     'this artifact: Add one mana of any color," and it loses all other abilities.'),
    ("Sugar Coat", 'Enchanted permanent is a colorless Food artifact with "{2}, {T}, Sacrifice '
     'this artifact: You gain 3 life" and loses all other card types and abilities.'),
    ("Imprisoned in the Moon", 'Enchanted permanent is a colorless land with "{T}: Add {C}" '
     'and loses all other card types and abilities.'),
    ("Toxicrene", 'Hypertoxic Miasma \u2014 All lands have "{T}: Add one mana of any color" '
     'and lose all other abilities.'),
    ("One with the Stars", "Enchanted permanent is an enchantment and loses all other card "
     "types."),
    ("Song of the Dryads", "Enchanted permanent is a colorless Forest land."),
]


@pytest.mark.parametrize(("name", "line"), _LINES)
def test_613_1f_all_other_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
    parts = [p for a in abilities for e in a.effects for p in e.parts]
    if "all other abilities" in line or "card types and abilities" in line:
        # the removal comes first in layer 6: the effect's own grants survive it
        layer6 = [p for p in parts if p.layer == "6"]
        assert isinstance(layer6[0], P.LoseAllAbilities)
        assert all(not isinstance(p, P.LoseAllAbilities) for p in layer6[1:])


def test_613_1f_other_card_types_needs_a_card_type_set() -> None:
    """"loses all other card types" with no card type named says nothing read here."""
    assert compile_text("Enchanted creature has flying and loses all other card types.",
                        "X") is None


def test_613_1f_stasis_field_keeps_only_its_defender(solve) -> None:
    """Stasis Field on Bob's Serra Angel (4/4 flying, vigilance): 0/2 with defender only."""
    out = solve("""
        name: stasis field
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Stasis Field, attached_to: angel}
        expect:
          angel: {power: 0, toughness: 2, has: [defender], lacks: [flying, vigilance]}
    """)
    assert out.passed, out.failures


def test_613_7_a_later_grant_survives_all_other(solve) -> None:
    """Jump (flying until end of turn) cast after Stasis Field: the later effect's flying
    stays (613.7: timestamp order in layer 6); defender too."""
    out = solve("""
        name: stasis field then jump
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Stasis Field, attached_to: bears}
        hand: {Alice: [Jump]}
        actions:
          - {cast: Jump, targets: [bears]}
        expect:
          bears: {power: 0, toughness: 2, has: [defender, flying]}
    """)
    assert out.passed, out.failures


def test_205_1a_sugar_coat_a_colorless_food_artifact(solve) -> None:
    """Sugar Coat on Bob's Serra Angel: a colorless Food artifact (not a creature, no flying)
    with the Food ability. Bob activates it ({2}, {T}, sacrifice): he gains 3 life; the
    Angel goes to his graveyard and Sugar Coat follows (704.5m)."""
    out = solve("""
        name: sugar coat
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Sugar Coat, attached_to: angel, as: coat}
        expect:
          angel: {types: [Artifact], subtypes: [Food], colors: [], lacks: [flying, vigilance]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: sugar coat eaten
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Sugar Coat, attached_to: angel, as: coat}
        actions:
          - {activate: {card: angel, ability: 1, by: Bob}}
          - {pass: next_step}
        expect:
          angel: {zone: graveyard}
          coat: {zone: graveyard}
          player Bob: {life: 23}
    """)
    assert out.passed, out.failures


def test_305_7_song_of_the_dryads_a_forest_with_no_other_abilities(solve) -> None:
    """Song of the Dryads on Bob's Serra Angel: a colorless Forest land (305.7: its
    rules-text abilities are gone), with "{T}: Add {G}" (305.6); not a creature."""
    out = solve("""
        name: song of the dryads
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Song of the Dryads, attached_to: angel}
        expect:
          angel: {types: [Land], subtypes: [Forest], colors: [], lacks: [flying, vigilance]}
    """)
    assert out.passed, out.failures
    game = out.game
    texts = [a.ability.text for a in game.chars(obj_id(game, "angel")).abilities]
    assert len(texts) == 1 and "{G}" in texts[0]
