"""Replay and lessons in a real JupyterLab: stepping keeps the viewpoint and the table's height,
a manual step pauses autoplay, the viewpoint control, a note written in the comment box shown
beside its card, the game saved as a record, reloaded and replayed with the note; and a
guess-the-move lesson answered by clicking (right, not legal and tried again, another legal
move)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root

pytestmark = pytest.mark.e2e

REPLAY = """\
from durak_widget import DurakWidget
w = DurakWidget.replay("beating", seat=1, annotating=True)  # annotating: the comment box
w.set_option("autoplay_ms", 3000)
w
"""

RELOAD = """\
import tempfile
from pathlib import Path
record = w.to_record()
path = record.save(Path(tempfile.mkdtemp()) / "lesson.durak")
again = DurakWidget.replay(path)
again.goto(2)
assert again.view["annotation"]["comment"] == "the cheapest beat", again.view["annotation"]
assert again.view["annotation"]["marks"] == "!"
again
"""

GUESS = """\
from durak_widget import DurakWidget
lesson = DurakWidget.replay("beating", guess=True)
lesson
"""


def layout_height(root):
    return root.locator(".durak-layout").evaluate("el => el.getBoundingClientRect().height")


def viewpoint(root):
    pressed = root.locator('.durak-viewpoint button[aria-pressed="true"]')
    expect(pressed).to_have_count(1)
    return pressed.inner_text().removesuffix("▸").strip()  # the mark of the seat to act


def test_steady_replay_note_save_and_reload(page, lab, artifacts):
    lab.write_notebook("replay.ipynb", [REPLAY, RELOAD])
    open_notebook(page, lab, "replay.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    expect(root.locator(".durak-replay")).to_be_visible(timeout=20_000)
    position = root.locator(".durak-position")
    expect(position).to_have_text("move 0 of 5")
    assert viewpoint(root) == "P1"
    height = layout_height(root)
    # stepping through every move: the table stays on P1's side and keeps its height
    for n in range(1, 6):
        root.get_by_role("button", name="step forward").click()
        expect(position).to_have_text(f"move {n} of 5")
        assert viewpoint(root) == "P1"
        expect(root.locator(".durak-seats .durak-seat-name")).to_have_text(["P0"])
        assert abs(layout_height(root) - height) < 1, (n, layout_height(root), height)
    # a manual step pauses autoplay
    root.get_by_role("button", name="first move").click()
    expect(position).to_have_text("move 0 of 5")
    autoplay = root.locator('[data-action="autoplay"]')
    autoplay.click()
    expect(autoplay).to_have_text("Stop")
    root.get_by_role("button", name="step forward").click()
    expect(autoplay).to_have_text("Autoplay")
    expect(autoplay).to_have_attribute("aria-pressed", "false")
    # the viewpoint control: P0's hand at the bottom now, and it stays while stepping
    root.locator(".durak-viewpoint").get_by_role("button", name="P0").click()
    expect(root.locator(".durak-seats .durak-seat-name")).to_have_text(["P1"])
    root.get_by_role("button", name="step forward").click()
    expect(position).to_have_text(re.compile(r"move 2 of 5"))
    assert viewpoint(root) == "P0"
    # a note on move 2 (P1 beats 7♠ with 9♠) from the comment box, shown beside the 9♠
    box = root.locator(".durak-comment-box")
    box.locator("select").select_option("!")
    box.locator("textarea").fill("the cheapest beat")
    box.get_by_role("button", name="Note").click()
    note = root.locator(".durak-pair .durak-note")
    expect(note).to_have_count(1)
    expect(note).to_contain_text("!")
    expect(note).to_contain_text("the cheapest beat")
    # said once more, in the replay panel with the move's marks; the comment box does not
    # repeat it
    expect(root.locator(".durak-replay")).to_contain_text("the cheapest beat")
    expect(box.locator(".durak-comment-now")).to_have_count(0)
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / "replay-note.png"))
    # saved as a record, loaded back and replayed at move 2: the note is beside its card
    run_cell(page, 1)
    again = page.locator(".jp-NotebookPanel:visible .durak-root").nth(1)
    expect(again.locator(".durak-position")).to_have_text("move 2 of 5", timeout=20_000)
    expect(again.locator(".durak-pair .durak-note")).to_contain_text("the cheapest beat")
    again.get_by_role("button", name="step forward").click()
    expect(again.locator(".durak-position")).to_have_text("move 3 of 5")
    again.screenshot(path=str(artifacts / "replay-reloaded.png"))


def test_guess_the_move_by_clicking(page, lab, artifacts):
    lab.write_notebook("guess.ipynb", [GUESS])
    open_notebook(page, lab, "guess.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    prompt = root.locator(".durak-guess-prompt")
    expect(prompt).to_have_text(re.compile(r"^Find the move of P0"), timeout=20_000)
    expect(root.locator('[data-action="autoplay"]')).to_have_count(0)
    expect(root.get_by_role("button", name="step forward")).to_be_disabled()
    expect(root.get_by_role("button", name="last move")).to_be_disabled()
    feedback = root.locator(".durak-guess-feedback")
    hand = root.locator(".durak-hand")

    # move 1, right: P0 attacks 7♠ (a double-click plays the card)
    hand.get_by_role("button", name="7 of spades", exact=True).dblclick()
    expect(feedback.locator(".durak-guess-kind")).to_have_text("Right")
    # the record's note beside its card, not again in the feedback
    expect(root.locator(".durak-note")).to_contain_text("Any card may open a bout")
    expect(feedback).not_to_contain_text("Any card may open a bout")
    expect(root.locator(".durak-guess-score")).to_have_text("Score: 1 of 1 right.")

    # move 2, not legal: P1 "beats" 7♠ with 8♣ (select it, then click the attack card); it is
    # explained and changes nothing, so P1 tries again and finds the record's move
    expect(prompt).to_have_text(re.compile(r"^Find the move of P1"))
    hand.get_by_role("button", name="8 of clubs", exact=True).click(force=True)
    root.locator(".durak-attack").first.click()
    expect(feedback.locator(".durak-guess-kind")).to_have_text("Not legal")
    expect(feedback).to_have_class(re.compile("durak-guess-illegal"))
    expect(root.locator(".durak-guess-score")).to_have_text("Score: 1 of 1 right.")
    expect(prompt).to_have_text(re.compile(r"^Find the move of P1"))
    hand.get_by_role("button", name="9 of spades", exact=True).click(force=True)
    root.locator(".durak-attack").first.click()
    expect(feedback.locator(".durak-guess-kind")).to_have_text("Right")
    expect(root.locator(".durak-guess-score")).to_have_text("Score: 2 of 2 right.")

    # move 3, legal but another move: P0 says Done instead of throwing in 9♣ (the coach's
    # figures decide whether it is as good: close here)
    expect(prompt).to_have_text(re.compile(r"^Find the move of P0"))
    root.get_by_role("button", name="Done (Bito)").click()
    expect(feedback.locator(".durak-guess-kind")).to_have_text(
        re.compile("^(A different move|Also good)$"), timeout=20_000
    )
    expect(feedback.locator(".durak-guess-text")).not_to_be_empty()
    expect(root.locator(".durak-guess-score")).to_contain_text(re.compile(r"of 3"))
    # stepping back is allowed, forward stops at the frontier
    root.get_by_role("button", name="step back").click()
    expect(root.get_by_role("button", name="step forward")).to_be_enabled()
    root.get_by_role("button", name="step forward").click()
    expect(root.get_by_role("button", name="step forward")).to_be_disabled()
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / "guess-different.png"))
