"""`arbiter simulate` as a researcher runs it (issue 17): a random starting player (103.1)
and London mulligans (103.5) each game, win rates with Wilson 95% intervals, `--json` as one
document, `--workers N` giving the same games as one process, and Ctrl-C keeping the games
already finished."""

from __future__ import annotations

import json

import pytest

from arbiter.cli import main
from arbiter.decks import load_deck
from arbiter.engine.simulate import run_one, simulate, starting_player
from arbiter.engine.win_rates import wilson

DECKS = [load_deck("green-stompy"), load_deck("white-weenie")]


def test_wilson_interval_known_values() -> None:
    low, high = wilson(5, 10)
    assert round(low, 3) == 0.237 and round(high, 3) == 0.763
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 3) == 0.278
    assert wilson(0, 0) == (0.0, 1.0)


def test_103_1_the_starting_player_is_not_always_the_first_deck() -> None:
    firsts = [starting_player(seed, 2) for seed in range(40)]
    assert 10 < firsts.count(0) < 30 and set(firsts) == {0, 1}
    assert firsts == [starting_player(seed, 2) for seed in range(40)]  # seeded


def test_a_game_records_its_starting_player(catalog) -> None:
    seed = next(s for s in range(40) if starting_player(s, 2) == 1)
    r = run_one(DECKS, seed, max_turns=3, catalog=catalog)
    assert r.first == 1 and r.turn_cap and r.winner is None


def test_ctrl_c_keeps_the_finished_games(catalog) -> None:
    def stop_after_two(done: int) -> None:
        if done == 2:
            raise KeyboardInterrupt

    s = simulate(DECKS, 10, seed=0, max_turns=3, catalog=catalog, progress=stop_after_two)
    assert s.interrupted and s.games == 2
    assert sum(s.went_first) == 2 and s.turn_cap == 2


def test_bad_counts_are_refused(catalog) -> None:
    with pytest.raises(ValueError, match="at least 1"):
        simulate(DECKS, 0, catalog=catalog)
    with pytest.raises(ValueError, match="workers"):
        simulate(DECKS, 1, workers=0, catalog=catalog)


def test_json_is_one_document_with_intervals(capsys) -> None:
    assert main(["simulate", "green-stompy", "white-weenie", "--games", "3", "--max-turns",
                 "6", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 3 and not data["interrupted"]
    total = sum(p["wins"] for p in data["players"]) + data["draws"] + data["turn_cap"]
    assert total == 3
    assert sum(p["went_first"] for p in data["players"]) == 3
    for p in data["players"]:
        low, high = p["win_rate_95"]
        assert 0.0 <= low <= p["win_rate"] <= high <= 1.0


def test_two_workers_give_the_same_games_as_one(capsys) -> None:
    args = ["simulate", "green-stompy", "white-weenie", "--games", "4", "--max-turns", "6",
            "--seed", "11", "--json"]
    assert main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert main([*args, "--workers", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    for key in ("games", "players", "draws", "turn_cap", "turns", "actions"):
        assert one[key] == two[key], key


def test_ctrl_c_in_the_cli_prints_what_finished_and_exits_130(monkeypatch, capsys) -> None:
    import arbiter.engine.simulate as sim

    real = sim.run_one
    calls = []

    def interrupted_third(*a, **k):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*a, **k)

    monkeypatch.setattr(sim, "run_one", interrupted_third)
    assert main(["simulate", "green-stompy", "white-weenie", "--games", "5", "--max-turns",
                 "3"]) == 130
    out = capsys.readouterr()
    assert out.out.startswith("interrupted: 2 games") and "Traceback" not in out.err


@pytest.mark.slow
def test_ray_gives_the_same_games_as_one_process(capsys) -> None:
    """Issue 17: `--ray` starts a local Ray for the run; the games are the same."""
    pytest.importorskip("ray")
    args = ["simulate", "green-stompy", "white-weenie", "--games", "4", "--max-turns", "6",
            "--seed", "5", "--json"]
    assert main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert main([*args, "--ray"]) == 0
    on_ray = json.loads(capsys.readouterr().out)
    for key in ("games", "players", "draws", "turn_cap", "turns", "actions"):
        assert one[key] == on_ray[key], key


def test_ray_and_workers_together_are_refused(capsys) -> None:
    assert main(["simulate", "green-stompy", "white-weenie", "--ray", "--workers", "2"]) == 2
    err = capsys.readouterr().err
    assert "--ray and --workers" in err and "Traceback" not in err


def test_ray_missing_is_one_clear_message(monkeypatch, capsys) -> None:
    import builtins

    real = builtins.__import__

    def no_ray(name, *args, **kwargs):  # type: ignore[no-untyped-def]
        if name == "ray":
            raise ImportError("No module named 'ray'")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_ray)
    assert main(["simulate", "green-stompy", "white-weenie", "--games", "1", "--ray"]) == 1
    err = capsys.readouterr().err
    assert "needs the ray package" in err and "Traceback" not in err
