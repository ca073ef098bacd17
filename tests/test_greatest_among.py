"""107.3a / 208.1 / 608.2h: "where X is the greatest power (toughness) among creatures you
control", counted once as the spell resolves; 0 with no creature (107.1b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def _tokens(game, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.state.battlefield() if game.name_of(o) == name]


def test_107_3a_fungal_sprouting_counts_the_greatest_power(solve) -> None:
    """Alice controls Grizzly Bears (2/2) and Hill Giant (3/3); Bob's Craw Wurm (6/4)
    doesn't count: three Saprolings."""
    out = solve("""
        name: fungal sprouting
        battlefield:
          - Grizzly Bears
          - Hill Giant
          - {card: Craw Wurm, controller: Bob}
        hand: {Alice: [Fungal Sprouting]}
        actions:
          - {cast: Fungal Sprouting}
    """)
    assert out.passed, out.failures
    assert len(_tokens(out.game, "Saproling Token")) == 3


def test_107_1b_with_no_creature_x_is_zero(solve) -> None:
    out = solve("""
        name: fungal sprouting alone
        battlefield: [{card: Craw Wurm, controller: Bob}]
        hand: {Alice: [Fungal Sprouting]}
        actions:
          - {cast: Fungal Sprouting}
    """)
    assert out.passed, out.failures
    assert _tokens(out.game, "Saproling Token") == []


def test_608_2h_kin_tree_invocation_greatest_toughness(solve) -> None:
    """Kin-Tree Invocation with Wall of Stone (0/8) and Grizzly Bears: an 8/8 Spirit
    Warrior token, its size fixed as it was created (a later +1/+1 counter on the Wall
    changes nothing)."""
    out = solve("""
        name: kin-tree
        battlefield:
          - {card: Wall of Stone, as: wall}
          - Grizzly Bears
        hand: {Alice: [Kin-Tree Invocation]}
        actions:
          - {cast: Kin-Tree Invocation}
          - {counters: {on: wall, add: {+1/+1: 1}}}
        expect:
          Spirit Warrior Token: {power: 8, toughness: 8}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Fungal Sprouting", "Create X 1/1 green Saproling creature tokens, where X is the "
     "greatest power among creatures you control.", True),
    ("Miming Slime", "Create an X/X green Ooze creature token, where X is the greatest power "
     "among creatures you control.", True),
    ("Kin-Tree Invocation", "Create an X/X black and green Spirit Warrior creature token, "
     "where X is the greatest toughness among creatures you control.", True),
    ("Abzan Monument", "{1}{W}{B}{G}, {T}, Sacrifice this artifact: Create an X/X white "
     "Spirit creature token, where X is the greatest toughness among creatures you control. "
     "Activate only as a sorcery.", False),
])
def test_208_1_greatest_among_lines(name: str, line: str, spell: bool) -> None:
    abilities = compile_line(line, name, spell=spell)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities), line
