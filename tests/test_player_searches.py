"""701.23 / 608.2c: "Its controller may search their library for a basic land card, put that
card onto the battlefield tapped, then shuffle." (Path to Exile, Ghost Quarter; Fertilid's
"Target player searches ..."): the player named searches their own library and chooses."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.player_searches import PlayerSearches
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "spell", "who", "tapped", "may"), [
    ("Path to Exile", "Exile target creature. Its controller may search their library for a "
     "basic land card, put that card onto the battlefield tapped, then shuffle.", True,
     I.Ref.controller_of(0), True, True),
    ("Ghost Quarter", "{T}, Sacrifice this land: Destroy target land. Its controller may "
     "search their library for a basic land card, put it onto the battlefield, then shuffle.",
     False, I.Ref.controller_of(0), False, True),
    ("Fertilid", "{1}{G}, Remove a +1/+1 counter from this creature: Target player searches "
     "their library for a basic land card, puts it onto the battlefield tapped, then "
     "shuffles.", False, I.Ref("player_target"), True, False),
])
def test_701_23_player_searches_lines(name, line, spell, who, tapped, may) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    step = ability.instructions[-1]
    assert isinstance(step, PlayerSearches)
    assert (step.who, step.to, step.tapped, step.may) == (who, "battlefield", tapped, may)


def _path(board, choices: str):  # type: ignore[no-untyped-def]
    return board(f"""
        name: Path to Exile
        battlefield: [{{card: Grizzly Bears, controller: Bob, as: bears}}]
        hand: {{Alice: [Path to Exile]}}
        library: {{Alice: [Plains, Plains], Bob: [{{card: Forest, as: forest}}, Island,
                                                   Grizzly Bears]}}
        actions:
          - {{cast: Path to Exile, targets: [bears], choices: {{{choices}}}}}
    """)


def test_701_23_path_to_exile_its_controller_fetches_a_tapped_basic(board) -> None:
    game = _path(board, "may_search: yes, search: forest")
    [land] = [o for o in game.state.battlefield() if game.name_of(o) == "Forest"]
    assert game.controller_of(land) == 1 and game.obj(land).tapped
    assert sorted(game.name_of(o) for o in game.state.zone_list("library", 1)) == [
        "Grizzly Bears", "Island"]
    assert len(game.state.zone_list("library", 0)) == 2  # Alice searched nothing


def test_701_23_path_to_exile_the_controller_may_decline(board) -> None:
    game = _path(board, "may_search: no")
    assert [game.name_of(o) for o in game.state.battlefield()] == []
    assert len(game.state.zone_list("library", 1)) == 3


def _boldwyr(board, choices: str):  # type: ignore[no-untyped-def]
    return board(f"""
        name: Boldwyr Heavyweights
        hand: {{Alice: [Boldwyr Heavyweights]}}
        library: {{Alice: [Plains, Serra Angel], Bob: [Island, {{card: Hill Giant, as: giant}},
                                                     Opt]}}
        actions:
          - {{cast: Boldwyr Heavyweights, choices: {{{choices}}}}}
    """)


def test_701_23_boldwyr_heavyweights_each_opponent_may_search_and_put_a_creature(board) -> None:
    """"Each opponent may search their library for a creature card and put it onto the
    battlefield. Then each player who searched their library this way shuffles.": Bob
    searches, the Hill Giant enters under his control (110.2); Alice doesn't search."""
    game = _boldwyr(board, "may_search: yes, search: giant")
    [giant] = [o for o in game.state.battlefield() if game.name_of(o) == "Hill Giant"]
    assert game.controller_of(giant) == 1
    assert sorted(game.name_of(o) for o in game.state.zone_list("library", 1)) == [
        "Island", "Opt"]
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == [
        "Plains", "Serra Angel"]  # Alice neither searched nor shuffled


def test_701_23_boldwyr_heavyweights_declined_nothing_moves(board) -> None:
    game = _boldwyr(board, "may_search: no")
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Boldwyr Heavyweights"]
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == [
        "Island", "Hill Giant", "Opt"]  # not searched, so not shuffled
