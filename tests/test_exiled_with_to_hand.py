"""406.3, 607.2a: a card's ability exiling cards face down ("exile a card from the top of your
library face down for each opponent you have") and its linked ability putting "a card exiled
with ~" into its owner's hand (Wall of Mourning), played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.exile_face_down import ExileTopFaceDown
from arbiter.engine.zones.exiled_with_to_hand import PutExiledWithIntoHand
from arbiter.rules.abilities import UnsupportedAbility


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Wall of Mourning",
     "When this creature enters, exile a card from the top of your library face down for "
     "each opponent you have.", ExileTopFaceDown),
    ("Wall of Mourning",
     "Coven — At the beginning of your end step, if you control three or more creatures "
     "with different powers, put a card exiled with this creature into its owner's hand.",
     PutExiledWithIntoHand),
    ("Gorex, the Tombshell",
     "Whenever Gorex attacks or dies, choose a card at random exiled with Gorex and put that "
     "card into its owner's hand.", PutExiledWithIntoHand),
    ("Skyship Weatherlight",
     "{4}, {T}: Choose a card at random that was exiled with Skyship Weatherlight. Put that "
     "card into its owner's hand.", PutExiledWithIntoHand),
    ("Wall of Mourning", "When this creature enters, exile the top two cards of your library "
     "face down.", ExileTopFaceDown),
])
def test_607_2a_lines(name: str, line: str, kind: type) -> None:
    abilities = compile_line(line, name, legendary=name != "Wall of Mourning")
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
    assert isinstance(abilities[0].instructions[-1], kind)


def test_607_2a_unlinked_exiled_with_stays_unread() -> None:
    """The Mystical Archive's 'exiled with this land' has no read ability exiling cards to
    link it to (its draft isn't read): it stays an unsupported part (607.2a)."""
    abilities = Catalog().abilities("The Mystical Archive", 0)
    assert any(isinstance(a, UnsupportedAbility) and "exiled with" in a.text
               for a in abilities)


_WALL = """
    players: [Alice, Bob, Carol]
    hand: {Alice: [Wall of Mourning]}
    library: {Alice: [{card: Opt, as: o1}, {card: Divination, as: o2}, {card: Shock, as: o3},
                      Island]}
"""


def test_406_3_one_card_per_opponent_exiled_face_down(solve) -> None:
    """Two opponents: the top two cards are exiled face down, the third stays on top."""
    out = solve(_WALL + """
    name: wall etb
    actions:
      - {cast: Wall of Mourning}
    expect:
      o1: {zone: exile, face_down: true}
      o2: {zone: exile, face_down: true}
      o3: {zone: library}
    """)
    assert out.passed, out.failures


def test_607_2a_coven_puts_one_exiled_card_into_hand(solve) -> None:
    """Powers 0, 1 and 2 at the end step: one of the two exiled cards goes to Alice's hand."""
    out = solve(_WALL + """
    name: wall coven
    battlefield: [Llanowar Elves, Grizzly Bears]
    actions:
      - {cast: Wall of Mourning}
      - {pass: {to: cleanup}}
    expect:
      player Alice: {hand_size: 1}
      o3: {zone: library}
    """)
    assert out.passed, out.failures
    game = out.game
    hand = game.state.zone_list("hand", 0)
    assert game.name_of(hand[0]) in ("o1", "o2")  # one of the two exiled cards (aliases)
    assert len([o for o in game.state.objects.values() if o.zone == "exile"]) == 1


def test_603_4_coven_not_met_nothing_returns(solve) -> None:
    """Only the Wall (0) and Grizzly Bears (2): two different powers, no card returns."""
    out = solve(_WALL + """
    name: wall no coven
    battlefield: [Grizzly Bears]
    actions:
      - {cast: Wall of Mourning}
      - {pass: {to: cleanup}}
    expect:
      player Alice: {hand_size: 0}
      o1: {zone: exile}
      o2: {zone: exile}
    """)
    assert out.passed, out.failures
