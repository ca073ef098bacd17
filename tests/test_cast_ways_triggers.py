"""603.2, 601.2i: trigger conditions on how a spell was cast, played on a board: "from
anywhere other than your hand" (601.2a, paradox: Vega, the Watcher with Think Twice cast
from the hand and with flashback), "a kicked spell" (702.33d: Lullmage's Familiar with
Into the Roil) and "your first spell during each opponent's turn" (Wavebreak Hippocamp)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINES = [
    ("Vega, the Watcher", "Whenever you cast a spell from anywhere other than your hand, "
     "draw a card."),
    ("Graham O'Brien", "Paradox — Whenever you cast a spell from anywhere other than your "
     "hand, create a Food token."),
    ("Ghostly Pilferer", "Whenever an opponent casts a spell from anywhere other than their "
     "hand, draw a card."),
    ("Lullmage's Familiar", "Whenever you cast a kicked spell, you gain 2 life."),
    ("Roost of Drakes", "Whenever you cast a kicked spell, create a 2/2 blue Drake creature "
     "token with flying."),
    ("Wavebreak Hippocamp", "Whenever you cast your first spell during each opponent's turn, "
     "draw a card."),
    ("Arena Trickster", "Whenever you cast your first spell during each opponent's turn, put "
     "a +1/+1 counter on this creature."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_603_2_cast_ways_lines_read(name: str, line: str) -> None:
    abilities = compile_line(line, name, legendary="," in name)
    assert len(abilities) == 1
    assert isinstance(abilities[0], TriggeredAbility)
    assert abilities[0].trigger.event == "cast"


def test_601_2a_cast_from_the_hand_doesnt_trigger_paradox(solve) -> None:
    """Think Twice cast from Alice's hand: she draws one card (its own), Vega doesn't
    trigger."""
    out = solve("""
        name: paradox hand
        battlefield: [{card: "Vega, the Watcher"}]
        hand: {Alice: [Think Twice]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: Think Twice}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_601_2a_cast_with_flashback_from_the_graveyard_triggers(solve) -> None:
    """Think Twice cast with flashback from the graveyard: Vega draws one more, two cards."""
    out = solve("""
        name: paradox graveyard
        battlefield: [{card: "Vega, the Watcher"}]
        graveyard: {Alice: [{card: Think Twice, as: tt}]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: tt, alternative: flashback}
        expect:
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_702_33d_a_kicked_spell_triggers_an_unkicked_one_doesnt(solve) -> None:
    """Lullmage's Familiar: Into the Roil kicked gains Alice 2 life (and draws her a card);
    cast again without kicker, no life."""
    out = solve("""
        name: kicked spell
        battlefield:
          - {card: Lullmage's Familiar}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Grizzly Bears, controller: Bob, as: bears2}
        hand: {Alice: [Into the Roil, Into the Roil]}
        library: {Alice: [Island]}
        actions:
          - {cast: Into the Roil, targets: [bears], choices: {kicker: yes}}
          - {cast: Into the Roil, targets: [bears2], choices: {kicker: no}}
        expect:
          player Alice: {life: 22, hand_size: 1}
          player Bob: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_601_2i_first_spell_during_an_opponents_turn(solve) -> None:
    """In Bob's turn Alice casts Lightning Bolt and Shock: Wavebreak Hippocamp draws one card,
    for the first only. In her own turn her spell draws nothing."""
    out = solve("""
        name: first spell on opponent's turn
        turn: {number: 2, phase: precombat_main}
        players: [Bob, Alice]
        battlefield: [{card: Wavebreak Hippocamp, controller: Alice}]
        hand: {Alice: [Lightning Bolt, Shock]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: Lightning Bolt, by: Alice, targets: [Bob]}
          - {cast: Shock, by: Alice, targets: [Bob]}
        expect:
          player Alice: {hand_size: 1}
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures
    mine = solve("""
        name: first spell on own turn
        battlefield: [{card: Wavebreak Hippocamp}]
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Alice: {hand_size: 0}
    """)
    assert mine.passed, mine.failures
