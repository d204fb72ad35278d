"""Game analysis in a real JupyterLab: a finished game's result banner offers "Analyse this
game"; clicking it shows a progress bar while the table's thinker works, then the annotated
replay with its summary, the marks in the log and a button to the decisive moment; a replay
position where the viewpoint seat is to act lists the search's estimate beside each of its
legal moves, in percent and in words."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root

pytestmark = pytest.mark.e2e

FINISHED = """\
from durak_widget import DurakWidget
from durak_widget.bots import SimpleBot
w = DurakWidget(players=2, seed=3, bot_delay_ms=0, quiet_ms=0)
me = SimpleBot(7)
while not w.game.is_over:
    moves = w.game.legal_moves(0)
    w.play(me.choose(w.game.view(0), moves))
# a small, fixed search: the test is about what the learner sees, not the search's strength
w.session.analysis.budget, w.session.analysis.rounds = None, 100  # enough deals for marks
w.session.estimates.budget_ms, w.session.estimates.rounds = None, 4
w
"""


def test_analyse_a_finished_game_by_clicking(page, lab, artifacts):
    lab.write_notebook("analysis.ipynb", [FINISHED])
    open_notebook(page, lab, "analysis.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    button = root.get_by_role("button", name="Analyse this game")
    expect(button).to_be_visible(timeout=30_000)
    button.click()
    # while the analysis runs: a named progress bar (it may finish quickly: then the replay)
    progress = root.get_by_role("progressbar", name="analysis of the game")
    replay = root.locator(".durak-replay")
    expect(progress.or_(replay)).to_be_visible(timeout=20_000)
    expect(replay).to_be_visible(timeout=120_000)
    # the summary is said once: as the record's opening note, the analysis adding its button
    expect(root.locator(".durak-analysis")).to_be_visible()
    decisive = root.get_by_role("button", name=re.compile(r"Go to the decisive moment"))
    expect(decisive).to_be_visible()
    assert replay.inner_text().count("The decisive moment:") == 1
    page.screenshot(path=str(artifacts / "analysis-replay.png"))
    # step through the replay until the viewpoint seat is to act: its estimates appear
    step = root.get_by_role("button", name="step forward")
    estimates = root.locator(".durak-estimate")
    for _ in range(12):
        if estimates.count() or root.locator(".durak-estimates").count():
            break
        step.click()
        page.wait_for_timeout(150)
    expect(estimates.first).to_be_visible(timeout=60_000)
    first = estimates.first.inner_text()
    # the chance in words with its percent said once, or the sure result of a solved position
    assert (first.count("%") == 1 and "chance not to be the durak" in first) or (
        "%" not in first and "with best play" in first
    ), first
    page.screenshot(path=str(artifacts / "analysis-estimates.png"))
