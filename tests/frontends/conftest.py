"""Other front ends than JupyterLab: Jupyter Notebook 7 and marimo in Chromium, and nbconvert
(where no JavaScript runs)."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e.lab import LabServer

from .browser import (  # noqa: F401  (the shared fixtures)
    artifacts,
    browser_context_args,
    browser_type_launch_args,
    mark_browser_items,
)

HERE = Path(__file__).parent


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """This tier's marks (tests/conftest.py runs the browser tiers after everything else)."""

    def belongs(item: pytest.Item) -> bool:
        path = Path(str(item.fspath))
        return HERE in path.parents and path.name.startswith("test_browser_")

    mark_browser_items(items, belongs, ("slow",))


@pytest.fixture(scope="session")
def notebook7():
    """A Jupyter Notebook 7 server (same setup as the JupyterLab one)."""
    server = LabServer(app="notebook")
    yield server
    server.stop()
