"""506.4: a permanent is removed from combat as soon as its controller changes or it stops
being a creature (or an attacked planeswalker stops being attacked); 509.1h: an attacker
stays blocked when its blocker is removed; 510.1c / 702.19d: then it deals no combat damage,
unless it has trample; 506.4c: a creature attacking a removed planeswalker deals none."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.casting import spells
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.selectors import InCombat
from arbiter.rules.view import EffectContext, LayerView


def _attack(game, attackers: dict[str, tuple[str, int]]) -> None:
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {obj_id(game, a): d for a, d in attackers.items()})


def _block(game, blocks: dict[str, str]) -> None:
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {obj_id(game, b): [obj_id(game, a)]
                                   for b, a in blocks.items()})


def _cast(game, alias: str, player: int, targets: list) -> None:
    """The spell is cast (mana provided, as a scenario does) and resolves."""
    spells.cast(game, obj_id(game, alias), player, targets, {})
    resolve_all(game)


def _attacking(game, oid: int) -> bool:
    """Whether "attacking creature" (InCombat) selects it now."""
    view = LayerView(game.state, game.layers().chars)
    return InCombat("attacking").matches(view, oid, EffectContext(view, None))


def _damage(game) -> None:
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)


def test_506_4_an_attacker_whose_controller_changes_is_removed_from_combat(board) -> None:
    """Bob's Word of Seizing ("Untap target permanent and gain control of it until end of
    turn") resolves in the declare blockers step on Alice's attacking Grizzly Bears: it is
    removed from combat, isn't an attacking creature, and deals no combat damage to anyone;
    the combat damage step still happens (508.8: a creature was declared as an attacker)."""
    game = board("""
        name: seize an attacker
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Bob: [{card: Word of Seizing, as: seize}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    bears = obj_id(game, "bears")
    _attack(game, {"bears": ("player", 1)})
    assert _attacking(game, bears)
    game.state.turn.step = "declare_blockers"
    _cast(game, "seize", 1, [bears])
    assert game.chars(bears).controller == 1
    assert bears not in game.state.combat.attackers
    assert not _attacking(game, bears)
    assert game.state.combat.had_attackers()
    _damage(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (20, 20)


def test_509_1h_a_blocker_whose_controller_changes_leaves_the_attacker_blocked(board) -> None:
    """Alice's Bears are blocked by Bob's Savannah Lions; Alice's Word of Seizing takes the
    Lions: they are removed from combat (506.4), the Bears stay blocked (509.1h) and, with no
    creature blocking them, deal no combat damage (510.1c); no one is dealt damage."""
    game = board("""
        name: seize a blocker
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, controller: Bob, as: lions}
        hand: {Alice: [{card: Word of Seizing, as: seize}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    bears, lions = obj_id(game, "bears"), obj_id(game, "lions")
    _attack(game, {"bears": ("player", 1)})
    _block(game, {"lions": "bears"})
    _cast(game, "seize", 0, [lions])
    c = game.state.combat
    assert lions not in c.blockers and bears in c.blocked and bears in c.attackers
    _damage(game)
    assert game.state.players[1].life == 20
    assert game.obj(bears).damage == 0 and game.obj(lions).damage == 0


def _march_board(board, attacker: str):
    return board(f"""
        name: march
        battlefield:
          - {{card: March of the Machines, controller: Bob, as: march}}
          - {{card: {attacker}, as: attacker}}
          - {{card: Mind Stone, controller: Bob, as: stone}}
        hand: {{Alice: [{{card: Naturalize, as: naturalize}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)


def test_506_4_a_blocker_that_stops_being_a_creature_is_removed(board) -> None:
    """March of the Machines makes Bob's Mind Stone a 2/2 artifact creature; it blocks Alice's
    Grizzly Bears; Alice's Naturalize destroys the March: the Mind Stone stops being a
    creature and is removed from combat (506.4); the Bears stay blocked (509.1h) and deal no
    combat damage (510.1c), neither to Bob nor to the Mind Stone."""
    game = _march_board(board, "Grizzly Bears")
    stone, bears = obj_id(game, "stone"), obj_id(game, "attacker")
    _attack(game, {"attacker": ("player", 1)})
    _block(game, {"stone": "attacker"})
    _cast(game, "naturalize", 0, [obj_id(game, "march")])
    assert "Creature" not in game.chars(stone).types
    c = game.state.combat
    assert stone not in c.blockers and bears in c.blocked
    _damage(game)
    assert game.state.players[1].life == 20 and game.obj(stone).damage == 0


def test_702_19d_a_trampler_whose_blocker_was_removed_assigns_all_to_the_player(board) -> None:
    """702.19d: Colossal Dreadmaw (6/6 trample) is blocked by the animated Mind Stone, which
    stops being a creature: blocked with no creature blocking it, it assigns all 6 to Bob."""
    game = _march_board(board, "Colossal Dreadmaw")
    _attack(game, {"attacker": ("player", 1)})
    _block(game, {"stone": "attacker"})
    _cast(game, "naturalize", 0, [obj_id(game, "march")])
    _damage(game)
    assert game.state.players[1].life == 14


def test_506_4_an_attacker_that_stops_being_a_creature_is_removed(board) -> None:
    """Alice's Mind Stone, a 2/2 under Alice's March of the Machines, attacks; Bob's
    Naturalize destroys the March in the declare attackers step: the Mind Stone stops being
    a creature, is removed from combat and deals no combat damage."""
    game = board("""
        name: march attacker
        battlefield:
          - {card: March of the Machines, as: march}
          - {card: Mind Stone, as: stone}
        hand: {Bob: [{card: Naturalize, as: naturalize}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    stone = obj_id(game, "stone")
    _attack(game, {"stone": ("player", 1)})
    _cast(game, "naturalize", 1, [obj_id(game, "march")])
    assert stone not in game.state.combat.attackers and not _attacking(game, stone)
    _damage(game)
    assert game.state.players[1].life == 20


def test_506_4c_an_attacked_planeswalker_whose_controller_changes(board) -> None:
    """Alice's Bears attack Bob's Oko; Alice's Word of Seizing takes Oko: Oko is removed from
    combat (506.4); the Bears keep attacking, unblocked, and deal no combat damage (506.4c):
    Oko keeps its loyalty counters and Bob his life."""
    game = board("""
        name: seize an attacked planeswalker
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: "Oko, Thief of Crowns", controller: Bob, as: oko, counters: {loyalty: 4}}
        hand: {Alice: [{card: Word of Seizing, as: seize}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    oko, bears = obj_id(game, "oko"), obj_id(game, "bears")
    _attack(game, {"bears": ("permanent", oko)})
    game.state.turn.step = "declare_blockers"
    _cast(game, "seize", 0, [oko])
    c = game.state.combat
    assert oko in c.removed_defenders and bears in c.attackers
    loyalty = game.obj(oko).counters.get("loyalty")
    _damage(game)
    assert game.obj(oko).counters.get("loyalty") == loyalty
    assert game.state.players[1].life == 20


def test_506_4b_tapping_an_attacker_doesnt_remove_it(board) -> None:
    """506.4b: an attacker tapped as it attacked (no vigilance) stays attacking and deals its
    combat damage: tapping doesn't remove it from combat."""
    game = board("""
        name: tapped attacker
        battlefield: [{card: Grizzly Bears, as: bears}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _attack(game, {"bears": ("player", 1)})
    assert game.obj(obj_id(game, "bears")).tapped
    _damage(game)
    assert game.state.players[1].life == 18


def test_702_26b_an_attacked_planeswalker_that_phases_out_stays_removed(board) -> None:
    """702.26b / 506.4: Bob's Oko, attacked by Alice's Bears, phases out: it is removed from
    combat, and phasing back in doesn't put it back (506.4c: the Bears deal it no damage)."""
    from arbiter.engine.keywords.phasing import phase_in, phase_out
    from arbiter.engine.triggers.batches import action

    game = board("""
        name: phased planeswalker
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: "Oko, Thief of Crowns", controller: Bob, as: oko, counters: {loyalty: 4}}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    oko = obj_id(game, "oko")
    _attack(game, {"bears": ("permanent", oko)})
    with action(game):
        phase_out(game, [oko])
    assert oko in game.state.combat.removed_defenders
    with action(game):
        phase_in(game, [oko])
    loyalty = game.obj(oko).counters.get("loyalty")
    _damage(game)
    assert game.obj(oko).counters.get("loyalty") == loyalty
