"""613.10, 702.11c: "You and Humans you control have hexproof." gives hexproof to the
player (no spell or ability an opponent controls can target them) and to the objects (613.1f);
and compound subjects, each phrase with its own words: "Skeletons you control and other
Zombies you control get +1/+1 and have deathtouch." Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_702_11c_sigarda_you_and_humans_have_hexproof(solve) -> None:
    """Sigarda, Heron's Grace: Bob's Shock can't target Alice nor her Human Soldier token;
    it can target her Grizzly Bears (not a Human), and does."""
    out = solve("""
        name: sigarda
        battlefield:
          - {card: "Sigarda, Heron's Grace", as: sigarda}
          - {token: {name: Human Soldier, types: [Creature], subtypes: [Human, Soldier],
                     power: 1, toughness: 1}, as: human}
          - {card: Grizzly Bears, as: bears}
          - {token: {name: Human Soldier, types: [Creature], subtypes: [Human, Soldier],
                     power: 1, toughness: 1}, controller: Bob, as: bobs}
        hand: {Bob: [{card: Shock, as: s1}, {card: Shock, as: s2}, {card: Shock, as: s3}]}
        actions:
          - {cast: s1, by: Bob, targets: [Alice], refused: "legal"}
          - {cast: s1, by: Bob, targets: [human], refused: "legal"}
          - {cast: s1, by: Bob, targets: [bears]}
        expect:
          human: {has: [hexproof]}
          bobs: {lacks: [hexproof]}
          sigarda: {lacks: [hexproof]}
          bears: {zone: graveyard}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_702_11c_gruul_spellbreaker_you_and_it_during_your_turn(solve) -> None:
    """Gruul Spellbreaker: on Alice's turn Bob's Shock can't target Alice or the
    Spellbreaker; on Bob's turn it can target Alice."""
    out = solve("""
        name: spellbreaker
        battlefield: [{card: Gruul Spellbreaker, as: ogre}]
        hand: {Bob: [{card: Shock, as: s1}]}
        actions:
          - {cast: s1, by: Bob, targets: [Alice], refused: "legal"}
          - {cast: s1, by: Bob, targets: [ogre], refused: "legal"}
          - {pass: next_turn}
          - {cast: s1, by: Bob, targets: [Alice]}
        expect:
          ogre: {lacks: [hexproof]}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_613_1f_death_baron_skeletons_and_other_zombies(solve) -> None:
    """Death Baron (a Zombie): a Skeleton token and a Zombie token Alice controls get +1/+1
    and deathtouch; the Baron itself ("other Zombies") and Bob's Zombie don't."""
    out = solve("""
        name: death baron
        battlefield:
          - {card: Death Baron, as: baron}
          - {token: {name: Skeleton, types: [Creature], subtypes: [Skeleton], power: 1,
                     toughness: 1}, as: skeleton}
          - {token: Zombie, as: zombie}
          - {token: Zombie, controller: Bob, as: bobs}
        expect:
          baron: {power: 2, toughness: 2, lacks: [deathtouch]}
          skeleton: {power: 2, toughness: 2, has: [deathtouch]}
          zombie: {power: 3, toughness: 3, has: [deathtouch]}
          bobs: {power: 2, toughness: 2, lacks: [deathtouch]}
    """)
    assert out.passed, out.failures


def test_702_111b_caterwauling_boggart_goblins_and_elementals_have_menace(solve) -> None:
    """Caterwauling Boggart (a Goblin) and an Elemental token have menace: Bob's single
    Grizzly Bears can't block the Elemental alone (509.1b)."""
    out = solve("""
        name: boggart
        battlefield:
          - {card: Caterwauling Boggart, as: boggart}
          - {token: {name: Elemental, types: [Creature], subtypes: [Elemental], power: 1,
                     toughness: 1}, as: elemental}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: [elemental]}
          - {block: {bears: elemental}, refused: "menace"}
        expect:
          boggart: {has: [menace]}
          elemental: {has: [menace]}
          bears: {lacks: [menace]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Sigarda, Heron's Grace", "You and Humans you control have hexproof."),
    ("Shalai, Voice of Plenty",
     "You, planeswalkers you control, and other creatures you control have hexproof."),
    ("Gruul Spellbreaker", "During your turn, you and this creature have hexproof."),
    ("Captain America, Super-Soldier", "As long as Captain America has a shield counter on "
     "him, you and other Heroes you control have hexproof."),
    ("Caterwauling Boggart", "Goblins you control and Elementals you control have menace."),
    ("Death Baron",
     "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch."),
    ("Verdeloth the Ancient", "Saproling creatures and other Treefolk creatures get +1/+1."),
    ("Zhao, the Moon Slayer",
     "As long as Zhao has a conqueror counter on him, nonbasic lands are Mountains."),
])
def test_613_10_you_and_compound_subject_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)


def test_613_10_you_and_objects_with_protection_stays_unread() -> None:
    """702.16: the engine gives no protection to players, so "You and creatures you control
    have protection from the chosen card type." isn't read."""
    assert compile_text("You and creatures you control have protection from the chosen card "
                        "type.", "Tamiyo's Safekeeping") is None
