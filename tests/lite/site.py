"""The JupyterLite classroom site for the browser tests: built once, served on 127.0.0.1."""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
KERNEL = "Python (Pyodide)"
KERNEL_IDLE = f"{KERNEL} | Idle"


def build_site(out: Path) -> float:
    """Run scripts/lite_build.py into out (as scripts/lite.sh does: the pure-Python wheel, the
    only kind Pyodide installs); return the seconds it took."""
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "lite_build.py"), "--out", str(out)],
        capture_output=True, text=True, check=False,
        env={**os.environ, "DURAK_WIDGET_PURE": "1"},
    )  # fmt: skip
    if done.returncode != 0:
        raise RuntimeError(f"the Lite build failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    wheels = [p.name for p in out.rglob("durak_widget-*.whl")]
    if not wheels or not all(name.endswith("-py3-none-any.whl") for name in wheels):
        raise RuntimeError(f"the Lite site must carry the pure-Python wheel, found {wheels}")
    return time.monotonic() - start


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


class _Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A browser that leaves a page mid-download resets its connection: not an error."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class StaticServer:
    """A static file server (like any web host) for a folder, on a free port of 127.0.0.1."""

    def __init__(self, root: Path):
        handler = functools.partial(_QuietHandler, directory=str(root))
        self.httpd = _Server(("127.0.0.1", 0), handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Shut the server down."""
        self.httpd.shutdown()
        self.httpd.server_close()


def only_this_host(context, base: str) -> list[str]:
    """Abort every request that does not go to base; return the list of what was blocked."""
    blocked: list[str] = []

    def route(r):
        if r.request.url.startswith(base + "/") or r.request.url.startswith(("data:", "blob:")):
            r.continue_()
        else:
            blocked.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    return blocked


def interface_text(site: Path, locale: str, english: str) -> str:
    """What JupyterLab's interface shows for `english` (its ``jupyterlab`` domain) in `locale`,
    by the language pack the site carries; the English text where the pack lacks it."""
    if locale == "en":
        return english
    pack = json.loads((site / "api" / "translations" / f"{locale}.json").read_text())
    return pack["data"]["jupyterlab"].get(english, [english])[0]


def wait_for_kernel_idle(page, idle: str = KERNEL_IDLE, timeout: float = 300_000) -> None:
    """Wait until the status bar says the Pyodide kernel is idle (`idle`: in the interface's
    language, e.g. "Python (Pyodide) | Простаивает")."""
    page.wait_for_function(
        "(want) => (document.querySelector('#jp-main-statusbar')?.textContent || '')"
        ".includes(want)",
        arg=idle,
        timeout=timeout,
    )


def open_lite_notebook(page, base: str, name: str, timeout: float = 300_000) -> None:
    """Open a notebook of the site in JupyterLab (Lite) and wait for the Pyodide kernel."""
    page.goto(f"{base}/lab/index.html?path={name}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout)
    wait_for_kernel_idle(page, KERNEL_IDLE, timeout)


def insert_cell_here(page, source: str) -> int:
    """Insert a code cell above the active one (after a run); return its code-cell index."""
    code_cells = ".jp-Notebook .jp-CodeCell"
    before = page.locator(code_cells).count()
    # keys pressed inside a table stay in it (it handles them): leave it first, then command mode
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.locator(".jp-Notebook .jp-Cell.jp-mod-active .jp-InputPrompt").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("a")
    page.wait_for_function(
        "([sel, n]) => document.querySelectorAll(sel).length === n + 1", arg=[code_cells, before]
    )
    page.keyboard.press("Enter")
    page.keyboard.insert_text(source)
    return page.evaluate(
        "(sel) => [...document.querySelectorAll(sel)]"
        ".findIndex((c) => c.classList.contains('jp-mod-active'))",
        code_cells,
    )
