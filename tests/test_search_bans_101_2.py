"""101.2 / 701.23: "Players can't search libraries." (Mindlock Orb), "Your opponents can't
search libraries." (Stranglehold) and "Players can't search libraries this turn." (Shadow of
Doubt): a player who can't search finds no card in a library; the rest of the instruction is
still carried out (101.3)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.spells import cast
from arbiter.engine.keyword_actions.search_bans import SEARCH_BAN
from arbiter.engine.stack.items import resolve_top
from arbiter.rules.abilities import SpellAbility, StaticAbility
from arbiter.scenario.errors import ScenarioError

_LIBRARY = """
        library:
          Alice: [Island, Swamp, Forest, Plains]
          Bob: [Island, Island]
"""


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Mindlock Orb", "Players can't search libraries.", StaticAbility),
    ("Stranglehold", "Your opponents can't search libraries.", StaticAbility),
    ("Shadow of Doubt", "Players can't search libraries this turn.", SpellAbility),
])
def test_101_2_search_ban_lines(name: str, line: str, kind: type) -> None:
    [ability] = compile_text(line, name, kind is SpellAbility) or [None]
    assert isinstance(ability, kind)
    assert SEARCH_BAN in repr(ability)


class _Record:
    """Records the options of each search; finds the first one offered."""

    def __init__(self) -> None:
        self.searches: list[list[int]] = []

    def decide(self, decision):  # type: ignore[no-untyped-def]
        if decision.kind == "search":
            self.searches.append([v for _l, v in decision.options if v is not None])
        opts = [v for _l, v in decision.options if v is not None]
        return opts[0] if opts else None


def _rampant_growth(board, battlefield: str, first: str = "") -> tuple[int, int, list]:  # type: ignore[no-untyped-def]
    """Alice casts `first` (resolved), then Rampant Growth: (cards in her library, lands she
    controls, the cards each search offered)."""
    hand = "[{card: Rampant Growth, as: rg}" + (f", {{card: {first}, as: first}}" if first
                                                 else "") + "]"
    game = board(f"""
        name: search bans
        battlefield: [{battlefield}]
        hand: {{Alice: {hand}}}
    """ + _LIBRARY)
    rec = _Record()
    game.decider = rec
    if first:
        cast(game, obj_id(game, "first"), 0, [], {})
        resolve_top(game)
    cast(game, obj_id(game, "rg"), 0, [], {})
    resolve_top(game)
    lands = [o for o in game.state.zone_list("battlefield")
             if "Land" in game.chars(o).types and game.chars(o).controller == 0]
    return len(game.state.zone_list("library", 0)), len(lands), rec.searches


def test_101_2_mindlock_orb_finds_nothing(board) -> None:
    """Bob's Mindlock Orb: Alice's Rampant Growth puts no basic land onto the battlefield;
    her library keeps its four cards."""
    library, lands, searches = _rampant_growth(
        board, "{card: Mindlock Orb, controller: Bob}, Forest")
    assert (library, lands) == (4, 1)
    assert all(not s for s in searches)


def test_101_2_stranglehold_stops_only_opponents(board) -> None:
    """Alice's own Stranglehold doesn't stop her: Rampant Growth finds a land. Bob's does."""
    assert _rampant_growth(board, "{card: Stranglehold}, Forest")[:2] == (3, 2)
    assert _rampant_growth(
        board, "{card: Stranglehold, controller: Bob}, Forest")[:2] == (4, 1)


def test_611_2a_shadow_of_doubt_this_turn(board) -> None:
    """Alice's Shadow of Doubt (she draws a card), then her Rampant Growth the same turn
    finds nothing."""
    library, lands, _ = _rampant_growth(board, "Forest", first="Shadow of Doubt")
    assert (library, lands) == (3, 1)  # one card drawn, none found


def test_101_2_a_player_who_cant_search_cant_choose_the_library(solve) -> None:
    """Bob's Mindlock Orb: Sun-Blessed Mount's "search your library and/or graveyard" can't
    be answered with the library; the graveyard alone still gives up Huatli."""
    case = """
        name: Sun-Blessed Mount under Mindlock Orb
        battlefield: [{{card: Mindlock Orb, controller: Bob}}]
        hand: {{Alice: [Sun-Blessed Mount]}}
        graveyard: {{Alice: [{{card: "Huatli, Dinosaur Knight", as: huatli}}]}}
        library: {{Alice: [Forest, Island], Bob: [Island]}}
        actions:
          - {{cast: Sun-Blessed Mount, choices: {{may: "yes", search_zones: {zones},
                                                 search: huatli}}}}
    """
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(case.format(zones="library and graveyard"))
    out = solve(case.format(zones="graveyard"))
    assert out.passed, out.failures
    assert out.game.state.zone_list("hand", 0) == [obj_id(out.game, "huatli")]
