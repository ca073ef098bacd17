"""What "other" excludes (608.2c, 115.3).

"another target creature" after an earlier target of the same spell or ability is a target
other than the one chosen for that requirement, and the source itself may be chosen (Pit
Fight, Ulvenwald Tracker, Ral Zarek, Relic Crush, Mabel's Mettle ...): it was read as "not
the source", so Pit Fight's creature could fight itself and Ulvenwald Tracker couldn't be the
creature fought. An instant's or sorcery's "other creatures" / "each other creature" is
other than the target its text named (Exhilarating Elocution, Nova Flame, Phalanx Tactics,
Intimidation Bolt ...): it was read as "not the spell", so the target got the bonus or the
damage too. A spell whose "other" names a group or a new object is left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def test_115_3_pit_fight_a_creature_cant_fight_itself(solve) -> None:
    """Pit Fight targeting Alice's Grizzly Bears twice is refused (the game unchanged); with
    Bob's Hill Giant as the other target they fight: the Bears die, the Giant has 2 damage."""
    out = solve("""
        name: pit fight
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Pit Fight]}
        actions:
          - {cast: Pit Fight, targets: [bears, bears], refused: "115.3"}
          - {cast: Pit Fight, targets: [bears, giant]}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "giant")).damage == 2


def test_115_3_ulvenwald_tracker_may_fight_itself_as_the_other_creature(solve) -> None:
    """Ulvenwald Tracker (1/1): "{1}{G}, {T}: Target creature you control fights another
    target creature." Alice's Grizzly Bears fight the Tracker itself: the Tracker dies, the
    Bears have 1 damage. The same creature for both targets is refused."""
    out = solve("""
        name: ulvenwald tracker
        battlefield:
          - {card: Ulvenwald Tracker, as: tracker}
          - {card: Grizzly Bears, as: bears}
          - {card: Forest}
          - {card: Forest}
        actions:
          - {activate: {card: tracker, ability: 1, targets: [bears, bears]}, refused: "115.3"}
          - {activate: {card: tracker, ability: 1, targets: [bears, tracker]}}
        expect:
          tracker: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "bears")).damage == 1


def test_608_2c_nova_flame_the_target_deals_damage_to_each_other_creature(solve) -> None:
    """Nova Flame with X=1 on Alice's Grizzly Bears: a 3/3 that deals 3 damage to each other
    creature (Bob's Hill Giant dies), not to itself."""
    out = solve("""
        name: nova flame
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Nova Flame]}
        actions:
          - {cast: Nova Flame, targets: [bears], choices: {x: 1}}
        expect:
          bears: {power: 3, toughness: 3}
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "bears")).damage == 0


def test_608_2c_exhilarating_elocution_other_creatures_excludes_the_target(solve) -> None:
    """Exhilarating Elocution on Alice's Grizzly Bears: two +1/+1 counters (4/4), and her
    other creature, Llanowar Elves, gets +1/+1 (2/2); the Bears don't (not 5/5)."""
    out = solve("""
        name: exhilarating elocution
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, as: elves}
        hand: {Alice: [Exhilarating Elocution]}
        actions:
          - {cast: Exhilarating Elocution, targets: [bears]}
        expect:
          bears: {power: 4, toughness: 4}
          elves: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "name", "spell", "read"), [
    ("Target creature you control fights another target creature.", "Pit Fight", True, True),
    ("[+1]: Tap target permanent, then untap another target permanent.", "Ral Zarek", False,
     True),
    ("Destroy target artifact or enchantment and up to one other target artifact or "
     "enchantment.", "Relic Crush", True, True),
    ("Target creature you control gets +2/+1 until end of turn. Each other creature you "
     "control gets +1/+1 until end of turn.", "Phalanx Tactics", True, True),
    ("Intimidation Bolt deals 3 damage to target creature. Other creatures can't attack this "
     "turn.", "Intimidation Bolt", True, True),
    # "other" after a group, or after a new object: not read
    ("Zombies you control get +2/+1 until end of turn. Other creatures you control get +1/+1 "
     "until end of turn.", "In Oketra's Name", True, False),
    ("Put target creature card from a graveyard onto the battlefield under your control. That "
     "creature deals damage equal to its power to each other creature.",
     "Too Greedily, Too Deep", True, False),
    # a permanent's lone "another target creature" still excludes the source
    ("{1}{R}: Olivia Voldaren deals 1 damage to another target creature. That creature "
     "becomes a Vampire in addition to its other types. Put a +1/+1 counter on Olivia "
     "Voldaren.", "Olivia Voldaren", False, True),
])
def test_608_2c_115_3_other_in_oracle_lines(line, name, spell, read) -> None:
    (ab,) = compile_line(line, name, spell)
    assert (not isinstance(ab, UnsupportedAbility)) == read
    if read:
        others = [t.other_than_earlier for t in ab.targets]
        assert others == [i > 0 and "other" in t.description and name != "Olivia Voldaren"
                          for i, t in enumerate(ab.targets)]
        assert "IsSource()" not in repr(ab) or name == "Olivia Voldaren"
