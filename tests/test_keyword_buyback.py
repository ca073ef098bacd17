"""Buyback (702.27) played through the real engine: "Buyback [cost]" is an optional
additional cost (702.27a, paid as 601.2b and 601.2f-h say) and, if it was paid, the spell goes
to its owner's hand instead of the graveyard as it resolves; a spell countered, or removed for
illegal targets (608.2b), doesn't resolve and goes to the graveyard."""

from __future__ import annotations

import pytest
from casting_play import ALICE, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line


def _capsize(solve, choices: str, extra: str = "", actions: str = ""):
    return solve(f"""
        name: buyback
        battlefield: [{{card: Grizzly Bears, controller: Bob, as: bears}}{extra}]
        hand: {{Alice: [{{card: Capsize, as: capsize}}], Bob: [{{card: Counterspell, as: cs}}]}}
        actions:
          - {{cast: capsize, targets: [bears], choices: {{{choices}}}{actions}}}
    """)


def test_702_27a_capsize_with_buyback_returns_to_its_owners_hand(solve) -> None:
    out = _capsize(solve, "buyback: yes")
    game = out.game
    assert game.obj(obj_id(game, "bears")).zone == "hand"
    assert game.obj(obj_id(game, "capsize")).zone == "hand"
    assert game.obj(obj_id(game, "capsize")).owner == ALICE


def test_702_27a_capsize_without_buyback_goes_to_the_graveyard(solve) -> None:
    out = _capsize(solve, "buyback: no")
    game = out.game
    assert game.obj(obj_id(game, "bears")).zone == "hand"
    assert game.obj(obj_id(game, "capsize")).zone == "graveyard"


def test_702_27a_a_countered_buyback_spell_goes_to_the_graveyard(solve) -> None:
    """Only "as it resolves": Capsize with buyback countered by Counterspell (701.6a) goes to
    Alice's graveyard, and the Bears stay."""
    out = solve("""
        name: buyback countered
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Capsize, as: capsize}], Bob: [{card: Counterspell, as: cs}]}
        actions:
          - {cast: capsize, targets: [bears], choices: {buyback: yes}, respond: true}
          - {cast: cs, by: Bob, targets: [capsize]}
    """)
    game = out.game
    assert game.obj(obj_id(game, "capsize")).zone == "graveyard"
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"


def test_702_27a_608_2b_a_buyback_spell_with_an_illegal_target_goes_to_the_graveyard(
        solve) -> None:
    """608.2b: the Bears gone before Capsize resolves, its only target is illegal: it doesn't
    resolve, so it isn't returned to the hand."""
    out = solve("""
        name: buyback fizzles
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Capsize, as: capsize}]}
        actions:
          - {cast: capsize, targets: [bears], choices: {buyback: yes}, respond: true}
          - {move: {card: bears, to: graveyard}}
    """)
    game = out.game
    assert game.obj(obj_id(game, "capsize")).zone == "graveyard"


def test_702_27a_buyback_offered_and_paid_with_the_total_cost(board) -> None:
    """601.2b / 601.2f-h: with six Islands Alice is asked whether to pay the buyback {3}; paid,
    all six Islands are tapped for {1}{U}{U}{3}, and Capsize returns to her hand."""
    game = board("""
        name: buyback paid
        battlefield: [Island, Island, Island, Island, Island, Island,
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Capsize, as: capsize}]}
    """)
    take(game, "cast Capsize")
    assert labels(game) == ["don't pay buyback {3}", "pay buyback {3}"]
    take(game, "pay buyback {3}", "~Grizzly Bears")
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Island")
    pass_until_empty(game)
    assert game.obj(obj_id(game, "capsize")).zone == "hand"
    assert game.obj(obj_id(game, "bears")).zone == "hand"


def test_702_27a_118_3_buyback_not_offered_without_the_mana(board) -> None:
    """Five Islands pay {1}{U}{U} but not {1}{U}{U}{3}: no announcement is asked; Capsize
    resolves and goes to the graveyard."""
    game = board("""
        name: buyback unpaid
        battlefield: [Island, Island, Island, Island, Island,
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Capsize, as: capsize}]}
    """)
    take(game, "cast Capsize")
    assert not any("buyback" in label for label in labels(game))
    take(game, "~Grizzly Bears")
    pass_until_empty(game)
    assert game.obj(obj_id(game, "capsize")).zone == "graveyard"


@pytest.mark.parametrize(("line", "read"), [
    ("Buyback {3}", True),                                     # Capsize
    ("Buyback {2}{U}", True),
    ("Buyback\u2014Sacrifice a land.", True),                 # Constant Mists
    ("Buyback\u2014Discard two cards.", True),                # Forbid
    ("Buyback\u2014Pay 4 life.", True),                       # Reaping the Rewards' kin
])
def test_702_27a_buyback_lines_read_only_with_a_cost_the_engine_pays(line: str, read: bool) -> None:
    found = parse_keyword_line(line)
    assert (found is not None) is read
    if found:
        assert found[0].keyword == "buyback"
