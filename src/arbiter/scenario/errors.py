"""A bad scenario file gives one clear message naming the file, the place and the problem."""

from __future__ import annotations

import re

#: A problem longer than this is cut (an engine message listing 1,000 targets).
_LONGEST = 400


class ScenarioError(ValueError):
    """`FILE: WHERE: PROBLEM` on one line. WHERE is a path in the file such as
    `actions[3].activate.abilty (line 9)` (list positions counted from 1), a line, or empty."""

    def __init__(self, file: str, where: str, problem: str) -> None:
        problem = re.sub(r"\s*\n\s*", " ", problem.strip())  # one line, whatever the source
        if len(problem) > _LONGEST:
            problem = problem[:_LONGEST - 3] + "..."
        self.file, self.where, self.problem = file, where, problem
        loc = f"{file}: {where}: " if where else f"{file}: "
        super().__init__(loc + problem)
