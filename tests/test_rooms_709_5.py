"""709.5 Rooms, played through the real engine: a Room is cast as one half (709.3), enters
with that half unlocked (709.5d), has on the battlefield only its unlocked halves' name, mana
cost and rules text (709.5), and its controller unlocks a locked door as a special action
(709.5e, 116.2m) in a main phase of their turn with the stack empty. "When you unlock this
door" triggers as the designation is given (709.5h), entering or after."""

from __future__ import annotations

import pytest

from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError
from arbiter.scenario.errors import ScenarioError

POOL = "Bottomless Pool // Locker Room"


def _room(game, card: str = POOL):
    return next(o for o in game.state.objects.values()
                if o.card == card and o.zone == "battlefield")


def _ability_texts(game, oid: int) -> list[str]:
    return [a.text for a in game.chars(oid).abilities]


def test_709_3_a_room_is_cast_as_one_half(solve) -> None:
    """709.3b: Bottomless Pool on the stack is a spell named Bottomless Pool with mana value
    1 (only that half); 709.4: in the hand the card has both halves (mana value 6)."""
    out = solve(f"""
        name: room cast
        battlefield: [Island]
        hand: {{Alice: [{{card: "{POOL}", as: pool}}]}}
        expect:
          pool: {{mana_value: 6, colors: [blue], types: [Enchantment], subtypes: [Room]}}
    """)
    assert out.passed, out.failures
    game = out.game
    casts = [a for a in priority_actions(game, 0) if a.kind == "cast"]
    assert [(a.label.split("#")[0], a.half) for a in casts] == [("cast Bottomless Pool", 0)]
    out = solve(f"""
        name: room on the stack
        battlefield: [Island]
        hand: {{Alice: ["{POOL}"]}}
        actions:
          - {{cast: "{POOL}", choices: {{half: Bottomless Pool}}, pay: true, respond: true}}
    """)
    game = out.game
    ch = game.chars(game.state.stack_items[-1].source)
    assert (ch.name, ch.mana_value) == ("Bottomless Pool", 1)


def test_709_5d_709_5_the_half_cast_is_unlocked_the_other_is_locked(solve) -> None:
    """709.5d: Locker Room cast ({4}{U}) enters with the right half unlocked; 709.5: the
    permanent is named Locker Room, has mana value 5 and only Locker Room's ability; the
    locked Bottomless Pool contributes no name, cost or text."""
    out = solve(f"""
        name: locker room
        battlefield: [Island, Island, Island, Island, Island]
        hand: {{Alice: ["{POOL}"]}}
        actions:
          - {{cast: "{POOL}", choices: {{half: Locker Room}}, pay: true}}
    """)
    assert out.passed, out.failures
    game = out.game
    room = _room(game)
    ch = game.chars(room.id)
    assert (ch.name, ch.mana_value, ch.types, ch.subtypes) == (
        "Locker Room", 5, {"Enchantment"}, {"Room"})
    assert _ability_texts(game, room.id) == [
        "Whenever one or more creatures you control deal combat damage to a player, "
        "draw a card."]


def test_709_5h_casting_the_half_unlocks_it_and_its_door_trigger_fires(solve) -> None:
    """709.5h: Bottomless Pool cast enters unlocked, so "When you unlock this door, return
    up to one target creature to its owner's hand" triggers: Bob's Grizzly Bears goes back
    to his hand."""
    out = solve(f"""
        name: pool unlock trigger
        battlefield:
          - Island
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
        hand: {{Alice: ["{POOL}"]}}
        choices: [bears]
        actions:
          - {{cast: "{POOL}", choices: {{half: Bottomless Pool}}, pay: true}}
        expect:
          Grizzly Bears: {{zone: hand}}
    """)
    assert out.passed, out.failures
    ch = out.game.chars(_room(out.game).id)
    assert (ch.name, ch.mana_value) == ("Bottomless Pool", 1)


def test_709_5e_unlock_as_a_special_action_triggers_the_door(solve) -> None:
    """709.5e / 116.2m: with Locker Room unlocked, Alice pays {U} to unlock Bottomless Pool
    in her main phase (no stack: 116.1); the door's ability triggers (709.5h) and the
    permanent now has both names, mana value 6 and both halves' abilities (709.5, 709.4)."""
    out = solve(f"""
        name: unlock pool
        battlefield:
          - Island
          - Island
          - Island
          - Island
          - Island
          - Island
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
        hand: {{Alice: ["{POOL}"]}}
        choices: [bears]
        actions:
          - {{cast: "{POOL}", choices: {{half: Locker Room}}, pay: true}}
          - {{unlock: "{POOL}", door: Bottomless Pool}}
        expect:
          Grizzly Bears: {{zone: hand}}
    """)
    assert out.passed, out.failures
    game = out.game
    ch = game.chars(_room(game).id)
    assert (ch.name, ch.mana_value) == (POOL, 6)
    assert len(ch.abilities) == 2
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if "Land" in game.chars(o).types)


def test_709_5e_the_unlock_action_is_listed_with_its_cost(solve) -> None:
    """116.2m: the legal actions in Alice's main phase hold the unlock of the locked door
    for its mana cost; once it's unlocked, no longer."""
    out = solve(f"""
        name: unlock listed
        battlefield: [Island, Island, Island, Island, Island, Island]
        hand: {{Alice: ["{POOL}"]}}
        actions:
          - {{cast: "{POOL}", choices: {{half: Locker Room}}, pay: true}}
    """)
    game = out.game
    unlocks = [a for a in priority_actions(game, 0) if a.kind == "unlock"]
    assert [(a.label.split(" of ")[0], a.ability) for a in unlocks] == [
        ("unlock Bottomless Pool", 0)]
    listed = [a for a in game.legal_actions() if a.label.startswith("unlock")]
    assert [a.label.split("#")[0] for a in listed] == [
        f"unlock Bottomless Pool of {POOL}"]
    game.apply(listed[0])
    assert game.chars(_room(game).id).name == POOL
    assert not [a for a in priority_actions(game, 0) if a.kind == "unlock"]


def _refused(solve, actions: str, turn: str = "", match: str = "") -> None:
    with pytest.raises(ScenarioError, match=match):
        solve(f"""
            name: refused
            {turn}
            battlefield:
              - {{card: "{POOL}", as: room}}
              - Island
              - Island
              - Island
              - Island
              - Island
            hand: {{Alice: [Giant Growth], Bob: [Grizzly Bears]}}
            actions:
{actions}
        """)


def test_709_5e_refused_outside_a_main_phase(solve) -> None:
    _refused(solve, "              - {unlock: room, door: Locker Room}",
             turn="turn: {number: 1, phase: beginning_of_combat}", match="main phase")


def test_709_5e_refused_by_a_player_who_does_not_control_it(solve) -> None:
    _refused(solve, "              - {unlock: room, door: Locker Room, by: Bob}",
             match="controls")


def test_709_5e_unlock_refused_with_a_spell_on_the_stack_leaves_the_game_unchanged(
        solve) -> None:
    """116.2m: "the stack is empty": with a spell on the stack the action raises a specific
    error and the game (lands, designations, stack) is unchanged."""
    out = solve(f"""
        name: stack not empty
        battlefield:
          - {{card: "{POOL}", as: room}}
          - {{card: Grizzly Bears, as: bears}}
          - Forest
          - Island
          - Island
          - Island
          - Island
          - Island
        hand: {{Alice: [Giant Growth]}}
        actions:
          - {{cast: Giant Growth, targets: [bears], pay: true, respond: true}}
    """)
    game = out.game
    assert game.state.stack_items
    room = _room(game)
    before = game.to_json()
    assert not [a for a in priority_actions(game, 0) if a.kind == "unlock"]
    from arbiter.engine.keyword_actions.rooms import unlock

    with pytest.raises(IllegalActionError, match="stack is empty"):
        unlock(game, 0, room.id, 1)
    assert game.to_json() == before


def test_709_5d_a_room_entering_without_being_cast_has_both_doors_locked(solve) -> None:
    """709.5d: put onto the battlefield (not cast), Glassworks // Shattered Yard has neither
    designation: no name, no mana cost (mana value 0), colorless, no abilities (709.5), and
    "When you unlock this door" doesn't trigger."""
    out = solve("""
        name: both locked
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [{card: "Glassworks // Shattered Yard", as: room}]}
        actions:
          - {move: {card: room, to: battlefield}}
        expect:
          bears: {zone: battlefield}
          room: {mana_value: 0, colors: [], types: [Enchantment], subtypes: [Room]}
    """)
    assert out.passed, out.failures
    game = out.game
    room = _room(game, "Glassworks // Shattered Yard")
    ch = game.chars(room.id)
    assert ch.name is None and ch.mana_cost is None and not ch.abilities
    assert not game.state.stack_items


def test_709_5e_a_face_down_room_card_has_no_doors_to_unlock(solve) -> None:
    """708.2: a manifested Room card is a face-down 2/2 with no text, name or types: it has
    no halves, so no unlock action is offered and the action is refused."""
    out = solve(f"""
        name: face-down room
        battlefield:
          - {{card: "{POOL}", face_down: manifest, as: fd}}
          - Island
          - Island
          - Island
          - Island
          - Island
    """)
    game = out.game
    assert not [a for a in priority_actions(game, 0) if a.kind == "unlock"]
    from arbiter.engine.keyword_actions.rooms import unlock

    fd = next(o for o in game.state.battlefield() if game.obj(o).face_down)
    with pytest.raises(IllegalActionError, match="709.5e"):
        unlock(game, 0, fd, 1)
