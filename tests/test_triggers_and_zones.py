"""Triggered abilities (603) and zone changes (400.7) through the engine."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.combat.declare import declare_attackers


def test_603_3b_apnap_order_of_simultaneous_triggers(board) -> None:
    """603.3b: the active player's triggers go on the stack first, then the next player's;
    so the non-active player's trigger resolves first."""
    game = board("""
        name: apnap
        turn: {number: 2, phase: postcombat_main}
        battlefield:
          - {card: Dress Down, as: alice_dd}
          - {card: Dress Down, controller: Bob, as: bob_dd}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")
    game.apply("pass")  # to the end step: both "at the beginning of the end step" trigger
    assert game.state.turn.step == "end"
    items = game.state.stack_items
    assert [game.player_name(it.controller) for it in items] == ["Alice", "Bob"]
    game.apply("pass")
    game.apply("pass")  # Bob's trigger, on top, resolves first
    assert game.obj(obj_id(game, "bob_dd")).zone == "graveyard"
    assert game.obj(obj_id(game, "alice_dd")).zone == "battlefield"


def test_603_3b_a_player_orders_their_own_simultaneous_triggers(board) -> None:
    game = board("""
        name: order
        turn: {number: 2, phase: postcombat_main}
        battlefield: [{card: Dress Down, as: one}, {card: Dress Down, as: two}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")
    game.apply("pass")
    d = game.pending_decision
    assert d.kind == "order" and d.player == 0


def test_400_7_an_object_that_changes_zones_is_a_new_object(solve) -> None:
    """400.7: a bounced creature returns as a new object: counters, Auras and effects that
    applied to the old one are gone (the Aura goes to the graveyard, 704.5m)."""
    out = solve("""
        name: new object
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 2}}
          - {card: Mystic Subdual, attached_to: bears, as: subdual}
        actions:
          - move: {card: bears, to: hand}
          - enter: {card: bears}
        expect:
          bears: {power: 2, toughness: 2, counters: {}}
          subdual: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2b_a_spell_whose_only_target_is_gone_doesnt_resolve(solve) -> None:
    """608.2b: Giant Growth's target left before it resolved: it doesn't resolve and goes to
    the graveyard; nothing gets +3/+3."""
    out = solve("""
        name: fizzle
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Giant Growth, as: growth}]}
        actions:
          - {cast: Giant Growth, targets: [bears], respond: true}
          - move: {card: bears, to: hand, respond: true}
          - resolve: all
        expect:
          growth: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert any("doesn't resolve" in line for line in out.game.state.log)


def test_608_2b_only_the_legal_targets_are_affected(solve) -> None:
    """608.2b: Mass Manipulation with X=2: one target left; the other still changes
    control."""
    out = solve("""
        name: partial
        players: [Alice, Bob]
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: one}
          - {card: Savannah Lions, controller: Bob, as: two}
        hand: {Alice: [Mass Manipulation]}
        actions:
          - {cast: Mass Manipulation, targets: [one, two], choices: {x: 2}, respond: true}
          - move: {card: one, to: hand, respond: true}
          - resolve: all
        expect:
          two: {controller: Alice}
          one: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_146a_disturb_casts_the_back_face_from_the_graveyard(solve) -> None:
    """702.146a: cast transformed from the graveyard; 712.14: it enters transformed."""
    out = solve("""
        name: disturb
        graveyard: {Alice: [{card: Beloved Beggar, as: beggar}]}
        actions:
          - {cast: Beloved Beggar, from: graveyard, alternative: disturb}
        expect:
          beggar: {zone: battlefield, name: Generous Soul, transformed: true, power: 4}
    """)
    assert out.passed, out.failures


def test_702_87a_level_up_is_a_sorcery_speed_activated_ability(solve) -> None:
    """702.87a / 711.2a: level up puts a level counter; at 3 Hexdrinker is 4/4 with
    protection from instants."""
    out = solve("""
        name: level up
        battlefield: [{card: Hexdrinker, as: hex, counters: {level: 2}}]
        actions:
          - activate: {card: hex, ability: level up}
        expect:
          hex: {counters: {level: 3}, power: 4, toughness: 4, has: [Protection from instants]}
    """)
    assert out.passed, out.failures


def test_614_1a_if_you_would_lose_the_game_instead(solve) -> None:
    """614.1a: Lich's Mirror: at 0 life Alice doesn't lose; her hand, graveyard and
    permanents are shuffled into her library, she draws seven and her life becomes 20."""
    out = solve("""
        name: lich's mirror
        battlefield: [{card: Lich's Mirror, as: mirror}, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [Forest]}
        library: {Alice: [Plains, Plains, Plains, Plains, Plains, Plains, Plains]}
        actions:
          - set: {player: Alice, life: 0}
        expect:
          player Alice: {life: 20, lost: false, hand_size: 7}
    """)
    assert out.passed, out.failures
    game = out.game
    assert not [o for o in game.state.battlefield() if game.obj(o).owner == 0]
    assert len(game.state.zone_list("library", 0)) == 3  # 7 + Forest + Bears + Mirror - 7


def test_701_6a_a_countered_spell_goes_to_the_graveyard(solve) -> None:
    """701.6a: Cancel counters Shivan Dragon: it never resolves and goes to the graveyard."""
    out = solve("""
        name: cancel
        hand: {Alice: [{card: Shivan Dragon, as: dragon}], Bob: [Cancel]}
        actions:
          - {cast: Shivan Dragon, respond: true}
          - {cast: Cancel, by: Bob, targets: [dragon]}
        expect:
          dragon: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_302_6_a_summoning_sick_creature_can_crew(solve) -> None:
    """302.6 / 702.122a: crewing taps creatures as a cost that isn't {T}: a creature that
    came under its controller's control this turn can crew."""
    out = solve("""
        name: crew
        battlefield:
          - {card: Subterranean Schooner, as: boat}
          - {card: Grizzly Bears, as: crew, summoning_sick: true}
        actions:
          - activate: {card: boat, ability: crew, choices: {crew: [crew]}}
        expect:
          boat: {types: [Artifact, Creature], power: 3, toughness: 4}
          crew: {tapped: true}
    """)
    assert out.passed, out.failures


def test_510_combat_damage_trigger_of_equipment(board) -> None:
    """Beamtown Beatstick: equipped creature deals combat damage to a player: a Treasure."""
    from arbiter.engine import sba
    from arbiter.engine.combat.damage import combat_damage
    from arbiter.state.combat import CombatState

    game = board("""
        name: beatstick trigger
        turn: {number: 3, phase: declare_attackers}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Beamtown Beatstick, attached_to: bears}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    bears = obj_id(game, "bears")
    game.state.combat = CombatState()
    declare_attackers(game, {bears: ("player", 1)})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    from arbiter.engine.turn.steps import resolve_all

    resolve_all(game)
    assert game.state.players[1].life == 17  # 2 + 1 from the Beatstick
    treasures = [o for o in game.state.battlefield() if game.quick_name(o) == "Treasure Token"]
    assert len(treasures) == 1
