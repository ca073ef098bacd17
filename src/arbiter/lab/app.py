"""The Layer Lab's ASGI application (Starlette).

Routes: `/` the page; `/static/...` its files; `GET /api/cards?q=` card names for
completion, from the card data Arbiter was started with; `POST /api/solve` a question as
JSON (`desk.question.Question`: objects, actions in the one-line syntax, players, day or
night) answered with every object's table, the scenario YAML and the `arbiter ask` command;
`POST /api/yaml` a scenario file's text, read by the scenario loader (safe YAML, bounded).

Only data is accepted: JSON or YAML text, never code or a path; the card data is the
server's. Limits: a request body of `MAX_BODY` bytes, `MAX_OBJECTS` objects and
`MAX_ACTIONS` actions (desk.question), `MAX_YAML` bytes of YAML, `timeout` seconds of work
per request (the work runs in a child process that is stopped past it, `lab.worker`), and
`MAX_BUSY` questions at once. Requests must name the loopback host (DNS rebinding).
"""

from __future__ import annotations

import asyncio
import json
import socket
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from arbiter.cards.database import normalize_name
from arbiter.desk.question import MAX_ACTIONS, MAX_OBJECTS
from arbiter.lab.worker import TooLong, run_limited

if TYPE_CHECKING:
    from arbiter.compiler.catalog import Catalog

STATIC = Path(__file__).parent / "static"
#: The IPv4 loopback address: the Lab listens there only.
LOOPBACK = socket.inet_ntoa(socket.INADDR_LOOPBACK.to_bytes(4, "big"))
MAX_BODY = 32 * 1024
MAX_YAML = 16 * 1024
MAX_QUERY = 100
MAX_BUSY = 2
COMPLETIONS = 12
TIMEOUT = 10.0


class _Refused(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def create_app(catalog: Catalog | None = None, timeout: float = TIMEOUT) -> Starlette:
    """The application, with its card data loaded now (children are forked with it)."""
    from arbiter.compiler.catalog import Catalog

    cat = catalog or Catalog()
    names = list(cat.db)
    keys = [normalize_name(n) for n in names]
    busy = asyncio.Semaphore(MAX_BUSY)

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers=_SECURITY)

    async def cards(request: Request) -> Response:
        q = request.query_params.get("q", "")
        if len(q) > MAX_QUERY:
            return _error(400, f"a card name has at most {MAX_QUERY} characters")
        key = normalize_name(q)
        if not key:
            return JSONResponse([])
        first = [n for n, k in zip(names, keys, strict=True) if k.startswith(key)]
        rest = [n for n, k in zip(names, keys, strict=True)
                if key in k and not k.startswith(key)]
        return JSONResponse((first + rest)[:COMPLETIONS])

    async def solve(request: Request) -> Response:
        try:
            data = json.loads(await _body(request, MAX_BODY))
        except _Refused as e:
            return _error(e.status, str(e))
        except ValueError:
            return _error(400, "the request is not JSON")
        if not isinstance(data, dict):
            return _error(400, "a question is a JSON object with `objects`")
        objs, acts = data.get("objects"), data.get("actions")
        if isinstance(objs, list) and len(objs) > MAX_OBJECTS:
            return _error(413, f"at most {MAX_OBJECTS} objects in a question "
                               f"(this one has {len(objs)})")
        if isinstance(acts, list) and len(acts) > MAX_ACTIONS:
            return _error(413, f"at most {MAX_ACTIONS} actions in a question "
                               f"(this one has {len(acts)})")
        return await _work("question", data)

    async def from_yaml(request: Request) -> Response:
        try:
            raw = await _body(request, MAX_YAML)
            text = raw.decode("utf-8")
        except _Refused as e:
            return _error(e.status, str(e))
        except UnicodeDecodeError:
            return _error(400, "the scenario is not UTF-8 text")
        return await _work("yaml", text)

    async def _work(kind: str, payload: Any) -> Response:
        async with busy:
            try:
                result = await run_in_threadpool(run_limited, kind, payload, cat, timeout)
            except TooLong:
                return _error(503, f"the question took longer than the limit of {timeout:g} "
                                   "seconds and was stopped")
        if "error" in result:
            return _error(422, result["error"])
        return JSONResponse(result)

    async def no_icon(request: Request) -> Response:
        return Response(status_code=204)

    routes = [
        Route("/", index),
        Route("/favicon.ico", no_icon),
        Route("/api/cards", cards),
        Route("/api/solve", solve, methods=["POST"]),
        Route("/api/yaml", from_yaml, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    hosts = [LOOPBACK, "localhost", "testserver"]
    return Starlette(routes=routes,
                     middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=hosts)])


#: The page runs only its own script and talks only to its own server.
_SECURITY = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
                               "style-src 'self'; script-src 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
}


async def _body(request: Request, limit: int) -> bytes:
    """The request body, refused past `limit` bytes before more is read."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise _Refused(413, f"the request is larger than the limit of {limit:,} bytes")
    out = bytearray()
    async for chunk in request.stream():
        out += chunk
        if len(out) > limit:
            raise _Refused(413, f"the request is larger than the limit of {limit:,} bytes")
    return bytes(out)


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)
