"""106.1 / 608.2h: "Add an amount of {B} equal to the sacrificed creature's mana value."
(Sacrifice: the creature as it last existed, paid as the spell's additional cost, 118.8),
"Add an amount of {G} equal to your devotion to green." (Karametra's Acolyte, 700.5),
"... equal to Marwyn's power." — the number is read as the spell or ability resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules import values as V
from arbiter.rules.last_known import SacrificedManaValue


def _label(game, card: str) -> str:
    return next(str(a) for a in game.legal_actions() if str(a).startswith(f"tap {card}"))


def test_608_2h_sacrifice_adds_the_sacrificed_creatures_mana_value(solve) -> None:
    """Sacrificing Hill Giant (mana value 4) to Sacrifice: {B}{B}{B}{B} in Alice's pool."""
    out = solve("""
        name: sacrifice
        battlefield: [{card: Hill Giant, as: giant}, Swamp]
        hand: {Alice: [Sacrifice]}
        actions:
          - {cast: Sacrifice, pay: true, choices: {sacrifice: [giant]}}
        expect:
          giant: {zone: graveyard}
          Sacrifice: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[0].mana_pool == {"B": 4}


def test_608_2h_priest_of_yawgmoth_the_sacrificed_artifacts_mana_value(board) -> None:
    """Priest of Yawgmoth sacrifices Mind Stone (mana value 2) as its cost: {B}{B}."""
    game = board("""
        name: priest of yawgmoth
        turn: {number: 2}
        battlefield: [Priest of Yawgmoth, {card: Mind Stone, as: stone}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(next(str(a) for a in game.legal_actions()
                    if str(a).startswith("activate Priest of Yawgmoth")))
    while game.state.players[0].mana_pool == {} and any(
            "Mind Stone" in str(a) for a in game.legal_actions()):
        game.apply(next(str(a) for a in game.legal_actions() if "Mind Stone" in str(a)))
    assert game.state.players[0].mana_pool == {"B": 2}
    assert any(game.name_of(o.id) == "Mind Stone" and o.zone == "graveyard"
               for o in game.state.objects.values())


def test_700_5_karametras_acolyte_devotion_to_green(board) -> None:
    """Karametra's Acolyte ({3}{G}) and Leatherback Baloth ({G}{G}{G}): devotion 4."""
    game = board("""
        name: acolyte
        turn: {number: 2}
        battlefield: [Karametra's Acolyte, Leatherback Baloth]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _label(game, "Karametra's Acolyte").endswith("for {G}{G}{G}{G}")


def test_106_1_marwyn_adds_its_power(board) -> None:
    game = board("""
        name: marwyn
        turn: {number: 2}
        battlefield: [{card: "Marwyn, the Nurturer", counters: {+1/+1: 2}}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _label(game, "Marwyn").endswith("for {G}{G}{G}")


@pytest.mark.parametrize(("line", "card", "value"), [
    ("Add an amount of {B} equal to the sacrificed creature's mana value.", "Sacrifice",
     SacrificedManaValue),
    ("{T}: Add an amount of {G} equal to your devotion to green.", "Karametra's Acolyte",
     V.Devotion),
    ("{T}: Add an amount of {G} equal to Marwyn's power.", "Marwyn, the Nurturer",
     V.SourcePower),
    ("{2}, {T}: Add {B} for each Swamp you control.", "Cabal Coffers", V.CountOf),
    ("{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana "
     "value.", "Priest of Yawgmoth", SacrificedManaValue),
])
def test_106_1_amount_oracle_lines(line: str, card: str, value: type) -> None:
    (ab,) = compile_text(line, card, spell=card == "Sacrifice")
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert isinstance(add.amount, value)
