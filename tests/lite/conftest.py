"""The JupyterLite classroom site in a real browser: built once per session, served on
127.0.0.1, with Playwright blocking every other address (the site must work offline)."""

from __future__ import annotations

import os
import time

import pytest
from frontends.browser import (  # noqa: F401  (the shared fixtures)
    artifacts,
    browser_context_args,
    browser_type_launch_args,
    mark_browser_items,
)

from .site import StaticServer, build_site


def pytest_configure(config):
    config.addinivalue_line("markers", "lite: JupyterLite site tests (Pyodide in Chromium)")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """This tier's marks (tests/conftest.py runs the browser tiers after everything else)."""
    here = os.path.dirname(__file__)
    mark_browser_items(items, lambda item: str(item.fspath).startswith(here), ("lite", "slow"))


@pytest.fixture(scope="session")
def lite_site(tmp_path_factory):
    """The built site folder (built once per test session)."""
    out = tmp_path_factory.mktemp("lite") / "site"
    seconds = build_site(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"\nJupyterLite site built in {seconds:.0f} s: {size / 1e6:.0f} MB")
    return out


@pytest.fixture(scope="session")
def lite_server(lite_site):
    """The site served on 127.0.0.1 (base URL in .base)."""
    server = StaticServer(lite_site)
    yield server
    server.stop()


@pytest.fixture
def clock():
    """Seconds since the test started."""
    start = time.monotonic()
    return lambda: time.monotonic() - start
