"""Freerunning (702.173a), played through the real engine: "You may pay [cost] rather than pay
this spell's mana cost if a player was dealt combat damage this turn by a creature that, at
the time it dealt that damage, was an Assassin creature or a commander under your control."
(an alternative cost, 601.2b, 601.2f-h). Plus the keyword lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "cost"), [
    ("Freerunning {1}{U} (You may cast this spell for its freerunning cost if you dealt "
     "combat damage to a player this turn with an Assassin or commander.)", "{1}{U}"),
    ("Freerunning {1}{B}", "{1}{B}"),                                      # Merciless Harlequin
])
def test_702_173a_freerunning_lines_read(line: str, cost: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "freerunning" and kw.param == cost


def test_702_173a_a_freerunning_cost_in_words_stays_unread() -> None:
    assert parse_keyword_line("Freerunning\u2014Return a blue creature you control to its "
                              "owner's hand.") is None


def _board(attacker: str, extra: str = "") -> str:
    return f"""
        name: freerunning
        battlefield: [Island, Island, {attacker}]
        hand: {{Alice: [{{card: Eagle Vision, as: vision}}]}}
        library: {{Alice: [Plains, Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}}
        {extra}
        actions:
          - {{attack: [attacker]}}
          - {{pass: {{to: postcombat_main}}}}
    """


def _offered(game) -> bool:
    vision = obj_id(game, "vision")
    return any(a.kind == "cast" and a.obj == vision and a.alternative == "freerunning"
               for a in priority_actions(game, ALICE))


def test_702_173a_after_an_assassin_deals_combat_damage(board) -> None:
    """Merciless Harlequin (a 2/1 Assassin) hits Bob; Eagle Vision ({4}{U}) is then cast for
    {1}{U} with two Islands and draws three cards."""
    game = board(_board("{card: Merciless Harlequin, as: attacker}"))
    assert game.state.players[BOB].life == 18
    assert _offered(game)
    hand = len(game.state.zone_list("hand", ALICE))
    cast(game, obj_id(game, "vision"), ALICE, [], {}, alternative="freerunning", pay=True)
    resolve_all(game)
    assert len(game.state.zone_list("hand", ALICE)) == hand - 1 + 3


def test_702_173a_a_commander_counts_too(board) -> None:
    game = board(_board('{card: "Isamaru, Hound of Konda", as: attacker, commander: true}'))
    assert game.state.players[BOB].life == 38  # a Commander game: 40 life (903.7)
    assert _offered(game)


def test_702_173a_another_creature_doesnt(board) -> None:
    """Grizzly Bears (not an Assassin, not a commander) hits Bob: freerunning is refused."""
    game = board(_board("{card: Grizzly Bears, as: attacker}"))
    assert game.state.players[BOB].life == 18
    assert not _offered(game)
    with pytest.raises(IllegalActionError, match="702.173a"):
        cast(game, obj_id(game, "vision"), ALICE, [], {}, alternative="freerunning", pay=True)
    assert game.obj(obj_id(game, "vision")).zone == "hand"


def test_702_173a_only_this_turn(board) -> None:
    game = board(_board("{card: Merciless Harlequin, as: attacker}"))
    pass_to(game, 3)
    assert not _offered(game)
