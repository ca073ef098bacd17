"""601.2c / 608.2b / 701.26: "Choose up to one target artifact, up to one target creature,
and up to one target land. Untap the chosen permanents you control. Tap the chosen permanents
you don't control. You gain 2 life." (Teferi, Who Slows the Sunset's +1): who controls each
chosen target is seen as the ability resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import choices as ic
from arbiter.rules.structure import nodes


def test_601_2c_teferi_untaps_yours_and_taps_the_others(solve) -> None:
    """Targets: Alice's tapped Mind Stone, Bob's untapped Grizzly Bears and Bob's untapped
    Forest: the Stone untaps, the Bears and the Forest become tapped, Alice gains 2."""
    out = solve("""
        name: teferi plus one
        battlefield:
          - {card: "Teferi, Who Slows the Sunset", as: teferi}
          - {card: Mind Stone, as: stone, tapped: true}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Forest, controller: Bob, as: forest}
        actions:
          - {activate: {card: teferi, ability: "+1", targets: [stone, bears, forest]}}
        expect:
          stone: {tapped: false}
          bears: {tapped: true}
          forest: {tapped: true}
          teferi: {loyalty: 5}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_608_2b_control_is_judged_as_it_resolves(solve) -> None:
    """Alice targets Bob's tapped Grizzly Bears; in response she takes control of them with
    Word of Seizing (which untaps them). As the ability resolves the Bears are hers: they are
    not tapped by it (they stay untapped)."""
    out = solve("""
        name: teferi control changes
        battlefield:
          - {card: "Teferi, Who Slows the Sunset", as: teferi}
          - {card: Grizzly Bears, controller: Bob, as: bears, tapped: true}
        hand: {Alice: [Word of Seizing]}
        actions:
          - {activate: {card: teferi, ability: "+1", targets: [null, bears], respond: true}}
          - {cast: Word of Seizing, targets: [bears]}
        expect:
          bears: {tapped: false, controller: Alice}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_601_2c_no_targets_chosen_still_gains_life(solve) -> None:
    """All three targets are "up to one": choosing none, the ability resolves and Alice
    gains 2 life (no target to become illegal, 608.2b)."""
    out = solve("""
        name: teferi no targets
        battlefield: [{card: "Teferi, Who Slows the Sunset", as: teferi}]
        actions:
          - {activate: {card: teferi, ability: "+1"}}
        expect:
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # Teferi, Who Slows the Sunset
    "Choose up to one target artifact, up to one target creature, and up to one target land. "
    "Untap the chosen permanents you control. Tap the chosen permanents you don't control. "
    "You gain 2 life.",
])
def test_601_2c_oracle_lines_read(line: str) -> None:
    abilities = compile_text(line, "Teferi, Who Slows the Sunset", spell=True)
    assert abilities is not None
    each = [n for n in nodes(abilities) if isinstance(n, ic.EachChosen)]
    assert len(each) == 2 and len(abilities[0].targets) == 3
