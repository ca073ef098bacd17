"""Unit tests: CDAs and statics in every zone (604.3), text changes (612), copies (707),
face-down permanents (708), timestamps (613.7), player and rules effects (613.10-613.11)."""

from __future__ import annotations

from conftest import chars_of

from arbiter.engine.rules_effects import max_hand_size
from arbiter.engine.stack.targeting import is_legal_target
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, CantHave
from arbiter.state.effects import ContinuousEffect


def _id(out, alias: str) -> int:
    return next(o.id for o in out.game.state.objects.values()
                if o.alias == alias and not o.zone.startswith("left:"))


def test_604_3_cda_works_in_a_graveyard_tarmogoyf(solve) -> None:
    """604.3: Tarmogoyf's CDA works in the graveyard: it counts itself (creature) and an
    instant: 2/3."""
    out = solve("""
        name: goyf
        graveyard: {Alice: [{card: Tarmogoyf, as: goyf}, Giant Growth]}
    """)
    goyf = chars_of(out, "goyf")
    assert (goyf.power, goyf.toughness) == (2, 3)


def test_604_3_conspiracy_reaches_cards_in_the_library(solve) -> None:
    """Conspiracy's static ability affects creature cards its controller owns in the library."""
    out = solve("""
        name: conspiracy
        battlefield: [{card: Conspiracy, choices: {creature_type: Elf}}]
        library: {Alice: [{card: Savannah Lions, as: lions}], Bob: [{card: Bear Cub, as: cub}]}
    """)
    assert chars_of(out, "lions").subtypes == {"Elf"}
    assert chars_of(out, "cub").subtypes == {"Bear"}  # Bob's card: not "you own"


def test_613_1e_mycosynth_lattice_makes_cards_in_hand_colorless(solve) -> None:
    """Mycosynth Lattice: cards that aren't on the battlefield are colorless (layer 5)."""
    out = solve("""
        name: lattice
        battlefield: [Mycosynth Lattice]
        hand: {Bob: [{card: Shivan Dragon, as: dragon}]}
    """)
    assert chars_of(out, "dragon").colors == set()


def test_612_2_text_change_never_changes_a_name(solve) -> None:
    """612.2: Mind Bend white->black changes the color word in Linden's trigger."""
    out = solve("""
        name: bend
        battlefield: [{card: "Linden, the Steadfast Queen", as: linden}]
        hand: {Alice: [Mind Bend]}
        actions:
          - {cast: Mind Bend, targets: [linden], choices: {from: white, to: black}}
    """)
    texts = [a.text for a in chars_of(out, "linden").abilities]
    assert "Whenever a black creature you control attacks, you gain 1 life." in texts


def test_612_2_name_with_a_color_word_is_untouched(solve) -> None:
    """612.2: "White" in "Skanos, White Dragon Vassal" is part of a name, not a color word.
    (Today's Nine-Tail White Fox says "this creature", so its text no longer names it.)"""
    out = solve("""
        name: skanos
        battlefield: [{card: "Skanos, White Dragon Vassal", as: skanos}]
        hand: {Alice: [Mind Bend]}
        actions:
          - {cast: Mind Bend, targets: [skanos], choices: {from: white, to: blue}}
    """)
    texts = [a.text for a in chars_of(out, "skanos").abilities]
    assert any(t.startswith("Whenever Skanos, White Dragon Vassal attacks") for t in texts)


def test_707_9b_copy_with_exceptions_lazotep_convert(solve) -> None:
    """707.9b: "except it's a 4/4 black Zombie in addition to its other colors and types"
    becomes part of the copy. Today's Oracle text adds black to the copied colors (105.3:
    "in addition to" its other colors): the white Overseer's copy is white and black."""
    out = solve("""
        name: convert
        graveyard: {Alice: [{card: Inspiring Overseer, as: overseer}]}
        actions:
          - {enter: {card: Lazotep Convert, as: convert, choices: {copy: overseer}}}
    """)
    c = chars_of(out, "convert")
    assert c.name == "Inspiring Overseer"
    assert (c.power, c.toughness) == (4, 4)
    assert {x.value for x in c.colors} == {"white", "black"}
    assert c.subtypes == {"Zombie", "Angel", "Cleric"}


def test_708_2a_morph_has_no_ward_but_cloak_does(solve) -> None:
    """708.2a: a morph is a plain 2/2; 701.58a: a cloaked permanent has ward {2}."""
    out = solve("""
        name: fd
        battlefield:
          - {card: Shivan Dragon, face_down: morph, as: m}
          - {card: Shivan Dragon, face_down: manifest, as: mf}
          - {card: Shivan Dragon, face_down: cloak, as: c}
    """)
    assert chars_of(out, "m").abilities == [] and chars_of(out, "mf").abilities == []
    assert [a.text for a in chars_of(out, "c").abilities] == ["Ward {2}"]


def test_613_7e_reattaching_equipment_gives_a_new_timestamp(solve) -> None:
    """613.7e: after Turn to Frog, moving the Beatstick away and back makes its menace newer
    than Turn to Frog's ability loss."""
    out = solve("""
        name: beatstick
        battlefield:
          - {card: Bear Cub, as: cub}
          - {card: Grizzly Bears, as: bears}
          - {card: Beamtown Beatstick, as: stick, attached_to: cub}
        hand: {Alice: [Turn to Frog]}
        actions:
          - {cast: Turn to Frog, targets: [cub]}
          - attach: {card: stick, to: bears}
          - attach: {card: stick, to: cub}
    """)
    cub = chars_of(out, "cub")
    assert cub.has_keyword("menace") and (cub.power, cub.toughness) == (2, 1)


def test_613_7g_transforming_gives_a_new_timestamp(solve) -> None:
    """613.7g: a transformed permanent gets a new timestamp."""
    out = solve("""
        name: transform
        battlefield: [{card: Lazotep Convert, transformed: true, as: c}]
        actions:
          - transform: c
    """)
    obj = out.game.obj(_id(out, "c"))
    assert obj.face == 0 and obj.timestamp > 1
    assert chars_of(out, "c").name == "Invasion of Amonkhet"


def test_613_10_player_hexproof_stops_opponents_targeting(solve) -> None:
    """613.10 / 702.11d: Leyline of Sanctity gives its controller hexproof."""
    out = solve("""
        name: leyline
        battlefield: [{card: Leyline of Sanctity}]
    """)
    spec = TargetSpec("player", description="target player")
    assert not is_legal_target(out.game, spec, 0, controller=1, source=None)
    assert is_legal_target(out.game, spec, 0, controller=0, source=None)
    assert is_legal_target(out.game, spec, 1, controller=0, source=None)


def test_613_11_no_maximum_hand_size_then_two(solve) -> None:
    """613.11 / 402.2: Spellbook (no maximum), then Null Profusion (two): the later wins."""
    out = solve("""
        name: hand
        battlefield: [Spellbook]
    """)
    assert max_hand_size(out.game, 0) is None
    assert max_hand_size(out.game, 1) == 7


def test_613_1f_cant_have_beats_a_later_grant(solve) -> None:
    """613.1f: "can't have flying" removes it, and a later grant in layer 6 doesn't add it."""
    out = solve("""
        name: canthave
        battlefield: [{card: Savannah Lions, as: lions}]
    """)
    game = out.game
    lions = _id(out, "lions")
    for ts, part in ((90, CantHave(keywords=frozenset({"flying"}))),
                     (91, AddAbilities(abilities=(keyword_ability("Flying"),)))):
        game.state.effects.append(ContinuousEffect(
            key=("test", ts), source=None, source_name=f"effect {ts}", timestamp=(ts,),
            controller=0, parts=(part,), locked=frozenset({lions})))
    game.state.touch()
    assert not game.chars(lions).has_keyword("flying")


def test_613_6_graaz_keeps_applying_after_vraska(solve) -> None:
    """613.6: Graaz's effect began in layer 4 before Vraska's -2 removed its abilities, so
    other creatures are still base 5/3 Juggernauts."""
    out = solve("""
        name: graaz
        battlefield:
          - {card: "Graaz, Unstoppable Juggernaut", as: graaz}
          - {card: Savannah Lions, as: lions}
          - {card: "Vraska, Betrayal's Sting", as: vraska}
        actions:
          - activate: {card: vraska, ability: "-2", targets: [graaz]}
    """)
    graaz = chars_of(out, "graaz")
    assert graaz.types == {"Artifact"} and graaz.subtypes == {"Treasure"}
    lions = chars_of(out, "lions")
    assert (lions.power, lions.toughness) == (5, 3) and "Juggernaut" in lions.subtypes
