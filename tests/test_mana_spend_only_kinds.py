"""106.6: "Spend this mana only to cast <kinds of> spells [or activate abilities of <kinds of>
sources]." The kinds are card types, supertypes, subtypes and colors (205.2-205.4, 105.2),
all of which the spell being cast (601.2h), or the source of the ability being activated
(602.2b), must have; an object that is every creature type has each one (702.73a). Played
through real mana payment (`pay: true`): mana that can't be spent is refused and the spell
stays in the hand."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules.mana_spend_only import decode


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_106_6_ally_encampment_pays_an_ally_spell_only(solve) -> None:
    """Ally Encampment's mana can't pay Savannah Lions (a Cat), but pays Expedition Envoy
    (a Human Scout Ally)."""
    out = solve("""
        name: ally encampment
        battlefield: [{card: Ally Encampment, as: camp}]
        hand: {Alice: [Savannah Lions, Expedition Envoy]}
        actions:
          - {cast: Savannah Lions, pay: true, refused: "total cost {W}"}
          - {cast: Expedition Envoy, pay: true}
        expect:
          camp: {tapped: true}
          Expedition Envoy: {zone: battlefield}
          Savannah Lions: {zone: hand}
    """)
    assert out.passed, out.failures


def test_106_6_gnarlroot_trapper_elf_creature_spell_and_changeling(solve) -> None:
    """Gnarlroot Trapper's {G} pays only an Elf creature spell: not Giant Growth; Woodland
    Changeling is every creature type (702.73a), so an Elf."""
    out = solve("""
        name: gnarlroot
        turn: {number: 2}
        battlefield: [{card: Gnarlroot Trapper, as: trapper}, {card: Wastes, as: w}]
        hand: {Alice: [Giant Growth, Woodland Changeling]}
        actions:
          - {cast: Giant Growth, targets: [trapper], pay: true, refused: "total cost {G}"}
          - {cast: Woodland Changeling, pay: true}
        expect:
          trapper: {tapped: true}
          w: {tapped: true}
          Woodland Changeling: {zone: battlefield}
          player Alice: {life: 19}
    """)
    assert out.passed, out.failures


def test_106_6_haven_of_the_spirit_dragon_needs_both_dragon_and_creature(solve) -> None:
    """"a Dragon creature spell": a creature that isn't a Dragon can't be paid for."""
    out = solve("""
        name: haven
        battlefield: [{card: Haven of the Spirit Dragon, as: haven}]
        hand: {Alice: [Savannah Lions]}
        actions:
          - {cast: Savannah Lions, pay: true, refused: "total cost {W}"}
        expect:
          haven: {tapped: false}
          Savannah Lions: {zone: hand}
    """)
    assert out.passed, out.failures


def test_106_6_pillar_of_the_paruns_multicolored_only(solve) -> None:
    """Pillar of the Paruns's mana and a Forest can't pay Grizzly Bears (one color isn't
    multicolored, 105.2); they pay Watchwolf ({G}{W})."""
    out = solve("""
        name: obelisk
        battlefield: [{card: Pillar of the Paruns, as: ob}, {card: Forest, as: f}]
        hand: {Alice: [Grizzly Bears, Watchwolf]}
        actions:
          - {cast: Grizzly Bears, pay: true, refused: "total cost {1}{G}"}
          - {cast: Watchwolf, pay: true}
        expect:
          ob: {tapped: true}
          Watchwolf: {zone: battlefield}
          Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_106_6_eldrazi_temple_mana_doesnt_pay_a_non_eldrazi_ability(board) -> None:
    """Eldrazi Temple's {C}{C} in the pool pays abilities of colorless Eldrazi only, not
    Mind Stone's {1} (a colorless artifact, not an Eldrazi)."""
    game = board("""
        name: temple
        turn: {number: 2}
        battlefield: [{card: Eldrazi Temple, as: temple}, {card: Mind Stone, as: stone}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert any(a.startswith("activate Mind Stone") for a in _labels(game))  # the plain {C}
    game.apply(next(a for a in _labels(game) if a.startswith("tap Eldrazi Temple")
                    and a.endswith("(restricted)")))
    assert sum(game.state.players[0].mana_pool.values()) == 2
    assert not any(a.startswith("activate Mind Stone") for a in _labels(game))


@pytest.mark.parametrize(("card", "line", "spells", "sources"), [
    ("Ally Encampment", "{T}: Add one mana of any color. Spend this mana only to cast an Ally "
     "spell.", [{"Ally"}], []),
    ("Jasmine Dragon Tea Shop", "{T}: Add one mana of any color. Spend this mana only to cast "
     "an Ally spell or activate an ability of an Ally source.", [{"Ally"}], [{"Ally"}]),
    ("Haven of the Spirit Dragon", "{T}: Add one mana of any color. Spend this mana only to "
     "cast a Dragon creature spell.", [{"Dragon", "Creature"}], []),
    ("Intrepid Stablemaster", "{T}: Add two mana of any one color. Spend this mana only to "
     "cast Mount or Vehicle spells.", [{"Mount"}, {"Vehicle"}], []),
    ("Base Camp", "{T}: Add one mana of any color. Spend this mana only to cast a Cleric, "
     "Rogue, Warrior, or Wizard spell or to activate an ability of a Cleric, Rogue, Warrior, "
     "or Wizard.", [{"Cleric"}, {"Rogue"}, {"Warrior"}, {"Wizard"}],
     [{"Cleric"}, {"Rogue"}, {"Warrior"}, {"Wizard"}]),
    ("Eldrazi Temple", "{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells "
     "or activate abilities of colorless Eldrazi.", [{"colorless", "Eldrazi"}],
     [{"colorless", "Eldrazi"}]),
    ("Great Hall of the Citadel", "{T}: Add two mana in any combination of colors. Spend this "
     "mana only to cast legendary spells.", [{"Legendary"}], []),
    ("Guidelight Optimizer", "{T}: Add {U}. Spend this mana only to cast an artifact spell or "
     "activate an ability.", [{"Artifact"}], None),
    ("Myr Reservoir", "{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate "
     "abilities of Myr.", [{"Myr"}], [{"Myr"}]),
    ("Chandra's Embercat", "{T}: Add {R}. Spend this mana only to cast an Elemental spell or a "
     "Chandra planeswalker spell.", [{"Elemental"}, {"Chandra", "Planeswalker"}], []),
])
def test_106_6_spend_only_oracle_lines(card: str, line: str, spells, sources) -> None:
    (ab,) = compile_text(line, card)
    (add,) = {i.restriction for i in ab.instructions if isinstance(i, I.AddMana)}
    got_spells, got_sources = decode(add)
    assert [set(a) for a in got_spells] == spells
    assert (None if got_sources is None else [set(a) for a in got_sources]) == sources


@pytest.mark.parametrize("line", [
    "{T}: Add one mana of any color. Spend this mana only to cast a spell with devoid.",
    "{T}: Add one mana of any color. If that mana is spent to cast a non-Human creature "
    "spell, that creature enters with an additional +1/+1 counter on it.",
    "{T}: Add {C}. Spend this mana only to cast a colorless spell, activate an ability of a "
    "colorless permanent, or pay a cost that contains {C}.",
])
def test_106_6_other_restrictions_stay_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
