"""709.5 Rooms end to end: real Room cards cast, unlocked and played through the engine, the
Eerie triggers of 709.5i ("whenever you fully unlock a Room"), and a copy of a Room, which
the engine doesn't carry out (principle 5)."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError

ANNEX = "Unholy Annex // Ritual Chamber"


def _lands(land: str, n: int) -> str:
    return "\n".join(f"          - {land}" for _ in range(n))


def test_709_5h_glassworks_deals_4_damage_as_its_door_is_unlocked(solve) -> None:
    """Glassworks cast ({2}{R}): "When you unlock this door, this Room deals 4 damage to
    target creature an opponent controls": Bob's Hill Giant (3/3) dies."""
    out = solve(f"""
        name: glassworks
        battlefield:
{_lands("Mountain", 3)}
          - {{card: Hill Giant, controller: Bob, as: giant}}
        hand: {{Alice: ["Glassworks // Shattered Yard"]}}
        choices: [giant]
        actions:
          - {{cast: "Glassworks // Shattered Yard", choices: {{half: Glassworks}}, pay: true}}
        expect:
          giant: {{zone: graveyard}}
          "Glassworks // Shattered Yard": {{mana_value: 3, colors: [red]}}
    """)
    assert out.passed, out.failures


def test_709_5_a_locked_door_s_ability_does_not_function(solve) -> None:
    """With only Glassworks unlocked, Shattered Yard's "At the beginning of your end step,
    this Room deals 1 damage to each opponent" doesn't exist: Bob stays at 20 through
    Alice's end step."""
    out = solve(f"""
        name: shattered yard locked
        battlefield:
{_lands("Mountain", 3)}
        hand: {{Alice: ["Glassworks // Shattered Yard"]}}
        actions:
          - {{cast: "Glassworks // Shattered Yard", choices: {{half: Glassworks}}, pay: true}}
          - {{pass: {{to: cleanup}}}}
        expect:
          player Bob: {{life: 20}}
    """)
    assert out.passed, out.failures


def test_709_5e_unholy_annex_then_ritual_chamber_makes_a_demon_that_annex_sees(
        solve) -> None:
    """Unholy Annex cast; Ritual Chamber unlocked for {3}{B}{B} (709.5e): its door trigger
    creates a 6/6 flying Demon (709.5h). At Alice's end step Unholy Annex draws a card and,
    with a Demon, Bob loses 2 life and Alice gains 2."""
    out = solve(f"""
        name: annex
        battlefield:
{_lands("Swamp", 8)}
        hand: {{Alice: ["{ANNEX}"]}}
        library: {{Alice: [Island, Island, Island]}}
        actions:
          - {{cast: "{ANNEX}", choices: {{half: Unholy Annex}}, pay: true}}
          - {{unlock: "{ANNEX}", door: Ritual Chamber}}
          - {{pass: {{to: cleanup}}}}
        expect:
          Demon Token: {{count: 1, power: 6, toughness: 6, has: [flying]}}
          "{ANNEX}": {{mana_value: 8}}
          player Alice: {{life: 22, hand_size: 1}}
          player Bob: {{life: 18}}
    """)
    assert out.passed, out.failures


def test_709_5h_derelict_attic_draws_two_and_loses_two(solve) -> None:
    out = solve(f"""
        name: attic
        battlefield:
{_lands("Swamp", 3)}
        hand: {{Alice: ["Derelict Attic // Widow's Walk"]}}
        library: {{Alice: [Island, Island, Island]}}
        actions:
          - {{cast: "Derelict Attic // Widow's Walk", choices: {{half: Derelict Attic}},
             pay: true}}
        expect:
          player Alice: {{life: 18, hand_size: 2}}
    """)
    assert out.passed, out.failures


def test_709_5_funeral_room_then_awakening_hall(solve) -> None:
    """Funeral Room cast ({2}{B}): when Alice's creature dies, Bob loses 1 and Alice gains
    1. Awakening Hall unlocked ({6}{B}{B}): "return all creature cards from your graveyard
    to the battlefield" brings the Bears back."""
    out = solve(f"""
        name: funeral
        battlefield:
{_lands("Swamp", 11)}
          - {{card: Grizzly Bears, as: bears}}
        hand: {{Alice: ["Funeral Room // Awakening Hall"]}}
        actions:
          - {{cast: "Funeral Room // Awakening Hall", choices: {{half: Funeral Room}},
             pay: true}}
          - {{move: {{card: bears, to: graveyard}}}}
          - {{unlock: "Funeral Room // Awakening Hall", door: Awakening Hall}}
        expect:
          Grizzly Bears: {{zone: battlefield}}
          player Alice: {{life: 21}}
          player Bob: {{life: 19}}
    """)
    assert out.passed, out.failures


def test_709_5h_grand_entryway_and_elegant_rotunda(solve) -> None:
    """Grand Entryway cast: a 1/1 Glimmer token. Elegant Rotunda unlocked ({2}{W}): a +1/+1
    counter on each of up to two target creatures (the Glimmer and the Bears)."""
    out = solve(f"""
        name: entryway
        battlefield:
{_lands("Plains", 5)}
          - {{card: Grizzly Bears, as: bears}}
        hand: {{Alice: ["Grand Entryway // Elegant Rotunda"]}}
        choices: [Glimmer Token, bears]
        actions:
          - {{cast: "Grand Entryway // Elegant Rotunda", choices: {{half: Grand Entryway}},
             pay: true}}
          - {{unlock: "Grand Entryway // Elegant Rotunda", door: Elegant Rotunda}}
        expect:
          Glimmer Token: {{count: 1, power: 2, toughness: 2}}
          bears: {{power: 3, toughness: 3}}
    """)
    assert out.passed, out.failures


def test_709_5i_eerie_triggers_when_a_room_is_fully_unlocked(solve) -> None:
    """Entity Tracker ("Eerie — Whenever an enchantment you control enters and whenever you
    fully unlock a Room, draw a card"): casting Bottomless Pool (an enchantment entering)
    draws one; unlocking Locker Room, the Room's second door, draws another (709.5i)."""
    out = solve(f"""
        name: eerie
        battlefield:
{_lands("Island", 6)}
          - Entity Tracker
        hand: {{Alice: ["Bottomless Pool // Locker Room"]}}
        library: {{Alice: [Island, Island, Island]}}
        choices: [null]
        actions:
          - {{cast: "Bottomless Pool // Locker Room", choices: {{half: Bottomless Pool}},
             pay: true}}
          - {{unlock: "Bottomless Pool // Locker Room", door: Locker Room}}
        expect:
          player Alice: {{hand_size: 2}}
    """)
    assert out.passed, out.failures


def test_709_5i_one_door_unlocked_is_not_fully_unlocked(solve) -> None:
    """A Room put onto the battlefield (no door unlocked) then one door unlocked isn't
    fully unlocked: Entity Tracker draws nothing for the unlock (only for the enchantment
    entering)."""
    out = solve(f"""
        name: eerie half
        battlefield:
{_lands("Island", 6)}
          - Entity Tracker
        hand: {{Alice: [{{card: "Bottomless Pool // Locker Room", as: room}}]}}
        library: {{Alice: [Island, Island, Island]}}
        actions:
          - {{move: {{card: room, to: battlefield}}}}
          - {{unlock: room, door: Locker Room}}
        expect:
          player Alice: {{hand_size: 1}}
    """)
    assert out.passed, out.failures


def test_709_5_a_copy_of_a_room_stops_the_game(solve) -> None:
    """709.5 / 709.5b: Copy Enchantment entering as a copy of a Room would copy both halves
    and apply them to its own designations: not carried out, the game stops naming it."""
    with pytest.raises(ScenarioError, match="709.5"):
        solve(f"""
            name: copy a room
            battlefield:
{_lands("Island", 3)}
              - {{card: "Bottomless Pool // Locker Room", as: room}}
            hand: {{Alice: [Copy Enchantment]}}
            actions:
              - {{cast: Copy Enchantment, pay: true, choices: {{copy: room}}}}
        """)


def test_709_5f_ghostly_keybearer_unlocks_a_door_and_its_trigger_fires(solve) -> None:
    """709.5f: Ghostly Keybearer deals combat damage: "unlock a locked door of up to one
    target Room you control": Alice chooses Glassworks of a Room placed with both doors
    locked; its "When you unlock this door" deals 4 damage to Bob's Hill Giant (709.5h)."""
    out = solve("""
        name: keybearer
        battlefield:
          - Ghostly Keybearer
          - {card: "Glassworks // Shattered Yard", as: room}
          - {card: Hill Giant, controller: Bob, as: giant}
        choices: [room, unlock Glassworks, giant]
        actions:
          - {attack: [Ghostly Keybearer]}
          - {pass: {to: end}}
        expect:
          giant: {zone: graveyard}
          room: {mana_value: 3}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_709_5g_keys_to_the_house_locks_a_door_unlocking_it_again_triggers_again(
        solve) -> None:
    """709.5g: Keys to the House locks Bottomless Pool (the Room then has no name, cost or
    text); unlocking it again for {U} (709.5e) is a new unlocking: "When you unlock this
    door" triggers again and returns Bob's Grizzly Bears to his hand (709.5h)."""
    out = solve("""
        name: keys
        battlefield:
          - {card: Keys to the House, as: keys}
          - Island
          - Island
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [{card: "Bottomless Pool // Locker Room", as: room}]}
        choices: [null, bears]
        actions:
          - {cast: "Bottomless Pool // Locker Room", choices: {half: Bottomless Pool},
             pay: true}
          - {activate: {card: keys, ability: 2, targets: [room],
                        choices: {door: lock Bottomless Pool}}}
        expect:
          room: {mana_value: 0, colors: []}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: keys then unlock
        battlefield:
          - {card: Keys to the House, as: keys}
          - Island
          - Island
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [{card: "Bottomless Pool // Locker Room", as: room}]}
        choices: [null, bears]
        actions:
          - {cast: "Bottomless Pool // Locker Room", choices: {half: Bottomless Pool},
             pay: true}
          - {activate: {card: keys, ability: 2, targets: [room],
                        choices: {door: lock Bottomless Pool}}}
          - {unlock: room, door: Bottomless Pool}
        expect:
          room: {mana_value: 1}
          bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_709_5i_eerie_from_a_graveyard(solve) -> None:
    """Fear of Infinity's Eerie ability works from the graveyard (113.6m): an enchantment
    entering (Bottomless Pool cast) lets Alice return it to her hand."""
    out = solve("""
        name: fear of infinity
        battlefield: [Island]
        graveyard: {Alice: [Fear of Infinity]}
        hand: {Alice: ["Bottomless Pool // Locker Room"]}
        choices: [null, true]
        actions:
          - {cast: "Bottomless Pool // Locker Room", choices: {half: Bottomless Pool},
             pay: true}
        expect:
          Fear of Infinity: {zone: hand}
    """)
    assert out.passed, out.failures


def test_709_5j_rampaging_soulrager_counts_unlocked_doors(solve) -> None:
    """Rampaging Soulrager gets +3/+0 "as long as there are two or more unlocked doors among
    Rooms you control": with one Room half unlocked it is 1/4; unlocking the other door
    makes two, and it is 4/4."""
    out = solve("""
        name: soulrager one door
        battlefield:
          - {card: Rampaging Soulrager, as: rager}
          - Island
        hand: {Alice: ["Bottomless Pool // Locker Room"]}
        choices: [null]
        actions:
          - {cast: "Bottomless Pool // Locker Room", choices: {half: Bottomless Pool},
             pay: true}
        expect:
          rager: {power: 1, toughness: 4}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: soulrager two doors
        battlefield:
          - {card: Rampaging Soulrager, as: rager}
          - Island
          - Island
          - Island
          - Island
          - Island
          - Island
        hand: {Alice: ["Bottomless Pool // Locker Room"]}
        choices: [null]
        actions:
          - {cast: "Bottomless Pool // Locker Room", choices: {half: Bottomless Pool},
             pay: true}
          - {unlock: "Bottomless Pool // Locker Room", door: Locker Room}
        expect:
          rager: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_701_62a_weight_room_manifests_dread_and_counters_go_on_that_creature(solve) -> None:
    """Weight Room unlocked ({5}{G}) on a Room placed with both doors locked: "manifest
    dread, then put three +1/+1 counters on that creature": the manifested card (a face-down
    2/2, 701.40a) gets the counters and is 5/5; the other card goes to the graveyard."""
    out = solve(f"""
        name: weight room
        battlefield:
{_lands("Forest", 6)}
          - {{card: "Moldering Gym // Weight Room", as: room}}
        library: {{Alice: [{{card: Grizzly Bears, as: bears}}, {{card: Hill Giant, as: giant}}]}}
        choices: [bears]
        actions:
          - {{unlock: room, door: Weight Room}}
        expect:
          giant: {{zone: graveyard}}
          room: {{mana_value: 6}}
    """)
    assert out.passed, out.failures
    game = out.game
    face_down = [o for o in game.state.battlefield() if game.obj(o).face_down]
    assert len(face_down) == 1
    ch = game.chars(face_down[0])
    assert (ch.power, ch.toughness) == (5, 5)
    assert game.obj(face_down[0]).counters.get("+1/+1") == 3


def test_701_62a_manifest_dread_then_attach_to_that_creature(solve) -> None:
    """Conductive Machete enters: "manifest dread, then attach this Equipment to that
    creature": it is attached to the face-down 2/2 just manifested, which gets +2/+1."""
    out = solve("""
        name: machete
        library: {Alice: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant}]}
        hand: {Alice: [{card: Conductive Machete, as: machete}]}
        choices: [giant]
        actions:
          - {cast: Conductive Machete}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    face_down = [o for o in game.state.battlefield() if game.obj(o).face_down]
    assert len(face_down) == 1
    machete = next(o for o in game.state.battlefield()
                   if game.obj(o).card == "Conductive Machete")
    assert game.obj(machete).attached_to == face_down[0]
    ch = game.chars(face_down[0])
    assert (ch.power, ch.toughness) == (4, 3)
