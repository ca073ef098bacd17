"""603.4, 608.2c: "if you control an artifact and an enchantment" (Kami of Terrible Secrets,
Naomi, the Sanctuaries): each kind is asked on its own among the permanents you control."""

from __future__ import annotations


def _kami(solve, extra: str):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: Kami of Terrible Secrets enters
        battlefield:
          - {{card: Grizzly Bears}}{extra}
        library:
          Alice: [Island, Island]
        actions:
          - enter: {{card: Kami of Terrible Secrets}}
    """).game


def _alice(game):  # type: ignore[no-untyped-def]
    return game.state.players[0]


def _hand(game) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for o in game.state.objects.values() if o.zone == "hand" and o.owner == 0)


def test_603_4_with_an_artifact_and_an_enchantment_draw_and_gain(solve) -> None:
    game = _kami(solve, "\n          - {card: Jayemdae Tome}\n          - {card: Glorious Anthem}")
    assert _hand(game) == 1 and _alice(game).life == 21


def test_603_4_with_only_an_artifact_nothing_happens(solve) -> None:
    game = _kami(solve, "\n          - {card: Jayemdae Tome}")
    assert _hand(game) == 0 and _alice(game).life == 20


def test_603_4_an_opponent_s_enchantment_doesn_t_count(solve) -> None:
    game = _kami(solve, "\n          - {card: Jayemdae Tome}"
                        "\n          - {card: Glorious Anthem, controller: Bob}")
    assert _hand(game) == 0 and _alice(game).life == 20
