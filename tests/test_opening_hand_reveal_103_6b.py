"""103.6b / 603.7g: "You may reveal this card from your opening hand. If you do, at the
beginning of the first upkeep, <effects>." (Chancellor of the Spires, Chancellor of the Forge,
Providence) and "... at the beginning of your first upkeep" / "If you do, scry 3 at the
beginning of your first upkeep." (Devourer of Destiny, Sphinx of Foresight): revealing is an
opening-hand action (each card only once); it creates a delayed triggered ability, controlled
by the revealing player, that triggers at the beginning of the game's first upkeep (whoever's
turn it is), or of that player's own first upkeep."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.game import Game
from arbiter.rules.abilities import OpeningHandAbility

ALICE, BOB = 0, 1
#: Seven-card deck: Alice's opening hand is the whole deck.
ALICE_DECK = ["Sphinx of Foresight", "Chancellor of the Spires", "Providence",
              "Chancellor of the Forge", "Island", "Island", "Island"]
BOB_DECK = ["Forest"] * 20


def _labels(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_103_6b_the_lines_are_opening_hand_reveals() -> None:
    [spires] = compile_text("You may reveal this card from your opening hand. If you do, at the "
                            "beginning of the first upkeep, each opponent mills seven cards.",
                            "Chancellor of the Spires") or [None]
    assert isinstance(spires, OpeningHandAbility) and spires.action == "reveal"
    assert spires.step == "upkeep"
    [sphinx] = compile_text("You may reveal this card from your opening hand. If you do, scry 3 "
                            "at the beginning of your first upkeep.",
                            "Sphinx of Foresight") or [None]
    assert isinstance(sphinx, OpeningHandAbility) and sphinx.step == "upkeep:controller"


def test_603_7g_revealed_cards_trigger_at_the_first_upkeep_and_her_own(catalog) -> None:
    """Bob starts. Alice reveals all four cards (each is offered only once). At the beginning
    of Bob's upkeep (the game's first) the Spires, Providence and Forge abilities trigger:
    Bob mills seven, Alice's life total becomes 26, she gets a Goblin; the Sphinx's waits for
    Alice's own first upkeep."""
    game = Game.new([ALICE_DECK, BOB_DECK], players=["Alice", "Bob"], seed=3, catalog=catalog,
                    first=BOB)
    assert game.pending_decision.player == ALICE  # Bob has no opening-hand action
    for name in ("Sphinx of Foresight", "Chancellor of the Spires", "Providence",
                 "Chancellor of the Forge"):
        (label,) = [s for s in _labels(game) if s.startswith(f"reveal {name}#")]
        game.apply(label)
        assert not [s for s in _labels(game) if s.startswith(f"reveal {name}#")]  # 103.6b
    # with every card revealed, nothing is left to do with her opening hand
    assert game.state.turn.active == BOB and game.state.turn.step == "upkeep"
    assert sorted(i.source_name for i in game.state.stack_items) == [
        "Chancellor of the Forge", "Chancellor of the Spires", "Providence"]
    while game.state.stack_items:
        game.apply("pass")
    assert game.state.players[ALICE].life == 26
    assert len(game.state.zone_list("graveyard", BOB)) == 7
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Phyrexian Goblin Token"]
    assert len(game.state.zone_list("hand", ALICE)) == 7  # revealed cards stay in hand
    while game.state.turn.active == BOB:
        game.apply("pass")
    assert game.state.turn.step == "upkeep"
    assert [i.source_name for i in game.state.stack_items] == ["Sphinx of Foresight"]
