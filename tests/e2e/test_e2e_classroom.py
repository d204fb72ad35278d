"""The class plays together, in real browsers: the teacher's JupyterLab starts a room and shows
a table; two students join from their own browser contexts (one a laptop, one a phone) by
typing a nickname, and play a whole game against a bot by clicking; then the teacher asks a
two-question class quiz, the students answer by clicking, and the teacher reveals each answer
and moves on by clicking the board's buttons."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root
from .test_e2e_quiz import answer_shown_question

pytestmark = pytest.mark.e2e

ROOM = """\
from durak_widget.classroom import Classroom
room = Classroom(players=3, humans=2, seed=5, bot_delay_ms=250, quiet_ms=1500).start()
room
"""
TABLE = "teacher = room.table(0)\nteacher"
QUIZ = "quiz = room.quiz(questions=2, seed=2)\nquiz"
STOP = "print(len(teacher.game.history), teacher.game.is_over); room.stop()"


def join(browser, link: str, name: str, **context):
    page = browser.new_context(**context).new_page()
    page.goto(link)
    page.fill("#seat-name", name)
    page.get_by_role("button", name="Join").click()
    root = page.locator("#durak-seat .durak-root")
    expect(root).to_be_visible(timeout=20_000)
    expect(page.locator(".seat-who")).to_contain_text(name)
    return page, root


def act(root) -> bool:
    """One move by clicking, if this seat may make one: say done when it may (short bouts),
    else play a legal card (a double click plays it when it does one thing only; else the
    first attack card it can beat), else take. The table may change under the click (a bot,
    the other student): then nothing happens and the next round looks again."""
    done = root.locator(".durak-btn-done.durak-btn-enabled")
    legal = root.locator(".durak-hand .durak-hand-card.durak-legal")
    take = root.locator(".durak-btn-take.durak-btn-enabled")
    try:
        if done.count():
            done.first.click(timeout=2_000)
        elif legal.count():
            legal.first.dblclick(timeout=2_000)
            # the attack cards the selected card can beat (every attack card is a button,
            # the beaten ones too: clicking one of those would be refused, again and again)
            target = root.locator('.durak-table [data-action="target"].durak-target')
            if root.locator(".durak-hand-card.durak-legal").count() and target.count():
                target.first.click(timeout=2_000)
        elif take.count():
            take.first.click(timeout=2_000)
        else:
            return False
    except PlaywrightError:
        return False
    return True


def where(root) -> str:
    """The table's status line and the last move in its log: they change with every move."""
    try:
        status = root.locator(".durak-status").first.inner_text(timeout=2_000)
        log = root.locator(".durak-log li")
        return f"{status} / {log.last.text_content(timeout=2_000) if log.count() else ''}"
    except PlaywrightError:
        return ""


def seat_state(root) -> str:
    """What a seat shows that says whether it may act: its status line, its legal cards and
    its enabled buttons."""
    try:
        legal = root.locator(".durak-hand .durak-hand-card.durak-legal").all_inner_texts()
        buttons = root.locator(".durak-btn-enabled").all_inner_texts()
        status = root.locator(".durak-status").first.inner_text(timeout=2_000)
        return f"{status!r}, legal {legal}, buttons {buttons}"
    except PlaywrightError as error:
        return f"unreadable ({error})"


def test_two_students_and_a_bot_play_a_game_and_a_class_quiz(page, lab, browser, artifacts):
    lab.write_notebook("classroom.ipynb", [ROOM, TABLE, QUIZ, STOP])
    open_notebook(page, lab, "classroom.ipynb")
    run_cell(page, 0)
    link = page.locator(".durak-classroom a").first
    expect(link).to_have_text(re.compile(r"^http://127\.0\.0\.1:\d+/$"))
    url = link.inner_text()
    expect(page.locator(".durak-classroom-qr svg")).to_be_visible()
    run_cell(page, 1)
    teacher = widget_root(page)
    expect(teacher).to_be_visible(timeout=20_000)

    laptop, anna = join(browser, url, "Anna", viewport={"width": 1280, "height": 900})
    phone, ivo = join(
        browser, url, "Ivo", viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    for root in (anna, ivo):
        # a seat shows no control it may not use
        for selector in (".durak-toolbar", ".durak-steps", '[data-action="menu"]'):
            expect(root.locator(selector)).to_have_count(0)
    # the phone gets the narrow layout, and nothing is wider than its screen
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    # a student reads the table in the language they pick, and back
    phone.select_option(".seat-language", "ru")
    expect(ivo.locator(".durak-btn-take")).to_have_text("Беру")
    expect(ivo.locator(".durak-panel")).to_contain_text("козыр")
    phone.select_option(".seat-language", "fil")  # the fourth language, on a phone
    expect(ivo.locator(".durak-btn-take")).to_have_text("Kunin")
    expect(ivo.locator(".durak-panel")).to_contain_text("trump")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    phone.select_option(".seat-language", "en")
    expect(ivo.locator(".durak-btn-take")).to_have_text("Take")
    # the teacher sees the table as a spectator: no hand
    expect(teacher.locator(".durak-hand .durak-hand-card")).to_have_count(0)
    # ... with the teacher's own Pause (New game comes with the result), and no steps
    expect(teacher.locator('[data-action="pause"]')).to_have_count(1)
    expect(teacher.locator(".durak-steps")).to_have_count(0)

    # A game takes 20-40 s here; a slow machine may take several times as long, so the test
    # fails on a stall (nothing moved for 90 s) rather than on a short total, and says where.
    give_up = time.monotonic() + 900
    stalled = time.monotonic() + 90
    last = ""
    shots = False
    while not (anna.locator(".durak-result").count() and ivo.locator(".durak-result").count()):
        now = where(teacher)
        if now != last:
            last, stalled = now, time.monotonic() + 90
        assert time.monotonic() < stalled, (
            f"the game stalled for 90 s at {now!r}; "
            f"Anna: {seat_state(anna)}; Ivo: {seat_state(ivo)}"
        )
        assert time.monotonic() < give_up, f"the game did not end in 900 s; last at {now!r}"
        moved = act(anna) | act(ivo)
        if moved and not shots:
            laptop.screenshot(path=str(artifacts / "classroom-seat-laptop.png"))
            phone.screenshot(path=str(artifacts / "classroom-seat-phone.png"), full_page=True)
            shots = True
        page.wait_for_timeout(150 if moved else 300)
    expect(teacher.locator(".durak-result")).to_be_visible(timeout=10_000)
    expect(anna.locator('[data-action="new-game"]')).to_have_count(0)
    expect(teacher.locator('.durak-result [data-action="new-game"]')).to_have_count(1)
    page.screenshot(path=str(artifacts / "classroom-teacher.png"))

    run_cell(page, 2)
    board = page.locator(".durak-class-quiz").first
    expect(board).to_be_visible(timeout=20_000)
    for number in (1, 2):
        for root in (anna, ivo):
            box = root.locator(".durak-quiz")
            expect(box.locator(".durak-quiz-head")).to_contain_text(f"Question {number} of 2")
            for selector in (".durak-seat-pick", ".durak-comment-box", ".durak-toolbar"):
                expect(root.locator(selector)).to_have_count(0)
            answer_shown_question(root)
            expect(box.locator(".durak-quiz-waiting")).to_contain_text("Your answer:")
            expect(box.locator(".durak-quiz-feedback")).to_have_count(0)
        expect(board).to_contain_text("2 of 2 students answered", timeout=10_000)
        board.get_by_role("button", name="Reveal the answer").click()
        for root in (anna, ivo):
            feedback = root.locator(".durak-quiz-feedback")
            expect(feedback).to_be_visible(timeout=10_000)
            expect(feedback.locator(".durak-quiz-verdict")).to_have_text(
                re.compile(r"^(Right\.|Not quite\.)$")
            )
            expect(root.locator('[data-action="quiz-next"]')).to_have_count(0)
        expect(board.locator(".durak-class-quiz-bar").first).to_be_visible()
        if number == 1:
            laptop.screenshot(path=str(artifacts / "classroom-quiz-feedback.png"))
            board.get_by_role("button", name="Next question").click()
    scores = board.locator(".durak-class-quiz-scores")
    expect(scores).to_contain_text("Anna")
    expect(scores).to_contain_text("Ivo")
    page.screenshot(path=str(artifacts / "classroom-quiz-board.png"))
    board.get_by_role("button", name="End the quiz").click()
    for root in (anna, ivo):
        expect(root.locator(".durak-quiz")).to_have_count(0, timeout=10_000)
        expect(root.locator(".durak-result")).to_be_visible()
    run_cell(page, 3)
    laptop.context.close()
    phone.context.close()
