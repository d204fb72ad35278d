"""What the browser tiers outside JupyterLab share (tests/frontends and tests/lite): their
marks; the JupyterLab tier's Playwright launch and page settings and artifacts
folder (its fixtures, imported here); and the check that a table refuses an illegal move with
the engine's reason and plays a legal one."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from e2e.conftest import (  # noqa: F401  (the JupyterLab tier's fixtures, shared)
    artifacts,
    browser_context_args,
    browser_type_launch_args,
)
from e2e.lab import CHROMIUM
from playwright.sync_api import Locator, expect


def mark_browser_items(
    items: list[pytest.Item], belongs: Callable[[pytest.Item], bool], marks: Iterable[str]
) -> None:
    """Give the items that `belongs` picks the `marks` (and a skip where Chromium is missing).
    tests/conftest.py puts every browser tier after everything else."""
    marks = tuple(marks)
    for item in items:
        if belongs(item):
            for mark in marks:
                item.add_marker(getattr(pytest.mark, mark))
            if not os.path.exists(CHROMIUM):
                item.add_marker(pytest.mark.skip(reason=f"{CHROMIUM} missing"))


def refuses_then_takes(page, root: Locator, shot: Path, timeout: int) -> None:
    """On the table `root` (the bot attacks 7♦'s holder with a card it cannot beat), wait up
    to `timeout` ms for the six-card hand, try 7♦ on the attack card (refused: the engine's
    reason with its rule, nothing moves), then take (the attack card comes into the hand and
    the verdict goes); a screenshot of the table to `shot`."""
    hand = root.locator(".durak-hand")
    expect(hand.get_by_role("button")).to_have_count(6, timeout=timeout)
    pairs = root.locator(".durak-pair")
    expect(pairs).to_have_count(1)
    attack = pairs.first.locator(".durak-attack")

    # refused: 7♦ on the attack card, explained, nothing moves
    hand.get_by_role("button", name="7 of diamonds", exact=True).click(force=True)
    attack.click()
    verdict = root.locator(".durak-verdict")
    expect(verdict).to_contain_text("cannot beat")
    expect(verdict).to_have_attribute("title", re.compile(r"^rule: \w"))
    expect(hand.get_by_role("button")).to_have_count(6)

    # legal: take; the attack card comes into the hand
    attack_card = attack.get_attribute("data-card")
    root.get_by_role("button", name="Take").click()
    expect(hand.locator(f'.durak-hand-card[data-card="{attack_card}"]')).to_have_count(1)
    expect(verdict).to_have_count(0)
    page.mouse.move(0, 0)
    root.screenshot(path=str(shot))
