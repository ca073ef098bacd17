"""Simulation games as Ray tasks (issue 17: `arbiter simulate --ray [ADDRESS]`), on a Ray
cluster at ADDRESS or on a local Ray started for the run; an adapter of the optional `ray`
extra, handed to `engine.simulate.simulate` as its `runner`. Each game is a function of its seed
alone (`engine.simulate`), so the games a cluster plays are the games one process plays;
results come back in seed order. Each task loads the default card catalog itself."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from arbiter.errors import ArbiterError


class RayUnavailableError(ArbiterError):
    """`--ray` without the `ray` package installed (the optional extra), or a cluster that
    can't be reached."""


def _ray() -> Any:
    try:
        import ray
    except ImportError as e:
        raise RayUnavailableError(
            "--ray needs the ray package: pip install 'mtg-arbiter[ray]'") from e
    return ray


def ray_runner(address: str | None) -> Callable[[list[list[str]], range, int], Iterator[Any]]:
    """A `runner` for `engine.simulate.simulate` playing the games on Ray at `address`."""
    return lambda decks, seeds, max_turns: ray_results(decks, seeds, max_turns, address)


def ray_results(decks: list[list[str]], seeds: range, max_turns: int,
                address: str | None) -> Iterator[Any]:
    """The results of the games `seeds`, played as Ray tasks, in seed order. `address`:
    a running cluster ("auto", "ray://host:10001", ...) or None to start a local Ray that
    ends with the run."""
    from arbiter.engine.simulate import run_one

    ray = _ray()
    started = not ray.is_initialized()
    if started:
        try:
            ray.init(address=address, include_dashboard=False, log_to_driver=False,
                     configure_logging=False)
        except (ConnectionError, RuntimeError, ValueError) as e:
            raise RayUnavailableError(f"--ray {address or ''}: can't start or reach Ray: "
                                      f"{e}".replace("  ", " ")) from e
    task = ray.remote(run_one)
    refs = [task.remote(decks, sd, max_turns) for sd in seeds]
    try:
        for ref in refs:
            yield ray.get(ref)
    except KeyboardInterrupt:
        for ref in refs:
            ray.cancel(ref, force=True)
        raise
    finally:
        if started:
            ray.shutdown()


__all__ = ["RayUnavailableError", "ray_results", "ray_runner"]
