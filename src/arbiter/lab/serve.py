"""`arbiter lab`: the Layer Lab served by uvicorn on the loopback address (localhost) only,
never another address: the Lab is a tool for the person at this machine."""

from __future__ import annotations

import socket
import threading
import webbrowser

from arbiter.lab.app import LOOPBACK as HOST


def listening_socket(port: int) -> socket.socket:
    """A socket bound to the loopback address (port 0: any free port)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((HOST, port))
    sock.listen(64)
    return sock


def serve(port: int, open_browser: bool = True) -> int:
    import uvicorn

    from arbiter.lab.app import create_app

    app = create_app()
    try:
        sock = listening_socket(port)
    except OSError as e:
        from arbiter.errors import ArbiterError

        raise ArbiterError(f"can't listen on {HOST}:{port}: {e.strerror or e}") from None
    url = f"http://{HOST}:{sock.getsockname()[1]}/"
    print(f"Layer Lab: {url}  (Ctrl-C stops it)", flush=True)
    if open_browser:
        threading.Timer(0.5, webbrowser.open, args=(url,)).start()
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    server.run(sockets=[sock])
    return 0
