"""604.3, 604.3a, 613.3: a printed static ability that only defines the card's own colors or
creature types is a characteristic-defining ability: it functions in every zone, and it
applies first in its layer, before other effects in timestamp order. Played on boards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility
from arbiter.vocab import Color


@pytest.mark.parametrize("courier_first", [True, False])
def test_613_3_transguild_courier_under_darkest_hour_is_black(board, courier_first) -> None:
    """Darkest Hour ("All creatures are black.") and Transguild Courier ("is all colors."):
    the Courier's CDA applies first in layer 5 (613.3), so it is black whichever entered
    first."""
    cards = ["{card: Transguild Courier, as: courier}", "Darkest Hour"]
    if not courier_first:
        cards.reverse()
    game = board(f"""
        name: courier
        battlefield: [{', '.join(cards)}]
    """)
    assert game.chars(obj_id(game, "courier")).colors == {Color.BLACK}


def test_604_3_ghostfire_is_colorless_in_hand_and_on_the_stack(board) -> None:
    """Ghostfire ({2}{R}, "Ghostfire is colorless.") is colorless in Alice's hand and as a
    spell on the stack (604.3: a CDA functions in all zones)."""
    game = board("""
        name: ghostfire
        battlefield: [Mountain, Mountain, Mountain]
        hand: {Alice: [{card: Ghostfire, as: gf}]}
    """)
    assert game.chars(obj_id(game, "gf")).colors == set()
    oid = obj_id(game, "gf")
    game.apply(next(a for a in game.legal_actions() if str(a).startswith("cast ")
                    and str(a).endswith(f"#{oid}")))
    while not game.state.stack_items:
        game.apply(next(a for a in game.legal_actions() if "Bob" in str(a)
                        or str(a).startswith("pay")))
    spell = game.state.stack_items[-1].source
    assert game.chars(spell).colors == set()


def test_604_3_mistform_ultimus_is_every_creature_type_in_the_graveyard(board) -> None:
    game = board("""
        name: mistform
        graveyard: {Alice: [{card: Mistform Ultimus, as: mist}]}
    """)
    assert game.chars(obj_id(game, "mist")).every_creature_type


def test_903_4_fallaji_wayfarer_all_colors_not_its_color_identity(board) -> None:
    """Fallaji Wayfarer is all colors in Alice's hand; its color identity stays green."""
    from arbiter.cards.color_identity import color_identity

    game = board("""
        name: fallaji
        hand: {Alice: [{card: Fallaji Wayfarer, as: fw}]}
    """)
    assert game.chars(obj_id(game, "fw")).colors == set(Color)
    record = game.catalog.db.get("Fallaji Wayfarer")
    assert set(color_identity(record)) == {"G"}


@pytest.mark.parametrize(("line", "cda"), [
    ("Transguild Courier is all colors.", True),
    ("Transguild Courier is every creature type.", True),
    # a condition (604.3a (5)), another object (604.3a (3)), something else besides
    ("As long as you control an artifact, Transguild Courier is all colors.", False),
    ("Enchanted creature is black.", False),
    ("Transguild Courier is blue and has flying.", False),
])
def test_604_3a_which_lines_are_characteristic_defining(line: str, cda: bool) -> None:
    (ab,) = compile_line(line, "Transguild Courier")
    assert isinstance(ab, StaticAbility) and ab.is_cda == cda
