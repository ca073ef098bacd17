"""Answering one Lab request in a child process, so that a request is limited in time: the
child is forked from the server (the card data already loaded), runs the question through
`desk.ask` (the scenario runner), sends back JSON and exits; past the time limit it is
killed and the request gets a message instead. Nothing but the request's data goes in."""

from __future__ import annotations

import json
import multiprocessing
import resource
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.compiler.catalog import Catalog


class TooLong(Exception):
    """The request ran past its time limit (the child was stopped)."""


def answer_question(data: dict[str, Any], catalog: Catalog) -> dict[str, Any]:
    """A question (the Lab's JSON, `desk.question.Question`) answered: every object's
    table, the scenario YAML and the same question as an `arbiter ask` command."""
    from arbiter.desk.ask import DeskError, checked, command_line, run, to_yaml
    from arbiter.explain import explain_game

    try:
        q = checked(data)
        out, doc = run(q, catalog)
    except DeskError as e:
        return {"error": str(e)}
    return {"objects": explain_game(out.game), "yaml": to_yaml(doc),
            "command": command_line(q)}


def answer_yaml(text: str, catalog: Catalog) -> dict[str, Any]:
    """A scenario file's text, read by the same safe loader as `arbiter solve`."""
    from arbiter.explain import outcome_data
    from arbiter.scenario.errors import ScenarioError
    from arbiter.scenario.runner import Runner

    try:
        out = Runner("scenario.yaml", catalog, text=text).run()
    except ScenarioError as e:
        return {"error": str(e)}
    return outcome_data(out)


def _child(conn: Any, kind: str, payload: Any, catalog: Catalog, seconds: float) -> None:
    limit = int(seconds) + 2  # a second guard: the kernel stops a child that spins
    resource.setrlimit(resource.RLIMIT_CPU, (limit, limit))
    try:
        fn = answer_question if kind == "question" else answer_yaml
        result = fn(payload, catalog)
    except Exception as e:  # noqa: BLE001 - an engine bug: one message, not a traceback
        result = {"error": f"internal error ({type(e).__name__}: {e}); please report it"}
    conn.send_bytes(json.dumps(result, ensure_ascii=False).encode("utf-8"))
    conn.close()


def run_limited(kind: str, payload: Any, catalog: Catalog, seconds: float) -> dict[str, Any]:
    """The answer, computed in a forked child; TooLong past `seconds`."""
    ctx = multiprocessing.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, kind, payload, catalog, seconds),
                       daemon=True)
    proc.start()
    child.close()
    try:
        if not parent.poll(seconds):
            raise TooLong
        data = parent.recv_bytes()
    except EOFError:
        raise TooLong from None  # the child was stopped (the CPU limit) before answering
    finally:
        if proc.is_alive():
            proc.kill()
        proc.join(1)
        parent.close()
    return json.loads(data.decode("utf-8"))
