"""603.4: intervening "if" clauses of "at the beginning of" abilities: "At the beginning of
your upkeep, if there are no arrowhead counters on this artifact, sacrifice it." (Serrated
Arrows) and "At the beginning of the end step, if no creatures are on the battlefield,
sacrifice this enchantment." (Pestilence): checked as the ability would trigger and again as
it resolves."""

from __future__ import annotations

_ARROWS = """
        name: serrated arrows
        battlefield: [{{card: Serrated Arrows, as: arrows}}]
        library: {{Alice: [Swamp, Swamp]}}
        turn: {{number: 3, phase: untap}}
        actions:
          - {{counters: {{on: arrows, remove: {{arrowhead: {removed}}}}}}}
          - {{pass: {{to: draw}}}}
        expect:
          arrows: {{zone: {zone}}}
"""


def test_603_4_serrated_arrows_sacrificed_with_no_counters(solve) -> None:
    """It entered with three arrowhead counters; all three are removed."""
    out = solve(_ARROWS.format(removed=3, zone="graveyard"))
    assert out.passed, out.failures


def test_603_4_serrated_arrows_kept_with_a_counter(solve) -> None:
    out = solve(_ARROWS.format(removed=2, zone="battlefield"))
    assert out.passed, out.failures


def test_603_4_pestilence_at_the_end_step(solve) -> None:
    """Pestilence with only Bob's Grizzly Bears out: at the end step it stays; after the Bears
    die (Lightning Bolt), it is sacrificed at the end step."""
    board = """
        name: pestilence
        battlefield:
          - {card: Pestilence, as: pestilence}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Lightning Bolt]}
        actions:
"""
    out = solve(board + """
          - {pass: {to: end}}
          - {resolve: all}
        expect:
          pestilence: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve(board + """
          - {cast: Lightning Bolt, targets: [bears]}
          - {pass: {to: end}}
          - {resolve: all}
        expect:
          bears: {zone: graveyard}
          pestilence: {zone: graveyard}
    """)
    assert out.passed, out.failures
