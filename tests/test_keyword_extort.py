"""702.101 extort: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
loses 1 life and you gain life equal to the total life lost this way." Spells cast through
the real engine (601); the trigger goes on the stack above the spell (603.3) and the payment
is asked for as it resolves (118.12, 608.2c), with real mana from the controller's lands."""

from __future__ import annotations

import pytest
from keyword_play import Answers

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.turn import steps
from arbiter.rules.keywords import keyword_ability

_TEXT = ("Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life "
         "and you gain life equal to the total life lost this way.")


def test_702_101a_extort_paid_drains_each_opponent(solve) -> None:
    """Syndic of Tithes and an untapped Plains; Alice casts Lightning Bolt at Bob and pays
    {W/B} with the Plains: Bob loses 1 (and 3 from the Bolt), Alice gains 1."""
    out = solve("""
        name: extort paid
        battlefield:
          - {card: Syndic of Tithes}
          - {card: Plains, as: plains}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], choices: {pay: true}}
        expect:
          player Alice: {life: 21}
          player Bob: {life: 16}
          plains: {tapped: true}
    """)
    assert out.passed, out.failures


def test_702_101a_extort_trigger_is_above_the_spell(solve) -> None:
    """The trigger is put on the stack when the spell becomes cast (601.2i, 603.3), above
    it: it resolves first."""
    out = solve("""
        name: extort stack
        battlefield: [{card: Syndic of Tithes}, {card: Plains}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true}
    """)
    assert out.passed, out.failures
    texts = [it.ability.text if it.kind == "triggered" else it.source_name
             for it in out.game.state.stack_items]
    assert texts == ["Lightning Bolt", _TEXT]


def test_702_101a_extort_declined_or_unpayable_does_nothing(solve) -> None:
    """Declining leaves the lands untapped and the life totals as the Bolt left them; with
    no untapped land Alice can't pay {W/B} (118.3) and nothing is asked."""
    out = solve("""
        name: extort declined
        battlefield:
          - {card: Syndic of Tithes}
          - {card: Plains, as: plains}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], choices: {pay: false}}
        expect:
          player Alice: {life: 20}
          player Bob: {life: 17}
          plains: {tapped: false}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: extort unpayable
        battlefield:
          - {card: Syndic of Tithes}
          - {card: Plains, tapped: true}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Alice: {life: 20}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_702_101a_extort_only_your_spells(solve) -> None:
    """Bob casting Shock doesn't trigger Alice's extort."""
    out = solve("""
        name: extort opponent's spell
        battlefield: [{card: Syndic of Tithes}, {card: Plains, as: plains}]
        hand: {Bob: [Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 18}
          player Bob: {life: 20}
          plains: {tapped: false}
    """)
    assert out.passed, out.failures


def test_702_101a_extort_total_life_lost_from_each_opponent(solve) -> None:
    """Three players: each opponent loses 1, Alice gains the total, 2."""
    out = solve("""
        name: extort multiplayer
        players: [Alice, Bob, Carol]
        battlefield: [{card: Syndic of Tithes}, {card: Plains}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], choices: {pay: true}}
        expect:
          player Alice: {life: 22}
          player Bob: {life: 16}
          player Carol: {life: 19}
    """)
    assert out.passed, out.failures


def test_702_101b_each_instance_triggers_separately(solve) -> None:
    """Two extort permanents and two Plains: both trigger, each paid as it resolves: Bob
    loses 2 (and 3 from the Bolt), Alice gains 2, both Plains tapped."""
    out = solve("""
        name: extort twice
        battlefield:
          - {card: Syndic of Tithes}
          - {card: Basilica Guards}
          - {card: Plains}
          - {card: Plains}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.stack_items) == 3
    game.decider = Answers(pay=True)
    steps.resolve_all(game)
    assert [p.life for p in game.state.players] == [22, 15]
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Plains")


@pytest.mark.parametrize("line", [
    "Extort",  # Syndic of Tithes, Crypt Ghast, Blind Obedience ...
    "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
    "life and you gain that much life.)",  # with its reminder text (Tithe Drinker's line)
])
def test_702_101a_extort_oracle_lines_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "extort" and enforced(kw)
    assert enforced(keyword_ability("Extort"))
