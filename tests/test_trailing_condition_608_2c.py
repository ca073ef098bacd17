"""608.2c: one instruction followed by the condition it is done under ("You lose 3 life if
you don't control a Demon."): checked as the instruction would be followed. A condition with
a pronoun naming what the instruction named ("Counter target spell if its controller is
poisoned") stays unread here ("... if it was kicked" about the one target:
`compiler.effects.trailing_if`)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text


def _life(game, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(p.life for p in game.state.players if p.name == name)


def _oni_slave(solve, extra: str = ""):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: Raving Oni-Slave enters
        battlefield:
          - {{card: Grizzly Bears}}{extra}
        actions:
          - enter: {{card: Raving Oni-Slave}}
    """).game


def test_608_2c_raving_oni_slave_without_a_demon_loses_3_life(solve) -> None:
    assert _life(_oni_slave(solve), "Alice") == 17


def test_608_2c_raving_oni_slave_with_a_demon_loses_nothing(solve) -> None:
    assert _life(_oni_slave(solve, "\n          - {card: Lord of the Pit}"), "Alice") == 20


def test_608_2c_an_opponent_s_demon_doesn_t_count(solve) -> None:
    game = _oni_slave(solve, "\n          - {card: Lord of the Pit, controller: Bob}")
    assert _life(game, "Alice") == 17


def test_608_2c_sonar_strike_gains_life_only_with_a_bat(solve) -> None:
    def cast(extra: str):  # type: ignore[no-untyped-def]
        return solve(f"""
            name: Sonar Strike
            battlefield:
              - {{card: Hill Giant, controller: Bob, tapped: true, as: giant}}{extra}
            hand:
              Alice: [Sonar Strike]
            actions:
              - cast: Sonar Strike
                targets: [giant]
        """).game
    with_bat = cast("\n              - {card: Vampire Bats}")
    without = cast("")
    assert _life(with_bat, "Alice") == 23 and _life(without, "Alice") == 20
    for game in (with_bat, without):  # the damage is dealt either way
        assert not any(o.alias == "giant" and o.zone == "battlefield"
                       for o in game.state.objects.values())


def test_608_2b_a_pronoun_in_a_trailing_condition_stays_unread() -> None:
    assert compile_text("Counter target spell if its controller is poisoned.",
                        "Corrupted Resolve", spell=True) is None
    assert compile_text("Put a +1/+1 counter on each creature you control if they share a "
                        "color.", "Test Card", spell=True) is None
