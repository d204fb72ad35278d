"""No key pressed in a table reaches JupyterLab: with focus on the menu, a hand card, the felt
and the move log, and just after the menu closes, every key JupyterLab binds in command mode
(M, Escape, A, B, D D, X, Y, Z, Enter, Shift+Enter, the arrows) leaves the table's cell a code
cell with its table, and the notebook's other cells as they were. The table's own keys still
work as its key help says."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root

pytestmark = pytest.mark.e2e

SETUP = """\
from durak_widget import DurakWidget
DurakWidget(seed=2026, bot_delay_ms=0, quiet_ms=0)
"""

KEYS = ["m", "Escape", "a", "b", "d d", "x", "y", "z", "Enter", "Shift+Enter"]
KEYS += ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "c", "v", "Shift+M"]

CELLS = (
    "() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell')]"
    ".map((c) => (c.classList.contains('jp-CodeCell') ? 'code' : 'other')"
    " + (c.querySelector('.durak-root') ? '+table' : ''))"
)


def press(page, key: str) -> None:
    for part in key.split(" "):  # "d d": the chord, pressed quickly
        page.keyboard.press(part)


def intact(page, where: str, key: str) -> None:
    cells = page.evaluate(CELLS)
    assert cells == ["code+table", "code"], f"{key!r} with focus on {where}: the cells are {cells}"
    mode = page.locator(".jp-NotebookPanel:visible .jp-Notebook").first
    # JupyterLab's edit mode would mean Enter reached it
    assert "jp-mod-editMode" not in (mode.get_attribute("class") or ""), (where, key)


def close_menu(root) -> None:
    if root.locator(".durak-menu").count():
        root.get_by_role("button", name="Close", exact=True).click()
    expect(root.locator(".durak-menu")).to_have_count(0)


def focus_on(page, root, where: str) -> None:
    if where == "menu":
        if not root.locator(".durak-menu").count():
            root.locator(".durak-menu-btn").click()
        root.locator(".durak-menu select").first.focus()
        return
    close_menu(root)
    if where == "card":
        root.locator(".durak-hand button").first.focus()
    elif where == "felt":
        root.locator(".durak-table").first.click(position={"x": 4, "y": 4})
    elif where == "log":
        root.locator(".durak-log").first.click(position={"x": 4, "y": 4})
    active = page.evaluate("() => !!document.activeElement?.closest('.durak-root')")
    assert active, f"focus on {where} is not in the table"


def test_no_key_reaches_jupyterlab(page, lab):
    lab.write_notebook("keys.ipynb", [SETUP, "1 + 1"])
    open_notebook(page, lab, "keys.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    expect(root.locator(".durak-hand button").first).to_be_visible(timeout=20_000)
    intact(page, "nothing", "")

    # the menu opened with the mouse, closed with M: the cell stays code, focus in the table
    root.locator(".durak-menu-btn").click()
    menu = root.get_by_role("dialog", name="menu")
    expect(menu).to_be_visible()
    page.keyboard.press("m")
    expect(menu).to_have_count(0)
    intact(page, "the menu", "m")
    assert page.evaluate("() => document.activeElement?.classList.contains('durak-root')")
    # just after it closed, every key still stays in the table
    for key in KEYS:
        if key in ("m", "Shift+M"):
            continue  # M opens the menu again: tried below, with focus on it
        press(page, key)
        intact(page, "the table after the menu closed", key)

    for where in ("menu", "card", "felt", "log"):
        for key in KEYS:
            focus_on(page, root, where)
            press(page, key)
            page.wait_for_timeout(50)
            intact(page, where, key)
    close_menu(root)


def test_the_tables_own_keys_work(page, lab):
    lab.write_notebook("own_keys.ipynb", [SETUP])
    open_notebook(page, lab, "own_keys.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    hand = root.locator(".durak-hand button")
    expect(hand.first).to_be_visible(timeout=20_000)
    root.focus()
    # → selects the first card, → again the next; ↓ clears
    page.keyboard.press("ArrowRight")
    expect(root.locator('.durak-hand button[aria-pressed="true"]')).to_have_count(1)
    first = root.locator('.durak-hand button[aria-pressed="true"]').get_attribute("data-card")
    page.keyboard.press("ArrowRight")
    second = root.locator('.durak-hand button[aria-pressed="true"]').get_attribute("data-card")
    assert first != second
    page.keyboard.press("Shift+ArrowLeft")
    expect(root.locator('.durak-hand button[aria-pressed="true"]')).to_have_count(2)
    page.keyboard.press("ArrowDown")
    expect(root.locator('.durak-hand button[aria-pressed="true"]')).to_have_count(0)
    expect(root.locator(".durak-selection-info")).to_contain_text("Press ↓ again")
    # M opens the menu, M (focus on its first control) closes it, Escape too
    page.keyboard.press("m")
    menu = root.get_by_role("dialog", name="menu")
    expect(menu).to_be_visible()
    page.keyboard.press("m")
    expect(menu).to_have_count(0)
    page.keyboard.press("m")
    expect(menu).to_be_visible()
    page.keyboard.press("Escape")
    expect(menu).to_have_count(0)
    # B does nothing on a table that is not a projector's (the key help does not offer it)
    page.keyboard.press("b")
    expect(root.locator(".durak-blank")).to_have_count(0)
    # ← then ↑ plays a card: the learner leads (P0 attacks first in this deal)
    pairs = root.locator(".durak-pair")
    before = pairs.count()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")
    expect(pairs).to_have_count(before + 1)
