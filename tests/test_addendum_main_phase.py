"""Addendum (207.2c): "If you cast this spell during your main phase, ..." checked as the
spell resolves (608.2c); a spell on the stack during a main phase was cast in that phase
(500.2: a phase ends only with the stack empty)."""

from __future__ import annotations


def _insight(solve, turn: str, players: str = "[Alice, Bob]"):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: Sphinx's Insight
        players: {players}
        turn: {{number: 3, step: {turn}}}
        hand:
          Alice: [Sphinx's Insight]
        library:
          Alice: [Island, Island, Island]
        actions:
          - cast: Sphinx's Insight
            by: Alice
    """).game


def _alice(game):  # type: ignore[no-untyped-def]
    return next(p for p in game.state.players if p.name == "Alice")


def _hand(game, who: int) -> int:
    return sum(1 for o in game.state.objects.values() if o.zone == "hand" and o.owner == who)


def test_addendum_cast_in_your_main_phase_gains_2_life(solve) -> None:
    game = _insight(solve, "precombat_main")
    assert _alice(game).life == 22 and _hand(game, 0) == 2


def test_addendum_cast_in_your_second_main_phase_gains_2_life(solve) -> None:
    game = _insight(solve, "postcombat_main")
    assert _alice(game).life == 22


def test_addendum_cast_in_your_combat_step_gains_nothing(solve) -> None:
    game = _insight(solve, "beginning_of_combat")
    assert _alice(game).life == 20 and _hand(game, 0) == 2


def test_addendum_cast_in_an_opponent_s_main_phase_gains_nothing(solve) -> None:
    game = _insight(solve, "precombat_main", players="[Bob, Alice]")
    alice = _alice(game)
    assert alice.life == 20
    assert _hand(game, alice.index) == 2


def test_addendum_instead_might_of_old_krosa_gives_plus_4_in_a_main_phase(solve) -> None:
    def power(step: str) -> int:
        game = solve(f"""
            name: Might of Old Krosa
            turn: {{number: 3, step: {step}}}
            battlefield:
              - {{card: Grizzly Bears, as: bears}}
            hand:
              Alice: [Might of Old Krosa]
            actions:
              - cast: Might of Old Krosa
                targets: [bears]
        """).game
        bears = next(o for o in game.state.objects.values()
                     if o.alias == "bears" and o.zone == "battlefield")
        return game.chars(bears.id).power
    assert power("precombat_main") == 6 and power("end") == 4
