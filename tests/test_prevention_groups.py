"""615.1a: prevention effects on groups of recipients and sources, from a resolving spell
(611.2a) and from a static ability (604.1, 611.3a), played through the real engine: the
kind of damage (510.2 combat, 120.2b noncombat), the recipients ("you", "you and creatures
you control", "creatures you control") and the sources ("attacking creatures", "creatures
your opponents control", "sources you don't control"), each judged as the damage would be
dealt."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine import sba
from arbiter.engine.casting import activation, spells
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import UnsupportedTextError
from arbiter.rules.abilities import SpellAbility, StaticAbility, UnsupportedAbility
from arbiter.rules.prevention_scope import COMBAT, NONCOMBAT, YOU


def _combat(board, spell: str | None, extra: str = ""):  # type: ignore[no-untyped-def]
    """Alice attacks Bob with Grizzly Bears (2/2) and Serra Angel (4/4); Bob's Llanowar
    Elves (1/1) block the Bears. Bob casts `spell` in the declare attackers step."""
    game = board(f"""
        name: groups
        turn: {{number: 2}}
        battlefield:
          - {{card: Grizzly Bears, as: bears}}
          - {{card: Serra Angel, as: angel}}
          - {{card: Llanowar Elves, controller: Bob, as: elves}}
          {extra}
        hand:
          Bob: [{{card: {spell or 'Island'}, as: fog}}]
          Alice: [{{card: Lightning Bolt, as: bolt}}]
        library: {{Alice: [Forest], Bob: [Forest]}}
    """)
    bears, angel, elves = (obj_id(game, a) for a in ("bears", "angel", "elves"))
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {bears: ("player", 1), angel: ("player", 1)})
    if spell:
        spells.cast(game, obj_id(game, "fog"), 1, [], {})
        resolve_all(game)
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {elves: [bears]})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    resolve_all(game)
    return game


def test_615_1a_heavy_fog_prevents_damage_to_you_by_attacking_creatures(board) -> None:
    """Heavy Fog: the attackers deal Bob no damage; damage to his blocking Elves isn't
    covered (they die), and a Lightning Bolt (not an attacking creature) still hits him."""
    game = _combat(board, "Heavy Fog")
    assert game.state.players[1].life == 20
    assert game.obj(obj_id(game, "elves")).zone == "graveyard"
    assert game.obj(obj_id(game, "bears")).damage == 1
    spells.cast(game, obj_id(game, "bolt"), 0, [("player", 1)], {})
    resolve_all(game)
    assert game.state.players[1].life == 17


def test_510_2_without_a_prevention_spell_the_damage_is_dealt(board) -> None:
    game = _combat(board, None)
    assert game.state.players[1].life == 16
    assert game.obj(obj_id(game, "elves")).zone == "graveyard"


def test_615_1a_obscuring_haze_prevents_damage_by_creatures_your_opponents_control(
        board) -> None:
    """Obscuring Haze (cast by Bob): Alice's creatures deal no damage to Bob or to his Elves,
    but the Elves (Bob's own creature) still deal their 1 to the Bears."""
    game = _combat(board, "Obscuring Haze")
    assert game.state.players[1].life == 20
    elves = game.obj(obj_id(game, "elves"))
    assert elves.zone == "battlefield" and elves.damage == 0
    assert game.obj(obj_id(game, "bears")).damage == 1


def test_615_1a_fog_of_war_prevents_combat_damage_by_creatures_with_power_3_or_less(
        board) -> None:
    """Fog of War: Bob gains 3 life (three creatures), the Bears (power 2) deal nothing, the
    Angel (power 4) deals its 4 to Bob; the Elves (power 1) deal nothing to the Bears."""
    game = _combat(board, "Fog of War")
    assert game.state.players[1].life == 20 + 3 - 4
    assert game.obj(obj_id(game, "elves")).zone == "battlefield"
    assert game.obj(obj_id(game, "bears")).damage == 0


def test_615_1a_eerie_interference_protects_you_and_creatures_you_control(board) -> None:
    game = _combat(board, "Eerie Interference")
    assert game.state.players[1].life == 20
    assert game.obj(obj_id(game, "elves")).zone == "battlefield"
    assert game.obj(obj_id(game, "bears")).damage == 1  # Alice's creature isn't covered


def test_615_1a_energy_field_prevents_damage_from_sources_you_dont_control(board) -> None:
    """Energy Field (static, 604.1): Alice's Lightning Bolt deals Bob nothing; Bob's own
    Shock at himself deals 2 (he controls that source)."""
    game = board("""
        name: energy field
        battlefield:
          - {card: Energy Field, controller: Bob}
        hand: {Alice: [{card: Lightning Bolt, as: bolt}], Bob: [{card: Shock, as: shock}]}
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    spells.cast(game, obj_id(game, "bolt"), 0, [("player", 1)], {})
    resolve_all(game)
    assert game.state.players[1].life == 20
    spells.cast(game, obj_id(game, "shock"), 1, [("player", 1)], {})
    resolve_all(game)
    assert game.state.players[1].life == 18


def test_615_1a_light_of_sanction_prevents_your_sources_damage_to_your_creatures(
        board) -> None:
    """Light of Sanction: Alice's Pyroclasm deals 2 to each creature; her Grizzly Bears are
    unhurt, Bob's Llanowar Elves die."""
    game = board("""
        name: light of sanction
        battlefield:
          - {card: Light of Sanction}
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Alice: [{card: Pyroclasm, as: clasm}]}
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    spells.cast(game, obj_id(game, "clasm"), 0, [], {})
    resolve_all(game)
    sba.run(game)
    assert game.obj(obj_id(game, "bears")).damage == 0
    assert game.obj(obj_id(game, "elves")).zone == "graveyard"


def test_615_1a_crystal_barricade_prevents_only_noncombat_damage_to_other_creatures(
        board) -> None:
    """Crystal Barricade (0/5): Pyroclasm's 2 damage to Bob's other creature (Llanowar
    Elves) is prevented (noncombat, 120.2b); the Barricade itself isn't "other" and is dealt
    its 2."""
    game = board("""
        name: crystal barricade
        battlefield:
          - {card: Crystal Barricade, controller: Bob, as: wall}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Alice: [{card: Pyroclasm, as: clasm}]}
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    spells.cast(game, obj_id(game, "clasm"), 0, [], {})
    resolve_all(game)
    sba.run(game)
    assert game.obj(obj_id(game, "elves")).zone == "battlefield"
    assert game.obj(obj_id(game, "elves")).damage == 0
    assert game.obj(obj_id(game, "wall")).damage == 2


def test_510_2_crystal_barricade_doesnt_prevent_combat_damage(board) -> None:
    """The Barricade's prevention is of noncombat damage: the Elves blocking the Bears are
    dealt combat damage and die."""
    game = _combat(board, None, "- {card: Crystal Barricade, controller: Bob}")
    assert game.obj(obj_id(game, "elves")).zone == "graveyard"


def test_615_1a_a_source_that_left_its_zone_stops_the_game(board) -> None:
    """Mogg Fanatic is sacrificed to deal 1 damage to Bob under Obscuring Haze: the source is
    judged by last known information, which the engine doesn't do for this effect, so the
    game stops naming it rather than guess (principle 5)."""
    game = board("""
        name: lki
        battlefield:
          - {card: Mogg Fanatic, as: fanatic}
          - {card: Forest, controller: Bob}
          - {card: Forest, controller: Bob}
          - {card: Forest, controller: Bob}
        hand: {Bob: [{card: Obscuring Haze, as: haze}]}
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    spells.cast(game, obj_id(game, "haze"), 1, [], {})
    resolve_all(game)
    activation.activate(game, obj_id(game, "fanatic"), 0, 1, [("player", 1)], {})
    with pytest.raises(UnsupportedTextError, match="last known information"):
        resolve_all(game)


@pytest.mark.parametrize(("line", "spell", "damage", "players"), [
    ("Prevent all damage that would be dealt to you this turn by attacking creatures.", True,
     None, YOU),
    ("Prevent all combat damage that would be dealt this turn by creatures with power 3 or "
     "less.", True, COMBAT, None),
    ("Prevent all combat damage that would be dealt this turn by non-Elf creatures.", True,
     COMBAT, None),
    ("Prevent all damage that would be dealt to you and creatures you control this turn by "
     "creatures.", True, None, YOU),
    ("Prevent all damage that would be dealt to you.", False, None, YOU),
    ("Prevent all noncombat damage that would be dealt to other creatures you control.", False,
     NONCOMBAT, None),
    ("Prevent all damage that would be dealt by instant and sorcery spells.", False, None, None),
])
def test_615_1a_lines_read_as_group_prevention(line: str, spell: bool, damage: str | None,
                                               players: str | None) -> None:
    (ab,) = compile_line(line, "X", spell=spell)
    if spell:
        assert isinstance(ab, SpellAbility)
        (effect,) = ab.instructions
        scope = effect.parts[0].detail
    else:
        assert isinstance(ab, StaticAbility)
        scope = ab.effects[0].parts[0].detail
    assert scope.damage == damage and scope.players == players


@pytest.mark.parametrize("line", [
    # relative to a target: the group would have to be fixed as the spell resolves
    "Prevent all combat damage that would be dealt this turn by creatures target opponent "
    "controls.",
    # relative to the enchanted creature's blocks ("this creature ... creatures blocking
    # it" is read: `compiler.statics.prevention_by_source`, 509.1g-h)
    "Prevent all damage that would be dealt to enchanted creature by creatures blocking it.",
])
def test_615_1a_groups_relative_to_something_else_stay_unread(line: str) -> None:
    (ab,) = compile_line(line, "X", spell=line.startswith("Prevent all combat"))
    assert isinstance(ab, UnsupportedAbility)
