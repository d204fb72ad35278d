"""The JupyterLite classroom site in a real browser: built once per session, served on
127.0.0.1, with Playwright blocking every other address (the site must work offline)."""

from __future__ import annotations

import os
import time

import pytest
from e2e.lab import CHROMIUM, LAUNCH_ARGS

from .site import StaticServer, build_site

BROWSER_DIRS = ("tests/e2e/", "tests/frontends/", "tests/lite/")


def pytest_configure(config):
    config.addinivalue_line("markers", "lite: JupyterLite site tests (Pyodide in Chromium)")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """Browser tiers run after everything else (Playwright leaves an asyncio loop behind)."""
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.fspath).startswith(here):
            item.add_marker(pytest.mark.lite)
            item.add_marker(pytest.mark.slow)
            if not os.path.exists(CHROMIUM):
                item.add_marker(pytest.mark.skip(reason=f"{CHROMIUM} missing"))
    items.sort(key=lambda item: any(d in item.nodeid.replace("\\", "/") for d in BROWSER_DIRS))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, **LAUNCH_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 1000}}


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


@pytest.fixture(scope="session")
def artifacts():
    """test-artifacts/ (git-ignored) for screenshots."""
    from e2e.conftest import ARTIFACTS

    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
