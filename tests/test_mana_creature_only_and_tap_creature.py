"""106.6: "Spend this mana only to cast a creature spell." (Ancient Ziggurat); and 118.3 /
302.6: "{T}, Tap an untapped creature you control: Add one mana of any color." (Springleaf
Drum, Loam Dryad): tapping a creature this way isn't its {T}, so a creature that came under
its controller's control this turn can pay; the source tapped by its own {T} can't."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import costs as K
from arbiter.rules import instructions as I


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_106_6_ancient_ziggurat_pays_only_creature_spells(solve) -> None:
    out = solve("""
        name: ziggurat
        battlefield: [{card: Ancient Ziggurat, as: zig}]
        hand: {Alice: [Lightning Bolt, Savannah Lions]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true, refused: "total cost {R}"}
          - {cast: Savannah Lions, pay: true}
        expect:
          zig: {tapped: true}
          Savannah Lions: {zone: battlefield}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_106_6_creature_only_mana_doesnt_pay_an_ability(board) -> None:
    """Humble Naturalist's mana in the pool doesn't pay Azorius Signet's {1}."""
    game = board("""
        name: naturalist
        turn: {number: 2}
        battlefield: [Humble Naturalist, Azorius Signet]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any(a.startswith("activate Azorius Signet") for a in _labels(game))


def test_302_6_springleaf_drum_taps_a_summoning_sick_creature(board) -> None:
    game = board("""
        name: springleaf drum
        battlefield: [Springleaf Drum, {card: Grizzly Bears, summoning_sick: true}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(next(a for a in _labels(game) if a.startswith("activate Springleaf Drum")))
    while _labels(game) and not _labels(game)[0].startswith("{"):
        game.apply(_labels(game)[0])  # the creature to tap
    game.apply("{G}")
    assert game.state.players[0].mana_pool == {"G": 1}
    tapped = sorted(game.name_of(o.id) for o in game.state.objects.values()
                    if o.zone == "battlefield" and o.tapped)
    assert tapped == ["Grizzly Bears", "Springleaf Drum"]


def test_601_2h_loam_dryad_cant_tap_itself_twice(board) -> None:
    game = board("""
        name: loam dryad alone
        turn: {number: 2}
        battlefield: [Loam Dryad]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _labels(game) == ["pass"]


@pytest.mark.parametrize(("line", "card"), [
    ("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
     "Ancient Ziggurat"),
    ("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
     "Humble Naturalist"),
])
def test_106_6_creature_spell_restriction_oracle_lines(line: str, card: str) -> None:
    (ab,) = compile_text(line, card)
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert add.restriction == "creature_spell"


@pytest.mark.parametrize(("line", "card"), [
    ("{T}, Tap an untapped creature you control: Add one mana of any color.",
     "Springleaf Drum"),
    ("{T}, Tap an untapped creature you control: Add one mana of any color.", "Loam Dryad"),
    ("{T}, Tap an untapped creature you control: Add one mana of any color.",
     "Holdout Settlement"),
])
def test_118_3_tap_an_untapped_creature_cost_oracle_lines(line: str, card: str) -> None:
    (ab,) = compile_text(line, card)
    assert ab.is_mana_ability
    (tap,) = [c for c in ab.cost if isinstance(c, K.TapUntapped)]
    assert tap.n == 1


def test_106_6_vodalian_arcanist_instant_or_sorcery_only(solve) -> None:
    """Vodalian Arcanist's {C} and an Island pay Think Twice ({1}{U}, an instant), but not
    Mind Stone ({2}, an artifact)."""
    out = solve("""
        name: arcanist
        turn: {number: 2}
        battlefield: [{card: Vodalian Arcanist, as: arcanist}, Island]
        hand: {Alice: [Mind Stone, Think Twice]}
        actions:
          - {cast: Mind Stone, pay: true, refused: "total cost {2}"}
          - {cast: Think Twice, pay: true}
        expect:
          arcanist: {tapped: true}
          Think Twice: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "card", "restriction"), [
    ("{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.",
     "Vodalian Arcanist", "instant_sorcery"),
    ("{T}: Add {U}. Spend this mana only to cast an artifact spell.", "Steelswarm Operator",
     "artifact_spell"),
    ("{T}: Add three mana of any one color. Spend this mana only to cast creature spells.",
     "Somberwald Sage", "creature_spell"),
    ("{T}: Add two mana in any combination of colors. Spend this mana only to cast creature "
     "spells.", "Shaman of Forgotten Ways", "creature_spell"),
])
def test_106_6_more_restriction_oracle_lines(line: str, card: str, restriction: str) -> None:
    (ab,) = compile_text(line, card)
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert add.restriction == restriction


def test_106_6_soldevi_machinist_pays_only_abilities_of_artifacts(board) -> None:
    """Soldevi Machinist's {C}{C} ("Spend this mana only to activate abilities of
    artifacts"): Mind Stone's "{1}, {T}, Sacrifice this artifact: Draw a card." can be paid,
    Grizzly Bears can't be cast with it."""
    game = board("""
        name: machinist
        turn: {number: 2}
        battlefield: [Soldevi Machinist, {card: Mind Stone, as: stone}]
        hand: {Alice: [Grizzly Bears]}
        library: {Alice: [Plains, Plains], Bob: [Plains]}
    """)
    labels = _labels(game)
    assert any(a.startswith("activate Mind Stone") and "Draw a card" in a for a in labels)
    assert not any(a.startswith("cast Grizzly Bears") for a in labels)


@pytest.mark.parametrize(("line", "card", "restriction"), [
    ("{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.",
     "Soldevi Machinist", "artifact_ability"),
    ("{T}: Add {C}{C}. Spend this mana only to activate abilities.", "Pit Automaton",
     "ability"),
    ("{T}: Add one mana of any color. Spend this mana only to cast artifact spells or activate "
     "abilities of artifacts.", "Power Depot", "artifact_or_artifact_ability"),
    ("{T}: Add {W}. Spend this mana only to cast an artifact spell or activate an ability of "
     "an artifact source.", "Fabrication Foundry", "artifact_or_artifact_ability"),
])
def test_106_6_ability_restriction_oracle_lines(line: str, card: str, restriction: str) -> None:
    (ab,) = compile_text(line, card)
    adds = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert adds and all(add.restriction == restriction for add in adds)
