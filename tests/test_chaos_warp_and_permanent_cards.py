"""701.24a / 701.20a: Chaos Warp ("The owner of target permanent shuffles it into their
library, then reveals the top card of their library. If it's a permanent card, they put it
onto the battlefield."), and 110.4a: "permanent card" means an artifact, battle, creature,
enchantment, land or planeswalker card (it was read as any card: Golgari Findbroker could
return an instant). Played from real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.shuffle_in_reveal import ShuffleInRevealTop
from arbiter.scenario.errors import ScenarioError

CHAOS_WARP = ("The owner of target permanent shuffles it into their library, then reveals the "
              "top card of their library. If it's a permanent card, they put it onto the "
              "battlefield.")


def test_701_24a_chaos_warp_line() -> None:
    [ability] = compile_text(CHAOS_WARP, "Chaos Warp", True) or [None]
    [step] = ability.instructions
    assert isinstance(step, ShuffleInRevealTop)


@pytest.mark.parametrize(("phrase", "kind"), [("permanent card", "card"),
                                              ("nonland permanent card", "card"),
                                              ("permanent spell", "spell")])
def test_110_4a_permanent_card_names_the_permanent_types(phrase: str, kind: str) -> None:
    noun = NOUN.parse_string(phrase)[0]
    assert noun.kind == kind and "Planeswalker" in repr(noun.selector())


def test_701_24a_chaos_warp_a_land_on_top_enters_under_its_owner(board) -> None:
    """Bob's Serra Angel is shuffled into his library (a Forest): the top card is then the
    Angel or the Forest, both permanent cards, so one of them enters under Bob's control and
    the other stays in his library."""
    game = board("""
        name: Chaos Warp
        battlefield: [{card: Serra Angel, controller: Bob, as: angel}]
        hand: {Alice: [Chaos Warp]}
        library: {Alice: [Island], Bob: [Forest]}
        actions:
          - {cast: Chaos Warp, targets: [angel]}
    """)
    [entered] = [o for o in game.state.battlefield()]
    assert game.name_of(entered) in ("Serra Angel", "Forest")
    assert game.controller_of(entered) == 1
    assert len(game.state.zone_list("library", 1)) == 1


def test_701_24a_chaos_warp_an_instant_on_top_stays(board) -> None:
    """Bob's library holds only Shocks: after the shuffle, a Shock revealed stays on top and
    nothing enters; the Bears revealed come back. Nothing but a permanent card enters."""
    game = board("""
        name: Chaos Warp, instants
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Chaos Warp]}
        library: {Alice: [Island], Bob: [Shock, Shock, Shock, Shock, Shock, Shock, Shock]}
        actions:
          - {cast: Chaos Warp, targets: [bears]}
    """)
    names = [game.name_of(o) for o in game.state.battlefield()]
    assert names in ([], ["Grizzly Bears"])
    assert len(game.state.zone_list("library", 1)) == 8 - len(names)
    top = game.name_of(game.state.zone_list("library", 1)[0])
    assert names or top == "Shock"


def test_110_4a_findbroker_cant_return_an_instant(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Golgari Findbroker, an instant
            hand: {Alice: [Golgari Findbroker]}
            graveyard: {Alice: [{card: Lightning Bolt, as: bolt}, Grizzly Bears]}
            library: {Alice: [Island], Bob: [Island]}
            actions:
              - {cast: Golgari Findbroker, choices: {target: bolt}}
        """)


def test_110_4a_findbroker_returns_a_creature_card(board) -> None:
    game = board("""
        name: Golgari Findbroker, a creature
        hand: {Alice: [Golgari Findbroker]}
        graveyard: {Alice: [Lightning Bolt, {card: Grizzly Bears, as: bears}]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Golgari Findbroker, choices: {target: bears}}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Grizzly Bears"]
