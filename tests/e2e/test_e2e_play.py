"""A learner plays in a real JupyterLab: click-then-click attack, a keyboard move, stepping back
and forward, open hands, and screenshots in the light and dark themes."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, set_theme, widget_root

pytestmark = pytest.mark.e2e

SETUP = """\
from durak_widget import DurakWidget, Game
game = Game.from_position(
    [["7C", "7D", "9H", "QS", "KD", "AH"], ["8C", "10D", "JS", "6H", "9C", "KC"]],
    talon=["6C", "10C", "8H", "JD", "QC", "6S"],
    attacker=0,
)
# seed: the bots too; allow_open_hands: the menu's "Open hands" may show the bot's cards
w = DurakWidget(game=game, seed=1, bot_delay_ms=0, quiet_ms=0, allow_open_hands=True)
w
"""


def hand_button(root, name):
    return root.locator(".durak-hand").get_by_role("button", name=name, exact=True)


def test_learner_plays_attack_keyboard_steps_open_hands(page, lab, artifacts):
    lab.write_notebook("play.ipynb", [SETUP])
    open_notebook(page, lab, "play.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    expect(root).to_be_visible(timeout=20_000)
    expect(root.locator(".durak-hand button")).to_have_count(6)
    expect(root).to_have_attribute("data-lm-suppress-shortcuts", "true")
    pairs = root.locator(".durak-pair")
    expect(pairs).to_have_count(0)

    # 1. a legal attack by click-then-click: the card, then the table
    hand_button(root, "7 of clubs").click()
    expect(hand_button(root, "7 of clubs")).to_have_attribute("aria-pressed", "true")
    expect(root.locator(".durak-selection-info")).to_contain_text("attack with it")
    root.get_by_role("button", name="attack with the selected cards").click()
    expect(pairs).to_have_count(1)
    expect(pairs.first.locator(".durak-attack")).to_have_attribute(
        "aria-label", re.compile(r"^7 of clubs")
    )
    expect(hand_button(root, "7 of clubs")).to_have_count(0)
    # the bot (no delay) beats it; the log says what happened and why
    expect(pairs.first.locator(".durak-defence")).to_have_count(1)
    # entries carry their real move number; only the newest carries its explanation
    expect(root.locator(".durak-log li").first).to_contain_text("You attack 7♣")
    expect(root.locator(".durak-log li .durak-log-n").first).to_have_text("1.")
    expect(root.locator(".durak-log li").last).to_contain_text("Legal")

    # 2. a move by keyboard: → selects the lowest card (7♦), ↑ throws it in
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    root.focus()
    page.keyboard.press("ArrowRight")
    expect(hand_button(root, "7 of diamonds")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("ArrowUp")
    expect(pairs).to_have_count(2)
    expect(pairs.nth(1).locator(".durak-attack")).to_have_attribute(
        "aria-label", re.compile(r"^7 of diamonds")
    )
    # keys stayed in the widget: JupyterLab did not add cells
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells
    expect(pairs.nth(1).locator(".durak-defence")).to_have_count(1)

    # 3. step back and forward through the history
    position = root.locator(".durak-position")
    at_end = position.inner_text()
    n, length = map(int, re.findall(r"\d+", at_end))
    assert n == length
    root.get_by_role("button", name="step back").click()
    expect(position).to_have_text(f"move {n - 1} of {length}")
    expect(pairs.nth(1).locator(".durak-defence")).to_have_count(0)
    root.get_by_role("button", name="step back").click()
    expect(position).to_have_text(f"move {n - 2} of {length}")
    expect(pairs).to_have_count(1)
    root.get_by_role("button", name="step forward").click()
    root.get_by_role("button", name="step forward").click()
    expect(position).to_have_text(f"move {n} of {length}")
    expect(pairs).to_have_count(2)

    # 4. open hands: the bot's cards appear face up, by name
    opponent = root.locator(".durak-seats .durak-seat").first
    expect(opponent.locator(".durak-open")).to_have_count(0)
    root.get_by_role("button", name="Open hands").click()
    expect(opponent.locator(".durak-open [role=listitem]")).to_have_count(4)
    expect(opponent.get_by_role("listitem", name="jack of spades, trump")).to_have_count(1)

    # 5. select a card so the screenshot shows a selection, then light and dark themes
    hand_button(root, "9 of hearts").click(force=True)  # aria-disabled: shows its reason
    # the reason comes on demand (why_card -> card_reason) and replaces the placeholder
    expect(root.locator(".durak-selection-info")).not_to_contain_text("asking the engine")
    expect(root.locator(".durak-selection-info")).to_contain_text("9♥")
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / "widget-light.png"))
    page.screenshot(path=str(artifacts / "lab-light.png"))
    set_theme(page, "JupyterLab Dark")
    root.screenshot(path=str(artifacts / "widget-dark.png"))
    page.screenshot(path=str(artifacts / "lab-dark.png"))
    # the menu by keyboard (M), then Escape closes it
    root.focus()
    page.keyboard.press("m")
    menu = root.get_by_role("dialog", name="menu")
    expect(menu).to_be_visible()
    expect(menu.get_by_label("Open hands")).to_be_checked()
    root.screenshot(path=str(artifacts / "widget-menu-dark.png"))
    page.keyboard.press("Escape")
    expect(menu).to_have_count(0)
    set_theme(page, "JupyterLab Light")
