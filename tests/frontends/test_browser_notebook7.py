"""Jupyter Notebook 7: the table renders, a refused move is explained, a legal move plays."""

from __future__ import annotations

from e2e.lab import run_cell
from playwright.sync_api import expect

from .browser import refuses_then_takes

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
    refuses_then_takes(page, root, artifacts / "notebook7.png", timeout=30_000)
