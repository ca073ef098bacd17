"""701.20e / 701.20a: "{T}: Look at the top card of your library. If it's a land card, you may
reveal it and put it into your hand." (Dryad Greenseeker): the controller looks; only a
matching card may be revealed, and revealing it puts it into their hand; any other card
stays on top. "Look at the top card of your library." alone (Brutal Deceiver) moves nothing;
followed by a sentence about the card that the grammar can't tie to it, the line stays
unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, TriggeredAbility, UnsupportedAbility


def test_701_20a_dryad_greenseeker_puts_a_land_into_the_hand(solve) -> None:
    """A Forest on top: Alice reveals it and it goes to her hand."""
    out = solve("""
        name: greenseeker land
        battlefield: [{card: Dryad Greenseeker, as: dryad}]
        library: {Alice: [{card: Forest, as: top}, {card: Island, as: next}]}
        actions:
          - activate: {card: dryad, ability: 1, choices: {reveal: true}}
        expect:
          top: {zone: hand}
          next: {zone: library}
    """)
    assert out.passed, out.failures


def test_701_20e_dryad_greenseeker_leaves_a_nonland_card_on_top(solve) -> None:
    """Grizzly Bears on top: it can't be revealed for the ability and stays where it was."""
    out = solve("""
        name: greenseeker creature
        battlefield: [{card: Dryad Greenseeker, as: dryad}]
        library: {Alice: [{card: Grizzly Bears, as: top}, {card: Forest, as: next}]}
        actions:
          - activate: {card: dryad, ability: 1}
        expect:
          top: {zone: library}
          next: {zone: library}
    """)
    assert out.passed, out.failures
    alice_library = out.game.state.zone_list("library", 0)
    assert alice_library[0] == obj_id(out.game, "top")


@pytest.mark.parametrize(("line", "name", "kind"), [
    ("{1}: Look at the top card of your library.", "Brutal Deceiver", ActivatedAbility),
    ("{S}, {T}: Look at the top card of your library. If it's a snow card, you may reveal it "
     "and put it into your hand.", "Frost Augur", ActivatedAbility),
    ("[+1]: Look at the top card of your library. If it's a noncreature, nonland card, you "
     "may reveal it and put it into your hand.", "Narset Transcendent", ActivatedAbility),
    # the whole sentence read with its card (tests/test_top_card_sort.py)
    ("At the beginning of your upkeep, look at the top card of your library. If it's a land "
     "card, you may put it onto the battlefield.", "Into the Wilds", TriggeredAbility),
    ("{W/U}, {Q}: Look at the top card of your library. You may exile that card.",
     "Puresight Merrow", UnsupportedAbility),
    ("At the beginning of your upkeep, look at the top card of your library. If it's a "
     "creature card of the chosen type, you may reveal it and put it into your hand.",
     "Herald's Horn", TriggeredAbility),
])
def test_701_20e_lines(line: str, name: str, kind: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, kind), line
