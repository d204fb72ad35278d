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
  limited in size, depth and rate.

Every answer carries `HEADERS` (a 404, a 405 and a refused websocket too: `PromisedHeaders`
wraps the app), and nothing a client sends makes the server log a traceback: a message that
cannot be read is answered ``{"type": "error"}`` (before the hello) or ``refused`` (after), and
anything that still goes wrong is logged in one line and kept in ``room.last_error``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket

from ..engine.i18n import catalog_texts, check_language
from ..table.language import JS_DOMAIN
from .hub import Connection
from .pages import seat_page
from .protocol import HELLO_SECONDS, MAX_MESSAGE, POLICY, TOO_BIG, dumps, language_of, read, words
from .seating import clean_name

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
"""The headers of every answer the room gives (pages, files, labels, errors, a refused
websocket)."""

_RAW_HEADERS = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in HEADERS.items()]
_NAMES = {k for k, _ in _RAW_HEADERS}


class PromisedHeaders:
    """ASGI middleware around the room's app: every HTTP answer (Starlette's own 404 and 405
    included) and every websocket handshake carries `HEADERS`, and an error that escapes the
    app is answered (500, for HTTP) and logged in one line through the room, never as a
    traceback."""

    def __init__(self, app: ASGIApp, room: Classroom):
        self.app = app
        self.room = room

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        started = False

        async def sending(message: Message) -> None:
            nonlocal started
            kind = message["type"]
            if (
                kind in ("http.response.start", "websocket.http.response.start")
                or kind == "websocket.accept"
            ):
                started = True
                kept = [(k, v) for k, v in message.get("headers", []) if k.lower() not in _NAMES]
                message = {**message, "headers": kept + _RAW_HEADERS}
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except Exception as error:  # a defect: answered, and logged without a traceback
            self.room.note_error(
                f"could not answer {scope['type']} {scope.get('path')!r:.80}", error
            )
            if scope["type"] == "http" and not started:
                with contextlib.suppress(Exception):
                    await Response("error", status_code=500, headers=HEADERS)(scope, receive, send)


class OneLine(logging.Filter):
    """A filter on uvicorn's own logger: a record that carries a traceback (uvicorn logs one
    for a text frame that is not UTF-8, before the room ever sees it) keeps its message and
    the class of the error, in one line. A client's bytes never put a traceback in the
    room's log.

    >>> record = logging.LogRecord("uvicorn.error", 40, "", 0, "Bad frame.", None, None)
    >>> record.exc_info = (ValueError, ValueError("x"), None)
    >>> OneLine().filter(record), record.getMessage(), record.exc_info
    (True, 'Bad frame. (ValueError)', None)
    """

    def filter(self, record: logging.LogRecord) -> bool:
        found = record.exc_info
        if found and found[0] is not None:
            record.msg = f"{record.getMessage()} ({found[0].__name__})"
            record.args = None
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return True


_ONE_LINE = OneLine()


def one_line_logs() -> None:
    """Put `OneLine` on uvicorn's error logger (once)."""
    found = logging.getLogger("uvicorn.error")
    if _ONE_LINE not in found.filters:
        found.addFilter(_ONE_LINE)


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


def make_app(room: Classroom) -> ASGIApp:
    """The room's Starlette app (under the room's path prefix, when it has one), wrapped in
    `PromisedHeaders`."""

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
    return PromisedHeaders(Starlette(routes=routes), room)


async def serve_socket(room: Classroom, websocket: WebSocket) -> None:
    """One page's websocket, from its hello to its close (see the module docstring); never
    raises."""
    try:
        await _serve_socket(room, websocket)
    except Exception as error:  # a defect or a page gone at an odd moment: one line, no trace
        room.note_error("a page's connection failed", error)
        with contextlib.suppress(Exception):
            await websocket.close(code=POLICY)


async def _serve_socket(room: Classroom, websocket: WebSocket) -> None:
    if not origin_allowed(websocket.headers, room.allowed_origins):
        denied = Response("this page may not open the room", status_code=403, headers=HEADERS)
        try:
            await websocket.send_denial_response(denied)
        except RuntimeError:  # a server without the denial extension: a plain refusal
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
            if text is not None and len(text.encode("utf-8", "replace")) > MAX_MESSAGE:
                connection.finish("too_big", TOO_BIG)
                break
            if not connection.bucket.take():
                connection.finish("flood")
                break
            try:
                room.on_message(connection, text)
            except Exception as error:  # a bug must not close the page or stop the room
                room.note_error("could not carry out a message", error)
                connection.send(
                    {
                        "type": "refused",
                        "version": room.tables[connection.table].version,
                        "rule": None,
                        "message": words("malformed", connection.language),
                    }
                )
    except Exception:  # the page went away mid-receive: cleaned up below
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
    try:
        said = clean_name(name)
    except ValueError:
        said = ""
    text = words(key, lang, name=said)
    with contextlib.suppress(Exception):
        await websocket.send_text(dumps({"type": "error", "rule": rule, "message": text}))
        await websocket.close(code=POLICY)
