"""A classroom under load: simulated students playing over websockets, one move a second each.

For each number of seats (10, 50, 200 by default) the script starts a room in its own process
(``python -m durak_widget.classroom``: 2-player tables, both seats students, the next game
dealt a second after one ends) and connects one websocket client per seat from this process.
Each client joins with a nickname, and whenever its seat may move it thinks for about a second
(0.5 to 1.5 s, at random) and sends one of its legal moves against the version it holds. Per
move it times the wait from sending the move to the state frame that shows it (a move refused
as stale is counted apart). After a warm-up, for `--seconds` it counts: the latency (median,
p95, p99), the room process's CPU time per move played (from /proc), its resident memory, and
the load average.

The peer, measured in the same run with the same clients and pace: a bare uvicorn websocket
server (Starlette, the same uvicorn settings) that answers each message with a frame of the
classroom's average size and does nothing else; the ratios say how much of the latency is the
game's own. With ``--baseline DIR`` (another checkout of the project, such as ``git archive
main``'s) its room runs in the same run too, interleaved with this one round by round, with
the same clients, so that two versions are compared under the same load.

The machine may be shared: every row says the load average it was measured at (the mean of
the 1-minute figure before and after), and ``--quiet 2`` waits (up to ``--wait`` seconds)
before each measurement until the load average is at most 2, saying whether it got there.
Compare figures of one run, not of different days.

    python benchmarks/classroom.py                     # 10, 50 and 200 seats, 30 s each
    python benchmarks/classroom.py --seats 50 200 --rounds 3 --quiet 2
    python benchmarks/classroom.py --seats 200 --baseline /tmp/main-checkout
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import websockets  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of process `pid` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_mb(pid: int) -> float:
    """Resident memory of process `pid`, in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def wait_up(url: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise TimeoutError(url)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Window:
    """The measured part of a run: between `start` and `end` (monotonic seconds)."""

    def __init__(self) -> None:
        self.start = float("inf")
        self.end = float("inf")

    def inside(self, when: float) -> bool:
        return self.start <= when < self.end


async def student(url: str, name: str, rng: random.Random, window: Window, found: dict) -> None:
    """One simulated student: join, then whenever the seat may move, think for about a second
    and move (event-driven: the client waits on its socket, not on a polling timer)."""
    async with websockets.connect(url, max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "join", "name": name}))
        seat = None
        latest: dict = {}
        pending: list = []  # [(sent at, history length then)]
        thinking: list = []

        async def think(state: dict) -> None:
            await asyncio.sleep(rng.uniform(0.5, 1.5))
            thinking.clear()
            if latest.get("state") is not state or pending:
                look()  # the table moved on meanwhile: think again about the newer state
                return
            view = state["view"]
            move = rng.choice(view["legal"])
            pending.append((time.monotonic(), view["history"]["length"]))
            with contextlib.suppress(websockets.ConnectionClosed):  # the run is over
                await ws.send(
                    json.dumps({"type": "move", "move": move, "version": state["version"]})
                )

        def look() -> None:
            state = latest.get("state")
            view = state["view"] if state else {}
            if not pending and not thinking and view.get("legal") and view.get("acting") == seat:
                thinking.append(asyncio.ensure_future(think(state)))

        try:
            async for raw in ws:
                now = time.monotonic()
                message = json.loads(raw)
                found["bytes"].append(len(raw))
                if message["type"] == "welcome":
                    seat = message["seat"]
                elif message["type"] == "state":
                    latest["state"] = message
                    length = message["view"]["history"]["length"]
                    if pending and length > pending[0][1]:
                        if window.inside(pending[0][0]):
                            found["latency"].append(now - pending[0][0])
                        pending.clear()
                elif message["type"] == "refused" and pending:
                    if window.inside(pending[0][0]):
                        found["refused"] += 1
                    pending.clear()
                look()
        finally:
            for task in thinking:
                task.cancel()


async def echo_student(url: str, rng: random.Random, window: Window, found: dict) -> None:
    """The peer's client: a message about once a second, timed to its answer."""
    async with websockets.connect(url, max_size=2**22) as ws:
        while time.monotonic() < window.end:
            await asyncio.sleep(rng.uniform(0.5, 1.5))
            sent = time.monotonic()
            await ws.send(json.dumps({"type": "move", "move": {"kind": "attack"}, "version": 1}))
            await ws.recv()
            if window.inside(sent):
                found["latency"].append(time.monotonic() - sent)


async def drive(clients, warmup: float, seconds: float, pid: int) -> dict:
    window = Window()
    found: dict = {"latency": [], "refused": 0, "bytes": []}
    tasks = [asyncio.ensure_future(make(window, found)) for make in clients]
    await asyncio.sleep(warmup)
    window.start = time.monotonic()
    window.end = window.start + seconds
    cpu = cpu_seconds(pid)
    load = os.getloadavg()[0]
    await asyncio.sleep(seconds)
    found["cpu"] = cpu_seconds(pid) - cpu
    found["rss"] = rss_mb(pid)
    found["load"] = (load + os.getloadavg()[0]) / 2
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return found


def wait_quiet(limit: float | None, patience: float) -> bool | None:
    """Wait until the 1-minute load average is at most `limit` (at most `patience` seconds);
    whether it is (``None`` without a limit: nothing was waited for)."""
    if limit is None:
        return None
    deadline = time.monotonic() + patience
    while os.getloadavg()[0] > limit:
        if time.monotonic() > deadline:
            return False
        time.sleep(5)
    return True


def run_room(seats: int, seconds: float, warmup: float, seed: int, root: Path = ROOT) -> dict:
    port = free_port()
    command = [
        sys.executable, "-m", "durak_widget.classroom", "--players", "2", "--humans", "2",
        "--tables", str(seats // 2), "--port", str(port), "--bot-delay-ms", "0", "--quiet-ms", "0",
        "--auto-next", "1", "--away-after", "600", "--seed", str(seed), "--no-access-log",
    ]  # fmt: skip
    server = subprocess.Popen(command, cwd=root, stdout=subprocess.DEVNULL)
    try:
        wait_up(f"http://127.0.0.1:{port}/")
        url = f"ws://127.0.0.1:{port}/ws"
        rng = random.Random(seed)
        rngs = [random.Random(rng.random()) for _ in range(seats)]
        clients = [
            (lambda w, f, i=i, r=r: student(url, f"s{i}", r, w, f)) for i, r in enumerate(rngs)
        ]
        found = asyncio.run(drive(clients, warmup, seconds, server.pid))
    finally:
        server.terminate()
        server.wait(20)
    return found


ECHO = """
import sys, uvicorn
from starlette.applications import Starlette
from starlette.routing import Route, WebSocketRoute
from starlette.responses import PlainTextResponse

FRAME = "x" * int(sys.argv[2])

async def ok(request):
    return PlainTextResponse("ok")

async def echo(websocket):
    await websocket.accept()
    try:
        while True:
            await websocket.receive_text()
            await websocket.send_text(FRAME)
    except Exception:
        pass

app = Starlette(routes=[Route("/", ok), WebSocketRoute("/ws", echo)])
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning",
            ws="websockets-sansio", lifespan="off", access_log=False)
"""


def run_echo(seats: int, seconds: float, warmup: float, seed: int, size: int) -> dict:
    port = free_port()
    server = subprocess.Popen([sys.executable, "-c", ECHO, str(port), str(size)], cwd=ROOT)
    try:
        wait_up(f"http://127.0.0.1:{port}/")
        url = f"ws://127.0.0.1:{port}/ws"
        rng = random.Random(seed)
        rngs = [random.Random(rng.random()) for _ in range(seats)]
        clients = [(lambda w, f, r=r: echo_student(url, r, w, f)) for r in rngs]
        found = asyncio.run(drive(clients, warmup, seconds, server.pid))
    finally:
        server.terminate()
        server.wait(20)
    return found


def row(
    label: str, seats: int, found: dict, peer: list[float] | None, quiet: bool | None
) -> list[float]:
    """Print one measured room (or the peer, without ratios); returns its percentiles."""
    late = found["latency"]
    mine = [1000 * percentile(late, q) for q in (0.5, 0.95, 0.99)]
    moves = len(late) + found.get("refused", 0)
    per_move = 1000 * found["cpu"] / max(1, moves) if "refused" in found else float("nan")
    ratios = "/".join(f"{a / b:.1f}" for a, b in zip(mine, peer, strict=True)) if peer else "-"
    said = "-" if quiet is None else "yes" if quiet else "no"
    print(
        f"{label:>9} {seats:>5} {len(late):>6} {mine[0]:>10.1f} {mine[1]:>8.1f} {mine[2]:>8.1f} "
        f"{per_move:>12.2f} {found['rss']:>7.0f} {found['load']:>5.2f} {said:>6} "
        f"{ratios:>18}",
        flush=True,
    )
    return mine


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", type=int, nargs="+", default=[10, 50, 200])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=8.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=1, help="measurements of each room")
    parser.add_argument(
        "--baseline", type=Path, default=None, help="another checkout to measure, interleaved"
    )
    parser.add_argument(
        "--quiet", type=float, default=None, help="wait for a load average at most this"
    )
    parser.add_argument("--wait", type=float, default=600.0, help="seconds to wait for --quiet")
    args = parser.parse_args(argv)
    print(f"{os.cpu_count()} cores, load average before: {os.getloadavg()[0]:.2f}")
    print(
        f"{'room':>9} {'seats':>5} {'moves':>6} {'median ms':>10} {'p95 ms':>8} {'p99 ms':>8} "
        f"{'CPU/move ms':>12} {'RSS MB':>7} {'load':>5} {'quiet':>6} "
        f"{'ratio to the echo':>18}"
    )
    rooms = [("this", ROOT)] + ([("baseline", args.baseline)] if args.baseline else [])
    for seats in args.seats:
        for _ in range(args.rounds):
            measured = []
            for label, root in rooms:
                quiet = wait_quiet(args.quiet, args.wait)
                measured.append(
                    (label, run_room(seats, args.seconds, args.warmup, args.seed, root), quiet)
                )
            sizes = [int(statistics.mean(f["bytes"])) for _, f, _ in measured if f["bytes"]]
            size = sizes[0] if sizes else 3000
            quiet = wait_quiet(args.quiet, args.wait)
            echo = run_echo(seats, args.seconds, args.warmup, args.seed, size)
            peer = [1000 * percentile(echo["latency"], q) for q in (0.5, 0.95, 0.99)]
            for label, found, was_quiet in measured:
                row(label, seats, found, peer, was_quiet)
            row("echo", seats, echo, None, quiet)
            refused = ", ".join(f"{label} {f['refused']}" for label, f, _ in measured)
            print(f"      (moves refused as stale: {refused}; frames of {size} bytes on average)")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
