"""106.1b / 605.3b: mana abilities adding an amount counted as they resolve: "Add X mana of any
one color, where X is the greatest toughness among other creatures you control." (Arbor
Adherent), "... where X is the amount of life you gained this turn." (Accomplished Alchemist,
119.9), "Add an amount of {G} equal to the greatest power among creatures you control."
(Bighorner Rancher), "Add X mana in any combination of colors, where X is the number of
creatures you control with defender." (Axebane Guardian). Played on boards."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import AddMana


def _options(game, card: str) -> list[list[str]]:
    """The mana each of the card's mana abilities may add now, one list per ability."""
    return [str(a).split(" for ", 1)[1].split(" or ") for a in game.legal_actions()
            if str(a).startswith(f"tap {card}")]


def test_605_3b_arbor_adherent_greatest_toughness_among_other_creatures(board) -> None:
    """Arbor Adherent with Hill Giant (3/3) and Grizzly Bears (2/2): three mana of one color
    (beside its "{T}: Add one mana of any color.")."""
    game = board("""
        name: arbor adherent
        turn: {number: 2}
        battlefield: [Arbor Adherent, Hill Giant, Grizzly Bears]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert sorted(_options(game, "Arbor Adherent")) == sorted([
        ["{W}", "{U}", "{B}", "{R}", "{G}"],
        ["{W}{W}{W}", "{U}{U}{U}", "{B}{B}{B}", "{R}{R}{R}", "{G}{G}{G}"]])


def test_605_3b_arbor_adherent_alone_adds_no_mana(board) -> None:
    """Arbor Adherent is 1/4... with no other creature the greatest toughness among the
    *other* creatures is 0: the Adherent's own toughness doesn't count, and tapping it for
    that ability adds no mana (it may still be activated, 605.3a)."""
    game = board("""
        name: arbor adherent alone
        turn: {number: 2}
        battlefield: [Arbor Adherent]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert sorted(_options(game, "Arbor Adherent")) == sorted([
        ["{W}", "{U}", "{B}", "{R}", "{G}"], ["", "", "", "", ""]])


def test_119_9_accomplished_alchemist_life_gained_this_turn(solve) -> None:
    """Alice gains 4 life (Sacred Nectar) and then taps the Alchemist: X is 4."""
    out = solve("""
        name: alchemist
        turn: {number: 2}
        battlefield: [Accomplished Alchemist, Plains, Plains]
        hand: {Alice: [Sacred Nectar]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Sacred Nectar}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.players[0].life == 24
    assert ["{W}{W}{W}{W}", "{U}{U}{U}{U}", "{B}{B}{B}{B}", "{R}{R}{R}{R}",
            "{G}{G}{G}{G}"] in _options(game, "Accomplished Alchemist")


def test_605_3b_bighorner_rancher_greatest_power(board) -> None:
    """Bighorner Rancher with Hill Giant (3) and a Grizzly Bears pumped to 5: {G}x5."""
    game = board("""
        name: rancher
        turn: {number: 2}
        battlefield: [Bighorner Rancher, Hill Giant, {card: Grizzly Bears, counters: {+1/+1: 3}}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert ["{G}{G}{G}{G}{G}"] in _options(game, "Bighorner Rancher")


def test_106_1b_axebane_guardian_any_combination_of_colors(board) -> None:
    """Axebane Guardian and Wall of Wood (both with defender), Grizzly Bears: two mana, each
    of any color, so {W}{U} is one of the answers."""
    game = board("""
        name: axebane
        turn: {number: 2}
        battlefield: [Axebane Guardian, Wall of Wood, Grizzly Bears]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    (options,) = _options(game, "Axebane Guardian")
    assert "{W}{U}" in options and "{G}{G}" in options and len(options) == 15  # 106.1b
    assert all(len(o) == 6 for o in options)  # two symbols each


@pytest.mark.parametrize("line", [
    # an amount the mana ability doesn't read stays unread
    "{T}: Add X mana of any one color, where X is the number of cards in target player's hand.",
])
def test_605_3b_other_amounts_stay_unread(line) -> None:
    ab = compile_text(line, "Test Card")
    assert ab is None or not any(isinstance(i, AddMana) for a in ab
                                 for i in getattr(a, "instructions", ()))
