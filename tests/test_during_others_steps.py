"""502.3 / 504.1: static abilities acting in other players' untap and draw steps: "Untap all
permanents you control during each other player's untap step." (Seedborn Muse), and Teferi,
Who Slows the Sunset's emblem (114): "Untap all permanents you control during each
opponent's untap step" and "You draw a card during each opponent's draw step."."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn.during_others_steps import (
    DRAW_DURING_OTHERS,
    UNTAP_DURING_OTHERS,
    UNTAP_SELF_DURING_OTHERS,
)
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.structure import nodes


def test_502_3_seedborn_muse_untaps_in_the_opponents_untap_step(solve) -> None:
    """Alice's tapped Grizzly Bears and Forest untap in Bob's untap step (turn 2); Bob's
    tapped Hill Giant untaps as usual."""
    out = solve("""
        name: seedborn
        battlefield:
          - {card: Seedborn Muse}
          - {card: Grizzly Bears, as: bears, tapped: true}
          - {card: Forest, as: forest, tapped: true}
          - {card: Hill Giant, controller: Bob, as: giant, tapped: true}
        library: {Alice: [Opt], Bob: [Opt]}
        actions:
          - {pass: next_turn}
        expect:
          game: {turn: 2}
          bears: {tapped: false}
          forest: {tapped: false}
          giant: {tapped: false}
    """)
    assert out.passed, out.failures


def test_502_3_prophet_of_kruphix_untaps_only_creatures_and_lands(solve) -> None:
    """Prophet of Kruphix untaps Alice's creatures and lands during Bob's untap step, not
    her tapped artifact (Mind Stone)."""
    out = solve("""
        name: prophet
        battlefield:
          - {card: Prophet of Kruphix}
          - {card: Grizzly Bears, as: bears, tapped: true}
          - {card: Mind Stone, as: stone, tapped: true}
        library: {Alice: [Opt], Bob: [Opt]}
        actions:
          - {pass: next_turn}
        expect:
          game: {turn: 2}
          bears: {tapped: false}
          stone: {tapped: true}
    """)
    assert out.passed, out.failures


def test_504_1_teferis_emblem_draws_in_each_opponents_draw_step_only(solve) -> None:
    """With the emblem Alice draws in Bob's draw step (after Bob's own draw), and in her own
    draw step she draws just her one card: two cards in hand on turn 3."""
    out = solve("""
        name: teferi emblem draws
        battlefield:
          - {card: "Teferi, Who Slows the Sunset", as: teferi, counters: {loyalty: 7}}
        library: {Alice: [Opt, Opt, Opt], Bob: [Opt, Opt]}
        actions:
          - {activate: {card: teferi, ability: "-7"}}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
        expect:
          game: {turn: 3}
          player Alice: {hand_size: 2}
          player Bob: {hand_size: 1}
    """)
    assert out.passed, out.failures
    draws = [e.player for e in out.game.events if e.kind == "draw"]
    # 504.1: in Bob's draw step Bob draws first, then Alice; then Alice's own draw.
    assert draws[-3:] == [1, 0, 0]


def test_502_3_endbringer_untaps_itself_in_each_other_players_untap_step(solve) -> None:
    """"Untap this creature during each other player's untap step.": Alice's tapped
    Endbringer untaps in Bob's untap step (turn 2); her tapped Grizzly Bears don't, and
    Bob's tapped Endbringer untaps in his own untap step as usual."""
    out = solve("""
        name: endbringer
        battlefield:
          - {card: Endbringer, as: endbringer, tapped: true}
          - {card: Grizzly Bears, as: bears, tapped: true}
        library: {Alice: [Opt], Bob: [Opt]}
        actions:
          - {pass: next_turn}
        expect:
          game: {turn: 2}
          endbringer: {tapped: false}
          bears: {tapped: true}
    """)
    assert out.passed, out.failures


def test_502_3_ivorytusk_fortress_untaps_each_creature_with_a_counter(solve) -> None:
    """"Untap each creature you control with a +1/+1 counter on it during each other
    player's untap step.": in Bob's untap step Alice's countered Bears untap, her Hill Giant
    without a counter stays tapped."""
    out = solve("""
        name: ivorytusk
        battlefield:
          - {card: Ivorytusk Fortress}
          - {card: Grizzly Bears, as: bears, tapped: true, counters: {+1/+1: 1}}
          - {card: Hill Giant, as: giant, tapped: true}
        library: {Alice: [Opt], Bob: [Opt]}
        actions:
          - {pass: next_turn}
        expect:
          game: {turn: 2}
          bears: {tapped: false}
          giant: {tapped: true}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "rule"), [
    ("Untap all permanents you control during each other player's untap step.",  # Seedborn
     UNTAP_DURING_OTHERS),
    ("Untap all creatures and lands you control during each other player's untap step.",
     UNTAP_DURING_OTHERS),  # Prophet of Kruphix
    ("Untap all green and/or blue creatures you control during each other player's untap "
     "step.", UNTAP_DURING_OTHERS),  # Murkfiend Liege
    ("Untap this artifact during each other player's untap step.",  # Victory Chimes
     UNTAP_SELF_DURING_OTHERS),
])
def test_502_3_oracle_lines_read(line: str, rule: str) -> None:
    abilities = compile_text(line, "Test Card")
    assert abilities is not None and isinstance(abilities[0], StaticAbility)
    assert [p.rule for p in nodes(abilities) if isinstance(p, RulesPart)] == [rule]


def test_114_teferis_emblem_has_both_abilities() -> None:
    line = ("You get an emblem with \"Untap all permanents you control during each "
            "opponent's untap step\" and \"You draw a card during each opponent's draw step.\"")
    abilities = compile_text(line, "Teferi, Who Slows the Sunset", spell=True)
    assert abilities is not None
    rules = [p.rule for p in nodes(abilities) if isinstance(p, RulesPart)]
    assert rules == [UNTAP_DURING_OTHERS, DRAW_DURING_OTHERS]
