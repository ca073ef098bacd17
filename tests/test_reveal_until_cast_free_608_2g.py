"""608.2g, 118.9, 701.20a: "When this creature dies, reveal cards from the top of your library
until you reveal a nonland card with mana value 3 or less. You may cast that card without paying
its mana cost. Put all revealed cards not cast this way on the bottom of your library in a
random order." (Treasure Keeper, played from its real Oracle line): the card found is cast
from the library as the ability resolves, for nothing; the other revealed cards (the found one
too, when declined) go to the bottom of the library (401.4)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.reveal_cast_free import CAST_FREE
from arbiter.engine.zones.reveal_until import RevealUntil

_KEEPER = """
    name: Treasure Keeper
    battlefield: [{{card: Treasure Keeper, as: keeper}}, Mountain]
    hand: {{Alice: [Lightning Bolt]}}
    library: {{Alice: [Island, Forest, Hill Giant, Divination, Swamp, Plains, Wastes],
              Bob: [Island]}}
    actions:
      - {{cast: Lightning Bolt, targets: [keeper], choices: {{cast_now: "{answer}"}}}}
"""


def _names(game, zone: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list(zone, 0)]


def test_701_20a_treasure_keeper_line() -> None:
    [ability] = compile_text(
        "When this creature dies, reveal cards from the top of your library until you reveal a "
        "nonland card with mana value 3 or less. You may cast that card without paying its "
        "mana cost. Put all revealed cards not cast this way on the bottom of your library in "
        "a random order.", "Treasure Keeper")
    [step] = ability.instructions
    assert isinstance(step, RevealUntil) and step.to == CAST_FREE
    assert step.rest == "bottom_random"


def test_608_2g_treasure_keeper_casts_the_divination_for_free(board) -> None:
    """Island, Forest and Hill Giant (mana value 4) are passed over; Divination is cast with
    Alice's only Mountain already tapped for the Bolt, and draws the Swamp and the Plains
    once the revealed cards are on the bottom."""
    game = board(_KEEPER.format(answer="yes"))
    assert sorted(_names(game, "hand")) == ["Plains", "Swamp"]
    assert sorted(_names(game, "graveyard")) == ["Divination", "Lightning Bolt",
                                                 "Treasure Keeper"]
    library = _names(game, "library")
    assert library[0] == "Wastes"
    assert sorted(library[1:]) == ["Forest", "Hill Giant", "Island"]


def test_608_2g_declined_the_card_goes_to_the_bottom_with_the_rest(board) -> None:
    game = board(_KEEPER.format(answer="no"))
    assert _names(game, "hand") == []
    library = _names(game, "library")
    assert library[:3] == ["Swamp", "Plains", "Wastes"]
    assert sorted(library[3:]) == ["Divination", "Forest", "Hill Giant", "Island"]
