"""A progress bar on the terminal for long runs (`arbiter simulate`), drawn by rich on
standard error; nothing at all when it isn't a terminal or output is machine-read."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager


@contextmanager
def game_progress(total: int, enabled: bool) -> Iterator[Callable[[int], None]]:
    """A callback `tick(done)` that moves the bar to `done` of `total` games."""
    if not enabled:
        yield lambda done: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    with Progress("games", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=total)
        yield lambda done: bar.update(task, completed=done)


__all__ = ["game_progress"]
