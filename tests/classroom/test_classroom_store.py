"""Nothing lost: with a store, a room stopped (or its process killed with SIGKILL) mid-game and
started again on the same file resumes every table at the same position, and the students come
back to their seats with the same codes, nicknames and quiz scores."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
import urllib.request

import websockets

from durak_widget.classroom import Classroom
from durak_widget.classroom.store import Store

from .kit import Player, free_port, like_a_bot

POSITION = ("history", "hand", "seats", "table", "talon", "trump_card", "discard", "legal", "over")


def position(state: dict) -> dict:
    """What a state says about the position (not what was said or who is connected)."""
    return {**{k: state["view"].get(k) for k in POSITION}, "log_tail": state["log_tail"]}


async def hello(url: str, code: str) -> tuple[dict, dict]:
    async with websockets.connect(url) as ws:
        await ws.send(json.dumps({"type": "hello", "code": code}))
        welcome = json.loads(await asyncio.wait_for(ws.recv(), 10))
        state = json.loads(await asyncio.wait_for(ws.recv(), 10))
    return welcome, state


async def settle(players: list[Player], quiet: float = 1.0) -> None:
    """Read frames until none has come for `quiet` seconds."""
    while True:
        got = False
        for player in players:
            try:
                player.take(json.loads(await asyncio.wait_for(player.socket.recv(), quiet / 2)))
                got = True
            except asyncio.TimeoutError:
                pass
        if not got:
            return


async def play_a_while(url: str, table_of, moves: int) -> list[Player]:
    players = [
        Player(url, {"type": "join", "name": name}, random.Random(i))
        for i, name in enumerate(["Anna", "Ivo"])
    ]
    for player in players:
        await player.open()
    if table_of is not None:
        for player in players:
            player.choose = like_a_bot(table_of())

    def enough() -> bool:
        return sum(p.sent for p in players) >= moves

    await asyncio.gather(*(p.play(enough, deadline=60) for p in players))
    await settle(players)
    for player in players:
        await player.close()
    return players


def test_a_stopped_room_resumes_on_its_store(tmp_path):
    path = tmp_path / "class.sqlite"
    room = Classroom(players=3, humans=2, seed=21, bot_delay_ms=10, quiet_ms=0, store=path).start()
    try:
        url = room.url.replace("http://", "ws://") + "/ws"
        players = asyncio.run(play_a_while(url, lambda: room.tables[0], moves=8))
        codes = {p.seat: p.hello["code"] for p in players}
        before = {p.seat: position(p.state) for p in players}
        record = room.tables[0].to_record().to_text()
        room.score("Anna", True)
        room.score("Ivo", False)
    finally:
        room.stop()
    assert len(room.tables[0].game.history) >= 8
    again = Classroom(players=3, humans=2, seed=99, store=path).start()
    try:
        assert again.tables[0].to_record().to_text() == record
        assert again.seat_code(0, 0) == codes[0] and again.seat_code(0, 1) == codes[1]
        assert again.scores() == {"Anna": (1, 1), "Ivo": (0, 1)}
        url = again.url.replace("http://", "ws://") + "/ws"
        for seat, code in codes.items():
            welcome, state = asyncio.run(hello(url, code))
            assert (welcome["table"], welcome["seat"]) == (0, seat)
            assert position(state) == before[seat]
            assert state["view"]["seated"][seat]["name"] == ["Anna", "Ivo"][seat]
    finally:
        again.stop()


def wait_up(url: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise TimeoutError(f"{url} did not answer")


def serve(port: int, store, log, access_log: bool = False) -> subprocess.Popen:
    command = [
        sys.executable, "-m", "durak_widget.classroom", "--players", "3", "--humans", "2",
        "--seed", "8", "--port", str(port), "--store", str(store), "--bot-delay-ms", "10",
        "--quiet-ms", "0",
    ]  # fmt: skip
    if not access_log:
        command.append("--no-access-log")
    return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)


def test_a_room_killed_mid_game_resumes_the_same_position(tmp_path):
    port = free_port()
    store = tmp_path / "class.sqlite"
    base = f"http://127.0.0.1:{port}"
    url = f"ws://127.0.0.1:{port}/ws"
    with open(tmp_path / "first.log", "wb") as log:
        server = serve(port, store, log, access_log=True)
        try:
            wait_up(base + "/")
            wait_up(base + "/play")
            players = asyncio.run(play_a_while(url, None, moves=10))
            before = {p.seat: position(p.state) for p in players}
            codes = {p.seat: p.hello["code"] for p in players}
            assert not any(p.state["view"]["over"] for p in players)
        finally:
            os.kill(server.pid, signal.SIGKILL)
            server.wait(10)
    assert server.returncode == -signal.SIGKILL
    length = before[0]["history"]["length"]
    assert length >= 10 and before[1]["history"]["length"] == length
    saved = Store(store).load()
    assert saved.tables[0][0].count("\n") > length // 2
    with open(tmp_path / "second.log", "wb") as log:
        again = serve(port, store, log)
        try:
            wait_up(base + "/")
            for seat, code in codes.items():
                welcome, state = asyncio.run(hello(url, code))
                assert (welcome["table"], welcome["seat"]) == (0, seat)
                assert position(state) == before[seat]
        finally:
            again.send_signal(signal.SIGTERM)
            assert again.wait(20) == 0
    first = (tmp_path / "first.log").read_text()
    assert "GET /play HTTP/1.1" in first and "/ws" in first, "uvicorn's access log was on"
    assert "Students join at http://" in first
    for name in ("first.log", "second.log"):
        text = (tmp_path / name).read_text()
        assert not any(code in text for code in codes.values()), f"a seat code in {name}"
