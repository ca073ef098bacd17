"""608.2g / 118.9: Etali, Primal Storm ("Whenever Etali attacks, exile the top card of each
player's library, then you may cast any number of spells from among those cards without
paying their mana costs.") played on a board: Alice casts Bob's exiled Lightning Bolt and her
own Grizzly Bears for free while the trigger resolves; a land exiled this way can't be cast."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.cast_exiled_free import ExileTopCastFree

LINE = ("Whenever Etali attacks, exile the top card of each player's library, then you may "
        "cast any number of spells from among those cards without paying their mana costs.")


def test_608_2g_etali_line() -> None:
    [ability] = compile_text(LINE, "Etali, Primal Storm", legendary=True) or [None]
    assert ability.instructions == (ExileTopCastFree("each_player"),)


def test_118_9_etali_casts_both_exiled_spells_for_free(board) -> None:
    game = board("""
        name: Etali
        battlefield: [{card: "Etali, Primal Storm", as: etali}]
        library: {Alice: [{card: Grizzly Bears, as: bears}, Island],
                  Bob: [{card: Lightning Bolt, as: bolt}, Island]}
        choices: [bolt, Bob, bears, done]
        actions:
          - {attack: [etali]}
    """)
    assert game.state.players[1].life == 17
    names = [game.name_of(o) for o in game.state.battlefield()]
    assert sorted(names) == ["Etali, Primal Storm", "Grizzly Bears"]
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Lightning Bolt"]


def test_305_1_etali_a_land_stays_in_exile(board) -> None:
    game = board("""
        name: Etali, lands
        battlefield: [{card: "Etali, Primal Storm", as: etali}]
        library: {Alice: [Forest, Island], Bob: [Mountain, Island]}
        actions:
          - {attack: [etali]}
    """)
    assert sorted(game.name_of(o) for o in game.state.zone_list("exile")) == [
        "Forest", "Mountain"]
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Etali, Primal Storm"]
