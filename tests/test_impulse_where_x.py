"""107.3a / 608.2h / 601.3: "Exile the top X cards of your library, where X is <a number>. You
may play those cards this turn." (Jessica Jones, Private Eye): X is counted as the ability
resolves, and the cards exiled may be played this turn. Played through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse_cards import ExileTopMayPlay
from arbiter.rules import values as V


def test_107_3a_jessica_jones_exiles_her_power_in_cards(solve) -> None:
    """Jessica Jones (2/3): two cards exiled (the third stays on top); Alice plays the
    exiled Forest as her land for the turn and casts the exiled Lightning Bolt."""
    out = solve("""
        name: jessica jones
        battlefield: [{card: "Jessica Jones, Private Eye", as: jj}, Mountain]
        library: {Alice: [{card: Forest, as: forest}, {card: Lightning Bolt, as: bolt},
                          {card: Plains, as: plains}]}
        actions:
          - {activate: {card: jj}}
          - {play: forest, from: exile}
          - {cast: bolt, from: exile, targets: [Bob], pay: true}
        expect:
          forest: {zone: battlefield}
          bolt: {zone: graveyard}
          plains: {zone: library}
          jj: {tapped: true, counters: {stun: 1}}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_107_3a_line_reads_x_as_her_power() -> None:
    [ability] = compile_text("{T}: Exile the top X cards of your library, where X is ~'s "
                             "power. You may play those cards this turn.", "Some Creature")
    assert ability.instructions == (ExileTopMayPlay(V.SourcePower(), "play", "end_of_turn"),)
