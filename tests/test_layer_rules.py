"""Unit tests of the layer system, one rule each; the CR number is in each test's name."""

from __future__ import annotations

from conftest import chars_of


def test_613_8a_existence_blood_moon_removes_urborgs_ability_in_either_order(solve) -> None:
    """613.8a/305.7: Urborg's effect depends on Blood Moon (applying it removes Urborg's
    ability), in either timestamp order: no land is a Swamp."""
    for order in (["Blood Moon", "Urborg, Tomb of Yawgmoth"],
                  ["Urborg, Tomb of Yawgmoth", "Blood Moon"]):
        out = solve(f"""
            name: order
            battlefield:
              - {{card: "{order[0]}", as: first}}
              - {{card: "{order[1]}", as: second}}
              - {{card: Forest, as: forest}}
        """)
        urborg = chars_of(out, "first" if order[0].startswith("Urborg") else "second")
        assert urborg.subtypes == {"Mountain"}
        assert [a.text for a in urborg.abilities] == ["{T}: Add {R}."]
        assert chars_of(out, "forest").subtypes == {"Forest"}


def test_305_6_a_land_with_a_basic_land_type_has_its_mana_ability(solve) -> None:
    """305.6: Urborg makes every land a Swamp, so a Forest also taps for {B}."""
    out = solve("""
        name: urborg
        battlefield: [{card: "Urborg, Tomb of Yawgmoth"}, {card: Forest, as: f}]
    """)
    texts = {a.text for a in chars_of(out, "f").abilities}
    assert texts == {"{T}: Add {G}.", "{T}: Add {B}."}


def test_613_8a_applies_to_opalescence_waits_for_enchanted_evening(solve) -> None:
    """613.8a: applying Enchanted Evening changes what Opalescence applies to, so
    Opalescence waits even with the earlier timestamp; a land becomes a 0/0 creature."""
    out = solve("""
        name: evening
        battlefield:
          - {card: Opalescence, as: opal}
          - {card: Enchanted Evening, as: evening}
          - {card: Forest, as: forest}
    """)
    forest = chars_of(out, "forest")
    assert forest.types == {"Land", "Enchantment", "Creature"}
    assert (forest.power, forest.toughness) == (0, 0)
    evening = chars_of(out, "evening")
    assert evening.types == {"Enchantment", "Creature"}
    assert (evening.power, evening.toughness) == (5, 5)


def test_613_8b_dependency_loop_uses_timestamp_order(solve) -> None:
    """613.8b: Conspiracy and Life and Limb with a Forest form a loop; timestamp decides.
    With Life and Limb first it fixes its set in layer 4 (613.6): Lions stay white 2/1."""
    out = solve("""
        name: loop
        battlefield:
          - Life and Limb
          - {card: Conspiracy, choices: {creature_type: Saproling}}
          - {card: Forest, as: forest}
          - {card: Savannah Lions, as: lions}
    """)
    lions = chars_of(out, "lions")
    assert lions.subtypes == {"Saproling"}
    assert (lions.power, lions.toughness) == (2, 1)
    assert {c.value for c in lions.colors} == {"white"}
    forest = chars_of(out, "forest")
    assert forest.types == {"Land", "Creature"} and forest.subtypes == {"Forest", "Saproling"}
    reasons = [a.reason for a in out.game.layers().for_object(forest_id(out)) if a.layer == "4"]
    assert any("dependency loop" in r for r in reasons)


def forest_id(out) -> int:
    return next(o.id for o in out.game.state.objects.values() if o.alias == "forest")


def test_613_6_humility_two_opalescences_op_hu_op(solve) -> None:
    """613.6: Op1, Humility, Op2: Op2 is 1/1, the others' P/T equal their mana value."""
    out = solve("""
        name: op-hu-op
        battlefield:
          - {card: Opalescence, as: op1}
          - {card: Humility, as: hu}
          - {card: Opalescence, as: op2}
    """)
    pt = {a: (chars_of(out, a).power, chars_of(out, a).toughness) for a in ("op1", "hu", "op2")}
    assert pt == {"op1": (4, 4), "hu": (4, 4), "op2": (1, 1)}
    assert all(not chars_of(out, a).abilities for a in ("op1", "hu", "op2"))


def test_613_7_later_timestamp_wins_in_7b(solve) -> None:
    """613.7: Humility and Opalescence, Opalescence newer: Humility is 4/4."""
    out = solve("""
        name: ts
        battlefield: [{card: Humility, as: hu}, {card: Opalescence, as: op}]
    """)
    hu = chars_of(out, "hu")
    assert (hu.power, hu.toughness) == (4, 4) and "Creature" in hu.types


def test_205_1b_march_of_the_machines_keeps_other_types(solve) -> None:
    """205.1b: "artifact creature" keeps prior types; 613.4b: P/T = mana value."""
    out = solve("""
        name: march
        battlefield: [{card: March of the Machines}, {card: Mycosynth Lattice, as: lattice}]
    """)
    lattice = chars_of(out, "lattice")
    assert lattice.types == {"Artifact", "Creature"}
    assert (lattice.power, lattice.toughness) == (6, 6)
    assert lattice.colors == set()  # Lattice's own colorless effect


def test_205_1a_turn_to_frog_replaces_creature_types(solve) -> None:
    """205.1a: "becomes a blue Frog" replaces creature types, keeps card types."""
    out = solve("""
        name: frog
        battlefield: [{card: Savannah Lions, as: lions}]
        hand: {Alice: [Turn to Frog]}
        actions:
          - {cast: Turn to Frog, targets: [lions]}
    """)
    lions = chars_of(out, "lions")
    assert lions.subtypes == {"Frog"} and lions.types == {"Creature"}
    assert (lions.power, lions.toughness) == (1, 1)


def test_514_2_until_end_of_turn_effects_end_in_cleanup(solve) -> None:
    """514.2: Turn to Frog ends in the cleanup step."""
    out = solve("""
        name: frog-ends
        battlefield: [{card: Savannah Lions, as: lions}]
        hand: {Alice: [Turn to Frog]}
        library: {Alice: [Forest], Bob: [Forest, Forest]}
        actions:
          - {cast: Turn to Frog, targets: [lions]}
          - pass: end_of_turn
    """)
    lions = chars_of(out, "lions")
    assert lions.subtypes == {"Cat"} and (lions.power, lions.toughness) == (2, 1)


def test_613_7c_counter_timestamp_beats_older_ability_loss(solve) -> None:
    """613.7c/613.1f: a keyword counter put on after Humility gives its keyword."""
    out = solve("""
        name: counter
        battlefield:
          - {card: Savannah Lions, as: lions}
          - Humility
        actions:
          - counters: {"on": lions, add: {flying: 1}}
    """)
    lions = chars_of(out, "lions")
    assert [a.text for a in lions.abilities] == ["Flying"]


def test_613_4c_counters_apply_in_7c_after_setting(solve) -> None:
    """613.4b/c: Humility sets 1/1; a +1/+1 counter then makes 2/2 (B01)."""
    out = solve("""
        name: counters
        battlefield:
          - {card: Savannah Lions, as: lions, counters: {+1/+1: 1}}
          - Humility
    """)
    lions = chars_of(out, "lions")
    assert (lions.power, lions.toughness) == (2, 2)


def test_707_2_copy_sees_only_copiable_values(solve) -> None:
    """707.2: Mirror Image copying a creature turned into an Elk by a resolved effect copies
    the printed values, not the effect's."""
    out = solve("""
        name: copy
        battlefield: [{card: Savannah Lions, as: lions}]
        hand: {Alice: [Turn to Frog]}
        actions:
          - {cast: Turn to Frog, targets: [lions]}
          - {enter: {card: Mirror Image, as: mirror, choices: {copy: lions}}}
    """)
    mirror = chars_of(out, "mirror")
    assert mirror.name == "Savannah Lions" and mirror.subtypes == {"Cat"}
    assert (mirror.power, mirror.toughness) == (2, 1)


def test_708_2_face_down_is_a_nameless_2_2(solve) -> None:
    """708.2a / 702.168a: a disguised permanent is a colorless nameless 2/2 with ward {2}."""
    out = solve("""
        name: fd
        battlefield: [{card: Shivan Dragon, face_down: disguise, as: fd}]
    """)
    fd = chars_of(out, "fd")
    assert fd.name is None and fd.colors == set() and fd.subtypes == set()
    assert (fd.power, fd.toughness) == (2, 2)
    assert [a.text for a in fd.abilities] == ["Ward {2}"]


def test_729_2a_merged_permanent_has_top_characteristics_and_all_abilities(solve) -> None:
    """729.2a / 702.140e: the top card's characteristics plus every card's abilities."""
    out = solve("""
        name: merged
        battlefield:
          - {card: Bear Cub, as: cub}
          - {card: Shivan Dragon, merged_onto: cub, position: bottom}
    """)
    cub = chars_of(out, "cub")
    assert cub.name == "Bear Cub" and (cub.power, cub.toughness) == (2, 2)
    assert "flying" in {getattr(a.ability, "keyword", None) for a in cub.abilities}


def test_611_2c_resolved_effect_set_is_locked(solve) -> None:
    """611.2c: a creature entering after Turn to Frog resolved isn't affected by it."""
    out = solve("""
        name: locked
        battlefield: [{card: Savannah Lions, as: lions}]
        hand: {Alice: [Turn to Frog]}
        actions:
          - {cast: Turn to Frog, targets: [lions]}
          - {enter: {card: Savannah Lions, as: late}}
    """)
    assert chars_of(out, "late").subtypes == {"Cat"}


def test_613_3_cda_first_changeling_under_humility(solve) -> None:
    """613.3 / 702.73a: changeling (a CDA) applies in layer 4 before Humility removes
    abilities in layer 6: every creature type, 1/1."""
    out = solve("""
        name: changeling
        battlefield: [{card: Skeletal Changeling, as: sc}, Humility]
    """)
    sc = chars_of(out, "sc")
    assert sc.every_creature_type and sc.has_subtype("Goblin")
    assert (sc.power, sc.toughness) == (1, 1) and not sc.abilities
