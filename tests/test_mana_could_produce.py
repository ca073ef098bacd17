"""106.7: "Add one mana of any color that a land an opponent controls could produce."
(Fellwar Stone, Exotic Orchard) and "... any type that a land you control could produce."
(Reflecting Pool): the types the mana abilities of those lands would produce if they
resolved now, their costs ignored; a permanent asked about while it is itself asking defines
no type (two Exotic Orchards facing each other make nothing)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I


def _label(game, card: str) -> str | None:
    found = [str(a) for a in game.legal_actions() if str(a).startswith(f"tap {card}")]
    return found[0] if found else None


BOARD = """
name: could produce
battlefield:
  - {card: Fellwar Stone, as: stone}
%s
library: {Alice: [Plains], Bob: [Plains]}
"""


def test_106_7_fellwar_stone_the_colors_of_the_opponents_lands(board) -> None:
    game = board(BOARD % """  - {card: Island, controller: Bob, tapped: true}
  - {card: Mountain, controller: Bob}
  - {card: Forest}""")  # Alice's own Forest doesn't count; a tapped land still could produce
    label = _label(game, "Fellwar Stone")
    assert label is not None and label.endswith("for {U} or {R}")


def test_106_7_a_colorless_land_gives_no_color(board) -> None:
    """Bob's Wastes could produce only {C}, which isn't a color: Fellwar Stone can't add
    mana, and isn't offered."""
    game = board(BOARD % "  - {card: Wastes, controller: Bob}")
    assert _label(game, "Fellwar Stone") is None


def test_106_7_costs_are_ignored(board) -> None:
    """Bob's Shivan Oasis is tapped: its ability's {T} can't be paid, but it could still
    produce {R} or {G}; Bob's City of Brass, any color."""
    game = board(BOARD % "  - {card: Shivan Oasis, controller: Bob, tapped: true}")
    label = _label(game, "Fellwar Stone")
    assert label is not None and label.endswith("for {R} or {G}")
    game = board(BOARD % "  - {card: City of Brass, controller: Bob}")
    label = _label(game, "Fellwar Stone")
    assert label is not None and label.endswith("for {W} or {U} or {B} or {R} or {G}")


def test_106_7_exotic_orchards_facing_each_other_make_nothing(board) -> None:
    game = board("""
        name: orchards
        battlefield:
          - {card: Exotic Orchard, as: mine}
          - {card: Exotic Orchard, as: his, controller: Bob}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _label(game, "Exotic Orchard") is None
    game = board("""
        name: orchards and a swamp
        battlefield:
          - {card: Exotic Orchard, as: mine}
          - {card: Exotic Orchard, as: his, controller: Bob}
          - {card: Swamp}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    # Bob's Orchard could produce {B} (Alice's Swamp), so Alice's Orchard can add {B}
    label = _label(game, "Exotic Orchard")
    assert label is not None and label.endswith("for {B}")


def test_106_7_reflecting_pool_any_type_including_colorless(board) -> None:
    game = board("""
        name: reflecting pool
        battlefield:
          - {card: Reflecting Pool, as: pool}
          - {card: Island}
          - {card: Wastes}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    label = _label(game, "Reflecting Pool")
    assert label is not None and label.endswith("for {U} or {C}")


def test_106_7_fellwar_stone_pays_an_opponents_color(solve) -> None:
    out = solve("""
        name: fellwar bolt
        battlefield:
          - {card: Fellwar Stone, as: stone}
          - {card: Mountain, controller: Bob}
        hand: {Alice: [Lightning Bolt, Brainstorm]}
        actions:
          - {cast: Brainstorm, pay: true, refused: "total cost {U}"}
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          stone: {tapped: true}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "card", "colorless"), [
    ("{T}: Add one mana of any color that a land an opponent controls could produce.",
     "Fellwar Stone", False),
    ("{T}: Add one mana of any color that a land an opponent controls could produce.",
     "Exotic Orchard", False),
    ("{T}: Add one mana of any type that a land you control could produce.",
     "Reflecting Pool", True),
    ("{T}: Add one mana of any color that a Gate you control could produce.", "Gond Gate",
     False),
    ("{T}: Add one mana of any color that a basic land you control could produce.",
     "Star Compass", False),
])
def test_106_7_could_produce_oracle_lines(line: str, card: str, colorless: bool) -> None:
    (ab,) = compile_text(line, card)
    assert ab.is_mana_ability
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert add.could_produce is not None
    assert ("C" in add.colors) == colorless
