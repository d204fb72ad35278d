"""Real-browser tests: a JupyterLab server started here, Debian Chromium driven by Playwright.

Run with `pytest -m e2e` (they are part of the default run too). Screenshots go to
test-artifacts/ (git-ignored).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .lab import CHROMIUM, LAUNCH_ARGS, LabServer

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "e2e: real-browser tests (JupyterLab + Chromium via Playwright)"
    )


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.e2e)
            if not os.path.exists(CHROMIUM):
                item.add_marker(
                    pytest.mark.skip(reason=f"{CHROMIUM} missing: run scripts/ensure-chromium.sh")
                )


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, **LAUNCH_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 1000}}


@pytest.fixture(scope="session")
def lab():
    server = LabServer()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
