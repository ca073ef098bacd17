"""A bad scenario file gives one clear message naming the file, the action and the problem."""

from __future__ import annotations


class ScenarioError(ValueError):
    def __init__(self, file: str, where: str, problem: str) -> None:
        self.file, self.where, self.problem = file, where, problem
        loc = f"{file}: {where}: " if where else f"{file}: "
        super().__init__(loc + problem)
