"""A learner's first hour in a real JupyterLab: notebook 01 after Run All (§2's table played by
clicks exactly as its text says, the quiz's answer cells run again one at a time, the menu
opened and closed with M), and notebook 09's first lesson answered by clicks; screenshots in
the light and dark themes (test-artifacts/)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .lab import code_cell, open_notebook, rewrite_and_run, run_all, set_theme

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

CELLS = (
    "() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell')]"
    ".map((c) => c.classList.contains('jp-CodeCell') ? 'code' : 'other')"
)


def output_text(cell) -> str:
    return cell.locator(".jp-OutputArea").text_content() or ""


def table_in(cell):
    return cell.locator(".durak-root").first


def test_notebook_01_as_a_learner(page, lab, artifacts):
    shutil.copy(NOTEBOOKS / "01_learn_the_rules.ipynb", lab.root / "learn.ipynb")
    open_notebook(page, lab, "learn.ipynb")
    run_all(page)
    kinds = page.evaluate(CELLS)

    # §1: the trump in words
    _, trumps = code_cell(page, "game = Game.new(players=2, seed=3)")
    assert re.search(
        r"Trumps: [♠♥♦♣] (spades|hearts|diamonds|clubs) - face-up card", output_text(trumps)
    )

    # §2, as its text says: P1's cards at the top; click one, then the 7♠ on the table
    _, sandbox_cell = code_cell(page, 'table = DurakWidget(game=game.copy(), mode="sandbox")')
    table = table_in(sandbox_cell)
    expect(table).to_be_visible(timeout=30_000)
    text = page.locator(
        ".jp-NotebookPanel:visible .jp-MarkdownCell", has_text="no duty to follow suit"
    )
    expect(text).to_contain_text("P1's cards are at the top")
    viewpoint = table.locator('.durak-viewpoint button[aria-pressed="true"]')
    expect(viewpoint).to_have_text(re.compile(r"^P0"))
    p1 = table.locator(".durak-seat-play")
    expect(p1.locator("button")).to_have_count(4)
    # a wrong try first: 6♠ on 7♠ is refused; the buttons stay where they were, the card is
    # no longer selected, the refusal says what to do and carries its rule id only as a tooltip
    take = table.get_by_role("button", name="Take")
    before = take.bounding_box()
    p1.locator('button[data-card="6S"]').click(force=True)
    table.locator('.durak-attack[data-card="7S"]').click()
    refusal = table.locator(".durak-verdict")
    expect(refusal).to_contain_text("6♠ cannot beat 7♠")
    expect(refusal).to_contain_text("9♠ or 6♦ would beat 7♠, or you can take.")
    expect(refusal).not_to_contain_text("beat.lower_same_suit")
    expect(refusal).to_have_attribute("title", "rule: beat.lower_same_suit")
    expect(p1.locator('button[data-card="6S"]')).to_have_attribute("aria-pressed", "false")
    expect(table.locator(".durak-selection-info")).to_have_count(0)
    assert take.bounding_box() == before
    page.mouse.move(0, 0)
    table.screenshot(path=str(artifacts / "first-hour-refusal-light.png"))
    p1.locator('button[data-card="9S"]').click()
    expect(p1.locator('button[data-card="9S"]')).to_have_attribute("aria-pressed", "true")
    expect(table.locator(".durak-selection-info")).to_contain_text("9♠ can beat 7♠")
    table.locator('.durak-attack[data-card="7S"]').click()
    expect(table.locator(".durak-pair .durak-defence")).to_have_count(1)
    # now P0's turn, still drawn from P0: Done acts for P0 (9♣ may be thrown in too)
    expect(viewpoint).to_have_text(re.compile(r"^P0"))
    done = table.get_by_role("button", name="Done (Bito)")
    expect(done).not_to_have_attribute("aria-disabled", "true")
    expect(table.locator('.durak-hand button[data-card="9C"]')).to_have_class(
        re.compile("durak-legal")
    )
    page.mouse.move(0, 0)
    table.screenshot(path=str(artifacts / "first-hour-sandbox-light.png"))
    done.click()
    expect(table.locator(".durak-pair")).to_have_count(0)
    expect(table.locator(".durak-talon-count").last).to_have_text("2")  # the discard: 2 cards
    expect(viewpoint).to_have_text(re.compile(r"^P0"))
    # P1 beat off the attack and leads now, from where it sits
    expect(table.locator(".durak-seat-play button")).to_have_count(3)

    # the quiz after Run All: nothing scored, each answer cell waits for its answer
    _, score_cell = code_cell(page, "score()")
    expect(score_cell.locator(".jp-OutputArea")).to_contain_text("No answers yet")
    for number in (1, 2, 3):
        _, answer_cell = code_cell(page, f"answer({number}, ...)")
        expect(answer_cell.locator(".jp-OutputArea")).to_contain_text(
            f"Question {number} waits for your answer"
        )
    _, ask_cell = code_cell(page, "ask(3)")
    prompt = output_text(ask_cell)
    assert "Bot" not in prompt and re.search(r"\(c\) ", prompt)
    # one cell at a time: answer 2 (a set of cards), then 3 with a capital letter, then 1
    index, _ = code_cell(page, "answer(2, ...)")
    rewrite_and_run(page, index, 'answer(2, {"A♠", "J♠", "K♠"})')
    answer = page.locator(".jp-NotebookPanel:visible .jp-CodeCell").nth(index)
    expect(answer.locator(".jp-OutputArea")).to_contain_text("Right.")
    index3, _ = code_cell(page, "answer(3, ...)")
    rewrite_and_run(page, index3, 'answer(3, "C")')
    third = page.locator(".jp-NotebookPanel:visible .jp-CodeCell").nth(index3)
    expect(third.locator(".jp-OutputArea")).to_contain_text("Right.")
    # answer cell 2 again after question 3 was answered: it checks its own question
    rewrite_and_run(page, index, 'answer(2, {"A♠", "J♠", "K♠"})')
    expect(answer.locator(".jp-OutputArea")).to_contain_text("Right.")
    expect(answer.locator(".jp-OutputArea")).not_to_contain_text("not one of the choices")
    index1, _ = code_cell(page, "answer(1, ...)")
    rewrite_and_run(page, index1, "answer(1, False)")
    score_index, _ = code_cell(page, "score()")
    rewrite_and_run(page, score_index, "score()")
    score = page.locator(".jp-NotebookPanel:visible .jp-CodeCell").nth(score_index)
    expect(score.locator(".jp-OutputArea")).to_contain_text("You answered 3 of 3 questions right.")
    said = output_text(score)
    assert said.count("3 of 3") == 1 and "new_round()" in said

    # the last table: the menu opened and closed with M; the cell stays a code cell
    _, last = code_cell(page, "DurakWidget(seed=2026")
    play = table_in(last)
    expect(play.locator(".durak-hand button").first).to_be_visible()
    play.focus()
    page.keyboard.press("m")
    menu = play.get_by_role("dialog", name="menu")
    expect(menu).to_be_visible()
    page.keyboard.press("m")
    expect(menu).to_have_count(0)
    assert page.evaluate(CELLS) == kinds  # no cell turned into Markdown, none added or lost
    expect(play.locator(".durak-hand button").first).to_be_visible()

    set_theme(page, "JupyterLab Dark")
    table.screenshot(path=str(artifacts / "first-hour-sandbox-dark.png"))
    score.screenshot(path=str(artifacts / "first-hour-quiz-dark.png"))
    set_theme(page, "JupyterLab Light")
    score.screenshot(path=str(artifacts / "first-hour-quiz-light.png"))


def test_notebook_09_first_lesson_by_clicks(page, lab, artifacts):
    shutil.copy(NOTEBOOKS / "09_guess_the_move.ipynb", lab.root / "guess.ipynb")
    open_notebook(page, lab, "guess.ipynb")
    run_all(page)
    _, cell = code_cell(page, 'beating = DurakWidget.replay("beating"')
    lesson = table_in(cell)
    expect(lesson.locator(".durak-guess-prompt")).to_contain_text("Find the move of P1")
    # P1's first move: 9♠ on 7♠, the game's own: right
    lesson.locator('.durak-hand button[data-card="9S"]').click()
    lesson.locator('.durak-attack[data-card="7S"]').click()
    feedback = lesson.locator(".durak-guess-feedback")
    expect(feedback.locator(".durak-guess-kind")).to_have_text("Right")
    expect(feedback.locator(".durak-guess-text")).to_have_text("P1 beats 7♠ with 9♠.")
    # then P0 throws in 9♣; K♣ beats it: better than the game's 6♦
    expect(lesson.locator('.durak-attack[data-card="9C"]')).to_be_visible()
    lesson.locator('.durak-hand button[data-card="KC"]').click()
    lesson.locator('.durak-attack[data-card="9C"]').click()
    expect(feedback.locator(".durak-guess-kind")).to_have_text(
        "Better than the game's move", timeout=20_000
    )
    text = feedback.locator(".durak-guess-text").inner_text()
    assert text.startswith("P1 beats 9♣ with K♣ lost ")  # under its heading, not said twice
    assert "Better than" not in text
    assert len(re.findall(r"[.!?](\s|$)", text)) <= 2 and "Score" not in text
    expect(lesson.locator(".durak-guess-score")).to_have_text("Score: 2 of 2 right.")
    assert lesson.locator(".durak-guess").inner_text().count("2 of 2") == 1  # the score once
    # the move log's top line is an entry's first, and its newest entry shows whole
    log = lesson.locator(".durak-log ol")
    geometry = log.evaluate(
        "(l) => ({top: l.scrollTop, height: l.clientHeight, starts: [...l.children].map("
        "(e) => e.offsetTop - l.offsetTop), last: l.lastElementChild.offsetTop - l.offsetTop"
        " + l.lastElementChild.offsetHeight})"
    )
    assert min(abs(geometry["top"] - start) for start in geometry["starts"]) <= 1, geometry
    assert geometry["last"] - geometry["top"] <= geometry["height"] + 1, geometry
    page.mouse.move(0, 0)
    lesson.screenshot(path=str(artifacts / "guess-lesson-light.png"))
    set_theme(page, "JupyterLab Dark")
    lesson.screenshot(path=str(artifacts / "guess-lesson-dark.png"))
    set_theme(page, "JupyterLab Light")
    # the analysed game's lesson is ready for its reader
    _, analysed = code_cell(page, "record = analysis.to_record(")
    expect(table_in(analysed).locator(".durak-guess-prompt")).to_contain_text("Find the move of P0")
