"""121.2b / 101.2: "Each player can't draw more than one card each turn." (Spirit of the
Labyrinth), "Each opponent can't draw more than one card each turn." (Narset, Parter of
Veils) and "Players can't draw cards." (Omen Machine): such an effect applies to individual
draws, so "draw two cards" is carried out as far as it may be."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.draw_bans import DRAW_BAN
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line", "who", "limit"), [
    ("Spirit of the Labyrinth", "Each player can't draw more than one card each turn.",
     "each", 1),
    ("Narset, Parter of Veils", "Each opponent can't draw more than one card each turn.",
     "opponents", 1),
    ("Omen Machine", "Players can't draw cards.", "each", None),
])
def test_121_2b_draw_ban_lines(name: str, line: str, who: str, limit: int | None) -> None:
    [ability] = compile_text(line, name, False) or [None]
    assert isinstance(ability, StaticAbility)
    [part] = ability.effects[0].parts
    assert part.rule == DRAW_BAN
    assert (part.detail.who, part.detail.limit) == (who, limit)


def test_121_2b_mornsong_aria_reads_both_bans() -> None:
    """119.7 too: "Players can't draw cards or gain life." is two rules parts."""
    [ability] = compile_text("Players can't draw cards or gain life.", "Mornsong Aria",
                             False) or [None]
    assert isinstance(ability, StaticAbility)
    assert [p.rule for p in ability.effects[0].parts] == [DRAW_BAN, "cant_gain_life"]


_LIB = "library: {Alice: [Island, Island, Island, Island, Island], " \
       "Bob: [Swamp, Swamp, Swamp, Swamp, Swamp]}"


def _hands(solve, battlefield: str, actions: str) -> list[int]:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: draw bans
        battlefield: [{battlefield}]
        hand: {{Alice: [Divination, Vision Skeins]}}
        {_LIB}
        actions: [{actions}]
    """)
    assert out.passed, out.failures
    return [len(out.game.state.zone_list("hand", p)) for p in (0, 1)]


def test_121_2b_spirit_of_the_labyrinth_one_draw_each_turn(solve) -> None:
    """Bob's Spirit: Alice's Divination draws her one card of two; then Vision Skeins draws
    her none and Bob one (121.2b: each draw on its own)."""
    assert _hands(solve, "{card: Spirit of the Labyrinth, controller: Bob}",
                  "{cast: Divination}") == [1 + 1, 0]
    assert _hands(solve, "{card: Spirit of the Labyrinth, controller: Bob}",
                  "{cast: Divination}, {cast: Vision Skeins}") == [1, 1]


def test_121_2b_narset_stops_only_opponents(solve) -> None:
    """Alice's Narset: Vision Skeins draws Alice two cards and Bob one."""
    assert _hands(solve, "{card: 'Narset, Parter of Veils', controller: Alice}",
                  "{cast: Vision Skeins}") == [1 + 2, 1]


def test_121_2b_the_limit_counts_draws_this_turn(solve) -> None:
    """Bob's Spirit: after Alice's Divination (one card drawn), in Bob's turn his draw step
    draws him a card, and in Alice's next turn her draw step draws her one again."""
    out = solve(f"""
        name: draw bans each turn
        battlefield: [{{card: Spirit of the Labyrinth, controller: Bob}}]
        hand: {{Alice: [Divination]}}
        {_LIB}
        actions: [{{cast: Divination}}, {{pass: next_turn}}, {{pass: {{to: precombat_main}}}},
                  {{pass: next_turn}}, {{pass: {{to: precombat_main}}}}]
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.active == 0
    assert len(out.game.state.zone_list("hand", 1)) == 1
    assert len(out.game.state.zone_list("library", 1)) == 4
    assert len(out.game.state.zone_list("hand", 0)) == 2
    assert len(out.game.state.zone_list("library", 0)) == 3
