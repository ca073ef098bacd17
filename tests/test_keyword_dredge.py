"""Dredge (702.52), played through the real engine: "As long as you have at least N cards in
your library, if you would draw a card, you may instead mill N cards and return this card
from your graveyard to your hand." Plus the keyword lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from keyword_play import Answers

from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "n"), [
    ("Dredge 3 (If you would draw a card, you may mill three cards instead. If you do, "
     "return this card from your graveyard to your hand.)", "3"),          # Darkblast
    ("Dredge 6 (If you would draw a card, you may mill six cards instead. If you do, return "
     "this card from your graveyard to your hand.)", "6"),                 # Golgari Grave-Troll
])
def test_702_52a_dredge_lines_read(line: str, n: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "dredge" and kw.param == n


def test_702_52a_dredge_x_stays_unread() -> None:
    """A dredge number that isn't printed as digits isn't carried out (principle 5)."""
    assert keywords_of("Dredge X") is not None
    assert parse_keyword_line("Dredge X") is None


_BOARD = """
    name: dredge
    battlefield: [Island, Island, Island]
    hand: {{Alice: [{{card: Divination, as: divination}}]}}
    graveyard: {{Alice: [{{card: Darkblast, as: darkblast}}]}}
    library: {{Alice: [{library}], Bob: [Plains]}}
"""


def _names(game, zone: str, player: int = ALICE) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_702_52a_dredge_replaces_a_draw_then_the_next_draw_is_normal(board) -> None:
    """Divination's first draw is replaced: Alice mills three cards and Darkblast returns to
    her hand. For the second draw she has one card left, fewer than three (702.52b): she
    draws it."""
    game = board(_BOARD.format(library="Forest, Swamp, Mountain, Plains"))
    answers = Answers(dredge=obj_id(game, "darkblast"))
    game.decider = answers
    cast(game, obj_id(game, "divination"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert _names(game, "hand") == ["Darkblast", "Plains"]
    assert _names(game, "graveyard") == ["Divination", "Forest", "Mountain", "Swamp"]
    assert game.state.zone_list("library", ALICE) == []
    assert sum(1 for d in answers.asked if d.key == "dredge") == 1


def test_702_52a_dredge_is_optional(board) -> None:
    """Declining, Alice draws her two cards and Darkblast stays in her graveyard."""
    game = board(_BOARD.format(library="Forest, Swamp, Mountain, Plains"))
    answers = Answers(dredge=None)
    game.decider = answers
    cast(game, obj_id(game, "divination"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert _names(game, "hand") == ["Forest", "Swamp"]
    assert _names(game, "graveyard") == ["Darkblast", "Divination"]
    assert sum(1 for d in answers.asked if d.key == "dredge") == 2


def test_702_52b_too_few_cards_in_the_library_to_dredge(board) -> None:
    """With two cards in her library Alice can't dredge 3: she isn't asked, and draws."""
    game = board(_BOARD.format(library="Forest, Swamp"))
    answers = Answers()
    game.decider = answers
    cast(game, obj_id(game, "divination"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert _names(game, "hand") == ["Forest", "Swamp"]
    assert not any(d.key == "dredge" for d in answers.asked)


def test_702_52a_dredge_in_the_draw_step(solve) -> None:
    """The draw of the draw step (504.1) is a draw too: Alice dredges instead (the
    scenario's `choices` answer the dredge decision by alias)."""
    out = solve("""
        name: dredge draw step
        turn: {number: 2, phase: upkeep}
        graveyard: {Alice: [{card: Darkblast, as: darkblast}]}
        library: {Alice: [Forest, Swamp, Mountain, Plains], Bob: [Plains]}
        choices: [darkblast]
        actions:
          - pass: {to: precombat_main}
    """)
    game = out.game
    game.use_aliases = False
    assert _names(game, "hand") == ["Darkblast"]
    assert _names(game, "graveyard") == ["Forest", "Mountain", "Swamp"]
    assert _names(game, "library") == ["Plains"]
