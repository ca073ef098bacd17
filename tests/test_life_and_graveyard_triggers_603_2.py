"""603.2 trigger conditions on life and graveyards:

- "Whenever you lose life during your turn" (119.3; 102.2: only in a turn of the ability's
  controller) and "Whenever you gain or lose life during your turn" (either event, 119.9);
- "Whenever a creature card is put into an opponent's graveyard from anywhere" (404.2: a card
  goes to its owner's graveyard; the card as it is there matches the phrase).

Real Oracle lines read, and the cards played on a board."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn import steps
from arbiter.rules import selectors as s


@pytest.mark.parametrize(("name", "line", "trigger"), [
    ("Vampire Scrivener", "Whenever you lose life during your turn, put a +1/+1 counter on "
     "this creature.", Trigger("loses_life", "you", whose="you")),
    ("Shadowheart, Cleric of Order", "Whenever you lose life during your turn, create a 2/2 "
     "white Knight creature token.", Trigger("loses_life", "you", whose="you")),
    ("Wax-Wane Witness", "Whenever you gain or lose life during your turn, this creature gets "
     "+1/+0 until end of turn.", Trigger("any_of", "any", whose="you", any_of=(
         Trigger("gain_life", "you"), Trigger("loses_life", "you")))),
    ("Profane Memento", "Whenever a creature card is put into an opponent's graveyard from "
     "anywhere, you gain 1 life.", Trigger("put_into_graveyard", "any", selector=s.And((
         s.IsType("Creature"), s.Not(s.OwnedByYou()))))),
])
def test_603_2_life_and_graveyard_conditions_read(name: str, line: str,
                                                  trigger: Trigger) -> None:
    abilities = compile_text(line, name, legendary="," in name)
    assert abilities is not None and len(abilities) == 1, line
    assert abilities[0].trigger == trigger


def test_119_3_lose_life_during_your_turn_and_not_an_opponents(solve) -> None:
    """Vampire Scrivener (2/2): Alice Bolts herself on her turn: a +1/+1 counter. On Bob's
    turn Bob Bolts Alice: no counter (she still loses 3)."""
    out = solve("""
        name: scrivener
        battlefield: [{card: Vampire Scrivener, as: vamp}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Alice]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[0].life == 17
    assert game.state.objects[obj_id(game, "vamp")].counters.get("+1/+1") == 1
    out = solve("""
        name: scrivener opponent's turn
        players: [Bob, Alice]
        battlefield: [{card: Vampire Scrivener, as: vamp, controller: Alice}]
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Alice]}
    """, name="bob.yaml")
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[1].life == 17
    assert not game.state.objects[obj_id(game, "vamp")].counters.get("+1/+1")


def test_404_2_a_creature_card_into_an_opponents_graveyard(solve) -> None:
    """Profane Memento: Alice Bolts Bob's Grizzly Bears (Bob's card, Bob's graveyard): Alice
    gains 1. Her own Bolt going to her graveyard, and her own Bears dying to Bob's Shock,
    gain her nothing."""
    out = solve("""
        name: memento
        battlefield:
          - {card: Profane Memento}
          - {card: Grizzly Bears, controller: Bob, as: bobs}
          - {card: Grizzly Bears, as: mine}
        hand: {Alice: [Lightning Bolt], Bob: [Shock]}
        actions:
          - {cast: Lightning Bolt, targets: [bobs]}
          - {cast: Shock, by: Bob, targets: [mine]}
        expect:
          bobs: {zone: graveyard}
          mine: {zone: graveyard}
          player Alice: {life: 21}
    """)
    assert out.passed, out.failures
