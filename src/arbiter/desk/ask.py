"""Asking a question: read it, make its scenario document, run it through the scenario
runner (the same schema and runner as a file), and write the document as YAML that
`arbiter solve` accepts.

A problem is one `DeskError` in the asker's words: the place in the document
(`battlefield[2]`, `actions[1]`) is named by what was typed (`object 2 'Mystic Subdual [on
glider]'`, `action 1 'cast Turn to Frog on bears'`)."""

from __future__ import annotations

import re
import shlex
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from arbiter.desk.question import Question, to_document
from arbiter.desk.syntax import SyntaxProblem, object_text, parse_object, read_action
from arbiter.scenario.errors import ScenarioError
from arbiter.scenario.runner import Outcome, Runner

if TYPE_CHECKING:
    from arbiter.compiler.catalog import Catalog

#: How a question is named in messages and in its document.
FILE = "ask"


class DeskError(ValueError):
    """A question that can't be asked as written: one line saying why."""


def read_question(objects: list[str], then: list[str] | None = None,
                  players: list[str] | None = None, day_night: str = "neither") -> Question:
    """A question from its one-line parts (`arbiter ask`'s arguments)."""
    players = players or ["Alice", "Bob"]
    specs = []
    for i, text in enumerate(objects, 1):
        try:
            specs.append(parse_object(text, players))
        except SyntaxProblem as e:
            raise DeskError(f"object {i}: {e}") from None
        except ValidationError as e:
            raise DeskError(f"object {i} {text!r}: {validation_message(e)}") from None
    return checked({"objects": specs, "actions": list(then or []), "players": players,
                    "day_night": day_night})


def checked(data: Any) -> Question:
    """A question from data (the Lab's JSON), within the limits of `desk.question`."""
    try:
        return Question.model_validate(data)
    except ValidationError as e:
        raise DeskError(validation_message(e)) from None


def validation_message(e: ValidationError) -> str:
    first = e.errors(include_url=False)[0]
    place = ".".join(str(p + 1) if isinstance(p, int) else str(p) for p in first["loc"])
    msg = first["msg"].replace("List should have", "should have").replace(
        "String should have", "text should have")
    return f"{place}: {msg}" if place else msg


def document(q: Question, catalog: Catalog) -> dict[str, Any]:
    """The question's scenario document (the mapping its YAML file gives)."""
    actions = []
    for i, text in enumerate(q.actions, 1):
        try:
            actions.append(read_action(text, q, catalog.db.__contains__))
        except SyntaxProblem as e:
            raise DeskError(f"action {i}: {e}") from None
    return to_document(q, actions)


def run(q: Question, catalog: Catalog) -> tuple[Outcome, dict[str, Any]]:
    """Run the question through the scenario runner; its outcome and its document."""
    doc = document(q, catalog)
    try:
        return Runner(FILE, catalog, document=doc).run(), doc
    except ScenarioError as e:
        raise DeskError(_in_askers_words(e, q, doc)) from None


def _in_askers_words(e: ScenarioError, q: Question, doc: dict[str, Any]) -> str:
    where = e.where
    m = re.match(r"battlefield\[(\d+)\]", where)
    if m:
        on_field = [o for o in q.objects if o.zone == "battlefield"]
        k = int(m.group(1)) - 1
        if 0 <= k < len(on_field):
            where = f"object {q.objects.index(on_field[k]) + 1} " \
                    f"{object_text(on_field[k], list(q.players))!r}" + where[m.end():]
    m = re.match(r"actions\[(\d+)\]", where)
    if m and 0 <= int(m.group(1)) - 1 < len(q.actions):
        where = f"action {m.group(1)} {q.actions[int(m.group(1)) - 1]!r}"
    return f"{where}: {e.problem}" if where else e.problem


def to_yaml(doc: dict[str, Any]) -> str:
    """The document as a scenario file (`arbiter solve` reads it back to the same mapping)."""
    import yaml  # only for --yaml: a question asked imports no YAML library

    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100,
                          default_flow_style=None)


def command_line(q: Question) -> str:
    """The same question as an `arbiter ask` command line."""
    parts = ["arbiter", "ask"] + [object_text(o, list(q.players)) for o in q.objects]
    for a in q.actions:
        parts += ["--then", a]
    if q.day_night != "neither":
        parts.append(f"--{q.day_night}")
    if q.players != ["Alice", "Bob"]:
        parts += ["--players", ",".join(q.players)]
    return " ".join(shlex.quote(p) for p in parts)
