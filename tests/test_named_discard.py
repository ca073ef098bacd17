"""201.4 / 701.9a: "Choose a nonland card name. Target player reveals their hand and discards
all cards with that name." (Cabal Therapy), played from the real Oracle line: every card
with the name is discarded, other cards stay; a land's name can't be chosen (201.4a); a name
no card in the hand has discards nothing."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.named_discard import NameThenDiscardAll
from arbiter.rules.instructions import objects as I
from arbiter.scenario.errors import ScenarioError

CABAL_THERAPY = ("Choose a nonland card name. Target player reveals their hand and discards "
                 "all cards with that name.")


def test_201_4_cabal_therapy_line() -> None:
    [ability] = compile_text(CABAL_THERAPY, "Cabal Therapy", True) or [None]
    assert ability.instructions == (NameThenDiscardAll(who=I.Ref.player_target(0)),)


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


_BOARD = """
    name: Cabal Therapy
    hand: {Alice: [Cabal Therapy], Bob: [Lightning Bolt, Lightning Bolt, Shock, Mountain]}
    library: {Alice: [Plains], Bob: [Mountain]}
"""


def test_201_4_cabal_therapy_discards_every_card_with_the_name(board) -> None:
    game = board(_BOARD + """
    actions:
      - {cast: Cabal Therapy, targets: [Bob], choices: {card_name: Lightning Bolt}}
    """)
    assert _names(game, "graveyard", 1) == ["Lightning Bolt", "Lightning Bolt"]
    assert _names(game, "hand", 1) == ["Mountain", "Shock"]


def test_201_4_cabal_therapy_a_name_not_in_hand_discards_nothing(board) -> None:
    game = board(_BOARD + """
    actions:
      - {cast: Cabal Therapy, targets: [Bob], choices: {card_name: Counterspell}}
    """)
    assert _names(game, "graveyard", 1) == []
    assert len(game.state.zone_list("hand", 1)) == 4


def test_201_4a_cabal_therapy_cant_name_a_land(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_BOARD + """
    actions:
      - {cast: Cabal Therapy, targets: [Bob], choices: {card_name: Mountain}}
        """)
