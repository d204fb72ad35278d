"""The room's web server: a Starlette app with the seat's page, the front end's files, its
labels, and the websocket (docs/classroom-protocol.md).

- ``GET /`` and ``GET /play``: the seat's page (a student's code travels only in the link's
  fragment, ``/play#code=...``, which the browser never sends; the page keeps it and sends it
  as the websocket's first message).
- ``GET /static/NAME``: the project's front-end bundle (``widget.js``, ``widget.css``) and the
  page's own script and style, served by the room (no CDN).
- ``GET /labels/LANG``: the front end's labels in a language (the ``durak_widget_js``
  catalog).
- ``WS /ws``: one seat per connection. The ``Origin`` header must be the room's own (the
  same host as the request's ``Host``, or one the room was told to allow); every message is
  limited in size and rate.
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.websockets import WebSocket

from ..engine.i18n import catalog_texts, check_language
from ..table.language import JS_DOMAIN
from .hub import Connection, logger
from .pages import seat_page
from .protocol import HELLO_SECONDS, MAX_MESSAGE, POLICY, TOO_BIG, dumps, language_of, read, words

if TYPE_CHECKING:
    from .room import Classroom

PACKAGE = Path(__file__).resolve().parent.parent
STATIC = {
    "widget.js": (PACKAGE / "static" / "widget.js", "text/javascript; charset=utf-8"),
    "widget.css": (PACKAGE / "static" / "widget.css", "text/css; charset=utf-8"),
    "seat.js": (Path(__file__).parent / "static" / "seat.js", "text/javascript; charset=utf-8"),
    "seat.css": (Path(__file__).parent / "static" / "seat.css", "text/css; charset=utf-8"),
}
"""The files the page loads, by name: the front-end bundle and the page's own."""

HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": (
        "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        "connect-src 'self'; frame-ancestors 'none'"
    ),
}
"""The headers of every page and file the room serves."""


def origin_allowed(headers: Any, allowed: tuple[str, ...]) -> bool:
    """Whether a websocket's ``Origin`` is the room's own: the request's ``Host``, or one of
    `allowed` (origins such as ``"https://hub.example.org"``). A client that sends no
    ``Origin`` is not a browser page of another site (browsers always send it).

    >>> origin_allowed({"origin": "http://10.0.0.5:8765", "host": "10.0.0.5:8765"}, ())
    True
    >>> origin_allowed({"origin": "https://evil.example", "host": "10.0.0.5:8765"}, ())
    False
    """
    origin = headers.get("origin")
    if origin is None:
        return True
    if origin in allowed:
        return True
    host = headers.get("host")
    return host is not None and urlsplit(origin).netloc.lower() == host.lower()


def make_app(room: Classroom) -> Starlette:
    """The room's Starlette app (under the room's path prefix, when it has one)."""

    async def page(request: Request) -> Response:
        return HTMLResponse(seat_page(room.language), headers=HEADERS)

    async def static(request: Request) -> Response:
        found = STATIC.get(request.path_params["name"])
        if found is None:
            return Response("not found", status_code=404, headers=HEADERS)
        path, media = found
        try:
            body = path.read_bytes()
        except OSError:
            return Response("the front end is not built", status_code=404, headers=HEADERS)
        return Response(body, media_type=media, headers=HEADERS)

    async def labels(request: Request) -> Response:
        try:
            lang = check_language(request.path_params["lang"])
        except ValueError:
            return JSONResponse({}, status_code=404, headers=HEADERS)
        return JSONResponse(catalog_texts(lang, JS_DOMAIN), headers=HEADERS)

    async def socket(websocket: WebSocket) -> None:
        await serve_socket(room, websocket)

    async def nothing(request: Request) -> Response:
        return Response(status_code=204, headers=HEADERS)

    routes: list[Any] = [
        Route("/", page),
        Route("/play", page),
        Route("/static/{name}", static),
        Route("/labels/{lang}", labels),
        Route("/favicon.ico", nothing),
        WebSocketRoute("/ws", socket),
    ]
    if room.prefix:
        routes = [Mount(room.prefix, routes=routes)]
    return Starlette(routes=routes)


async def serve_socket(room: Classroom, websocket: WebSocket) -> None:
    """One page's websocket, from its hello to its close (see the module docstring)."""
    if not origin_allowed(websocket.headers, room.allowed_origins):
        await websocket.close(code=POLICY)
        return
    await websocket.accept()
    try:
        first = await asyncio.wait_for(websocket.receive(), HELLO_SECONDS)
    except asyncio.TimeoutError:
        await _refuse(websocket, "no_hello", room.language)
        return
    if first["type"] == "websocket.disconnect":
        return
    hello = read(first.get("text"))
    lang = language_of(hello or {}, room.language)
    entry, joined, problem = room.admit(hello)
    if entry is None:
        await _refuse(websocket, problem or "no_hello", lang, hello)
        return
    connection = Connection(room.hub, websocket, entry, lang)
    if joined:
        connection.send({"type": "joined", "code": entry.code, "name": entry.name})
    connection.send(
        {"type": "welcome", "table": entry.table, "seat": entry.seat, "game": room.game}
    )
    room.hub.add(connection)
    room.arrived(entry)
    writer = asyncio.ensure_future(connection.write())
    try:
        while connection.close_code is None:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            if text is None or len(text.encode("utf-8")) > MAX_MESSAGE:
                connection.finish(None, TOO_BIG if text is not None else POLICY)
                break
            if not connection.bucket.take():
                connection.finish("flood")
                break
            try:
                room.on_message(connection, text)
            except Exception:  # a bug must not close the page or stop the room
                logger.exception("durak_widget.classroom could not carry out a message")
                connection.send(
                    {
                        "type": "refused",
                        "version": room.tables[connection.table].version,
                        "rule": None,
                        "message": words("malformed", connection.language),
                    }
                )
    except Exception:  # the page went away
        pass
    finally:
        room.hub.remove(connection)
        if connection.close_code is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(writer), 2.0)
        writer.cancel()
        with contextlib.suppress(BaseException):
            await writer


async def _refuse(websocket: WebSocket, key: str, lang: str, hello: Any = None) -> None:
    """Answer a refused hello with an ``error`` message, then close."""
    rule = f"room.{key}"
    name = hello.get("name") if isinstance(hello, dict) else None
    text = words(key, lang, name=name if isinstance(name, str) else "")
    with contextlib.suppress(Exception):
        await websocket.send_text(dumps({"type": "error", "rule": rule, "message": text}))
        await websocket.close(code=POLICY)
