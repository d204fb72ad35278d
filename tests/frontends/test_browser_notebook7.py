"""Jupyter Notebook 7: the table renders, a refused move is explained, a legal move plays."""

from __future__ import annotations

import re

from e2e.lab import run_cell
from playwright.sync_api import expect

# The bot (P1) attacks at once; 7♦ cannot beat any of its cards (spades are trumps).
SETUP = """\
from durak_widget import DurakWidget, Game
game = Game.from_position(
    [["7D", "9D", "JH", "QD", "7S", "KS"], ["8D", "8C", "AC", "6H", "10C", "9C"]],
    talon=["6C", "7C", "8H", "JD", "QS", "6S"],
    attacker=1,
)
DurakWidget(game=game, seed=1, bot_delay_ms=0, quiet_ms=0)
"""


def test_notebook7_renders_refuses_and_plays(page, notebook7, artifacts):
    notebook7.write_notebook("nb7.ipynb", [SETUP])
    page.goto(notebook7.url("nb7.ipynb"))
    page.wait_for_selector(".jp-Notebook .jp-CodeCell", timeout=90_000)
    expect(page.get_by_text("Python 3 (ipykernel)").first).to_be_visible(timeout=90_000)
    run_cell(page, 0)
    root = page.locator(".jp-Notebook .durak-root").first
    hand = root.locator(".durak-hand")
    expect(hand.get_by_role("button")).to_have_count(6, timeout=30_000)
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
    root.screenshot(path=str(artifacts / "notebook7.png"))
