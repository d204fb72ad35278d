"""marimo (`mo.ui.anywidget`): the table renders, a refused move is explained, a legal move
plays; and the example app in examples/ starts and shows a table."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from e2e.lab import free_port
from playwright.sync_api import expect

from .browser import refuses_then_takes

REPO = Path(__file__).resolve().parents[2]

# The bot (P1) attacks at once; 7♦ cannot beat any of its cards (spades are trumps).
APP = """\
import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from durak_widget import DurakWidget, Game

    game = Game.from_position(
        [["7D", "9D", "JH", "QD", "7S", "KS"], ["8D", "8C", "AC", "6H", "10C", "9C"]],
        talon=["6C", "7C", "8H", "JD", "QS", "6S"],
        attacker=1,
    )
    table = mo.ui.anywidget(DurakWidget(game=game, seed=1, bot_delay_ms=0, quiet_ms=0))
    table
    return (table,)
"""


class MarimoServer:
    """`marimo run APP` on a free port of 127.0.0.1, in its own process group."""

    def __init__(self, app: Path):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = open(app.with_suffix(".log"), "wb")  # noqa: SIM115
        cmd = [sys.executable, "-m", "marimo", "run", str(app), "--headless", "--no-token",
               "--host", "127.0.0.1", "--port", str(self.port)]  # fmt: skip
        env = {**os.environ, "MARIMO_SKIP_UPDATE_CHECK": "1"}
        self.proc = subprocess.Popen(
            cmd, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True, env=env
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), urllib.request.urlopen(self.base, timeout=2) as r:
                if r.status == 200:
                    return
            time.sleep(0.3)
        self.stop()
        raise RuntimeError("marimo did not start: " + app.with_suffix(".log").read_text()[-2000:])

    def stop(self) -> None:
        """Stop the server's process group."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(timeout=10)
        self.log.close()


@pytest.fixture
def marimo_app(tmp_path):
    def start(source: str) -> MarimoServer:
        app = tmp_path / "app.py"
        app.write_text(source)
        server = MarimoServer(app)
        servers.append(server)
        return server

    servers: list[MarimoServer] = []
    yield start
    for server in servers:
        server.stop()


def test_marimo_renders_refuses_and_plays(page, marimo_app, artifacts):
    server = marimo_app(APP)
    page.goto(server.base)
    root = page.locator(".durak-root").first
    refuses_then_takes(page, root, artifacts / "marimo.png", timeout=90_000)


def test_the_marimo_example_app_shows_a_table(page, marimo_app):
    server = marimo_app((REPO / "examples" / "marimo_app.py").read_text())
    page.goto(server.base)
    root = page.locator(".durak-root").first
    expect(root.locator(".durak-hand").get_by_role("button")).to_have_count(6, timeout=90_000)
    expect(page.get_by_text("Moves played so far")).to_be_visible()
    page.get_by_role("button", name="Show the moves so far").click()
    expect(page.get_by_text("Moves played so far")).to_be_visible()
