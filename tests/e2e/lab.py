"""A JupyterLab server and notebook helpers for the real-browser tests and the latency benchmark.

The server runs in its own process group on 127.0.0.1 with a fixed token and temporary Jupyter
dirs; Playwright drives Debian's Chromium; the kernel is ready when the status bar says
"Python 3 (ipykernel) | Idle" (the execution indicator says idle before a kernel exists).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

CHROMIUM = "/usr/lib/chromium/chromium"
LAUNCH_ARGS = {"executable_path": CHROMIUM, "args": ["--disable-gpu", "--disable-quic"]}
TOKEN = "durak-e2e-token"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LabServer:
    """`python -m jupyterlab` on a free port with a temporary root and Jupyter dirs
    (`app="notebook"`: Jupyter Notebook 7 the same way)."""

    def __init__(
        self,
        python: str = sys.executable,
        app: str = "jupyterlab",
        launcher: list[str] | None = None,
        environ: dict[str, str] | None = None,
        cwd: Path | None = None,
        timeout: float = 60,
    ):
        """`launcher` (with `cwd` and extra `environ`) starts the server through a script of
        the project's (scripts/lab.sh) instead of ``python -m app``; the options below follow
        it, and the server's root is `cwd`."""
        self.app = app
        self.tmp = Path(tempfile.mkdtemp(prefix="durak-lab-"))
        self.root = self.tmp / "root"
        self.root.mkdir()
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.token = TOKEN
        env = dict(os.environ)
        for var, sub in [
            ("JUPYTER_CONFIG_DIR", "config"),
            ("JUPYTER_DATA_DIR", "data"),
            ("JUPYTER_RUNTIME_DIR", "runtime"),
            ("IPYTHONDIR", "ipython"),
            ("JUPYTERLAB_SETTINGS_DIR", "lab-settings"),
            ("JUPYTERLAB_WORKSPACES_DIR", "lab-workspaces"),
        ]:
            path = self.tmp / sub
            path.mkdir()
            env[var] = str(path)
        # no "get notified about Jupyter news?" toast over the screenshots
        notification = self.tmp / "lab-settings" / "@jupyterlab" / "apputils-extension"
        notification.mkdir(parents=True)
        (notification / "notification.jupyterlab-settings").write_text('{"fetchNews": "false"}')
        env.pop("JUPYTER_TOKEN", None)
        env.update(environ or {})
        self.log_path = self.tmp / "server.log"
        if cwd is not None:
            self.root = cwd
        options = [
            "--no-browser", "--allow-root",
            "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}", f"--ServerApp.root_dir={self.root}",
            "--LabApp.news_url=None",
        ]  # fmt: skip
        cmd = [*launcher, *options] if launcher else [python, "-m", app, *options]
        self._log = open(self.log_path, "wb")  # noqa: SIM115
        self.proc = subprocess.Popen(
            cmd,
            cwd=self.root,
            env=env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self._wait_ready(timeout)

    def _wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        url = f"{self.base}/api/status?token={self.token}"
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"JupyterLab exited early:\n{self.log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(url, timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(
            f"JupyterLab did not start in {timeout} s:\n{self.log_path.read_text()[-3000:]}"
        )

    def url(self, notebook: str) -> str:
        if self.app == "notebook":
            return f"{self.base}/notebooks/{notebook}?token={self.token}"
        # ?reset: start from an empty workspace, not with the previous test's notebook open
        return f"{self.base}/lab/tree/{notebook}?reset&token={self.token}"

    def write_notebook(self, name: str, cells: list[str]) -> str:
        nb = {
            "cells": [
                {
                    "cell_type": "code",
                    "execution_count": None,
                    "id": f"c{i}",
                    "metadata": {},
                    "outputs": [],
                    "source": src,
                }
                for i, src in enumerate(cells)
            ],
            "metadata": {
                "kernelspec": {
                    "display_name": "Python 3 (ipykernel)",
                    "language": "python",
                    "name": "python3",
                },
                "language_info": {"name": "python"},
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        }
        (self.root / name).write_text(json.dumps(nb, indent=1))
        return name

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
                self.proc.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.proc.pid, signal.SIGKILL)
        self._log.close()


def open_notebook(page, lab: LabServer, name: str, timeout: float = 90_000) -> None:
    """Open a notebook and wait until its kernel really exists and is idle."""
    page.goto(lab.url(name))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout)
    page.wait_for_function(
        "() => (document.querySelector('#jp-main-statusbar')?.textContent || '')"
        ".includes('Python 3 (ipykernel) | Idle')",
        timeout=timeout,
    )


def widget_root(page):
    """The first durak widget in the notebook that is showing."""
    return page.locator(".jp-NotebookPanel:visible .durak-root").first


def run_cell(page, index: int, timeout: float = 60_000) -> None:
    """Run one code cell with Shift+Enter and wait until its prompt shows a number."""
    cell = page.locator(".jp-Notebook .jp-CodeCell").nth(index)
    cell.locator(".jp-InputArea-editor").click()
    for attempt in range(3):
        page.keyboard.press("Shift+Enter")
        try:
            page.wait_for_function(
                "(i) => { const p = document.querySelectorAll('.jp-Notebook .jp-CodeCell')[i]"
                "?.querySelector('.jp-InputPrompt')?.textContent || '';"
                " return /\\[[*0-9]/.test(p); }",
                arg=index,
                timeout=5_000,
            )
            break
        except Exception:
            if attempt == 2:
                raise
            cell.locator(".jp-InputArea-editor").click()
    page.wait_for_function(
        "(i) => /\\[[0-9]+\\]/.test(document.querySelectorAll('.jp-Notebook .jp-CodeCell')[i]"
        "?.querySelector('.jp-InputPrompt')?.textContent || '')",
        arg=index,
        timeout=timeout,
    )


def set_theme(page, name: str) -> None:
    """Switch JupyterLab's theme through its Settings menu ("JupyterLab Light" or "Dark")."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Settings").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Theme").first.hover()
    page.locator(".lm-Menu-itemLabel", has_text=name).first.click()
    light = "true" if "Light" in name else "false"
    page.wait_for_selector(f'body[data-jp-theme-light="{light}"]', state="attached", timeout=15_000)
    page.wait_for_timeout(400)  # let the theme's CSS settle before a screenshot


def run_all(page, timeout: float = 300_000) -> None:
    """Run every cell (the Run menu's "Run All Cells") and wait until each code cell's prompt
    shows a number."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    page.wait_for_function(
        "() => { const p = [...document.querySelectorAll("
        "'.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt')];"
        " return p.length > 0 && p.every((e) => /\\[[0-9]+\\]/.test(e.textContent || '')); }",
        timeout=timeout,
    )


def code_cell(page, source_start: str):
    """The code cell whose source starts with `source_start`."""
    cells = page.locator(".jp-NotebookPanel:visible .jp-CodeCell")
    sources = page.evaluate(
        "() => [...document.querySelectorAll("
        "'.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell')].map((c) =>"
        " [...c.querySelectorAll('.cm-line')].map((l) => l.textContent).join('\\n'))"
    )
    for i, text in enumerate(sources):
        if text.startswith(source_start):
            cells.nth(i).scroll_into_view_if_needed()
            return i, cells.nth(i)
    raise AssertionError(f"no code cell starts with {source_start!r}: {sources}")


def rewrite_and_run(page, index: int, source: str, timeout: float = 60_000) -> None:
    """Replace code cell `index`'s source with `source` (as a learner types it) and run it."""
    cell = page.locator(".jp-NotebookPanel:visible .jp-CodeCell").nth(index)
    before = cell.locator(".jp-InputPrompt").inner_text()
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(source)
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        "([i, before]) => { const p = document.querySelectorAll("
        "'.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell')[i]"
        "?.querySelector('.jp-InputPrompt')?.textContent || '';"
        " return /\\[[0-9]+\\]/.test(p) && p !== before; }",
        arg=[index, before],
        timeout=timeout,
    )
