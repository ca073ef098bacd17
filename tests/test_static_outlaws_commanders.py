"""700.12 outlaws and 903.3d commanders as the objects of static abilities: "Other outlaws you
control have haste" (Hellspur Posse Boss), "Commanders you control have hexproof" (Guardian
Augmenter). Played on boards by the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def test_700_12_outlaw_mercenary_tokens_have_haste(solve) -> None:
    """Alice casts Hellspur Posse Boss: its two Mercenary tokens (outlaws, 700.12) have haste
    and attack the turn they were created; Grizzly Bears, which entered this turn too, isn't
    an outlaw and can't attack (302.6)."""
    out = solve("""
        name: posse boss
        turn: {number: 2}
        hand: {Alice: [Hellspur Posse Boss]}
        actions:
          - {cast: Hellspur Posse Boss}
          - {enter: {card: Grizzly Bears, as: bears}}
          - {attack: [bears], refused: "302.6"}
    """)
    assert out.passed, out.failures
    game = out.game
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(tokens) == 2
    assert all(game.chars(o).has_keyword("haste") for o in tokens)
    boss = next(o for o in game.state.battlefield()
                if game.chars(o).name == "Hellspur Posse Boss")
    assert not game.chars(boss).has_keyword("haste")  # "other outlaws"
    out = solve("""
        name: posse boss attack
        turn: {number: 2}
        hand: {Alice: [Hellspur Posse Boss]}
        actions:
          - {cast: Hellspur Posse Boss}
          - {attack: [Mercenary Token]}
          - pass: next_step
          - pass: next_step
        expect:
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_903_3d_commanders_you_control_have_hexproof(solve) -> None:
    """Guardian Augmenter: Alice's commander Isamaru, Hound of Konda has hexproof (and +2/+2
    from "Commander creatures you control get +2/+2"): Bob's Shock can't target it; another
    Isamaru that isn't a commander (a copy of the card, not the designated one) has neither."""
    out = solve("""
        name: augmenter
        battlefield:
          - {card: Guardian Augmenter}
          - {card: "Isamaru, Hound of Konda", as: cmdr, commander: true}
        hand: {Bob: [Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [cmdr], refused: "legal"}
        expect:
          cmdr: {power: 4, toughness: 4, zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    cmdr = next(o for o in game.state.battlefield() if game.obj(o).commander is not None)
    assert game.chars(cmdr).has_keyword("hexproof")
    out = solve("""
        name: augmenter no commander
        battlefield:
          - {card: Guardian Augmenter}
          - {card: "Isamaru, Hound of Konda", as: dog}
        hand: {Bob: [Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [dog]}
        expect:
          dog: {zone: graveyard}
    """)
    assert out.passed, out.failures


LINES = [
    ("Hellspur Posse Boss", "Other outlaws you control have haste."),
    ("Vihaan, Goldwaker", "Other outlaws you control have vigilance and haste."),
    ("At Knifepoint", "During your turn, outlaws you control have first strike."),
    ("Guardian Augmenter", "Commanders you control have hexproof."),
    ("Anara, Wolvid Familiar", "During your turn, commanders you control have indestructible."),
    ("Falthis, Shadowcat Familiar", "Commanders you control have menace and deathtouch."),
    ("Vexilus Praetor", "Aegis of the Emperor — Commanders you control have protection from "
     "everything."),
    ("Codsworth, Handy Helper", "Commanders you control have ward {2}."),
    ("Champions of Archery", "Commanders you control get +X/+0, where X is the number of "
     "commanders you control."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_700_12_903_3d_oracle_lines(name: str, line: str) -> None:
    got = compile_text(line, name, legendary=True)
    assert got is not None and len(got) == 1 and isinstance(got[0], StaticAbility)
