"""701.20e: looking at another player's library or hand, played from real Oracle lines: Jace,
the Mind Sculptor's +2 (look at the top card of target player's library, may put it on the
bottom: 401.4) and −12 (exile all cards from target player's library, then that player
shuffles their hand into their library, 701.24a), Eye Spy (into their graveyard), Glasses of
Urza and Mishra's Bauble (looking moves nothing, 701.20b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.exile_library import ExileLibrary
from arbiter.engine.zones.look_at_hidden import LookAtHand, LookAtTopOf
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "kind", "to"), [
    ("Jace, the Mind Sculptor", "[+2]: Look at the top card of target player's library. You "
     "may put that card on the bottom of that player's library.", LookAtTopOf, "bottom"),
    ("Eye Spy", "Look at the top card of target player's library. You may put that card into "
     "their graveyard.", LookAtTopOf, "graveyard"),
    ("Lurking Informant", "{2}, {T}: Look at the top card of target player's library. You may "
     "put that card into that player's graveyard.", LookAtTopOf, "graveyard"),
    ("Coral Fighters", "Whenever this creature attacks and isn't blocked, look at the top card "
     "of defending player's library. You may put that card on the bottom of that player's "
     "library.", LookAtTopOf, "bottom"),
    ("Merfolk Observer", "When this creature enters, look at the top card of target player's "
     "library.", LookAtTopOf, None),
    ("Glasses of Urza", "{T}: Look at target player's hand.", LookAtHand, None),
    ("Telepathic Spies", "When this creature enters, look at target opponent's hand.",
     LookAtHand, None),
])
def test_701_20e_look_at_another_players_cards_lines(name, line, kind, to) -> None:
    [ability] = compile_text(line, name, name in ("Eye Spy",)) or [None]
    [step] = ability.instructions
    assert isinstance(step, kind)
    if kind is LookAtTopOf:
        assert step.to == to


def test_jace_minus_12_line() -> None:
    [ability] = compile_text("[−12]: Exile all cards from target player's library, then that "
                             "player shuffles their hand into their library.",
                             "Jace, the Mind Sculptor") or [None]
    exile, shuffle = ability.instructions
    assert isinstance(exile, ExileLibrary) and exile.who == I.Ref.player_target(0)
    assert shuffle == I.ShuffleIntoLibrary(("hand",), who=I.Ref.player_target(0))


def _library(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", player)]


#: Jace enters with 3 loyalty, and has 9 more: 12.
_JACE = """
    name: Jace, the Mind Sculptor
    battlefield: [{card: "Jace, the Mind Sculptor", as: jace, counters: {loyalty: 9}}]
    hand: {Bob: [Shock, Giant Growth]}
    library: {Alice: [Island], Bob: [Forest, Mountain, Swamp]}
"""


def test_701_20e_jace_plus_2_puts_the_top_card_on_the_bottom(board) -> None:
    game = board(_JACE + """
    actions:
      - activate: {card: jace, ability: "+2", targets: [Bob], choices: {look_top: "yes"}}
    """)
    assert _library(game, 1) == ["Mountain", "Swamp", "Forest"]
    assert game.obj(game.state.battlefield()[0]).counters["loyalty"] == 14


def test_701_20e_jace_plus_2_may_leave_it_on_top(board) -> None:
    game = board(_JACE + """
    actions:
      - activate: {card: jace, ability: "+2", targets: [Bob], choices: {look_top: "no"}}
    """)
    assert _library(game, 1) == ["Forest", "Mountain", "Swamp"]


def test_701_24a_jace_minus_12_exiles_the_library_and_shuffles_the_hand_in(board) -> None:
    game = board(_JACE + """
    actions:
      - activate: {card: jace, ability: "-12", targets: [Bob]}
    """)
    assert sorted(_library(game, 1)) == ["Giant Growth", "Shock"]
    assert game.state.zone_list("hand", 1) == []
    assert sorted(game.name_of(o) for o in game.state.zone_list("exile", 1)) == [
        "Forest", "Mountain", "Swamp"]
    # Jace had 12 loyalty: he is put into the graveyard (704.5i)
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 0)] == [
        "Jace, the Mind Sculptor"]


def test_701_20e_eye_spy_mills_the_card_looked_at(board) -> None:
    game = board("""
        name: Eye Spy
        hand: {Alice: [Eye Spy]}
        library: {Alice: [Island], Bob: [Forest, Mountain]}
        actions:
          - {cast: Eye Spy, targets: [Bob], choices: {look_top: "yes"}}
    """)
    assert _library(game, 1) == ["Mountain"]
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Forest"]


def test_701_20b_glasses_of_urza_looking_moves_nothing(board) -> None:
    game = board("""
        name: Glasses of Urza
        battlefield: [{card: Glasses of Urza, as: glasses}]
        hand: {Bob: [Shock, Forest]}
        library: {Alice: [Island], Bob: [Mountain]}
        actions:
          - activate: {card: glasses, ability: 1, targets: [Bob]}
    """)
    assert sorted(game.name_of(o) for o in game.state.zone_list("hand", 1)) == [
        "Forest", "Shock"]
    assert game.obj(game.state.battlefield()[0]).tapped


_PRECOGNITION = """
    name: Precognition
    battlefield: [Precognition]
    library: {{Alice: [Island, Island], Bob: [Plains, Forest, Mountain, Swamp]}}
    choices: [Bob, {may}, {put}]
    actions:
      - {{pass: {{to: precombat_main}}}}
      - {{pass: {{to: precombat_main}}}}
"""


@pytest.mark.parametrize(("may", "put", "library"), [
    ("true", "true", ["Mountain", "Swamp", "Forest"]),
    ("true", "false", ["Forest", "Mountain", "Swamp"]),
    ("false", "true", ["Forest", "Mountain", "Swamp"]),  # not looked at: nothing to put
])
def test_118_12_precognition_may_look_then_may_put_on_the_bottom(board, may, put,
                                                                 library) -> None:
    """Alice's upkeep (Bob drew his Plains in his turn): she may look at the top card of
    Bob's library; if she does, she may put it on the bottom."""
    game = board(_PRECOGNITION.format(may=may, put=put))
    assert game.state.turn.active == 0
    assert _library(game, 1) == library
