"""The server holds, whatever a client sends: nested, unreadable and oversized messages, binary
frames and invalid UTF-8 are answered (``error`` before the hello, ``refused`` after) or the
connection closed, never with a traceback in the log; a move must carry an integer version of a
state its page was sent; at most three pages hold one seat; every answer carries the promised
headers; the store file is its owner's alone; and a slow bot holds up its own table only."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import os
import socket
import stat
import struct
import threading
import time
import urllib.error
import urllib.request

import pytest
import websockets
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from durak_widget.classroom import Classroom
from durak_widget.classroom.protocol import MAX_MESSAGE, PAGES_PER_SEAT
from durak_widget.classroom.server import HEADERS, make_app
from durak_widget.table import Holder

from .test_classroom_flows import hello, playing, receive_until

NESTED = "[" * 3000 + "]" * 3000


@pytest.fixture
def room():
    made = Classroom(players=2, humans=2, seed=11, bot_delay_ms=0, quiet_ms=0)
    yield made
    made.stop()


@pytest.fixture
def client(room):
    with TestClient(make_app(room)) as found:
        yield found


def no_traceback(records: list[logging.LogRecord]) -> None:
    """No log record carries a traceback or the words uvicorn logs one with."""
    for record in records:
        assert record.exc_info is None, record.getMessage()
        assert "Exception in ASGI application" not in record.getMessage()
        assert "Traceback" not in record.getMessage()


# ----------------------------------------------------------------- unreadable messages


def test_a_nested_message_before_the_hello_is_answered_and_closed(client, caplog):
    with caplog.at_level(logging.DEBUG), client.websocket_connect("/ws") as ws:
        ws.send_text(NESTED)
        error = ws.receive_json()
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert error["type"] == "error" and error["rule"] == "room.no_hello"
    assert closed.value.code == 1008
    no_traceback(caplog.records)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (NESTED, "could not read"),  # nested past Python's recursion limit
        ('{"type": "hint", "a": ' + "[" * 20 + "]" * 20 + "}", "could not read"),  # too deep
        ('{"type": "move", "move": {"kind": "\\ud800"}, "version": 1}', "could not read"),
        ('{"type": "explain", "move": 1e999999}', "move: expected an object"),  # infinity
        ('{"type": 5}', "could not read"),
        ("null", "could not read"),
        ("", "could not read"),
    ],
)
def test_an_unreadable_message_after_the_hello_is_refused_and_changes_nothing(
    room, client, caplog, text, words
):
    with caplog.at_level(logging.DEBUG), client.websocket_connect("/ws") as ws:
        hello(ws, room.seat_code(0, 0))
        ws.send_text(text)
        refused, _ = receive_until(ws, "refused")
        ws.send_json({"type": "log_page", "before": 1})  # the page goes on
        page, _ = receive_until(ws, "log_page")
    assert refused["rule"] == "table.malformed" and words in refused["message"]
    assert page["entries"] == [] and room.tables[0].game.history == ()
    no_traceback(caplog.records)


def test_a_binary_frame_is_refused_and_an_oversized_message_closes_the_page(room, client):
    with client.websocket_connect("/ws") as ws:
        hello(ws, room.seat_code(0, 0))
        ws.send_bytes(b'{"type": "hint"}')
        refused, _ = receive_until(ws, "refused")
        assert refused["rule"] == "table.malformed"
        ws.send_text(json.dumps({"type": "hint", "pad": "é" * (MAX_MESSAGE // 2)}))  # 8 KB+
        error, _ = receive_until(ws, "error")
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert error["rule"] == "room.too_big" and "too long" in error["message"]
    assert closed.value.code == 1009


def _frame(opcode: int, payload: bytes) -> bytes:
    """One masked client frame (RFC 6455), final."""
    mask = os.urandom(4)
    head = bytes([0x80 | opcode])
    if len(payload) < 126:
        head += bytes([0x80 | len(payload)])
    else:
        head += bytes([0x80 | 126]) + struct.pack("!H", len(payload))
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return head + mask + masked


def _raw_socket(port: int) -> socket.socket:
    """A websocket opened by hand (to send what no websocket library would)."""
    raw = socket.create_connection(("127.0.0.1", port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    raw.sendall(
        (
            f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += raw.recv(4096)
    assert answer.startswith(b"HTTP/1.1 101"), answer[:200]
    return raw


def test_on_a_real_server_nothing_a_client_sends_logs_a_traceback(caplog):
    room = Classroom(players=2, humans=2, seed=3, bot_delay_ms=0, quiet_ms=0).start()
    try:
        with caplog.at_level(logging.DEBUG):
            port = room.port
            # invalid UTF-8 in a text frame, before and after the hello
            for hello_first in (False, True):
                raw = _raw_socket(port)
                if hello_first:
                    code = room.seat_code(0, 0)
                    raw.sendall(_frame(0x1, json.dumps({"type": "hello", "code": code}).encode()))
                raw.sendall(_frame(0x1, b'{"type": "\xff\xfe"}'))
                raw.settimeout(5)
                seen = b""
                with pytest.raises(OSError):
                    while chunk := raw.recv(4096):
                        seen += chunk
                    raise OSError("closed")
                raw.close()
                assert b"\x03\xef" in seen, "closed with 1007 (invalid data)"

            async def hostile() -> list[dict]:
                url = room.url.replace("http://", "ws://") + "/ws"
                answers = []
                async with websockets.connect(url) as ws:
                    await ws.send(NESTED)
                    answers.append(json.loads(await ws.recv()))
                async with websockets.connect(url) as ws:
                    code = room.seat_code(0, 1)
                    await ws.send(json.dumps({"type": "hello", "code": code}))
                    for text in (NESTED, '{"type": "\\udc00"}', '{"type": "move"}'):
                        await ws.send(text)
                    for _ in range(20):
                        message = json.loads(await asyncio.wait_for(ws.recv(), 10))
                        if message["type"] == "refused":
                            answers.append(message)
                        if len(answers) == 4:
                            break
                return answers

            answers = asyncio.run(hostile())
        assert answers[0]["rule"] == "room.no_hello"
        assert [a["rule"] for a in answers[1:]] == ["table.malformed"] * 3
        no_traceback(caplog.records)
        assert room.tables[0].game.history == ()
    finally:
        room.stop()


# ----------------------------------------------------------------- versions


def test_a_move_needs_an_integer_version_no_newer_than_its_pages_own(room, client):
    table = room.tables[0]
    with client.websocket_connect("/ws") as wa, client.websocket_connect("/ws") as wb:
        _, sa = hello(wa, room.seat_code(0, 0))
        _, sb = hello(wb, room.seat_code(0, 1))
        sa, sb = playing(wa, sa), playing(wb, sb)
        ws, state = (wa, sa) if sa["view"]["acting"] == 0 else (wb, sb)
        move = state["view"]["legal"][0]
        for version, rule, words in (
            (None, "table.malformed", "does not say which table"),
            (True, "table.malformed", "does not say which table"),
            ("57", "table.malformed", "does not say which table"),
            (2.0, "table.malformed", "does not say which table"),
            (state["version"] + 1, "table.stale", "never shown"),
            (10**12, "table.stale", "never shown"),
        ):
            message = {"type": "move", "move": move}
            if version is not None:
                message["version"] = version
            ws.send_json(message)
            refused, _ = receive_until(ws, "refused")
            assert (refused["rule"], words in refused["message"]) == (rule, True), version
            assert table.game.history == ()
        ws.send_json({"type": "move", "move": move, "version": state["version"]})
        receive_until(ws, "state")
        assert len(table.game.history) == 1


# ----------------------------------------------------------------- pages per seat


def test_at_most_three_pages_hold_a_seat_and_the_oldest_lets_go(room, client):
    code = room.seat_code(0, 0)
    pages = [client.websocket_connect("/ws") for _ in range(PAGES_PER_SEAT + 1)]
    opened = []
    try:
        for page in pages[:PAGES_PER_SEAT]:
            ws = page.__enter__()
            opened.append(ws)
            hello(ws, code)
        assert room.hub.pages(code) == PAGES_PER_SEAT
        newest = pages[-1].__enter__()
        opened.append(newest)
        hello(newest, code)
        error, _ = receive_until(opened[0], "error")
        assert error["rule"] == "room.page_limit" and "Play here" in error["message"]
        with pytest.raises(WebSocketDisconnect):
            opened[0].receive_json()
        time.sleep(0.2)
        assert room.hub.pages(code) == PAGES_PER_SEAT
        assert [s["pages"] for s in room.seats() if s["seat"] == 0] == [PAGES_PER_SEAT]
        newest.send_json({"type": "log_page", "before": 1})  # the newest plays on
        receive_until(newest, "log_page")
    finally:
        for page in pages:
            with contextlib.suppress(Exception):  # closed already
                page.__exit__(None, None, None)


# ----------------------------------------------------------------- headers


def test_every_answer_carries_the_promised_headers(client):
    for method, path, status in (
        ("GET", "/play", 200),
        ("GET", "/static/seat.js", 200),
        ("GET", "/labels/ru", 200),
        ("GET", "/labels/xx", 404),
        ("GET", "/static/nothing.js", 404),
        ("GET", "/no/such/page", 404),
        ("POST", "/play", 405),
        ("GET", "/favicon.ico", 204),
    ):
        answer = client.request(method, path)
        assert answer.status_code == status, path
        for name, value in HEADERS.items():
            assert answer.headers.get(name) == value, (path, name)


def test_a_real_servers_404_and_refused_websocket_carry_them_too():
    room = Classroom(players=2, humans=2, seed=3).start()
    try:
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(room.url + "/no/such/page", timeout=5)
        assert missing.value.code == 404
        assert (
            missing.value.headers["Content-Security-Policy"] == HEADERS["Content-Security-Policy"]
        )

        async def elsewhere() -> websockets.InvalidStatus:
            url = room.url.replace("http://", "ws://") + "/ws"
            try:
                async with websockets.connect(url, origin="https://elsewhere.example"):
                    pass
            except websockets.InvalidStatus as refused:
                return refused
            raise AssertionError("a page of another site was let in")

        refused = asyncio.run(elsewhere())
        assert refused.response.status_code == 403
        assert refused.response.headers["Cache-Control"] == "no-store"
    finally:
        room.stop()


# ----------------------------------------------------------------- the store


def test_the_store_file_is_its_owners_alone(tmp_path):
    path = tmp_path / "class.sqlite"
    old = os.umask(0o022)
    try:
        room = Classroom(players=2, humans=2, seed=1, store=path)
        room.stop()
    finally:
        os.umask(old)
    for found in tmp_path.iterdir():  # the file, and its -wal and -shm while they exist
        assert stat.S_IMODE(found.stat().st_mode) == 0o600, found.name
    # a file left readable by an older version is narrowed
    path.chmod(0o644)
    room = Classroom(players=2, humans=2, seed=1, store=path)
    try:
        for found in tmp_path.iterdir():
            assert stat.S_IMODE(found.stat().st_mode) == 0o600, found.name
    finally:
        room.stop()


# ----------------------------------------------------------------- slow bots


class SlowBot:
    """A bot that takes `seconds` to decide (unless released sooner), then plays the first
    legal move."""

    def __init__(self, release: threading.Event, seconds: float = 5.0):
        self.release = release
        self.seconds = seconds
        self.started = threading.Event()

    def choose(self, view, moves):
        self.started.set()
        self.release.wait(self.seconds)
        return moves[0]


def test_a_slow_bot_holds_up_its_own_table_only():
    release = threading.Event()
    room = Classroom(players=2, humans=0, tables=3, seed=2, bot_delay_ms=0, quiet_ms=0)
    slow = []
    for index in (0, 1):  # two slow tables: more than the two threads all tables once shared
        for seat in range(2):
            bot = SlowBot(release)
            slow.append(bot)
            room.tables[index].set_holder(seat, Holder.for_bot(bot))
    try:
        started = time.monotonic()
        room.start()
        fast = room.tables[2]

        def far_enough() -> bool:
            return len(fast.game.history) >= 3 or fast.game.is_over

        while not far_enough() and time.monotonic() - started < 4.0:
            time.sleep(0.02)
        assert far_enough(), "the fast table waited for the slow tables' bots"
        # meanwhile (well within the slow bots' 5 s) both slow tables' bots were thinking, and
        # neither slow table has moved
        assert any(bot.started.is_set() for bot in slow[:2])
        assert any(bot.started.is_set() for bot in slow[2:])
        assert room.tables[0].game.history == () and room.tables[1].game.history == ()
        assert time.monotonic() - started < 5.0
    finally:
        release.set()
        room.stop()
