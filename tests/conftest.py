"""Suite-wide ordering: the real-browser tests run last; with pytest-xdist
(``-n auto --dist loadfile``, as scripts/test.sh runs the suite) each test file runs whole on
one worker, and the browser tiers all on one worker, one test at a time.

Playwright's sync API leaves its asyncio loop "running" in the main thread for the rest of the
process, so the widget's pacing would schedule bot moves on a loop that never turns again, and
the widget tests that expect bots to answer at once (no loop running) would wait forever. Running
the browser tier after everything else keeps each tier testing what it means to.

Under xdist, a notebook's cells depend on the cells before them and a file's tests may share a
module fixture, so a file is one unit of work (xdist's ``loadfile``). The browser tiers are one
unit together: they start one JupyterLab, one JupyterLite site and one Chromium at a time, as
in a serial run, and their waits are sized for that. Units are handed out in the order of the
collection, not biggest first, so the browser unit is the last one and nothing runs after it
on its worker. (xdist's own ``loadgroup`` cannot do this under pytest 9.2: it renames the test
ids, which pytest no longer allows.)
"""

from __future__ import annotations

from typing import Any

import pytest

BROWSER_DIRS = ("tests/e2e/", "tests/frontends/", "tests/lite/")
"""The folders of the real-browser tiers."""


def _is_browser(nodeid: str) -> bool:
    nodeid = nodeid.replace("\\", "/")
    return any(folder in nodeid for folder in BROWSER_DIRS)


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: _is_browser(item.nodeid))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """With ``--dist loadfile``: files as units of work, the browser tiers as one unit."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    # xdist hands out the biggest units first unless told not to; the browser unit must be last
    config.option.loadscopereorder = False

    class FilesThenBrowsers(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return "browser tiers" if _is_browser(nodeid) else super()._split_scope(nodeid)

    return FilesThenBrowsers(config, log)
