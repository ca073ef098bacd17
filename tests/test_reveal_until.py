"""701.20a: revealing cards from the top of a library until a card of a kind is revealed,
from real Oracle lines played on a board: Vivien's −1 and Clifftop Lookout (that card into
the hand / onto the battlefield tapped, the rest on the bottom in a random order, 401.4),
Consuming Aberration and Balustrade Spy (every card revealed, the land too, into the
graveyard), and a library with no such card (all revealed, none put)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.reveal_until import RevealUntil


@pytest.mark.parametrize(("name", "line", "to", "tapped", "rest"), [
    ("Vivien, Nature's Avenger", "[−1]: Reveal cards from the top of your library until you "
     "reveal a creature card. Put that card into your hand and the rest on the bottom of your "
     "library in a random order.", "hand", False, "bottom_random"),
    ("Clifftop Lookout", "When this creature enters, reveal cards from the top of your library "
     "until you reveal a land card. Put that card onto the battlefield tapped and the rest on "
     "the bottom of your library in a random order.", "battlefield", True, "bottom_random"),
    ("Consuming Aberration", "Whenever you cast a spell, each opponent reveals cards from the "
     "top of their library until they reveal a land card, then puts those cards into their "
     "graveyard.", "graveyard", False, "graveyard"),
])
def test_701_20a_reveal_until_lines(name, line, to, tapped, rest) -> None:
    [ability] = compile_text(line, name) or [None]
    [step] = ability.instructions
    assert isinstance(step, RevealUntil)
    assert (step.to, step.tapped, step.rest) == (to, tapped, rest)


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_20a_clifftop_lookout_puts_the_first_land_onto_the_battlefield(board) -> None:
    game = board("""
        name: Clifftop Lookout
        hand: {Alice: [Clifftop Lookout]}
        library: {Alice: [Shock, Giant Growth, Forest, Island, Serra Angel], Bob: [Island]}
        actions:
          - {cast: Clifftop Lookout}
    """)
    [forest] = [o for o in game.state.battlefield() if game.name_of(o) == "Forest"]
    assert game.obj(forest).tapped
    library = [game.name_of(o) for o in game.state.zone_list("library", 0)]
    assert library[:2] == ["Island", "Serra Angel"]  # the unrevealed cards stay on top
    assert sorted(library[2:]) == ["Giant Growth", "Shock"]  # the rest on the bottom


def test_701_20a_consuming_aberration_mills_until_a_land(board) -> None:
    """Alice casts Shock: Bob reveals Serra Angel, Giant Growth, Mountain; all three go to
    his graveyard; the Island under them stays. (Bob's graveyard holds a Plains already:
    the Aberration is 1/1, not 0/0.)"""
    game = board("""
        name: Consuming Aberration
        battlefield: [Consuming Aberration]
        graveyard: {Bob: [Plains]}
        hand: {Alice: [Shock]}
        library: {Alice: [Plains], Bob: [Serra Angel, Giant Growth, Mountain, Island]}
        actions:
          - {cast: Shock, targets: [Bob]}
    """)
    assert _names(game, "graveyard", 1) == ["Giant Growth", "Mountain", "Plains", "Serra Angel"]
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == ["Island"]
    assert game.state.players[1].life == 18


def test_701_20a_no_land_reveals_and_mills_the_whole_library(board) -> None:
    game = board("""
        name: Balustrade Spy, no land
        hand: {Alice: [Balustrade Spy]}
        library: {Alice: [Plains], Bob: [Serra Angel, Giant Growth]}
        actions:
          - {cast: Balustrade Spy, choices: {target: Bob}}
    """)
    assert _names(game, "graveyard", 1) == ["Giant Growth", "Serra Angel"]
    assert game.state.zone_list("library", 1) == []


def test_701_20a_vivien_with_no_creature_puts_nothing_into_the_hand(board) -> None:
    game = board("""
        name: Vivien, no creature
        battlefield: [{card: "Vivien, Nature's Avenger", as: vivien}]
        library: {Alice: [Shock, Forest], Bob: [Island]}
        actions:
          - activate: {card: vivien, ability: "-1"}
    """)
    assert _names(game, "hand") == []
    assert _names(game, "library") == ["Forest", "Shock"]


def test_701_20a_curse_of_unbinding_creature_under_the_curses_controller(solve) -> None:
    """Alice's Curse of Unbinding on Bob: at Bob's upkeep he reveals Opt, Lightning Bolt,
    Grizzly Bears: the Bears enter under Alice's control (110.2), Opt and the Bolt go to his
    graveyard, the Island under them stays."""
    out = solve("""
        name: Curse of Unbinding
        players: [Bob, Alice]
        turn: {number: 1, phase: untap}
        battlefield: [{card: Curse of Unbinding, controller: Alice, attached_to: Bob}]
        library: {Bob: [Opt, Lightning Bolt, {card: Grizzly Bears, as: bears}, Island]}
        actions:
          - {pass: {to: draw}}
        expect:
          bears: {zone: battlefield, controller: Alice, owner: Bob}
          Opt: {zone: graveyard}
          Lightning Bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert [out.game.name_of(o) for o in out.game.state.zone_list("library", 0)] == ["Island"]


def test_701_20a_curse_of_unbinding_line() -> None:
    [ability] = compile_text(
        "At the beginning of enchanted player's upkeep, that player reveals cards from the "
        "top of their library until they reveal a creature card. Put that card onto the "
        "battlefield under your control. That player puts the rest of the revealed cards "
        "into their graveyard.", "Curse of Unbinding") or [None]
    [step] = ability.instructions
    assert isinstance(step, RevealUntil)
    assert (step.to, step.rest, step.who.kind) == ("battlefield", "graveyard",
                                                    "enchanted_player")
