"""The table in Filipino, the fourth language (docs/translating.md, "Adding a language"), in a real
JupyterLab: a Durak table and a Svoi Kozyri table made with language="fil" draw their buttons,
menu, card names and Python's texts in Filipino, with no label cut off."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root
from .test_e2e_language import OVERFLOW, hand_names

pytestmark = pytest.mark.e2e

DURAK = """\
from durak_widget import DurakWidget
w = DurakWidget(language="fil", seed=5, bot_delay_ms=0, quiet_ms=0)
w
"""
OWN_TRUMPS = """\
from durak_widget import DurakWidget
own = DurakWidget.own_trumps(players=2, seed=12, language="fil", bot_delay_ms=0, quiet_ms=0)
own
"""

FIL_CARD = re.compile(
    r"^(\d+|sota|reyna|hari|alas) ng (ispada|puso|diyamante|trebol)(, (ang )?trump( mo)?)?$"
)
# a label for screen readers only (1 px wide by design) is no cut-off text
VISIBLE_OVERFLOW = OVERFLOW.replace(
    ".durak-seat-head span", ".durak-seat-head span:not(.durak-sr-only)"
)
assert VISIBLE_OVERFLOW != OVERFLOW
ENGLISH = re.compile(r"\b(the|you|your|and|attacks?|beats?|takes?|cards?|to|from|lead|pile)\b")


def test_filipino_durak_and_svoi_kozyri_tables(page, lab, artifacts):
    lab.write_notebook("filipino.ipynb", [DURAK, OWN_TRUMPS])
    open_notebook(page, lab, "filipino.ipynb")
    run_cell(page, 0)
    root = widget_root(page)

    expect(root).to_have_attribute("lang", "fil")
    expect(root).to_have_attribute("aria-label", "Mesa ng baraha ng Durak")
    expect(root.locator('[data-action="take"]')).to_have_text("Kunin")
    expect(root.locator('[data-action="done"]')).to_have_text("Tapos")
    expect(root.locator(".durak-menu-btn")).to_have_text("☰ Menu")
    expect(root.locator(".durak-log h4")).to_have_text("Talaan ng mga galaw")
    status = root.locator(".durak-status")
    expect(status).to_have_text(re.compile(r"\b(ang|ng|si|ni|mo)\b"))
    assert not ENGLISH.search(status.inner_text()), status.inner_text()
    names = hand_names(root)
    assert names and all(FIL_CARD.match(name) for name in names), names
    expect(root.locator(".durak-hand")).to_have_attribute(
        "aria-label", re.compile(r"^ang kamay mo, \d+ baraha")
    )
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)  # let the arrival animation finish before the picture
    root.screenshot(path=str(artifacts / "language-fil.png"))
    assert root.evaluate(OVERFLOW) == []

    # the menu in Filipino: the language select lists Filipino by its own name
    root.locator(".durak-menu-btn").click()
    menu = root.get_by_role("dialog", name="menu")
    expect(menu.get_by_role("button", name="Bagong laro")).to_be_visible()
    expect(menu.get_by_role("button", name="Bagong serye")).to_be_visible()
    language = menu.locator('select[data-name="language"]')
    expect(language.locator("option:checked")).to_have_text("Filipino")
    root.screenshot(path=str(artifacts / "language-fil-menu.png"))
    assert root.evaluate(OVERFLOW) == []
    menu.get_by_role("button", name="Isara").click()

    # Svoi Kozyri: the pile and the pick-up button in Filipino
    run_cell(page, 1)
    own = page.locator(".jp-NotebookPanel:visible .durak-root").nth(1)
    expect(own).to_have_attribute("aria-label", "Mesa ng baraha ng Svoi Kozyri")
    expect(own.locator(".durak-status")).to_have_text(re.compile(r"tumpok"))
    names = hand_names(own)
    assert names and all(FIL_CARD.match(name) for name in names), names
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)
    own.screenshot(path=str(artifacts / "language-fil-svoi-kozyri.png"))
    assert own.evaluate(VISIBLE_OVERFLOW) == []
