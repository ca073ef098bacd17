"""614.1c / 502.3: "~ enters tapped and doesn't untap during your untap step." (Grimgrin,
Corpse-Born; Traxos, Scourge of Kroog; Leviathan): one line, two abilities: the permanent
enters tapped (a replacement effect) and doesn't untap in its controller's untap step (a
static ability). Played through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ReplacementAbility, StaticAbility
from tests.conftest import obj_id


def test_614_1c_502_3_one_line_two_abilities() -> None:
    enters, stays = compile_line("Grimgrin enters tapped and doesn't untap during your untap "
                                 "step.", "Grimgrin, Corpse-Born", legendary=True)
    assert isinstance(enters, ReplacementAbility) and enters.kind == "enters_tapped"
    assert isinstance(stays, StaticAbility)
    assert [p.rule for e in stays.effects for p in e.parts] == ["doesnt_untap"]


def test_614_1c_502_3_grimgrin_enters_tapped_and_stays_tapped(solve) -> None:
    """Alice casts Grimgrin: it enters tapped; in her next untap step her tapped Forest
    untaps and Grimgrin doesn't."""
    out = solve("""
        name: grimgrin
        battlefield:
          - {card: Forest, tapped: true, as: forest}
        hand: {Alice: ["Grimgrin, Corpse-Born"]}
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        actions:
          - {cast: "Grimgrin, Corpse-Born", as: grimgrin}
          - {pass: next_turn}
          - {pass: next_turn}
        expect:
          forest: {tapped: false}
          grimgrin: {zone: battlefield, tapped: true}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.active == 0
    assert out.game.obj(obj_id(out.game, "grimgrin")).tapped
