"""What priority offers is found again as the game changes: the findings kept per layer
answer (`engine.per_answer`) are kept only while the answer is (a change of status keeps
it; a permanent entering gives a new one), and whatever they leave to be read as asked
(is the permanent tapped, can the cost be paid) is read each time.

605.3a: a player with priority may activate a mana ability; 602.2: an activated ability;
302.6: a creature's {T} abilities only once it has been under its controller's control
since the start of their most recent turn."""

from __future__ import annotations

from arbiter.engine.api import pending


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _taps(game) -> list[str]:
    return [a for a in _labels(game) if a.startswith("tap ")]


def _pay_all(game) -> None:
    while pending(game) is not None and pending(game).kind in ("pay", "target"):
        game.apply(_labels(game)[0])


def test_605_3a_a_tapped_land_is_offered_no_more_and_a_land_played_is(board) -> None:
    game = board("""
        name: two forests
        turn: {number: 2}
        battlefield: [Forest, Forest]
        hand: {Alice: [Forest]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    taps = _taps(game)
    assert len(taps) == 2 and all(t.endswith("for {G}") for t in taps)
    game.apply(taps[0])  # 605.3b: tapped, {G} in the pool (a change of status)
    assert game.state.players[0].mana_pool == {"G": 1}
    assert _taps(game) == [taps[1]]
    game.apply(next(a for a in _labels(game) if a.startswith("play Forest")))  # 305.1
    after = _taps(game)
    assert len(after) == 2 and taps[1] in after and taps[0] not in after


def test_602_2_an_artifact_that_entered_is_activated_once_untapped(board) -> None:
    """Millstone ("{2}, {T}: Target player mills two cards.") cast with two of four lands:
    once it is on the battlefield its ability is offered; once it is tapped, no more."""
    game = board("""
        name: millstone
        turn: {number: 2}
        battlefield: [Island, Island, Island, Island]
        hand: {Alice: [Millstone]}
        library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
    """)
    assert not any(a.startswith("activate") for a in _labels(game))
    game.apply(next(a for a in _labels(game) if a.startswith("cast Millstone")))
    _pay_all(game)
    game.apply("pass")
    game.apply("pass")  # 608.3: it resolves and enters
    activate = [a for a in _labels(game) if a.startswith("activate Millstone")]
    assert len(activate) == 1
    game.apply(activate[0])
    while pending(game) is not None and pending(game).kind != "priority":
        game.apply(next(a for a in _labels(game) if "Bob" in a) if any(
            "Bob" in a for a in _labels(game)) else _labels(game)[0])
    assert [it.source_name for it in game.state.stack_items] == ["Millstone"]
    assert not any(a.startswith("activate Millstone") for a in _labels(game))  # tapped
    assert _taps(game) == []  # all four Islands paid for it
