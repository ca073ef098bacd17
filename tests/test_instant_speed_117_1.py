"""117.1a-b / 307.1 (`engine.turn.instant_speed`): outside a sorcery's timing, a player whose
game holds nothing but cards without abilities, basic lands and their {T} mana abilities may
only pass or tap a land for mana; the priority question then asks nothing else. At every
priority decision of seeded games the answer is the one the full question gives, and an
instant, a flash creature or a cycling card in the hand is still offered then.

402.1 (`engine.turn.hand_twins`): cards drawn (marked as drawn, 121.1) that nothing else tells
apart are judged castable once per question."""

from __future__ import annotations

import random

import pytest

from arbiter.engine.game import Game
from arbiter.engine.turn import priority
from arbiter.engine.turn.instant_speed import nothing_but_mana

VANILLA = [["Forest"] * 24 + ["Grizzly Bears"] * 36, ["Plains"] * 24 + ["Savannah Lions"] * 36]


def _full(game: Game, player: int, monkeypatch) -> list[str]:
    with monkeypatch.context() as m:
        m.setattr(priority, "nothing_but_mana", lambda g, p: False)
        return [a.label for a in priority.priority_actions(game, player)]


@pytest.mark.parametrize("seed", range(2))
def test_117_1_outside_sorcery_timing_the_same_actions_as_the_full_question(
        seed: int, monkeypatch) -> None:
    game = Game.new(VANILLA, seed=seed, max_turns=14)
    rng = random.Random(seed)
    asked = 0
    while game.legal_actions():
        d = game.pending_decision
        assert d is not None
        if d.kind == "priority" and nothing_but_mana(game, d.player) and \
                not priority.sorcery_timing_ok(game, d.player):
            fast = [a.label for a in priority.priority_actions(game, d.player)]
            assert fast == _full(game, d.player, monkeypatch)
            asked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert asked > 100


@pytest.mark.parametrize("card", ["Lightning Bolt", "Ambush Viper", "Drannith Healer"])
def test_117_1a_an_instant_flash_or_cycling_card_is_offered_in_an_opponents_turn(
        card: str, board) -> None:
    """Lightning Bolt (an instant), Ambush Viper (flash) and Drannith Healer (cycling {1})
    in Bob's hand with two untapped lands of his, during Alice's main phase."""
    game = board(f"""
        name: instant speed
        players: [Alice, Bob]
        battlefield: [{{card: Mountain, controller: Bob}}, {{card: Forest, controller: Bob}},
                      {{card: Plains, controller: Bob}}]
        hand: {{Bob: ["{card}"]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    assert not nothing_but_mana(game, 1)
    labels = [a.label for a in priority.priority_actions(game, 1)]
    assert any(card in label and not label.startswith("tap ") for label in labels)


def test_402_1_drawn_twins_are_judged_once(monkeypatch) -> None:
    """A vanilla game's hands are all drawn cards: at each main-phase question, the Grizzly
    Bears (or Savannah Lions) of a hand drawn in the same way are judged together."""
    game = Game.new(VANILLA, seed=3, max_turns=10)
    judged = []
    original = priority.castable

    def counting(g: Game, oid: int, player: int, alternative: str | None) -> bool:
        judged.append(oid)
        return original(g, oid, player, alternative)

    monkeypatch.setattr(priority, "castable", counting)
    rng = random.Random(3)
    questions = 0
    while game.legal_actions():
        d = game.pending_decision
        assert d is not None
        if d.kind == "priority" and priority.sorcery_timing_ok(game, d.player):
            questions += 1
        game.apply(rng.choice(game.legal_actions()))
    assert questions > 20 and len(judged) <= 2 * questions
