"""725: the initiative. Seasoned Dungeoneer ("When this creature enters, you take the
initiative.") gives its controller the initiative (725.1, 725.3), and taking it ventures into
Undercity (725.2's third ability, 701.49d); at the beginning of the upkeep of the player who
has it, that player ventures into Undercity (725.2's first); creatures of one player dealing
combat damage to the player who has it give it to their controller, once for the batch
(725.2's second, 603.2c); taking it again while having it ventures again, with one
designation (725.5); the player who has it leaving the game hands it to the active player
(725.4). "if you have the initiative" is a condition (Passageway Seer)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.venture import owned_dungeon
from arbiter.engine.players.initiative import INITIATIVE, HasInitiative, TakeInitiative, holder
from arbiter.rules.abilities import TriggeredAbility

ALICE, BOB = 0, 1


def test_725_lines() -> None:
    [ab] = compile_text("When this creature enters, you take the initiative.", "Seer")
    assert isinstance(ab, TriggeredAbility) and ab.instructions == (TakeInitiative("you"),)
    [ab] = compile_text("At the beginning of your end step, if you have the initiative, put "
                        "a +1/+1 counter on this creature.", "Seer")
    assert isinstance(ab, TriggeredAbility) and ab.intervening_if == HasInitiative()


def _room(game, player: int) -> tuple[str | None, str | None]:  # type: ignore[no-untyped-def]
    oid = owned_dungeon(game, player)
    return (None if oid is None else game.obj(oid).card,
            game.state.players[player].venture_room)


def test_725_2_725_3_taking_the_initiative_ventures_into_undercity(solve) -> None:
    """Alice casts Seasoned Dungeoneer: she takes the initiative and ventures into Undercity
    (701.49d: her dungeons are Lost Mine and Undercity; only Undercity may be chosen);
    Secret Entrance puts the basic land she finds into her hand."""
    out = solve("""
        name: Seasoned Dungeoneer
        hand: {Alice: [Seasoned Dungeoneer]}
        library: {Alice: [{card: Forest, as: forest}, Island], Bob: [Island]}
        dungeons: {Alice: [Lost Mine of Phandelver, Undercity]}
        actions:
          - {cast: Seasoned Dungeoneer, choices: {search: forest}}
        expect:
          forest: {zone: hand}
    """)
    assert out.passed, out.failures
    game = out.game
    assert holder(game) == ALICE
    assert INITIATIVE not in game.state.players[BOB].designations
    assert _room(game, ALICE) == ("Undercity", "Secret Entrance")


def test_725_2_creatures_dealing_combat_damage_take_the_initiative_once(solve) -> None:
    """Alice has the initiative; on Bob's turn both his Savannah Lions deal combat damage to
    her: one ability triggers for the batch (603.2c), Bob takes the initiative and ventures
    into Undercity once (his marker on Secret Entrance; his library has no basic land to
    find)."""
    out = solve("""
        name: taking the initiative in combat
        battlefield:
          - {card: Savannah Lions, controller: Bob, as: lions1}
          - {card: Savannah Lions, controller: Bob, as: lions2}
        hand: {Alice: [Seasoned Dungeoneer]}
        library:
          Alice: [{card: Forest, as: forest}, Island, Island]
          Bob: [Grizzly Bears, Grizzly Bears, Grizzly Bears]
        dungeons: {Alice: [Undercity], Bob: [Undercity]}
        actions:
          - {cast: Seasoned Dungeoneer, choices: {search: forest}}
          - pass: next_turn
          - attack: [lions1, lions2]
          - block: {}
          - pass: {to: end}
        expect:
          player Alice: {life: 16}
    """)
    assert out.passed, out.failures
    game = out.game
    assert holder(game) == BOB
    assert INITIATIVE not in game.state.players[ALICE].designations
    assert _room(game, BOB) == ("Undercity", "Secret Entrance")
    ventured = [line for line in game.state.log
                if line.startswith("Bob moves their venture marker")]
    assert len(ventured) == 1


def _dungeoneer_with_initiative(board):  # type: ignore[no-untyped-def]
    """Alice's Seasoned Dungeoneer on the battlefield; Alice takes the initiative and
    ventures into Undercity (Secret Entrance finds no basic land: none in her library)."""
    from turn_passing import Passing

    from arbiter.engine.players.initiative import take
    from arbiter.engine.turn.steps import resolve_all

    game = board("""
        name: Alice has the initiative
        battlefield: [{card: Seasoned Dungeoneer, as: dungeoneer}]
        library:
          Alice: [Grizzly Bears, Grizzly Bears, Grizzly Bears]
          Bob: [Grizzly Bears, Grizzly Bears, Grizzly Bears]
        dungeons: {Alice: [Undercity], Bob: [Undercity]}
        players: [Alice, Bob, Carol]
    """)
    saved, game.decider = game.decider, Passing()
    try:
        take(game, ALICE)
        resolve_all(game)
    finally:
        game.decider = saved
    assert _room(game, ALICE) == ("Undercity", "Secret Entrance")
    return game


def _counters(game, name: str) -> int:  # type: ignore[no-untyped-def]
    [oid] = [o for o in game.state.battlefield() if game.name_of(o) == name]
    return game.obj(oid).counters.get("+1/+1", 0)


def test_725_2_the_player_with_the_initiative_ventures_at_their_upkeep(board) -> None:
    """Alice keeps the initiative to her next turn: at her upkeep she ventures into
    Undercity again, choosing Forge (701.49b), whose two +1/+1 counters go on her only
    creature; nobody else ventures at their upkeep."""
    from turn_passing import Passing, pass_to

    game = _dungeoneer_with_initiative(board)
    decider = Passing({"room": "Forge"})
    pass_to(game, 4, "draw", decider)
    rooms = [d for d in decider.asked if d.key == "room"]
    assert [d.player for d in rooms] == [ALICE]
    assert _room(game, ALICE) == ("Undercity", "Forge")
    assert _counters(game, "Seasoned Dungeoneer") == 2
    assert owned_dungeon(game, BOB) is None


def test_725_5_taking_the_initiative_again_ventures_again(board) -> None:
    """Alice, who has the initiative, takes it again: 725.2's last ability triggers again
    (her marker moves on to Forge) and she still has one initiative, nobody else any."""
    from turn_passing import Passing

    from arbiter.engine.players.initiative import take
    from arbiter.engine.turn.steps import resolve_all

    game = _dungeoneer_with_initiative(board)
    saved, game.decider = game.decider, Passing({"room": "Forge"})
    try:
        take(game, ALICE)
        resolve_all(game)
    finally:
        game.decider = saved
    assert _room(game, ALICE) == ("Undercity", "Forge")
    assert _counters(game, "Seasoned Dungeoneer") == 2
    assert [INITIATIVE in p.designations for p in game.state.players] == [True, False, False]


def test_725_4_the_player_with_the_initiative_leaving_hands_it_to_the_active_player(
        board) -> None:
    """Carol has the initiative and leaves the game on Alice's turn: Alice, the active
    player, takes it (and so ventures into Undercity, 725.2)."""
    from turn_passing import Passing

    from arbiter.engine.players.initiative import take
    from arbiter.engine.players.outcome import lose
    from arbiter.engine.turn.steps import resolve_all

    game = _dungeoneer_with_initiative(board)
    saved, game.decider = game.decider, Passing({"room": "Forge"})
    try:
        take(game, 2)
        resolve_all(game)
        assert holder(game) == 2
        lose(game, 2)
        assert holder(game) == ALICE
        resolve_all(game)
    finally:
        game.decider = saved
    assert _room(game, ALICE) == ("Undercity", "Forge")


def test_725_1_passageway_seer_if_you_have_the_initiative(solve) -> None:
    """Passageway Seer: "At the beginning of your end step, if you have the initiative, put a
    +1/+1 counter on this creature." (an intervening "if", 603.4): Alice took the initiative
    as it entered, so it gets a counter at her end step; not once Bob has taken it."""
    out = solve("""
        name: Passageway Seer
        hand: {Alice: [Passageway Seer]}
        library: {Alice: [{card: Forest, as: forest}, Island, Island], Bob: [Island, Island]}
        dungeons: {Alice: [Undercity]}
        actions:
          - {cast: Passageway Seer, choices: {search: forest}}
          - pass: {to: end}
    """)
    assert out.passed, out.failures
    assert _counters(out.game, "Passageway Seer") == 1
