"""Compiled lines of Innistrad: Midnight Hunt cards (and a few others) playing on a board:
each card here has no hand-written definition, so what happens is what the compiler read.

Triggers 603.1-603.4 and 603.10a, costs 602.2b / 119.4 / 701.21a, restrictions 602.5b,
replacements 614.1a / 614.1c / 614.12, additional costs 601.2b, 608.2h."""

from __future__ import annotations

from arbiter.engine import sba
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers
from arbiter.engine.turn.steps import resolve_all


def test_614_1a_disturbed_spirit_is_exiled_instead_of_dying(solve) -> None:
    """702.146b / 614.1a: Hook-Haunt Drifter would go to the graveyard: exile instead."""
    out = solve("""
        name: exile instead
        battlefield: [{card: Hook-Haunt Drifter, as: d}]
        actions:
          - move: {card: d, to: graveyard}
        expect:
          d: {zone: exile}
    """)
    assert out.passed, out.failures


def test_614_1c_enters_tapped_unless_you_control_two_or_more_other_lands(solve) -> None:
    out = solve("""
        name: slow lands
        battlefield: [Forest, Forest]
        hand: {Alice: [Deserted Beach], Bob: [Haunted Ridge]}
        battlefield_note: Bob controls no land
        actions:
          - enter: {card: Deserted Beach, as: beach}
          - enter: {card: Haunted Ridge, controller: Bob, as: ridge}
        expect:
          beach: {tapped: false}
          ridge: {tapped: true}
    """.replace("        battlefield_note: Bob controls no land\n", ""))
    assert out.passed, out.failures


def test_603_4_if_an_opponent_lost_life_this_turn(solve) -> None:
    """119.3 / 603.4: Bat Whisperer enters before Bob loses life (no Bat); Arrogant Outlaw
    after Lightning Bolt hit him (Bob loses 2 more, Alice gains 2)."""
    out = solve("""
        name: lost life this turn
        hand: {Alice: [Arrogant Outlaw, Bat Whisperer, Lightning Bolt]}
        actions:
          - enter: {card: Bat Whisperer, as: bat}
          - {cast: Lightning Bolt, targets: [Bob]}
          - enter: {card: Arrogant Outlaw, as: outlaw}
        expect:
          player Bob: {life: 15}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sorted(game.name_of(o) for o in game.state.battlefield()) == ["bat", "outlaw"]


def test_730_1a_day_becomes_night_triggers_and_614_12_it_became_day(solve) -> None:
    """614.12: Sunrise Cavalier makes it day as it enters; Alice casts no spell that turn,
    so in Bob's untap step it becomes night (730.2a) and the Cavalier's ability triggers."""
    out = solve("""
        name: day and night
        turn: {number: 2}
        hand: {Alice: [Sunrise Cavalier]}
        library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
        actions:
          - enter: {card: Sunrise Cavalier, as: cav}
          - pass: next_turn
        expect:
          cav: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures
    assert out.game.state.day_night == "night"


def test_603_2c_one_or_more_die_triggers_only_once_each_turn(solve) -> None:
    """Morbid Opportunist: three other creatures die this turn; one card drawn."""
    out = solve("""
        name: morbid opportunist
        battlefield:
          - {card: Morbid Opportunist}
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
          - {card: Grizzly Bears, as: b3, controller: Bob}
        library: {Alice: [Forest, Forest, Forest]}
        actions:
          - move: {card: b1, to: graveyard}
          - move: {card: b3, to: graveyard}
          - move: {card: b2, to: graveyard}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_603_10a_this_or_another_creature_you_control_dies(solve) -> None:
    """Odric's Outrider's ability triggers on its own death (looking back in time)."""
    out = solve("""
        name: outrider
        battlefield: [{card: Odric's Outrider, as: o}, {card: Grizzly Bears, as: bears}]
        actions:
          - move: {card: o, to: graveyard}
        expect:
          bears: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


def test_603_10a_enchanted_and_equipped_creature_dies(solve) -> None:
    """Elephant Guide goes to the graveyard with its creature (704.5m) and still sees it
    die; Sylvok Lifestaff stays, unattached."""
    out = solve("""
        name: attached dies
        battlefield:
          - {card: Grizzly Bears, as: b1}
          - {card: Elephant Guide, as: guide, attached_to: b1}
          - {card: Grizzly Bears, as: b2}
          - {card: Sylvok Lifestaff, as: staff, attached_to: b2}
        actions:
          - move: {card: b1, to: graveyard}
          - move: {card: b2, to: graveyard}
        expect:
          guide: {zone: graveyard}
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum("Elephant" in game.name_of(o) for o in game.state.battlefield()) == 1


def test_701_21a_sacrifice_cost_and_whenever_you_sacrifice(solve) -> None:
    """Fleshtaker: "{1}, Sacrifice another creature: +2/+2" pays by sacrificing the
    Bears, and "Whenever you sacrifice another creature, you gain 1 life and scry 1"."""
    out = solve("""
        name: fleshtaker
        battlefield: [{card: Fleshtaker, as: f}, {card: Grizzly Bears, as: bears}]
        library: {Alice: [Forest, Forest]}
        choices: [top]
        actions:
          - activate: {card: f, ability: 2, choices: {sacrifice: bears}}
        expect:
          bears: {zone: graveyard}
          f: {power: 4, toughness: 4}
          player Alice: {life: 21}
    """)
    assert out.passed, out.failures


def test_302_6_tapping_untapped_creatures_as_a_cost_ignores_summoning_sickness(solve) -> None:
    """Siege Zombie: "Tap three untapped creatures you control" may tap itself and a
    creature that came under Alice's control this turn (302.6 restricts only {T})."""
    out = solve("""
        name: siege zombie
        battlefield:
          - {card: Siege Zombie, as: z}
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2, summoning_sick: true}
        actions:
          - activate: {card: z, ability: 1, choices: {tap: [z, b1, b2]}}
        expect:
          z: {tapped: true}
          b2: {tapped: true}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_602_5b_activate_only_if_an_opponent_lost_life_this_turn(board) -> None:
    from arbiter.engine.casting.activation import activate
    from arbiter.engine.turn.priority import activatable, find_ability
    from arbiter.errors import IllegalActionError

    game = board("""
        name: pit fighter
        battlefield: [{card: Falkenrath Pit Fighter, as: pf}, {card: Stromkirk Bloodthief}]
        hand: {Alice: [Forest]}
        library: {Alice: [Island, Island, Island]}
    """)
    pf = next(o for o in game.state.battlefield() if game.name_of(o) == "Falkenrath Pit Fighter")
    ab = find_ability(game, pf, 1)
    assert not activatable(game, pf, 0, ab)
    try:
        activate(game, pf, 0, 1, [], {})
        raise AssertionError("activated without an opponent having lost life")
    except IllegalActionError as e:
        assert "602.5b" in str(e)
    game.lose_life(1, 1)
    vampire = next(o for o in game.state.battlefield() if game.name_of(o) == "Stromkirk Bloodthief")
    activate(game, pf, 0, 1, [], {"sacrifice": vampire})
    resolve_all(game)
    assert game.obj(vampire).zone.startswith("left:")
    assert len(game.state.zone_list("hand", 0)) == 2  # discarded Forest, drew two


def test_602_5b_coven_activation(board) -> None:
    """Dawnhart Mentor's coven ability needs three different powers among Alice's
    creatures: 0 (Mentor) and 2 (Bears) aren't enough; with 1/1 Llanowar Elves they are."""
    from arbiter.engine.casting.activation import restriction_problem
    from arbiter.engine.turn.priority import find_ability

    for extra, ok in (("", False), (", {card: Llanowar Elves}", True)):
        game = board("name: coven\nbattlefield: [{card: Dawnhart Mentor}, "
                     "{card: Grizzly Bears}" + extra + "]\n")
        mentor = next(o for o in game.state.battlefield()
                      if game.name_of(o) == "Dawnhart Mentor")
        ab = find_ability(game, mentor, 2)
        assert (restriction_problem(game, mentor, 0, ab) is None) == ok


def test_608_2h_sacrificed_aura_still_knows_its_creature(solve) -> None:
    """Phantom Wings: "Sacrifice ~: Return enchanted creature to its owner's hand." The Aura
    is gone when the ability resolves; it uses what the Aura last enchanted."""
    out = solve("""
        name: phantom wings
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Phantom Wings, as: wings, attached_to: bears}
        actions:
          - activate: {card: wings, ability: 3}
        expect:
          wings: {zone: graveyard}
          bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_601_2b_additional_cost_discard_a_card(solve) -> None:
    out = solve("""
        name: electric revelation
        hand: {Alice: [Electric Revelation, {card: Forest, as: f1}]}
        library: {Alice: [Forest, Forest]}
        actions:
          - {cast: Electric Revelation, choices: {cost: f1}}
        expect:
          f1: {zone: graveyard}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_510_1_a_wolf_you_control_deals_combat_damage_to_a_player(solve) -> None:
    """Tovolar, the Midnight Scourge (at night): "Whenever a Wolf or Werewolf you control
    deals combat damage to a player, draw a card." The Wolf connects; the Bears don't
    trigger it."""
    out = solve("""
        name: tovolar
        turn: {number: 2}
        day_night: night
        battlefield:
          - {card: "Tovolar, Dire Overlord", transformed: true}
          - {token: {name: Wolf, types: [Creature], subtypes: [Wolf], colors: [green],
                     power: 2, toughness: 2}, as: wolf}
          - {card: Grizzly Bears, as: bears}
        library: {Alice: [Forest, Forest, Forest]}
    """)
    game = out.game
    ids = {o.alias: o.id for o in game.state.objects.values() if o.alias}
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {ids["wolf"]: ("player", 1), ids["bears"]: ("player", 1)})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    resolve_all(game)
    assert game.state.players[1].life == 16
    assert len(game.state.zone_list("hand", 0)) == 1


def test_614_1c_enters_with_counters_counted_as_it_enters(solve) -> None:
    """Grizzly Ghoul: one counter per creature that died this turn (700.4; Bob's too);
    Mounted Dreadknight: a counter only after an opponent lost life (119.3); Contortionist
    Troupe: the X it was cast with (107.3m)."""
    out = solve("""
        name: enters with counters
        battlefield:
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2, controller: Bob}
        hand: {Alice: [Grizzly Ghoul, Mounted Dreadknight, Contortionist Troupe]}
        actions:
          - enter: {card: Mounted Dreadknight, as: knight}
          - move: {card: b1, to: graveyard}
          - move: {card: b2, to: graveyard}
          - enter: {card: Grizzly Ghoul, as: ghoul}
          - {cast: Contortionist Troupe, as: troupe, choices: {x: 3}}
        expect:
          knight: {counters: {}}
          ghoul: {counters: {+1/+1: 2}, power: 6}
          troupe: {counters: {+1/+1: 3}, power: 3}
    """)
    assert out.passed, out.failures


def test_603_2_a_land_card_put_into_your_graveyard_from_anywhere(solve) -> None:
    """Slogurk: a land card put into Alice's graveyard from her hand adds a counter; Bob's
    land going to his graveyard doesn't (404.2: not Alice's graveyard)."""
    out = solve("""
        name: slogurk
        battlefield:
          - {card: "Slogurk, the Overslime", as: slog}
          - {card: Forest, as: bobs, controller: Bob}
        hand: {Alice: [{card: Mountain, as: m}]}
        actions:
          - move: {card: m, to: graveyard}
          - move: {card: bobs, to: graveyard}
        expect:
          slog: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures



def test_508_3d_whenever_you_attack_is_one_event_per_declaration(solve) -> None:
    """508.3d: "Whenever you attack" triggers once when one or more of the player's
    creatures are declared attackers: two attackers, one "player_attacks" event for Alice,
    which the compiled trigger of Thorough Investigation matches."""
    from arbiter.compiler.lines import compile_text

    out = solve("""
        name: you attack
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
    """)
    game = out.game
    ids = {o.alias: o.id for o in game.state.objects.values() if o.alias}
    start = len(game.state.events)
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {ids["b1"]: ("player", 1), ids["b2"]: ("player", 1)})
    events = [e for e in game.state.events[start:] if e.kind == "player_attacks"]
    assert [(e.player, e.obj) for e in events] == [(0, None)]
    ab = compile_text("Whenever you attack, investigate.", "Thorough Investigation")
    assert ab is not None and ab[0].trigger.event == "player_attacks"
    assert ab[0].trigger.subject == "you"
