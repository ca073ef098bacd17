"""603.2 with 110.5b: "When this land enters untapped": a permanent enters untapped unless a
spell or ability says otherwise, and the ability triggers only if it entered with that
status. Real Oracle lines read; Dwarven Mine played on a board with and without three other
Mountains (its "enters tapped unless" replacement, 614.1c, decides the status)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps


@pytest.mark.parametrize(("name", "line"), [
    ("Dwarven Mine", "When this land enters untapped, create a 1/1 red Dwarf creature token."),
    ("Gingerbread Cabin", "When this land enters untapped, create a Food token."),
    ("Idyllic Grange", "When this land enters untapped, put a +1/+1 counter on target creature "
     "you control."),
    ("Mystic Sanctuary", "When this land enters untapped, you may put target instant or "
     "sorcery card from your graveyard on top of your library."),
    ("Witch's Cottage", "When this land enters untapped, you may put target creature card "
     "from your graveyard on top of your library."),
])
def test_110_5b_enters_untapped_read(name: str, line: str) -> None:
    abilities = compile_text(line, name)
    assert abilities is not None and len(abilities) == 1, line
    t = abilities[0].trigger
    assert (t.event, t.subject, t.untapped) == ("enters", "self", True)


def _dwarves(game) -> int:
    return sum(1 for o in game.state.battlefield() if "Dwarf" in game.chars(o).subtypes)


def test_110_5b_dwarven_mine_entering_untapped_makes_a_dwarf(solve) -> None:
    """Three other Mountains: Dwarven Mine enters untapped, its ability triggers: one Dwarf."""
    out = solve("""
        name: mine untapped
        battlefield: [Mountain, Mountain, Mountain]
        hand: {Alice: [Dwarven Mine]}
        actions:
          - {play: Dwarven Mine}
        expect:
          Dwarven Mine: {tapped: false}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert _dwarves(game) == 1


def test_110_5b_dwarven_mine_entering_tapped_doesnt_trigger(solve) -> None:
    """Two other Mountains: it enters tapped (614.1c); no trigger, no Dwarf."""
    out = solve("""
        name: mine tapped
        battlefield: [Mountain, Mountain]
        hand: {Alice: [Dwarven Mine]}
        actions:
          - {play: Dwarven Mine}
        expect:
          Dwarven Mine: {tapped: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.stack_items == []
    steps.resolve_all(game)
    assert _dwarves(game) == 0
