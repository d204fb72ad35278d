"""No text outside a catalog in a class, as students and the teacher see it: a room in the
pseudo-locale ``qps`` is run in real browsers (the teacher's JupyterLab with the room's live
display, table 1 and the class quiz's board; Anna on a laptop and Ivo on a phone, one browser
context each). Every visible text of both seat pages (the join form, the bar, the table, the
waiting line, the pause, the quiz, the lesson-over page), with the names and tooltips a
screen reader or a mouse gives, and of the teacher's displays must be inside ``⟦…⟧``,
apart from card labels, numbers, seat names and the students' nicknames. The language menu's
entries are each language's own name (an endonym, the same on every screen) and are not read.

Screenshots (test-artifacts/): classroom-qps-*.png."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from pseudo import unmarked

from .lab import open_notebook, run_cell, widget_root
from .test_e2e_classroom import act
from .test_e2e_quiz import answer_shown_question

pytestmark = pytest.mark.e2e

ROOM = """\
import durak_widget
from durak_widget.classroom import Classroom
durak_widget.set_language("qps")
room = Classroom(players=3, humans=2, tables=1, seed=5, bot_delay_ms=300, quiet_ms=1500,
                 away_after=600, language="qps").start()
room
"""
TABLE = "teacher = room.table(0)\nteacher"
PAUSE = "room.pause(0)"
RESUME = "room.resume(0)"
QUIZ = "quiz = room.quiz(topic='beat', questions=2, seed=2)\nquiz"
REVEAL = "quiz.reveal()"
END = "quiz.end()"
STOP = "room.stop()"
NAMES = ("Anna", "Ivo")

LAPTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}

# Every visible text under `root`, and the accessible names, tooltips and placeholders of its
# shown elements (a select's options aside: the language menu names each language in its own
# words; ipywidgets keeps a hidden label titled "null" that nobody sees).
TEXTS = """(root) => {
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const box = node.parentElement;
    if (!box || box.closest('select') || !box.offsetParent || !node.textContent.trim()) continue;
    out.push(node.textContent.trim());
  }
  for (const el of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (!el.getClientRects().length) continue;  // not shown: no name, no tooltip
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name);
      if (value && value.trim()) out.push(value.trim());
    }
  }
  return out;
}"""


URL = re.compile(r"https?://\S+")


def leaks(root) -> list[str]:
    """The texts under `root` with a word outside the markers (a link's address aside)."""
    return sorted({text for text in root.evaluate(TEXTS) if unmarked(URL.sub(" ", text), NAMES)})


def join(browser, link: str, name: str, **context):
    """A student's page joined as `name` (the join button found by its place, not its
    English name: the page speaks qps)."""
    page = browser.new_context(**context).new_page()
    page.goto(link)
    expect(page.locator("html")).to_have_attribute("lang", "qps", timeout=20_000)
    form = {"join form": leaks(page.locator("body"))}
    page.fill("#seat-name", name)
    page.locator(".seat-join button[type=submit]").click()
    root = page.locator("#durak-seat .durak-root")
    expect(root).to_be_visible(timeout=20_000)
    expect(page.locator(".seat-who")).to_contain_text(name)
    return page, root, form


def test_a_class_in_the_pseudo_locale_shows_only_catalog_texts(page, lab, browser, artifacts):
    lab.write_notebook("class-qps.ipynb", [ROOM, TABLE, PAUSE, RESUME, QUIZ, REVEAL, END, STOP])
    open_notebook(page, lab, "class-qps.ipynb")
    run_cell(page, 0)
    display = page.locator(".durak-classroom-display").first
    expect(display).to_be_visible(timeout=20_000)
    link = display.locator(".durak-classroom a").first
    expect(link).to_have_text(re.compile(r"^http://127\.0\.0\.1:\d+/$"))
    url = link.inner_text()
    run_cell(page, 1)
    teacher = widget_root(page)
    expect(teacher).to_have_attribute("lang", "qps", timeout=20_000)

    found: dict[str, list[str]] = {}
    laptop, anna, form = join(browser, url, "Anna", **LAPTOP)
    found["Anna: " + next(iter(form))] = next(iter(form.values()))
    expect(anna.locator(".durak-held")).to_be_visible()
    found["Anna: waiting for a classmate"] = leaks(laptop.locator("body"))
    phone, ivo, _ = join(browser, url, "Ivo", **PHONE)
    expect(anna.locator(".durak-held")).to_have_count(0, timeout=20_000)

    # a few moves by clicking, then every page and the teacher's displays are read
    for _ in range(12):
        act(anna) | act(ivo)
        page.wait_for_timeout(250)
    for who, seat in (("Anna", laptop), ("Ivo", phone)):
        found[f"{who}: playing"] = leaks(seat.locator("body"))
    found["teacher: table"] = leaks(teacher)
    found["teacher: room display"] = leaks(display)
    laptop.screenshot(path=str(artifacts / "classroom-qps-laptop.png"))
    phone.screenshot(path=str(artifacts / "classroom-qps-phone.png"), full_page=True)

    # the teacher pauses the table: both pages say so, in catalog words
    run_cell(page, 2)
    for who, root, seat in (("Anna", anna, laptop), ("Ivo", ivo, phone)):
        expect(root.locator(".durak-held")).to_be_visible(timeout=20_000)
        found[f"{who}: paused"] = leaks(seat.locator("body"))
    found["teacher: paused"] = leaks(teacher)
    run_cell(page, 3)

    # a class quiz: the question on each page, the board in the notebook, then the answer
    run_cell(page, 4)
    board = page.locator(".durak-class-quiz").first
    expect(board).to_be_visible(timeout=20_000)
    for who, root, seat in (("Anna", anna, laptop), ("Ivo", ivo, phone)):
        expect(root.locator(".durak-quiz")).to_be_visible(timeout=20_000)
        found[f"{who}: quiz question"] = leaks(seat.locator("body"))
        answer_shown_question(root)
    answered = board.locator(".durak-class-quiz-answered")
    expect(answered).to_contain_text("Anna", timeout=20_000)
    expect(answered).to_contain_text("Ivo", timeout=20_000)
    found["teacher: quiz board"] = leaks(board)
    run_cell(page, 5)
    expect(board.locator(".durak-class-quiz-bar").first).to_be_visible(timeout=20_000)
    for who, root, seat in (("Anna", anna, laptop), ("Ivo", ivo, phone)):
        expect(root.locator(".durak-quiz-feedback")).to_be_visible(timeout=20_000)
        found[f"{who}: quiz answer"] = leaks(seat.locator("body"))
    found["teacher: quiz board revealed"] = leaks(board)
    page.screenshot(path=str(artifacts / "classroom-qps-board.png"))
    run_cell(page, 6)

    # the lesson is over: every page says so
    run_cell(page, 7)
    for who, seat in (("Anna", laptop), ("Ivo", phone)):
        expect(seat.locator(".seat-over")).to_have_count(1, timeout=20_000)
        found[f"{who}: lesson over"] = leaks(seat.locator("body"))
    laptop.screenshot(path=str(artifacts / "classroom-qps-over.png"))
    laptop.context.close()
    phone.context.close()
    assert {where: texts for where, texts in found.items() if texts} == {}
