"""Presentation mode in a real JupyterLab: the table covers the browser window, and at 1920×1080
the learner's cards are at least 135 px wide, the open hands at least 88 px, the status and
narration text at least 24 px and the side panel's as large; at 1920×1080 and at 1280×720
nothing overlaps, the felt takes the height the seats and hand leave (under 5% of the screen
left empty above the narration) and the move log's top line is never cut. The clicker keys
step, pause and blank the screen."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell

pytestmark = pytest.mark.e2e

SETUP = """\
from durak_widget import DurakWidget
w = DurakWidget(players=3, seed=42, open_hands=True, presentation=True, bot_delay_ms=0, quiet_ms=0)
w
"""

# The parts that must not overlap one another (each seat, each region), measured in the page.
MEASURE = """
() => {
  const root = document.querySelector("body > .durak-root.durak-presentation");
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
  };
  const all = (sel) => [...root.querySelectorAll(sel)];
  const named = [];
  all(".durak-seats .durak-seat").forEach((el, i) => named.push([`seat ${i}`, box(el)]));
  for (const sel of [".durak-toolbar", ".durak-presentation-bar", ".durak-table", ".durak-hand",
                     ".durak-status", ".durak-narration", ".durak-steps", ".durak-actions"]) {
    const el = root.querySelector(sel);
    if (el) named.push([sel, box(el)]);
  }
  const main = root.querySelector(".durak-main");
  // what is left empty between the main column's content and the narration line
  const shown = [...main.children].filter((el) => el.getBoundingClientRect().height > 0);
  const contentBottom = Math.max(...shown.map((el) => el.getBoundingClientRect().bottom));
  const narrationTop = root.querySelector(".durak-narration").getBoundingClientRect().top;
  // the move log's top line: the first entry the list shows starts at the list's top
  const list = root.querySelector(".durak-log ol");
  const listTop = list ? list.getBoundingClientRect().top : 0;
  const cut = list ? [...list.children].filter((li) => {
    const b = li.getBoundingClientRect();
    return b.top < listTop - 1 && b.bottom > listTop + 1;
  }).length : 0;
  return {
    emptyBelow: (narrationTop - contentBottom) / innerHeight,
    logLineCut: cut,
    sideText: parseFloat(getComputedStyle(root.querySelector(".durak-panel p:not(.durak-status)") || root.querySelector(".durak-status")).fontSize),
    logText: list && list.children.length ? parseFloat(getComputedStyle(list.children[0]).fontSize) : 0,
    window: [innerWidth, innerHeight],
    root: box(root),
    hand: all(".durak-hand .durak-card").map((el) => el.getBoundingClientRect().width),
    handBoxes: all(".durak-hand .durak-card").map(box),
    open: all(".durak-seats .durak-open .durak-card").map((el) => el.getBoundingClientRect().width),
    openBoxes: all(".durak-seats .durak-open .durak-card").map(box),
    status: parseFloat(getComputedStyle(root.querySelector(".durak-status")).fontSize),
    narration: parseFloat(getComputedStyle(root.querySelector(".durak-narration")).fontSize),
    narrationText: root.querySelector(".durak-narration").textContent,
    mainScrolls: main.scrollHeight > main.clientHeight + 1,
    named,
  };
}
"""  # noqa: E501


def overlap(a, b):
    """The area two [left, top, right, bottom] boxes share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


def inside(box, width, height):
    return box[0] >= -0.5 and box[1] >= -0.5 and box[2] <= width + 0.5 and box[3] <= height + 0.5


def check_layout(m, width, height, seats=2):
    """Every region inside the window and none overlapping another; the cards fully shown."""
    assert m["window"] == [width, height]
    assert inside(m["root"], width, height) and m["root"][2] - m["root"][0] >= width - 1
    assert m["root"][3] - m["root"][1] >= height - 1, "the table fills the window"
    names = [name for name, _ in m["named"]]
    required_seats = tuple(f"seat {i}" for i in range(seats))
    for required in (*required_seats, ".durak-table", ".durak-hand", ".durak-status"):
        assert required in names
    assert ".durak-narration" in names
    for name, box in m["named"]:
        assert inside(box, width, height), f"{name} leaves the window: {box}"
    for i, (name_a, a) in enumerate(m["named"]):
        for name_b, b in m["named"][i + 1 :]:
            assert overlap(a, b) < 1, f"{name_a} overlaps {name_b}: {a} {b}"
    for card in m["handBoxes"] + m["openBoxes"]:
        assert inside(card, width, height), f"a card leaves the window: {card}"
    assert not m["mainScrolls"], "the table, the seats and the hand fit without scrolling"
    # the screen is used: no empty band above the narration, and the log's top line is whole
    assert m["emptyBelow"] < 0.05, f"{m['emptyBelow']:.0%} of the height is left empty"
    assert m["logLineCut"] == 0, "the first line of the move log is cut"


def test_presentation_sizes_keys_and_no_overlap(page, lab, artifacts):
    page.set_viewport_size({"width": 1920, "height": 1080})
    lab.write_notebook("presentation.ipynb", [SETUP])
    open_notebook(page, lab, "presentation.ipynb")
    run_cell(page, 0)
    root = page.locator("body > .durak-root.durak-presentation")
    expect(root).to_be_visible(timeout=20_000)
    expect(root.locator(".durak-hand .durak-hand-card")).to_have_count(6)
    # the learner plays a legal card (a double-click); the bots (no delay) answer, and the
    # narration says each move with its explanation
    expect(root.locator(".durak-hand-card.durak-legal")).not_to_have_count(0)
    root.locator(".durak-hand-card.durak-legal").first.dblclick()
    expect(root.locator(".durak-pair")).not_to_have_count(0)
    narration = root.locator(".durak-narration")
    expect(narration).to_contain_text("Move ")
    page.mouse.move(0, 0)

    m = page.evaluate(MEASURE)
    shown = ("hand", "open", "status", "narration", "sideText", "logText", "emptyBelow")
    print("1920x1080:", {k: m[k] for k in shown})
    assert min(m["hand"]) >= 135, m["hand"]
    assert m["open"] and min(m["open"]) >= 88, m["open"]
    assert m["status"] >= 24 and m["narration"] >= 24
    assert m["sideText"] >= 22 and m["logText"] >= 22, "the side panel's text is as large"
    check_layout(m, 1920, 1080)
    page.screenshot(path=str(artifacts / "presentation-1920x1080.png"))

    page.set_viewport_size({"width": 1280, "height": 720})
    page.wait_for_timeout(300)
    m = page.evaluate(MEASURE)
    print("1280x720:", {k: m[k] for k in shown})
    assert min(m["hand"]) >= 90 and m["status"] >= 16
    check_layout(m, 1280, 720)
    page.screenshot(path=str(artifacts / "presentation-1280x720.png"))

    # the clicker: ← back, → forward, B blanks and unblanks, Space pauses the bots
    position = root.locator(".durak-position")
    end = position.inner_text()
    root.focus()
    page.keyboard.press("ArrowLeft")
    expect(position).not_to_have_text(end)
    page.keyboard.press("ArrowRight")
    expect(position).to_have_text(end)
    page.keyboard.press("PageUp")
    expect(position).not_to_have_text(end)
    page.keyboard.press("PageDown")
    expect(position).to_have_text(end)
    page.keyboard.press("b")
    expect(root.locator(".durak-blank")).to_be_visible()
    page.screenshot(path=str(artifacts / "presentation-blank.png"))
    page.keyboard.press("b")
    expect(root.locator(".durak-blank")).to_have_count(0)
    # the Fullscreen API from the button; Escape leaves it
    in_full_screen = "() => document.fullscreenElement?.classList.contains('durak-root') || false"
    root.get_by_role("button", name="Full screen").click()
    page.wait_for_function(in_full_screen)
    root.focus()
    page.keyboard.press("Escape")
    page.wait_for_function(f"() => !({in_full_screen})()")
    page.keyboard.press(" ")
    expect(root.get_by_role("button", name="Paused")).to_have_attribute("aria-pressed", "true")
    # leaving presentation puts the table back into the notebook
    root.get_by_role("button", name="Leave presentation").click()
    expect(page.locator(".jp-NotebookPanel:visible .durak-root")).to_be_visible()
    expect(page.locator("body > .durak-root")).to_have_count(0)
    page.set_viewport_size({"width": 1280, "height": 1000})


REPLAY = """\
from durak_widget import DurakWidget
r = DurakWidget.replay("beating", presentation=True, open_hands=True)
r
"""


def test_presentation_of_a_replay(page, lab, artifacts):
    page.set_viewport_size({"width": 1920, "height": 1080})
    lab.write_notebook("presentation-replay.ipynb", [REPLAY])
    open_notebook(page, lab, "presentation-replay.ipynb")
    run_cell(page, 0)
    root = page.locator("body > .durak-root.durak-presentation")
    expect(root).to_be_visible(timeout=20_000)
    position = root.locator(".durak-position")
    expect(position).to_have_text("move 0 of 5")
    root.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(position).to_have_text("move 2 of 5")
    expect(root.locator(".durak-narration")).to_contain_text("Move 2")
    expect(root.locator(".durak-pace select")).to_have_attribute("data-name", "autoplay_ms")
    page.mouse.move(0, 0)
    m = page.evaluate(MEASURE)
    print("replay 1920x1080:", {k: m[k] for k in ("hand", "open", "status", "narration")})
    assert min(m["hand"]) >= 120 and min(m["open"]) >= 80
    assert m["status"] >= 22 and m["narration"] >= 22
    check_layout(m, 1920, 1080, seats=1)
    page.screenshot(path=str(artifacts / "presentation-replay-1920x1080.png"))
    page.set_viewport_size({"width": 1280, "height": 720})
    page.wait_for_timeout(300)
    check_layout(page.evaluate(MEASURE), 1280, 720, seats=1)
    page.screenshot(path=str(artifacts / "presentation-replay-1280x720.png"))
    page.set_viewport_size({"width": 1280, "height": 1000})
