"""701.24a, 118.9, 601.3: "{5}: Shuffle your library, then exile the top card. Until end of
turn, you may play that card without paying its mana cost." (Urza, Lord High Artificer, played
from its real Oracle line): the card exiled is the top card of the library just shuffled, and
Alice may cast it this turn for nothing."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse import PLAY_FREE
from arbiter.engine.keyword_actions.shuffle_library import ShuffleLibrary
from arbiter.rules.instructions import objects as I


def test_701_24a_urza_line() -> None:
    [ability] = compile_text("{5}: Shuffle your library, then exile the top card. Until end of "
                             "turn, you may play that card without paying its mana cost.",
                             "Urza, Lord High Artificer", legendary=True)
    shuffle, exile, permission = ability.instructions
    assert shuffle == ShuffleLibrary(who="you") and exile == I.ExileTop("you")
    assert permission.parts[0].detail == PLAY_FREE and permission.affected == I.Ref.it()


def test_118_9_urza_exiles_the_top_card_and_it_is_cast_for_nothing(board) -> None:
    """With one card in her library the shuffle leaves the Bolt on top; after paying {5} with
    her five Mountains Alice casts the exiled Bolt without paying its mana cost."""
    game = board("""
    name: Urza
    battlefield: [{card: "Urza, Lord High Artificer", as: urza}, Mountain, Mountain, Mountain,
                  Mountain, Mountain]
    library: {Alice: [{card: Lightning Bolt, as: bolt}], Bob: [Island]}
    actions:
      - {activate: {card: urza, ability: "{5}"}}
      - {cast: bolt, from: exile, alternative: free, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 0)] == ["Lightning Bolt"]
