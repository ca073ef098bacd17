"""401 / 701.20a: "Look at the top N cards of your library" and the picks Oracle text writes
today, played from real Oracle lines: "Put one into your hand and the other into your
graveyard." (Codecracker Hound), "You may reveal an enchantment card from among them and put
that card into your hand. Put the rest on the bottom of your library in a random order."
(Calix, Destiny's Hand), "Put up to two of them into your hand and the rest on the bottom of
your library in a random order." (The Mana Rig)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "n", "pick", "rest"), [
    ("Codecracker Hound", "When this creature enters, look at the top two cards of your "
     "library. Put one into your hand and the other into your graveyard.", 2,
     I.LookPick(1, "hand"), "graveyard"),
    ("Faerie Snoop", "When this creature is turned face up, look at the top two cards of your "
     "library. Put one into your hand and the other into your graveyard.", 2,
     I.LookPick(1, "hand"), "graveyard"),
    ("Thassa's Intervention", "Look at the top X cards of your library. Put up to two of them "
     "into your hand and the rest on the bottom of your library in a random order.", None,
     I.LookPick(2, "hand", up_to=True), "bottom_random"),
])
def test_401_look_at_top_pick_lines(name, line, n, pick, rest) -> None:
    [ability] = compile_text(line, name, n is None) or [None]  # X: the instant's line
    [step] = ability.instructions
    assert isinstance(step, I.LookAtTop) and step.picks == (pick,) and step.rest == rest
    if n is not None:
        assert step.n == n


def test_701_20a_calix_reveal_put_that_card_line() -> None:
    [ability] = compile_text(
        "[+1]: Look at the top four cards of your library. You may reveal an enchantment card "
        "from among them and put that card into your hand. Put the rest on the bottom of your "
        "library in a random order.", "Calix, Destiny's Hand", legendary=True) or [None]
    [step] = ability.instructions
    [pick] = step.picks
    assert (pick.may, pick.reveal, pick.to, step.rest) == (True, True, "hand", "bottom_random")


def _names(game, zone: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, 0))


def test_401_codecracker_hound_one_to_hand_the_other_to_the_graveyard(board) -> None:
    game = board("""
        name: Codecracker Hound
        hand: {Alice: [Codecracker Hound]}
        library: {Alice: [Shock, {card: Serra Angel, as: angel}, Forest], Bob: [Island]}
        choices: [angel]
        actions:
          - {cast: Codecracker Hound}
    """)
    assert _names(game, "hand") == ["Serra Angel"]
    assert _names(game, "graveyard") == ["Shock"]
    assert _names(game, "library") == ["Forest"]


def test_701_20a_calix_takes_the_enchantment(board) -> None:
    game = board("""
        name: Calix
        battlefield: [{card: "Calix, Destiny's Hand", as: calix}]
        library: {Alice: [Shock, {card: Pacifism, as: pac}, Forest, Island, Mountain],
                  Bob: [Island]}
        choices: [pac]
        actions:
          - activate: {card: calix, ability: "+1"}
    """)
    assert _names(game, "hand") == ["Pacifism"]
    library = [game.name_of(o) for o in game.state.zone_list("library", 0)]
    assert library[0] == "Mountain" and sorted(library[1:]) == ["Forest", "Island", "Shock"]


_SEEKER = """
    name: Frontier Seeker
    hand: {Alice: [Frontier Seeker]}
    library: {Alice: [Shock, {card: Plains, as: plains}, {card: Serra Angel, as: angel},
                      Forest, Island, Mountain], Bob: [Island]}
    actions:
      - {cast: Frontier Seeker}
"""


def test_701_20a_frontier_seeker_takes_a_plains_card(board) -> None:
    """"a Mount creature card or a Plains card": one card that fits either description; the
    four others go to the bottom, the sixth card stays on top (401.4)."""
    game = board(_SEEKER + "    choices: [plains]\n")
    assert _names(game, "hand") == ["Plains"]
    library = [game.name_of(o) for o in game.state.zone_list("library", 0)]
    assert library[0] == "Mountain" and sorted(library[1:]) == [
        "Forest", "Island", "Serra Angel", "Shock"]


def test_701_20a_frontier_seeker_cant_take_a_creature_that_isnt_a_mount(board) -> None:
    """Serra Angel is no Mount: it isn't among the cards Alice may reveal, so nothing is put
    into her hand and all five cards go to the bottom."""
    game = board(_SEEKER + "    choices: [angel]\n")
    assert _names(game, "hand") == []
    library = [game.name_of(o) for o in game.state.zone_list("library", 0)]
    assert library[0] == "Mountain" and "Serra Angel" in library[1:]
