"""Suite-wide ordering: the real-browser tests run last.

Playwright's sync API leaves its asyncio loop "running" in the main thread for the rest of the
process, so the widget's pacing would schedule bot moves on a loop that never turns again, and
the widget tests that expect bots to answer at once (no loop running) would wait forever. Running
the browser tier after everything else keeps each tier testing what it means to.
"""


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: "tests/e2e/" in item.nodeid.replace("\\", "/"))
