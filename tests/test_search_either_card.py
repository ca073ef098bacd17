"""701.23a: searching for "a <card> or a <card>" finds one card fitting either description,
played on boards; and a tutor's "then shuffle and put the card on top" (608.2c):

- Mystical Teachings: "Search your library for an instant card or a card with flash, reveal
  it, put it into your hand, then shuffle."
- Outcaster Greenblade: "When this creature enters, search your library for a basic land
  card or a Desert card, reveal it, put it into your hand, then shuffle."
- Worldly Tutor: "Search your library for a creature card, reveal it, then shuffle and put
  the card on top."
"""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError


def _hand(game, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list("hand", player))


_TEACHINGS = """
    name: Mystical Teachings
    hand: {{Alice: [Mystical Teachings]}}
    library: {{Alice: [{{card: Ambush Viper, as: viper}}, {{card: Shock, as: shock}},
                      {{card: Grizzly Bears, as: bears}}, Forest], Bob: [Island]}}
    actions:
      - {{cast: Mystical Teachings, choices: {{search: {pick}}}}}
"""


@pytest.mark.parametrize(("pick", "found"), [("viper", "Ambush Viper"), ("shock", "Shock")])
def test_701_23a_mystical_teachings_finds_an_instant_or_a_card_with_flash(board, pick,
                                                                          found) -> None:
    game = board(_TEACHINGS.format(pick=pick))
    assert _hand(game) == [found]
    assert len(game.state.zone_list("library", 0)) == 3


def test_701_23a_mystical_teachings_cant_find_a_creature_without_flash(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_TEACHINGS.format(pick="bears"))


@pytest.mark.parametrize(("pick", "found"), [("desert", "Desert"), ("forest", "Forest")])
def test_701_23a_outcaster_greenblade_finds_a_basic_land_or_a_desert(board, pick,
                                                                     found) -> None:
    game = board(f"""
        name: Outcaster Greenblade
        hand: {{Alice: [Outcaster Greenblade]}}
        library: {{Alice: [{{card: Desert, as: desert}}, {{card: Forest, as: forest}},
                          {{card: Mishra's Factory, as: factory}}], Bob: [Island]}}
        actions:
          - {{cast: Outcaster Greenblade, choices: {{search: {pick}}}}}
    """)
    assert _hand(game) == [found]


def test_701_23a_outcaster_greenblade_cant_find_a_nonbasic_land_that_isnt_a_desert(
        solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Outcaster Greenblade, a Factory
            hand: {Alice: [Outcaster Greenblade]}
            library: {Alice: [Desert, {card: Mishra's Factory, as: factory}], Bob: [Island]}
            actions:
              - {cast: Outcaster Greenblade, choices: {search: factory}}
        """)


def test_608_2c_worldly_tutor_puts_the_card_on_top_after_shuffling(board) -> None:
    game = board("""
        name: Worldly Tutor
        hand: {Alice: [Worldly Tutor]}
        library: {Alice: [Forest, Island, Mountain, Plains, Swamp,
                          {card: Serra Angel, as: angel}], Bob: [Island]}
        actions:
          - {cast: Worldly Tutor, choices: {search: angel}}
    """)
    library = [game.name_of(o) for o in game.state.zone_list("library", 0)]
    assert library[0] == "Serra Angel" and len(library) == 6
