"""Other front ends than JupyterLab: Jupyter Notebook 7 and marimo in Chromium, and nbconvert
(where no JavaScript runs)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from e2e.conftest import ARTIFACTS
from e2e.lab import CHROMIUM, LAUNCH_ARGS, LabServer

HERE = Path(__file__).parent
BROWSER_DIRS = ("tests/e2e/", "tests/frontends/", "tests/lite/")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """Browser tiers run after everything else (Playwright leaves an asyncio loop behind)."""
    for item in items:
        path = Path(str(item.fspath))
        if HERE in path.parents and path.name.startswith("test_browser_"):
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
def notebook7():
    """A Jupyter Notebook 7 server (same setup as the JupyterLab one)."""
    server = LabServer(app="notebook")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """test-artifacts/ (git-ignored) for screenshots."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
