"""614.12: "As this land enters, you may reveal an Island or Swamp card from your hand. If you
don't, this land enters tapped." (Choked Estuary, the snarls, the Lorwyn reveal lands), played
through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.replacement.reveal_or_tapped import KIND
from arbiter.rules.abilities import ReplacementAbility


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _land(game, name: str):
    return next(o for o in game.state.objects.values()
                if game.name_of(o.id) == name and o.zone == "battlefield")


@pytest.mark.parametrize(("name", "line"), [
    ("Choked Estuary", "As this land enters, you may reveal an Island or Swamp card from your "
     "hand. If you don't, this land enters tapped."),
    ("Vineglimmer Snarl", "As this land enters, you may reveal a Forest or Island card from "
     "your hand. If you don't, this land enters tapped."),
    ("Secluded Glen", "As this land enters, you may reveal a Faerie card from your hand. If "
     "you don't, this land enters tapped."),
])
def test_614_12_reveal_or_enter_tapped_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ReplacementAbility) and ab.kind == KIND


def _play_estuary(board, hand: str):
    game = board(f"""
        name: choked estuary
        hand: {{Alice: [Choked Estuary, {hand}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    game.apply(next(a for a in _labels(game) if a.startswith("play Choked Estuary")))
    return game


def test_614_12_choked_estuary_revealing_an_island_enters_untapped(board) -> None:
    """Alice holds an Island and a Forest: she may reveal the Island (not the Forest); she
    does, and Choked Estuary enters untapped; the Island stays in her hand."""
    game = _play_estuary(board, "Island, Forest")
    options = _labels(game)
    assert any("Island" in o for o in options) and not any("Forest" in o for o in options)
    game.apply(next(o for o in options if "Island" in o))
    assert not _land(game, "Choked Estuary").tapped
    island = next(o for o in game.state.objects.values() if game.name_of(o.id) == "Island")
    assert island.zone == "hand"


def test_614_12_choked_estuary_not_revealing_enters_tapped(board) -> None:
    """Alice may decline to reveal her Swamp: the land enters tapped."""
    game = _play_estuary(board, "Swamp")
    options = _labels(game)
    declines = [o for o in options if "Swamp" not in o]
    assert len(declines) == 1, options
    game.apply(declines[0])
    assert _land(game, "Choked Estuary").tapped


def test_614_12_choked_estuary_with_nothing_to_reveal_enters_tapped(board) -> None:
    """With only a Forest in hand, there's nothing to reveal: it enters tapped."""
    game = _play_estuary(board, "Forest")
    assert _land(game, "Choked Estuary").tapped
