"""603.2 / 503.1 with 107.1b: upkeep triggers counting about the player whose upkeep it is.

"At the beginning of the chosen player's upkeep" triggers only in the upkeep of the player
chosen as the permanent entered (614.12); "their hand", "they control" and "that player" are
the active player (the step's player); 107.1b: "X minus 4" below zero deals no damage."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.player_counts import CardsInHandOf, ControlledBy, Difference

_LIB = "library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}"


def _play(solve, setup: str, passes: str) -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: upkeep counts
{setup}
        {_LIB}
        actions:
{passes}
    """)
    assert out.passed, out.failures
    return out.game


def _life(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [p.life for p in game.state.players]


def test_603_2_black_vise_deals_hand_size_minus_4_in_the_chosen_players_upkeep(solve) -> None:
    """Alice casts Black Vise choosing Bob; Bob holds six cards: in his upkeep (before his
    draw) he takes 6 - 4 = 2."""
    game = _play(solve, """
        hand:
          Alice: [Black Vise]
          Bob: [Island, Island, Island, Island, Island, Island]""", """
          - {cast: Black Vise, choices: {opponent: Bob}}
          - pass: {to: draw}""")
    assert game.state.turn.active == 1
    assert _life(game) == [20, 18]


def test_107_1b_black_vise_with_few_cards_deals_no_damage(solve) -> None:
    """Bob holds two cards: 2 - 4 is negative, so zero damage is dealt (107.1b)."""
    game = _play(solve, """
        hand:
          Alice: [Black Vise]
          Bob: [Island, Island]""", """
          - {cast: Black Vise}
          - pass: {to: draw}""")
    assert _life(game) == [20, 20]


def test_603_2_black_vise_does_not_trigger_in_its_controllers_upkeep(solve) -> None:
    """Alice's Black Vise (Bob chosen) and Alice holding seven cards: in Alice's own upkeep
    of turn 3 nothing happens to her; Bob took his share in turn 2."""
    game = _play(solve, """
        battlefield:
          - {card: Black Vise, choices: {opponent: Bob}}
        hand:
          Alice: [Island, Island, Island, Island, Island, Island, Island]
          Bob: [Island, Island, Island, Island, Island]""", """
          - pass: next_turn
          - pass: next_turn
          - pass: {to: draw}""")
    assert game.state.turn.active == 0 and game.state.turn.number == 3
    assert _life(game)[0] == 20
    assert _life(game)[1] < 20


def test_603_2_the_rack_deals_3_minus_hand_size(solve) -> None:
    """The Rack choosing Bob, who holds one card: 3 - 1 = 2 damage in his upkeep."""
    game = _play(solve, """
        battlefield:
          - {card: The Rack, choices: {opponent: Bob}}
        hand:
          Bob: [Island]""", """
          - pass: {to: draw}""")
    assert game.state.turn.active == 1
    assert _life(game) == [20, 18]


def test_503_1_karma_deals_damage_equal_to_the_active_players_swamps(solve) -> None:
    """Karma: Bob controls three Swamps, Alice one. In Bob's upkeep Bob takes 3 (Alice's
    Swamp doesn't count); in Alice's next upkeep Alice takes 1."""
    setup = """
        battlefield:
          - Karma
          - Swamp
          - {card: Swamp, controller: Bob}
          - {card: Swamp, controller: Bob}
          - {card: Swamp, controller: Bob}"""
    game = _play(solve, setup, "          - pass: {to: draw}")
    assert game.state.turn.active == 1
    assert _life(game) == [20, 17]
    game = _play(solve, setup, """
          - pass: next_turn
          - pass: next_turn
          - pass: {to: draw}""")
    assert game.state.turn.active == 0 and game.state.turn.number == 3
    assert _life(game) == [19, 17]


def test_107_1b_ivory_tower_gains_hand_size_minus_4(solve) -> None:
    """Ivory Tower in Alice's upkeep of turn 3 with six cards in hand: she gains 2 life."""
    game = _play(solve, """
        battlefield:
          - Ivory Tower
        hand:
          Alice: [Island, Island, Island, Island, Island, Island]""", """
          - pass: next_turn
          - pass: next_turn
          - pass: {to: draw}""")
    assert game.state.turn.active == 0
    assert _life(game)[0] == 22


def test_120_3_armageddon_clock_deals_damage_equal_to_its_doom_counters(solve) -> None:
    """Armageddon Clock with three doom counters, from Alice's upkeep of turn 3: as her draw
    step begins each player takes 3."""
    out = solve(f"""
        name: armageddon clock
        turn: {{number: 3, step: upkeep}}
        battlefield:
          - {{card: Armageddon Clock, counters: {{doom: 3}}}}
        {_LIB}
        actions:
          - pass: {{to: precombat_main}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.step == "precombat_main"
    assert _life(out.game) == [17, 17]


@pytest.mark.parametrize(("name", "line", "whose", "amount"), [
    ("Black Vise", "At the beginning of the chosen player's upkeep, this artifact deals X "
     "damage to that player, where X is the number of cards in their hand minus 4.", "chosen",
     Difference(CardsInHandOf(), 4)),
    ("The Rack", "At the beginning of the chosen player's upkeep, this artifact deals X damage "
     "to that player, where X is 3 minus the number of cards in their hand.", "chosen",
     Difference(3, CardsInHandOf())),
    ("Karma", "At the beginning of each player's upkeep, this enchantment deals damage to that "
     "player equal to the number of Swamps they control.", "any", ControlledBy)])
def test_603_2_upkeep_count_lines(name: str, line: str, whose: str, amount: object) -> None:
    [ab] = compile_text(line, name) or [None]
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.step, ab.trigger.whose) == ("upkeep", whose)
    got = ab.instructions[0].amount
    if isinstance(amount, type):
        assert isinstance(got, amount)
    else:
        from arbiter.rules.instructions import Ref

        def bound(v: object) -> object:
            return CardsInHandOf(Ref.event_player()) if isinstance(v, CardsInHandOf) else v
        assert got == Difference(bound(amount.a), bound(amount.b))  # type: ignore[attr-defined]


def test_603_2_their_hand_without_a_player_in_the_event_stays_unread() -> None:
    """"their hand" names no one when the event names no player ("When ~ enters")."""
    [ab] = compile_text("When this creature enters, it deals X damage to any target, where X "
                        "is the number of cards in their hand.", "Test Card") or [None]
    assert not isinstance(ab, TriggeredAbility)
