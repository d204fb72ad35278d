"""The learner's path in a real JupyterLab: a quiz answered by clicking (whatever each question
asks for: yes/no, a choice, a number, cards of the hand), the "What can I do?" hint by button and
by key, and the coach's comment on a move."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell

pytestmark = pytest.mark.e2e

QUIZ = """\
from durak_widget import DurakWidget, Game
q = DurakWidget.quiz(questions=4, seed=3, bot_delay_ms=0, quiet_ms=0)
q
"""

HINT = """\
h = DurakWidget(seed=4, bot_delay_ms=0, quiet_ms=0)
h
"""

COACH = """\
only = Game.from_position([["7S"], ["8S", "JH"]], trump="H", attacker=0)
c = DurakWidget(only, coach=True, bot_delay_ms=0, quiet_ms=0, bots="random")
c
"""


def answer_shown_question(root):
    """Answer the open question with the first control it offers, by clicking."""
    box = root.locator(".durak-quiz")
    if box.locator('[data-action="quiz-answer"]').count():
        box.locator('[data-action="quiz-answer"]').first.click()
    elif box.locator(".durak-quiz-number").count():
        box.locator(".durak-quiz-number").fill("1")
        box.get_by_role("button", name="Answer").click()
    else:
        root.locator(".durak-hand .durak-hand-card").first.click()
        expect(root.locator(".durak-hand .durak-hand-card").first).to_have_attribute(
            "aria-pressed", "true"
        )
        box.locator('[data-action="quiz-submit-cards"]').click()


def test_quiz_hint_and_coach_by_clicking(page, lab, artifacts):
    lab.write_notebook("quiz.ipynb", [QUIZ, HINT, COACH])
    open_notebook(page, lab, "quiz.ipynb")
    for i in range(3):
        run_cell(page, i)
    roots = page.locator(".jp-NotebookPanel:visible .durak-root")
    expect(roots).to_have_count(3)
    quiz, table, coached = roots.nth(0), roots.nth(1), roots.nth(2)

    box = quiz.locator(".durak-quiz")
    for number in range(1, 5):
        expect(box.locator(".durak-quiz-head")).to_contain_text(f"Question {number} of 4")
        expect(box.locator(".durak-quiz-prompt")).not_to_be_empty()
        # while a question is open no card is highlighted as legal or refused
        expect(quiz.locator(".durak-hand-card.durak-legal")).to_have_count(0)
        expect(quiz.locator(".durak-hand-card.durak-illegal")).to_have_count(0)
        if number == 1:
            page.mouse.move(0, 0)
            quiz.screenshot(path=str(artifacts / "quiz-question.png"))
        answer_shown_question(quiz)
        feedback = box.locator(".durak-quiz-feedback")
        expect(feedback).to_be_visible()
        expect(feedback.locator(".durak-quiz-verdict")).to_have_text(
            re.compile(r"^(Right\.|Not quite\.)$")
        )
        expect(feedback.locator(".durak-quiz-explanation")).not_to_be_empty()
        expect(box.locator(".durak-quiz-score")).to_contain_text(f"of {number}")
        if number == 1:
            page.mouse.move(0, 0)
            quiz.screenshot(path=str(artifacts / "quiz-feedback.png"))
        if number < 4:
            box.get_by_role("button", name="Next question").click()
    # the last question: no "Next question" but "Another round"; the summary says what to
    # review in words, the score once (in the heading)
    expect(box.get_by_role("button", name="Next question")).to_have_count(0)
    expect(box.get_by_role("button", name="Another round")).to_be_visible()
    expect(box.locator(".durak-quiz-summary")).not_to_contain_text("Score:")
    expect(box.locator(".durak-quiz-summary")).to_contain_text(
        re.compile(r"^(Nothing to review|Worth another look: )")
    )
    assert box.inner_text().count("Score:") == 1
    quiz.scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    quiz.screenshot(path=str(artifacts / "quiz-summary.png"))

    # the hint: by button, then by key H after a move changed the position
    table.get_by_role("button", name="What can I do? (H)").click()
    hints = table.locator(".durak-hint-list li")
    expect(hints.first).to_be_visible()
    assert hints.count() >= 1
    table.scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    table.screenshot(path=str(artifacts / "hint.png"))
    table.locator(".durak-hand .durak-hand-card.durak-legal").first.dblclick()
    expect(hints).to_have_count(0)
    table.focus()
    page.keyboard.press("h")
    expect(hints.first).to_be_visible()

    # the coach: the only move is good, and says so beside it
    coached.locator(".durak-hand").get_by_role("button", name="7 of spades").click()
    coached.get_by_role("button", name="attack with the selected cards").click()
    coach = coached.locator(".durak-coach")
    expect(coach).to_be_visible(timeout=10_000)
    expect(coach.locator(".durak-coach-label")).to_have_text("Coach: Good")
    expect(coach.locator(".durak-coach-text")).to_contain_text("only legal move")
    coached.scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    coached.screenshot(path=str(artifacts / "coach.png"))


WAIT = """\
from durak_widget import DurakWidget, Game
g = Game.from_position(
    [["AS", "AC", "6H"], ["7S", "8C"]],
    talon=["6C", "7C", "9D", "10D", "JD", "8H"],
    trump="H",
    attacker=1,
)
wq = DurakWidget(g, seed=1, bot_delay_ms=0, quiet_ms=4000)
wq
"""


def test_the_quiet_window_counts_down_after_everything_is_beaten(page, lab, artifacts):
    lab.write_notebook("wait.ipynb", [WAIT])
    open_notebook(page, lab, "wait.ipynb")
    run_cell(page, 0)
    root = page.locator(".jp-NotebookPanel:visible .durak-root").first
    expect(root.locator(".durak-pair")).to_have_count(1, timeout=20_000)  # the bot led
    root.locator(".durak-hand .durak-hand-card.durak-legal").first.dblclick()
    expect(root.locator(".durak-pair .durak-defence")).to_have_count(1)
    waiting = root.locator(".durak-waiting")
    expect(waiting).to_contain_text("waiting up to 4 s")
    first = int(waiting.locator(".durak-countdown").inner_text().strip().split()[0])
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / "waiting.png"))
    page.wait_for_timeout(1600)
    later = int(waiting.locator(".durak-countdown").inner_text().strip().split()[0])
    assert later < first, (first, later)
    # the window closes: the bot says done, the beaten cards go and the waiting line with them
    expect(waiting).to_have_count(0, timeout=8_000)
    expect(root.locator(".durak-pair")).to_have_count(0)
