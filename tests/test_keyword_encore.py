"""Encore (702.141a), played through the real engine: "[Cost], Exile this card from your
graveyard: For each opponent, create a token that's a copy of this card that attacks that
opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning of the
next end step. Activate only as a sorcery." Plus the keyword lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.activation import activate, keyword_activated
from arbiter.engine.casting.spells import cast
from arbiter.engine.combat.declare import declare_attackers
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import ExileSelfFromGraveyard, ManaPayment

ALICE, BOB, CAROL = 0, 1, 2


def test_702_141a_encore_line_read() -> None:
    (kw,) = parse_keyword_line("Encore {5}{U}{U} ({5}{U}{U}, Exile this card from your "
                               "graveyard: For each opponent, create a token copy that "
                               "attacks that opponent this turn if able. They gain haste. "
                               "Sacrifice them at the beginning of the next end step. "
                               "Activate only as a sorcery.)")              # Mist Dancer
    ab = keyword_activated(kw)
    assert ab is not None and ab.keyword == "encore"
    assert ab.cost == (ManaPayment("{5}{U}{U}"), ExileSelfFromGraveyard())
    assert ab.zone == "graveyard" and ab.sorcery_speed


_BOARD = """
    name: encore
    {players}
    battlefield: [Island, Island, Island, Island, Island, Island, Island, Mountain]
    graveyard: {{Alice: [{{card: Mist Dancer, as: dancer}}]}}
    hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]{carol}}}
"""


def _tokens(game) -> list[int]:
    return [o for o in game.state.battlefield() if game.obj(o).token is not None]


_THREE = {"players": "players: [Alice, Bob, Carol]", "carol": ", Carol: [Plains, Plains]"}
_TWO = {"players": "", "carol": ""}


def _encored(board, players: dict[str, str] = _THREE):
    game = board(_BOARD.format(**players))
    activate(game, obj_id(game, "dancer"), ALICE, "encore", [], {}, pay=True)
    resolve_all(game)
    return game


def test_702_141a_a_token_for_each_opponent_with_haste(board) -> None:
    """With two opponents Alice gets two token copies of Mist Dancer, each a flier with
    haste; each is a Merfolk and gets +1/+0 from the other's "Other Merfolk you control get
    +1/+0": 4/3. The card is in exile."""
    game = _encored(board)
    assert game.obj(obj_id(game, "dancer")).zone == "exile"
    tokens = _tokens(game)
    assert len(tokens) == 2
    for t in tokens:
        ch = game.chars(t)
        assert ch.name == "Mist Dancer" and (ch.power, ch.toughness) == (4, 3)
        assert ch.has_keyword("haste") and ch.has_keyword("flying")


def test_702_141a_each_token_attacks_its_opponent_if_able(board) -> None:
    """508.1d: a token must attack its opponent: not attacking, or attacking the other
    opponent, is refused; each attacking its own opponent is legal."""
    game = _encored(board)
    first, second = _tokens(game)
    game.state.turn.step = "declare_attackers"
    with pytest.raises(IllegalActionError, match="508.1d"):
        declare_attackers(game, {first: ("player", BOB)})
    with pytest.raises(IllegalActionError, match="508.1d"):
        declare_attackers(game, {first: ("player", CAROL), second: ("player", BOB)})
    declare_attackers(game, {first: ("player", BOB), second: ("player", CAROL)})
    assert set(game.state.combat.attackers) == {first, second}


def test_702_141a_the_tokens_are_sacrificed_at_the_next_end_step(board) -> None:
    game = _encored(board, _TWO)
    assert len(_tokens(game)) == 1
    pass_to(game, 1, "end")
    resolve_all(game)
    assert _tokens(game) == []


def test_702_141a_encore_only_as_a_sorcery(board) -> None:
    game = board(_BOARD.format(**_TWO))
    cast(game, obj_id(game, "bolt"), ALICE, [("player", BOB)], {}, pay=True)
    with pytest.raises(IllegalActionError, match="sorcery"):
        activate(game, obj_id(game, "dancer"), ALICE, "encore", [], {}, pay=True)
    assert game.obj(obj_id(game, "dancer")).zone == "graveyard"
