"""106.1 / 605.3b: mana abilities adding an amount counted as they resolve: "{T}: Add {G} for
each Elf you control." (Elvish Archdruid), "{T}: Add {C} for each charge counter on this
artifact." (Everflowing Chalice). Counting none adds no mana (and it isn't "tapped for mana",
106.12a, so nothing triggers on it)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules import values as V


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_106_1_elvish_archdruid_one_green_per_elf(solve) -> None:
    """Elvish Archdruid and two Llanowar Elves: the Archdruid alone makes {G}{G}{G}, which
    pays Centaur Courser ({2}{G}); the summoning-sick Elves are left untapped."""
    out = solve("""
        name: archdruid
        turn: {number: 2}
        battlefield:
          - {card: Elvish Archdruid, as: druid}
          - {card: Llanowar Elves, as: e1, summoning_sick: true}
          - {card: Llanowar Elves, as: e2, summoning_sick: true}
        hand: {Alice: [Centaur Courser]}
        actions:
          - {cast: Centaur Courser, pay: true}
        expect:
          druid: {tapped: true}
          e1: {tapped: false}
          Centaur Courser: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_106_1_elvish_archdruid_counts_only_your_elves(board) -> None:
    game = board("""
        name: archdruid count
        turn: {number: 2}
        battlefield:
          - {card: Elvish Archdruid, as: druid}
          - {card: Llanowar Elves, controller: Bob}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    (label,) = [a for a in _labels(game) if a.startswith("tap Elvish Archdruid")]
    assert label.endswith("for {G}")


def test_122_1_everflowing_chalice_counts_its_charge_counters(board) -> None:
    game = board("""
        name: chalice
        battlefield:
          - {card: Everflowing Chalice, as: two, counters: {charge: 2}}
          - {card: Everflowing Chalice, as: none}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    labels = [a for a in _labels(game) if a.startswith("tap Everflowing Chalice")]
    assert len(labels) == 2
    two = next(a for a in labels if a.endswith("for {C}{C}"))
    game.apply(two)
    assert game.state.players[0].mana_pool == {"C": 2}


@pytest.mark.parametrize(("line", "card", "symbols", "value"), [
    ("{T}: Add {G} for each Elf you control.", "Elvish Archdruid", "G", V.CountOf),
    ("{T}: Add {G} for each Elf on the battlefield.", "Priest of Titania", "G", V.CountOf),
    ("{T}: Add {G} for each creature you control.", "Gaea's Cradle", "G", V.CountOf),
    ("{T}: Add {C} for each charge counter on this artifact.", "Everflowing Chalice", "C",
     V.CountersOnSource),
    ("{T}: Add {U} for each Clue you control.", "Five Hundred Year Diary", "U", V.CountOf),
])
def test_106_1_for_each_mana_oracle_lines(line: str, card: str, symbols: str,
                                          value: type) -> None:
    (ab,) = compile_text(line, card)
    assert ab.is_mana_ability
    adds = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert "".join(i.symbol for i in adds) == symbols
    assert all(isinstance(i.amount, value) for i in adds)
