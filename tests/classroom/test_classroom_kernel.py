"""A room in a real kernel (started with `jupyter_client`): its server runs on a thread of its
own, so while a cell blocks for 3 s the students' moves are still answered at once (a server on
the kernel's own event loop would answer them only when the cell ends)."""

from __future__ import annotations

import asyncio
import json
import statistics
import time

import pytest
import websockets

jupyter_client = pytest.importorskip("jupyter_client")

START = """
import json
from durak_widget.classroom import Classroom
room = Classroom(players=2, humans=2, seed=6, bot_delay_ms=0, quiet_ms=0).start()
teacher = room.table(0)
display(teacher)
print(json.dumps({"url": room.url, "codes": [room.seat_code(0, 0), room.seat_code(0, 1)]}))
"""

BLOCK = "import time; time.sleep(3); print(len(teacher.game.history))"


def run(client, code: str, timeout: float = 60) -> str:
    out: list[str] = []

    def hook(message):
        if message["msg_type"] == "stream":
            out.append(message["content"]["text"])
        elif message["msg_type"] == "error":
            out.append("\n".join(message["content"]["traceback"]))

    reply = client.execute_interactive(code, output_hook=hook, timeout=timeout)
    assert reply["content"]["status"] == "ok", "".join(out)
    return "".join(out)


async def open_seat(url: str, code: str):
    ws = await websockets.connect(url)
    await ws.send(json.dumps({"type": "hello", "code": code}))
    state = None
    while state is None:
        message = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if message["type"] == "state":
            state = message
    return ws, state


async def newest(ws, state, wait: float):
    """The newest state within `wait` seconds (the one given when nothing came)."""
    end = time.monotonic() + wait
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return state
        try:
            message = json.loads(await asyncio.wait_for(ws.recv(), left))
        except asyncio.TimeoutError:
            return state
        if message["type"] == "state":
            state = message
            wait = 0.02


async def play_during(url: str, codes: list[str], running) -> list[tuple[float, float]]:
    """Moves made while `running()`; each as (seconds to its answer, time answered)."""
    seats = [await open_seat(url, code) for code in codes]
    states = [s for _, s in seats]
    found = []
    while running() and len(found) < 20:
        for index, (ws, _) in enumerate(seats):
            states[index] = await newest(ws, states[index], 0.01)
        if any(s["view"]["over"] for s in states):
            break
        mover = next((i for i, s in enumerate(states) if s["view"]["legal"]), None)
        if mover is None:  # the other seat's frame of the last move is still on its way
            continue
        ws, state = seats[mover][0], states[mover]
        length = state["view"]["history"]["length"]
        sent = time.perf_counter()
        await ws.send(
            json.dumps(
                {"type": "move", "move": state["view"]["legal"][0], "version": state["version"]}
            )
        )
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if message["type"] == "state" and message["view"]["history"]["length"] > length:
                states[mover] = message
                break
        found.append((time.perf_counter() - sent, time.perf_counter()))
        await asyncio.sleep(0.1)
    for ws, _ in seats:
        await ws.close()
    return found


def test_students_are_answered_while_a_cell_blocks_for_three_seconds():
    manager, client = jupyter_client.manager.start_new_kernel(kernel_name="python3")
    try:
        started = json.loads(run(client, START).strip().splitlines()[-1])
        url = started["url"].replace("http://", "ws://") + "/ws"
        client.execute(BLOCK)
        cell_started = time.perf_counter()
        done: list[float] = []

        def running() -> bool:
            return time.perf_counter() - cell_started < 2.5

        moves = asyncio.run(play_during(url, started["codes"], running))
        reply = client.get_shell_msg(timeout=30)
        done.append(time.perf_counter())
        assert reply["content"]["status"] == "ok"
        latencies = sorted(seconds for seconds, _ in moves)
        median, most = statistics.median(latencies) * 1000, latencies[-1] * 1000
        print(f"{len(moves)} moves in a 3 s cell: median {median:.1f} ms, max {most:.1f} ms")
        assert len(moves) >= 5
        # each was answered while the cell still ran, not after it
        assert all(answered < cell_started + 2.9 for _, answered in moves)
        assert statistics.median(latencies) < 0.1
        played = run(client, "print(len(teacher.game.history)); room.stop()")
        assert int(played.strip()) >= len(moves)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
