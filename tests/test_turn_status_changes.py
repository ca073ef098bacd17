"""502.3 / 514.2 / 110.5: the untap step and the cleanup step change status (tapped, damage
marked, 120.3e) and end effects. A status change keeps the layer system's answer when
nothing in it reads status (`engine.layer_status`); an effect that ends, or an answer that
reads status, is computed again. Played through the real turn structure: each board's
characteristics after the step are those a full computation gives, and what a judge would
say they are."""

from __future__ import annotations

from arbiter.engine.game import Game
from arbiter.rules.layers import compute


def _named(game: Game, name: str) -> int:
    return next(o.id for o in game.state.objects.values()
                if o.zone == "battlefield" and game.name_of(o.id) == name)


def _pass_to(game: Game, step: str) -> None:
    """Both players pass priority (and declare no attackers) until the next turn's `step`
    is reached."""
    turn = game.state.turn.number
    for _ in range(200):
        t = game.state.turn
        if t.number > turn and t.step == step:
            return
        legal = game.legal_actions()
        game.apply(next(a for a in legal if str(a) in ("pass", "no attack", "no block")))
    raise AssertionError(f"never reached {step}")


def _pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    ch = game.chars(oid)
    return ch.power, ch.toughness


def _same_as_full(game: Game) -> None:
    full = compute(game.state, game.catalog)
    for oid in game.state.battlefield():
        assert _pt(game, oid) == (full.chars[oid].power, full.chars[oid].toughness)
        assert game.chars(oid).controller == full.chars[oid].controller


def test_502_3_untap_step_untaps_and_keeps_a_vanilla_answer(board) -> None:
    """Alice's end step; Bob's tapped Plains and Grizzly Bears untap in his untap step,
    Alice's tapped Forest stays tapped (502.3: the active player's permanents). Nothing on
    the board reads status: the answer is kept, and it is the full computation's."""
    game = board("""
        name: untap vanilla
        turn: {number: 3, step: end}
        battlefield:
          - {card: Forest, tapped: true}
          - {card: Plains, controller: Bob, tapped: true}
          - {card: Grizzly Bears, controller: Bob, tapped: true}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    _pass_to(game, "upkeep")
    before = game.layers()
    assert game.state.turn.active == 1
    plains, bears, forest = (_named(game, n) for n in ("Plains", "Grizzly Bears", "Forest"))
    assert not game.obj(plains).tapped and not game.obj(bears).tapped
    assert game.obj(forest).tapped
    assert _pt(game, bears) == (2, 2)
    _same_as_full(game)
    assert game.layers() is before


def test_502_3_untapped_creature_gets_castle_bonus_after_the_untap_step(board) -> None:
    """Castle: "Untapped creatures you control get +0/+2." Bob's tapped Grizzly Bears is a
    2/2 until his untap step untaps it: a 2/4 then (the answer reads status: recomputed)."""
    game = board("""
        name: untap castle
        turn: {number: 3, step: end}
        battlefield:
          - {card: Castle, controller: Bob}
          - {card: Grizzly Bears, controller: Bob, tapped: true}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    bears = _named(game, "Grizzly Bears")
    assert _pt(game, bears) == (2, 2)
    _pass_to(game, "upkeep")
    assert not game.obj(bears).tapped
    assert _pt(game, bears) == (2, 4)
    _same_as_full(game)


def test_514_2_cleanup_removes_damage_and_ends_giant_growth(solve) -> None:
    """Alice's Grizzly Bears gets Giant Growth (5/5) and is dealt 4 damage by Bob's two
    Shocks: it survives (704.5g: 4 < 5). In the cleanup step the damage wears off and the
    +3/+3 ends at the same time (514.2): a 2/2 with no damage, still on the battlefield."""
    out = solve("""
        name: cleanup
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Giant Growth], Bob: [Shock, Shock]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
          - {cast: Shock, by: Bob, targets: [bears]}
          - {cast: Shock, by: Bob, targets: [bears]}
        expect:
          bears: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False
    bears = _named(game, "Grizzly Bears")
    assert game.obj(bears).damage == 4
    _pass_to(game, "upkeep")
    assert game.obj(bears).zone == "battlefield"
    assert game.obj(bears).damage == 0
    assert _pt(game, bears) == (2, 2)
    _same_as_full(game)


def test_502_3_611_2b_until_your_next_turn_ends_in_the_untap_step(solve) -> None:
    """An effect lasting "until your next turn" ends as that player's untap step begins
    (611.2b): the answer is computed again (the effects changed), and the creature is as
    printed again."""
    from arbiter.rules.parts import ModifyPT
    from arbiter.rules.values import Const
    from arbiter.state.effects import UNTIL_YOUR_NEXT_TURN, ContinuousEffect

    out = solve("""
        name: until your next turn
        turn: {number: 3, step: end}
        battlefield: [{card: Grizzly Bears, as: bears}]
        library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
    """)
    game = out.game
    game.use_aliases = False
    bears = _named(game, "Grizzly Bears")
    state = game.state
    state.effects.append(ContinuousEffect(
        key=("resolved", bears), source=bears, source_name="+2/+2 until your next turn",
        timestamp=(state.new_timestamp(),), controller=0,
        parts=(ModifyPT(power=Const(2), toughness=Const(2)),), locked=frozenset({bears}),
        duration=UNTIL_YOUR_NEXT_TURN))
    state.touch()
    assert _pt(game, bears) == (4, 4)
    _pass_to(game, "upkeep")  # Bob's turn: Alice's effect lasts
    assert _pt(game, bears) == (4, 4)
    _pass_to(game, "upkeep")  # Alice's turn: it ended in her untap step
    assert _pt(game, bears) == (2, 2)
    _same_as_full(game)


def test_603_6a_a_creature_entering_is_seen_by_the_next_answer(solve) -> None:
    """A creature spell resolving: the permanent enters (the change marked as it enters is
    one of what happened this turn); its characteristics are those of the full computation."""
    out = solve("""
        name: enters
        hand: {Alice: [Grizzly Bears, Savannah Lions]}
        actions:
          - {cast: Grizzly Bears}
          - {cast: Savannah Lions}
        expect:
          Grizzly Bears: {power: 2, toughness: 2}
          Savannah Lions: {power: 2, toughness: 1}
    """)
    assert out.passed, out.failures
    _same_as_full(out.game)
    assert [c[0] for c in out.game.state.turn.entered] == [
        _named(out.game, "Grizzly Bears"), _named(out.game, "Savannah Lions")]
