"""208.1, 613.4c: "+X/+0, where X is the greatest power among creature cards in your
graveyard" (Carrion Grub): the greatest power among cards in a zone, 0 when there is none
(107.1b); and "equal to the greatest toughness among other creatures you control" counted as
an ability resolves (608.2h). Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_208_1_carrion_grub_greatest_power_in_your_graveyard(solve) -> None:
    """Carrion Grub (0/5): Hill Giant (3/3) and Grizzly Bears in Alice's graveyard make it a
    3/5; Bob's Craw Wurm (6/4) in his graveyard doesn't count; an empty graveyard: 0/5."""
    out = solve("""
        name: carrion grub
        battlefield: [{card: Carrion Grub, as: grub}]
        graveyard:
          Alice: [Hill Giant, Grizzly Bears, Forest]
          Bob: [Craw Wurm]
        expect:
          grub: {power: 3, toughness: 5}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: carrion grub empty
        battlefield: [{card: Carrion Grub, as: grub}]
        graveyard: {Bob: [Craw Wurm]}
        expect:
          grub: {power: 0, toughness: 5}
    """)
    assert out.passed, out.failures


def test_608_2h_flourishing_hunter_gains_the_greatest_toughness(solve) -> None:
    """Flourishing Hunter enters beside Grizzly Bears (2/2) and Wall of Wood (0/3): Alice
    gains 3 life (the Hunter itself is not "other")."""
    out = solve("""
        name: flourishing hunter
        battlefield: [Grizzly Bears, Wall of Wood]
        hand: {Alice: [Flourishing Hunter]}
        actions:
          - {cast: Flourishing Hunter}
        expect:
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Carrion Grub", "This creature gets +X/+0, where X is the greatest power among creature "
     "cards in your graveyard."),
    ("Coram, the Undertaker", "Coram gets +X/+0, where X is the greatest power among creature "
     "cards in all graveyards."),
    ("Flourishing Hunter", "When this creature enters, you gain life equal to the greatest "
     "toughness among other creatures you control."),
    ("Garruk, Primal Hunter",
     "[−3]: Draw cards equal to the greatest power among creatures you control."),
])
def test_208_1_greatest_among_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
    assert "GreatestAmong" in repr(abilities)
