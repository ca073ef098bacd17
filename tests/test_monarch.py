"""724: the monarch. Thorn of the Black Rose ("When this creature enters, you become the
monarch.") makes its controller the monarch (724.1, 724.3); the monarch draws a card at the
beginning of their end step and a creature dealing combat damage to the monarch makes its
controller the monarch (724.2, abilities with no source); a monarch leaving a multiplayer
game hands it to the active player (724.4)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.players.monarch import MONARCH, BecomeMonarch, IsMonarch, monarch
from arbiter.rules.abilities import StaticAbility, TriggeredAbility


def test_724_lines() -> None:
    [ab] = compile_text("When this creature enters, you become the monarch.", "Thorn")
    assert isinstance(ab, TriggeredAbility) and ab.instructions == (BecomeMonarch("you"),)
    [ab] = compile_text("As long as you're the monarch, this creature gets +2/+2.", "Crown")
    assert isinstance(ab, StaticAbility) and ab.condition == IsMonarch()


def test_724_1_no_monarch_until_thorn_enters_then_alice_draws_at_her_end_step(solve) -> None:
    out = solve("""
        name: Thorn of the Black Rose
        hand: {Alice: [Thorn of the Black Rose]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
        actions:
          - cast: Thorn of the Black Rose
          - pass: {to: end}
        expect:
          player Alice: {hand_size: 1}
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures
    assert monarch(out.game) == 0


def test_724_2_combat_damage_to_the_monarch_takes_the_crown(solve) -> None:
    """Alice casts Thorn and is the monarch; on Bob's turn his Savannah Lions deal combat
    damage to her, so Bob becomes the monarch and draws at the beginning of his end step
    (besides his draw step's card); Alice drew hers at her own end step, as the monarch."""
    out = solve("""
        name: stealing the crown
        battlefield:
          - {card: Savannah Lions, controller: Bob, as: lions}
        hand: {Alice: [Thorn of the Black Rose]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
        actions:
          - cast: Thorn of the Black Rose
          - pass: next_turn
          - attack: [lions]
          - block: {}
          - pass: {to: end}
        expect:
          player Alice: {life: 18, hand_size: 1}
          player Bob: {hand_size: 2}
    """)
    assert out.passed, out.failures
    assert monarch(out.game) == 1
    assert MONARCH not in out.game.state.players[0].designations


def _crowned(board, text: str, who: int):  # type: ignore[no-untyped-def]
    from arbiter.engine.players.monarch import become

    game = board(text)
    become(game, who)
    return game


def test_724_4_the_monarch_leaving_hands_it_to_the_active_player(board) -> None:
    from arbiter.engine.players.outcome import lose

    game = _crowned(board, """
        name: four players
        players: [Alice, Bob, Carol, Dave]
        library: {Alice: [Island], Bob: [Island], Carol: [Island], Dave: [Island]}
    """, 1)
    assert monarch(game) == 1
    lose(game, 1)  # Bob leaves the game on Alice's turn
    assert monarch(game) == 0
    lose(game, 0)  # the active player herself leaves: the next in turn order still in it
    assert monarch(game) == 2  # Carol (Bob has left)


def test_724_queen_marchesa_assassin_only_if_an_opponent_is_the_monarch(board) -> None:
    """Queen Marchesa: "At the beginning of your upkeep, if an opponent is the monarch, create
    a 1/1 black Assassin creature token with deathtouch and haste." (an intervening "if",
    603.4): nothing while Alice is the monarch; a token once Bob is."""
    from turn_passing import pass_to

    from arbiter.engine.players.monarch import become

    for crowned, tokens in ((0, 0), (1, 1)):
        game = board("""
            name: Queen Marchesa
            battlefield: [Queen Marchesa]
            library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
        """)
        become(game, crowned)
        pass_to(game, 3, "draw")
        assassins = [o for o in game.state.battlefield()
                     if game.name_of(o) == "Assassin Token"]  # 111.4
        assert len(assassins) == tokens


def test_724_custodi_lich_triggers_when_its_controller_becomes_the_monarch(board) -> None:
    """Custodi Lich: "Whenever you become the monarch, target player sacrifices a creature of
    their choice." Bob becoming the monarch doesn't trigger Alice's Lich."""
    from arbiter.engine.players.monarch import become
    from arbiter.engine.triggers import triggered

    game = board("""
        name: Custodi Lich
        battlefield:
          - Custodi Lich
          - {card: Grizzly Bears, controller: Bob}
        library: {Alice: [Island], Bob: [Island]}
    """)
    become(game, 1)
    triggered.collect(game)
    assert not game.state.pending_triggers
    become(game, 0)
    triggered.collect(game)
    assert [ab.text.startswith("Whenever you become the monarch")
            for _s, ab, _c, _e in game.state.pending_triggers] == [True]


_NO_MONARCH = """
    name: there is no monarch
    battlefield:
      # M'Baku, Jabari Chieftain's line (its other line isn't read yet), on a token
      - token: {name: Chieftain, types: [Creature], power: 4, toughness: 3,
                text: "At the beginning of your end step, if there is no monarch, target
                       opponent becomes the monarch."}
    library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
"""


def test_724_1_there_is_no_monarch_then_target_opponent_becomes_it(board) -> None:
    """M'Baku, Jabari Chieftain's "At the beginning of your end step, if there is no monarch,
    target opponent becomes the monarch." No monarch yet: Bob becomes it."""
    from turn_passing import pass_to

    from arbiter.engine.turn.steps import resolve_all

    game = board(_NO_MONARCH)
    pass_to(game, 1, "end")
    resolve_all(game)
    assert monarch(game) == 1


def test_603_4_there_is_a_monarch_no_trigger(board) -> None:
    """Alice is already the monarch: the intervening "if" is false, Bob doesn't become it."""
    from turn_passing import pass_to

    from arbiter.engine.turn.steps import resolve_all

    game = board(_NO_MONARCH)
    game.state.players[0].designations.add(MONARCH)
    pass_to(game, 1, "end")
    resolve_all(game)
    assert monarch(game) == 0


def test_724_3_target_player_becomes_the_monarch(solve) -> None:
    """Éomer, King of Rohan: "When Éomer enters, target player becomes the monarch. Éomer
    deals damage equal to its power to any target." Targeting Bob twice: Bob becomes the
    monarch (the target phrase is numbered like any other, 115.1) and takes 2."""
    out = solve("""
        name: Eomer
        battlefield: [Mountain, Mountain, Mountain, Plains, Plains]
        hand: {Alice: [{card: "Éomer, King of Rohan", as: eomer}]}
        choices: [Bob, Bob]
        actions:
          - {cast: eomer, pay: true}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert monarch(out.game) == 1


def test_115_1_a_target_phrase_bind_cant_number_leaves_the_line_unread() -> None:
    """principle 5: an instruction type whose fields `refs.bind` doesn't walk can't hold a
    numbered target; a `Pending` target left in one makes the line unread (a parse
    failure) instead of an instruction that fails as it resolves."""
    import dataclasses

    import pyparsing as pp
    import pytest

    from arbiter.compiler.grammar.refs import Pending, bind
    from arbiter.rules.instructions import TargetSpec

    @dataclasses.dataclass(frozen=True)
    class Unwalked:  # an instruction kept outside the modules bind walks
        who: object

    pending = Pending(TargetSpec(kind="player", description="target opponent"))
    with pytest.raises(pp.ParseException, match="not numbered"):
        bind((Unwalked(pending),), [])
