"""106.1b: "Add two mana in any combination of colors" / "... of {U} and/or {B}", the filter
lands' "{U}{U}, {U}{R}, or {R}{R}" (each combination of two of the colors), and "Add X mana
of any one color, where X is ..." — the player chooses as the ability resolves (605.3b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.api import pending
from arbiter.rules import instructions as I


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_106_1b_dawns_reflection_any_two_colors(board) -> None:
    """A Forest enchanted by Dawn's Reflection: {G} and two mana in any combination of
    colors; Alice picks {G}{W}{U}."""
    game = board("""
        name: dawn's reflection
        battlefield:
          - {card: Forest, as: forest}
          - {card: Dawn's Reflection, attached_to: forest}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(next(a for a in _labels(game) if a.startswith("tap Forest")))
    options = _labels(game)
    assert len(options) == 15  # 106.1b: each combination of two of the five colors
    assert "{G}{W}{W}" in options and "{G}{W}{U}" in options and "{G}{U}{W}" not in options
    game.apply("{G}{W}{U}")
    assert game.state.players[0].mana_pool == {"G": 1, "W": 1, "U": 1}


def test_106_1b_filter_land_pays_double_red(board) -> None:
    """Cascade Bluffs: its {U/R} paid by an Island, it adds {R}{R}."""
    game = board("""
        name: cascade bluffs
        battlefield: [{card: Cascade Bluffs, as: bluffs}, Island]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(next(a for a in _labels(game) if "Add {U}{U}, {U}{R}, or {R}{R}" in a))
    while pending(game) is not None and pending(game).kind == "pay":
        game.apply(_labels(game)[0])
    assert sorted(_labels(game)) == ["{R}{R}", "{U}{R}", "{U}{U}"]
    game.apply("{R}{R}")
    assert game.state.players[0].mana_pool == {"R": 2}


@pytest.mark.parametrize(("line", "card", "colors"), [
    ("{T}: Add {R}, {G}, or {W}.", "Jungle Shrine", ("R", "G", "W")),
    ("{T}: Add {R}, {G}, {W}, or {U}.", "Crystal, Inhuman Princess", ("R", "G", "W", "U")),
    ("{T}: Add {W}, {U}, {B}, or {C}.", "Processing Plant", ("W", "U", "B", "C")),
])
def test_106_1b_one_of_several_types_oracle_lines(line: str, card: str, colors: tuple) -> None:
    (ab,) = compile_text(line, card)
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert add.colors == colors and add.amount == 1 and not add.combination


@pytest.mark.parametrize(("line", "card", "colors", "amount"), [
    ("{T}: Add two mana in any combination of colors.", "Sage of the Maze", "WUBRG", 2),
    ("Whenever enchanted land is tapped for mana, its controller adds an additional two mana "
     "in any combination of colors.", "Market Festival", "WUBRG", 2),
    ("{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.",
     "Orcish Lumberjack", "RG", 3),
    ("{T}: Add two mana in any combination of {U}, {B}, and/or {R}.", "Relic of Sauron",
     "UBR", 2),
    ("{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}.", "Cascade Bluffs", "UR", 2),
    ("{B/G}, {T}: Add {B}{B}, {B}{G}, or {G}{G}.", "Twilight Mire", "BG", 2),
])
def test_106_1b_combination_oracle_lines(line: str, card: str, colors: str,
                                         amount: int) -> None:
    abilities = compile_text(line, card)
    assert abilities is not None
    (add,) = [i for a in abilities for i in a.instructions if isinstance(i, I.AddMana)]
    assert add.combination and "".join(add.colors) == colors and add.amount == amount


def test_106_1_wirewood_channeler_x_of_one_color(board) -> None:
    """Wirewood Channeler and Bob's Llanowar Elves: two Elves on the battlefield, two mana of
    any one color."""
    game = board("""
        name: channeler
        turn: {number: 2}
        battlefield: [Wirewood Channeler, {card: Llanowar Elves, controller: Bob}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    (label,) = [a for a in _labels(game) if a.startswith("tap Wirewood Channeler")]
    assert label.endswith("for {W}{W} or {U}{U} or {B}{B} or {R}{R} or {G}{G}")


def test_608_2h_lotus_blossom_counts_its_counters_as_it_last_existed(board) -> None:
    """Lotus Blossom with three petal counters is sacrificed as the cost: X is 3, the counters
    it had on the battlefield (608.2h)."""
    game = board("""
        name: lotus blossom
        battlefield: [{card: Lotus Blossom, counters: {petal: 3}}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(next(a for a in _labels(game) if a.startswith("activate Lotus Blossom")))
    game.apply("{B}{B}{B}")
    assert game.state.players[0].mana_pool == {"B": 3}
