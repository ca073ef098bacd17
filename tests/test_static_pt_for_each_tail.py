"""613.4c / 604.3 / 613.1d / 305.7: the tail of "gets +N/+N for each ...", "where X is ...",
characteristic-defining counts and type changes, played through the real engine:

    for each Aura and Equipment attached to ~          (Heavenly Blademaster, Kellan; 301.5)
    for each Equipment attached to him                 (Winter Soldier; 301.5)
    for each slime counter on them                     (Toxrill: each object's own counters, 122.1)
    where X is the number of counters on ~             (Hancock: counters of every kind, 122.1)
    where X is your speed                              (Samut, 702.179f)
    1 plus twice the number of age counters on it      (Mwonvuli Ooze, a CDA, 604.3)
    is a Mountain, Forest, and Plains                  (Lush Growth, 305.7)
    is all creature types                              (Stalactite Dagger, 205.3m)
    for each time you've cast your commander from the command zone this game
                                                       (Commander's Insignia, 903.8)
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility

ALICE = 0


@pytest.mark.parametrize(("name", "line"), [
    ("Heavenly Blademaster", "Other creatures you control get +1/+1 for each Aura and "
                             "Equipment attached to this creature."),
    ("Kellan, the Fae-Blooded", "Other creatures you control get +1/+0 for each Aura and "
                                "Equipment attached to Kellan."),
    ("Winter Soldier, Icy Assassin", "Winter Soldier gets +2/+0 for each Equipment attached "
                                     "to him."),
    ("Toxrill, the Corrosive", "Creatures you don't control get -1/-1 for each slime counter "
                               "on them."),
    ("Hancock, Ghoulish Mayor", "Each other creature you control that's a Zombie or Mutant "
                                "gets +X/+X, where X is the number of counters on Hancock."),
    ("Samut, the Driving Force", "Other creatures you control get +X/+0, where X is your "
                                 "speed."),
    ("Mwonvuli Ooze", "Mwonvuli Ooze's power and toughness are each equal to 1 plus twice the "
                      "number of age counters on it."),
    ("Lush Growth", "Enchanted land is a Mountain, Forest, and Plains."),
    ("Stalactite Dagger", "Equipped creature gets +1/+1 and is all creature types."),
    ("Commander's Insignia", "Creatures you control get +1/+1 for each time you've cast your "
                             "commander from the command zone this game."),
    ("Vanguard of the Restless", "Spirits you control get +1/+1 for each time you've cast "
                                 "your commander from the command zone this game."),
])
def test_613_4c_real_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, StaticAbility), ab


def test_613_4c_301_5_kellan_counts_auras_and_equipment_attached_to_itself(solve) -> None:
    """Kellan wears Holy Strength and Bonesplitter: Alice's other creature gets +2/+0; an
    Aura on that other creature adds nothing, and Kellan itself is unchanged but for its own
    Aura and Equipment (2/2 + 1/2 + 2/0 = 5/4)."""
    out = solve("""
        name: kellan
        battlefield:
          - {card: "Kellan, the Fae-Blooded", as: kellan}
          - {card: Holy Strength, attached_to: kellan}
          - {card: Bonesplitter, attached_to: kellan}
          - {card: Grizzly Bears, as: bears}
          - {card: Holy Strength, attached_to: bears}
          - {card: Grizzly Bears, as: bobs, controller: Bob}
        expect:
          bears: {power: 5, toughness: 4}
          kellan: {power: 5, toughness: 4}
          bobs: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_613_4c_winter_soldier_equipment_attached_to_him(solve) -> None:
    """Winter Soldier (2/2) with two Equipment and an Aura: +2/+0 for each Equipment (+4/+0),
    besides their own bonuses (Bonesplitter +2/+0, Short Sword +1/+1) and Holy Strength's
    (+1/+2), which adds no +2/+0: 10/5."""
    out = solve("""
        name: winter soldier
        battlefield:
          - {card: "Winter Soldier, Icy Assassin", as: soldier}
          - {card: Bonesplitter, attached_to: soldier}
          - {card: Short Sword, attached_to: soldier}
          - {card: Holy Strength, attached_to: soldier}
        expect:
          soldier: {power: 10, toughness: 5}
    """)
    assert out.passed, out.failures


def test_122_1_toxrill_each_creature_its_own_slime_counters(solve) -> None:
    """Toxrill: Bob's Grizzly Bears with one slime counter is 1/1, his Hill Giant with two is
    1/1; Alice's own creature with a slime counter is unaffected."""
    out = solve("""
        name: toxrill
        battlefield:
          - {card: "Toxrill, the Corrosive"}
          - {card: Grizzly Bears, as: bears, controller: Bob, counters: {slime: 1}}
          - {card: Hill Giant, as: giant, controller: Bob, counters: {slime: 2}}
          - {card: Grizzly Bears, as: mine, counters: {slime: 3}}
        expect:
          bears: {power: 1, toughness: 1}
          giant: {power: 1, toughness: 1}
          mine: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_122_1_hancock_counts_counters_of_every_kind_on_itself(solve) -> None:
    """Hancock with a +1/+1 counter and two shield counters: X is 3, so Walking Corpse (a
    Zombie) is 5/5; Grizzly Bears (neither Zombie nor Mutant) stays 2/2."""
    out = solve("""
        name: hancock
        battlefield:
          - {card: "Hancock, Ghoulish Mayor", as: hancock, counters: {+1/+1: 1, shield: 2}}
          - {card: Walking Corpse, as: corpse}
          - {card: Grizzly Bears, as: bears}
        expect:
          hancock: {power: 3, toughness: 2}
          corpse: {power: 5, toughness: 5}
          bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_702_179f_samut_x_is_your_speed(board) -> None:
    """Samut: with no speed (702.179f: 0) Grizzly Bears is 2/2; at speed 3 it is 5/2."""
    from conftest import obj_id

    game = board("""
        name: samut
        battlefield:
          - {card: "Samut, the Driving Force"}
          - {card: Grizzly Bears, as: bears}
    """)
    bears = obj_id(game, "bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)
    game.state.players[ALICE].speed = 3
    game.state.touch()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (5, 2)


def test_604_3_mwonvuli_ooze_one_plus_twice_its_age_counters(solve) -> None:
    """Mwonvuli Ooze with two age counters: 1 + 2*2 = 5, a 5/5; with none, 1/1."""
    out = solve("""
        name: ooze
        battlefield:
          - {card: Mwonvuli Ooze, as: ooze, counters: {age: 2}}
          - {card: Mwonvuli Ooze, as: bare}
        expect:
          ooze: {power: 5, toughness: 5}
          bare: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_305_7_lush_growth_sets_three_basic_land_types(solve) -> None:
    """Lush Growth on an Island: it is a Mountain, Forest and Plains and no longer an Island
    (305.7), so it taps for {R}, {G} or {W} and not {U}."""
    out = solve("""
        name: lush growth
        battlefield:
          - {card: Island, as: land}
          - {card: Lush Growth, attached_to: land}
        expect:
          land: {subtypes: [Mountain, Forest, Plains], types: [Land]}
    """)
    assert out.passed, out.failures
    from conftest import obj_id

    ch = out.game.chars(obj_id(out.game, "land"))
    texts = " ".join(a.text for a in ch.abilities)
    assert "{R}" in texts and "{G}" in texts and "{W}" in texts and "{U}" not in texts


def test_205_3m_stalactite_dagger_all_creature_types(solve) -> None:
    """Stalactite Dagger on Grizzly Bears: a 3/3 with every creature type (a Bear and an
    Elf and a Sliver ...)."""
    out = solve("""
        name: dagger
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Stalactite Dagger, attached_to: bears}
        expect:
          bears: {power: 3, toughness: 3, every_creature_type: true}
    """)
    assert out.passed, out.failures


_INSIGNIA = """
    name: insignia
    battlefield:
      - Commander's Insignia
      - {card: Grizzly Bears, as: bears}
      - {card: Grizzly Bears, as: bobs, controller: Bob}
    command: {Alice: [{card: "Isamaru, Hound of Konda", as: isamaru, commander: true}]}
"""


def test_903_8_commanders_insignia_counts_casts_from_the_command_zone(solve) -> None:
    """Commander's Insignia: before Alice casts her commander, Grizzly Bears is 2/2; once she
    has cast Isamaru from the command zone, her creatures get +1/+1 (the bears and Isamaru
    3/3), Bob's don't."""
    out = solve(_INSIGNIA + """
    expect:
      bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
    out = solve(_INSIGNIA + """
    actions:
      - {cast: "Isamaru, Hound of Konda", from: command}
    expect:
      bears: {power: 3, toughness: 3}
      isamaru: {power: 3, toughness: 3, zone: battlefield}
      bobs: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
