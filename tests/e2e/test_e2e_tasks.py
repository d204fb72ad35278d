"""Each task in a real JupyterLab shows only its own controls: play, sandbox, replay, a
guess-the-move lesson, a quiz, and a classroom seat (a table followed as a seat). No text
region is cut off, a lesson's feedback never scrolls inside and its log stays inside the
widget, the sandbox's viewpoint stays put over ten moves, a 20,000-character seat name keeps
the table in its cell; and a screenshot of each task in both themes at a 700 px cell, 1280×720
and 1920×1080 (test-artifacts/task-*.png)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, set_theme

pytestmark = pytest.mark.e2e

CELLS = [
    """\
from durak_widget import DurakWidget, Game
from durak_widget.table import Holder, Table, Viewer

def duel():
    return Game.from_position(
        [["7C", "7D", "9H", "QS", "KD", "AH"], ["8C", "10D", "JS", "6H", "9C", "KC"]],
        talon=["6C", "10C", "8H", "JD", "QC", "6S"],
        attacker=0,
    )
""",
    """\
play = DurakWidget(game=duel(), seed=1, coach=True, bot_delay_ms=0, quiet_ms=0)
play.play("P0 attacks 7C")
play
""",
    """\
sandbox = DurakWidget(players=3, mode="sandbox", seed=5, annotating=True)  # with the comment box
for _ in range(2):
    sandbox.play(sandbox.game.legal_moves(sandbox.game.next_to_act())[0])
sandbox
""",
    """\
replay = DurakWidget.replay("beating", seat=1)
replay.goto(3)
replay
""",
    """\
lesson = DurakWidget.replay("beating", guess=True)
lesson
""",
    """\
quiz = DurakWidget.quiz(questions=3, seed=1)
quiz
""",
    """\
classroom = Table(Game.new(3, seed=8), holders={1: Holder.remote("Anna")}, bot_delay_ms=0,
                  quiet_ms=0)
classroom.start()
seat = DurakWidget.follow(classroom, Viewer.at(1))
seat
""",
    """\
long = DurakWidget(names=["Anna " + "x" * 20_000, "Bot"], seed=3, bot_delay_ms=0, quiet_ms=0)
long.play(long.game.legal_moves(0)[0]) if long.game.legal_moves(0) else None
long
""",
    """\
# the sandbox plays its next move (whoever is to act)
mover = sandbox.game.next_to_act()
sandbox.play(sandbox.game.legal_moves(mover)[0])
""",
]
TASKS = ["play", "sandbox", "replay", "guess", "quiz", "seat"]
SANDBOX_STEP = 8

# What must not be drawn in each task (the other tasks' controls).
ABSENT = {
    "play": [".durak-comment-box", ".durak-viewpoint", ".durak-mode", ".durak-quiz", ".durak-guess",
             ".durak-replay", '[data-name="open_hands"]'],
    "sandbox": ['[data-action="pause"]', ".durak-quiz", ".durak-guess", ".durak-replay"],
    "replay": ['[data-action="pause"]', ".durak-hint", ".durak-quiz", ".durak-guess"],
    "guess": ['[data-action="autoplay"]', ".durak-comment-box", ".durak-viewpoint",
              '[data-action="pause"]', ".durak-hint", ".durak-replay", ".durak-mode",
              ".durak-side .durak-verdict"],
    "quiz": [".durak-steps", ".durak-log", ".durak-comment-box", ".durak-viewpoint",
             '[data-action="seat"]', ".durak-mode", ".durak-actions",
             ".durak-selection-info", ".durak-hint", '[data-action="pause"]',
             '[data-name="open_hands"]'],
    "seat": [".durak-steps", '[data-name="open_hands"]', '[data-action="new-game"]',
             '[data-action="pause"]', ".durak-menu-btn", ".durak-comment-box", ".durak-viewpoint"],
}  # fmt: skip
PRESENT = {
    "play": [".durak-hand", ".durak-actions", ".durak-steps", ".durak-log", ".durak-coach"],
    "sandbox": [".durak-viewpoint", ".durak-comment-box", ".durak-steps", ".durak-log"],
    "replay": [".durak-replay", ".durak-viewpoint", ".durak-steps", ".durak-log"],
    "guess": [".durak-guess", ".durak-steps", ".durak-log", ".durak-hand"],
    "quiz": [".durak-quiz-prompt", ".durak-quiz-answers", ".durak-hand", ".durak-table"],
    "seat": [".durak-hand", ".durak-actions", ".durak-log", ".durak-panel"],
}

# Text cut off by its own box, a box scrolling inside, a part outside the widget.
CUT = r"""
(root) => {
  const problems = [];
  const rb = root.getBoundingClientRect();
  const name = (el) => el.className.split(" ")[0] || el.tagName;
  for (const el of root.querySelectorAll("*")) {
    if (el.closest(".durak-sr-only") || el.tagName === "SELECT" || el.tagName === "OPTION") continue;
    const s = getComputedStyle(el);
    const b = el.getBoundingClientRect();
    if (b.width < 1 || b.height < 1) continue;
    const text = el.textContent.trim();
    if (text && !el.children.length && (s.overflowX === "hidden" || s.overflow === "hidden")
        && el.scrollWidth > el.clientWidth + 1)
      problems.push(`${name(el)} clips its text "${text.slice(0, 30)}"`);
    if (b.left < rb.left - 1 || b.right > rb.right + 1)
      problems.push(`${name(el)} sticks out of the widget sideways`);
  }
  // the table, its seats and the hand never scroll inside their column
  for (const el of root.querySelectorAll(".durak-main"))
    if (el.scrollHeight > el.clientHeight + 1)
      problems.push(`the main column scrolls (${el.scrollHeight} > ${el.clientHeight})`);
  return problems;
}
"""  # noqa: E501

# A guess lesson's feedback and log: nothing scrolls inside, nothing leaves the widget.
LESSON = r"""
(root) => {
  const problems = [];
  const rb = root.getBoundingClientRect();
  for (const el of root.querySelectorAll(".durak-guess, .durak-guess *, .durak-note, .durak-note *")) {
    if (el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== "visible")
      problems.push(`${el.className} scrolls inside (${el.scrollHeight} > ${el.clientHeight})`);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible")
      problems.push(`${el.className} is cut sideways`);
  }
  for (const sel of [".durak-log", ".durak-guess", ".durak-note"]) {
    const el = root.querySelector(sel);
    if (!el) continue;
    const b = el.getBoundingClientRect();
    if (b.bottom > rb.bottom + 1 || b.top < rb.top - 1) problems.push(`${sel} leaves the widget`);
  }
  return problems;
}
"""  # noqa: E501


def roots(page):
    return page.locator(".jp-NotebookPanel:visible .durak-root")


def shoot(page, root, artifacts, name):
    """The task at a 700 px cell, then the notebook at 1280×720 and 1920×1080 with the table's
    top at the top of the notebook."""
    page.set_viewport_size({"width": 1280, "height": 1800})
    root.evaluate("(r) => { r.parentElement.style.width = '700px'; }")
    page.wait_for_timeout(200)
    root.evaluate("(r) => r.scrollIntoView({block: 'start'})")
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / f"task-{name}-700px.png"))
    root.evaluate("(r) => { r.parentElement.style.width = ''; }")
    for width, height in ((1280, 720), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(250)
        root.evaluate("(r) => r.scrollIntoView({block: 'start'})")
        page.screenshot(path=str(artifacts / f"task-{name}-{width}x{height}.png"))
    page.set_viewport_size({"width": 1280, "height": 1000})


def test_each_task_shows_its_own_controls_and_nothing_is_cut(page, lab, artifacts):
    page.set_viewport_size({"width": 1280, "height": 1000})
    lab.write_notebook("tasks.ipynb", CELLS)
    open_notebook(page, lab, "tasks.ipynb")
    for i in range(8):
        run_cell(page, i)
    expect(roots(page)).to_have_count(7)
    tables = {task: roots(page).nth(i) for i, task in enumerate(TASKS)}
    # the first quiz of the session said it was preparing, then showed its first question
    expect(tables["quiz"].locator(".durak-quiz-prompt")).not_to_contain_text(
        "Preparing", timeout=60_000
    )
    expect(tables["play"].locator(".durak-coach")).not_to_have_class(
        "durak-coach durak-coach-pending", timeout=30_000
    )
    # a guess answered by clicking: a legal move, not the record's (its feedback is longest)
    guess = tables["guess"]
    expect(guess.locator(".durak-guess-prompt")).to_contain_text("Find the move")
    guess.get_by_role("button", name="queen of clubs", exact=True).dblclick()
    expect(guess.locator(".durak-guess-feedback")).to_be_visible()

    for task, root in tables.items():
        root.scroll_into_view_if_needed()
        for selector in PRESENT[task]:
            expect(root.locator(selector).first, f"{task}: {selector}").to_be_visible()
        for selector in ABSENT[task]:
            expect(root.locator(selector), f"{task} shows {selector}").to_have_count(0)
        for width in (700, None):
            root.evaluate("(r, w) => { r.parentElement.style.width = w ? w + 'px' : ''; }", width)
            page.wait_for_timeout(150)
            problems = root.evaluate("(r) => (" + CUT + ")(r)")
            assert not problems, f"{task} at {width or 'full'} width: {problems}"
    lesson = tables["guess"]
    for width in (700, None):
        lesson.evaluate("(r, w) => { r.parentElement.style.width = w ? w + 'px' : ''; }", width)
        page.wait_for_timeout(150)
        problems = lesson.evaluate("(r) => (" + LESSON + ")(r)")
        assert not problems, f"the lesson at {width or 'full'} width: {problems}"
    # the note of the record's move, beside its card, in full
    note = lesson.locator(".durak-note-comment")
    expect(note).to_have_count(1)
    assert not note.inner_text().endswith("…")

    # a 20,000-character name: cut, whole in the tooltip, and the table stays in its cell
    long = roots(page).nth(6)
    name = long.locator(".durak-own-seat .durak-seat-name")
    assert len(name.inner_text()) < 40 and len(name.get_attribute("title")) > 20_000
    box = long.bounding_box()
    cell = long.evaluate("(r) => r.parentElement.getBoundingClientRect().width")
    assert box["width"] <= cell + 1
    assert not long.evaluate("(r) => (" + CUT + ")(r)")

    # the sandbox's viewpoint stays on its seat over ten moves, whoever moves
    sandbox = tables["sandbox"]
    bottom = sandbox.locator(".durak-own-seat .durak-seat-name")
    others = sandbox.locator(".durak-seats .durak-seat")
    seen = (bottom.inner_text(), others.evaluate_all("els => els.map(e => e.dataset.seat)"))
    position = sandbox.locator(".durak-position")
    for move in range(10):
        before = position.inner_text()
        run_cell(page, SANDBOX_STEP)
        expect(position).not_to_have_text(before)
        now = (bottom.inner_text(), others.evaluate_all("els => els.map(e => e.dataset.seat)"))
        assert now == seen, f"after move {move + 1} the sandbox was drawn from another seat"

    for theme, label in (("light", "JupyterLab Light"), ("dark", "JupyterLab Dark")):
        set_theme(page, label)
        for task, root in tables.items():
            shoot(page, root, artifacts, f"{task}-{theme}")
    set_theme(page, "JupyterLab Light")
