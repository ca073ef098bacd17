"""603.2c, 701.9a: "Whenever you discard one or more cards": one trigger for the cards
discarded at once, "that many" the number of them matching the phrase. Real Oracle lines
read; Marauding Mako and Doctor Doom, King of Latveria played on a board with Mind Rot
(two cards discarded at once) and with the cleanup step's discard to hand size (514.1)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules import selectors as s


@pytest.mark.parametrize(("name", "line", "selector"), [
    ("Marauding Mako", "Whenever you discard one or more cards, put that many +1/+1 counters "
     "on this creature.", None),
    ("Cryptcaller Chariot", "Whenever you discard one or more cards, create that many tapped "
     "2/2 black Zombie creature tokens.", None),
    ("Dying to Serve", "Whenever you discard one or more cards, create a tapped 2/2 black "
     "Zombie creature token. This ability triggers only once each turn.", None),
    ("Doctor Doom, King of Latveria", "Whenever you discard one or more land cards, each "
     "opponent loses 2 life.", s.IsType("Land")),
    ("Urza, Powerstone Prodigy", "Whenever you discard one or more artifact cards, create a "
     "tapped Powerstone token. This ability triggers only once each turn.",
     s.IsType("Artifact")),
])
def test_603_2c_discard_one_or_more_read(name: str, line: str, selector) -> None:
    abilities = compile_text(line, name, legendary="," in name)
    assert abilities is not None and len(abilities) == 1, line
    t = abilities[0].trigger
    assert (t.event, t.subject, t.batch) == ("discard", "you", True)
    assert t.selector == selector


def test_603_2c_mind_rot_two_cards_one_trigger_that_many_two(solve) -> None:
    """Marauding Mako (1/1); Alice casts Mind Rot on herself and discards two cards at once:
    one trigger, two +1/+1 counters (3/3)."""
    out = solve("""
        name: mako
        battlefield: [{card: Marauding Mako, as: mako}]
        hand: {Alice: [Mind Rot, Island, Forest]}
        actions:
          - {cast: Mind Rot, targets: [Alice]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert len(game.state.zone_list("hand", 0)) == 0
    assert game.state.objects[obj_id(game, "mako")].counters.get("+1/+1") == 2


def test_603_2c_only_the_matching_cards_count(solve) -> None:
    """Doctor Doom (lands): Mind Rot discarding an Island and a Lightning Bolt: one trigger
    (Bob loses 2); discarding two Bolts: none."""
    out = solve("""
        name: doom
        battlefield: [{card: "Doctor Doom, King of Latveria"}]
        hand: {Alice: [Mind Rot, Island, Lightning Bolt]}
        actions:
          - {cast: Mind Rot, targets: [Alice]}
    """)
    assert out.passed, out.failures
    steps.resolve_all(out.game)
    assert out.game.state.players[1].life == 18
    out = solve("""
        name: doom no land
        battlefield: [{card: "Doctor Doom, King of Latveria"}]
        hand: {Alice: [Mind Rot, Lightning Bolt, Lightning Bolt]}
        actions:
          - {cast: Mind Rot, targets: [Alice]}
    """, name="nolands.yaml")
    assert out.passed, out.failures
    steps.resolve_all(out.game)
    assert out.game.state.players[1].life == 20


def test_514_1_discarding_to_hand_size_is_one_event(solve) -> None:
    """Alice ends her turn with nine cards: in the cleanup step she discards two at once;
    Marauding Mako triggers once (players get priority, 514.3a) with two counters."""
    out = solve("""
        name: mako cleanup
        turn: {number: 1, step: end}
        battlefield: [{card: Marauding Mako, as: mako}]
        hand: {Alice: [Island, Island, Island, Island, Island, Island, Island, Island, Island]}
        choices: [Island, Island]
        actions:
          - {pass: next_turn}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.zone_list("hand", 0)) == 7
    assert len(game.state.zone_list("graveyard", 0)) == 2
    assert game.state.objects[obj_id(game, "mako")].counters.get("+1/+1") == 2
    assert sum(1 for line in game.state.log if "ability" in line and "on the stack" in line
               and "Whenever you discard" in line) == 1
