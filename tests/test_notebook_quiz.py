"""Notebook 01's first quiz does what its text says: each answer cell names its question, so
running one again checks its own, whatever was asked last; after Run All nothing is scored
(the answer cells hold ``...``); a capital letter answers a choice; the score counts each
question once and, at the end, says it once, with a review in words and another round."""

import contextlib
import io
import json
import re
from pathlib import Path

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "01_learn_the_rules.ipynb"


def _cells() -> dict[str, str]:
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    return {c.get("id"): "".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"}


def _run(namespace: dict, source: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(source, "<cell>", "exec"), namespace)
    return out.getvalue()


def _with(cell: str, given: str) -> str:
    """An answer cell with the learner's answer in place of its ``...``."""
    assert cell.startswith("answer(") and ", ...)" in cell, cell
    return cell.replace(", ...)", f", {given})", 1)


def test_run_all_scores_nothing_and_each_answer_cell_checks_its_own_question():
    cells = _cells()
    namespace: dict = {}
    for cell in ("c01", "c18"):
        _run(namespace, cells[cell])
    namespace["sheet"].show = False  # no pictures outside a notebook
    # Run All: every question asked, every answer cell still holding its placeholder
    for number in (1, 2, 3):
        assert f"Question {number}: " in _run(namespace, cells[f"quiz-ask-{number}"])
        said = _run(namespace, cells[f"quiz-answer-{number}"])
        assert f"Question {number} waits for your answer" in said
    assert _run(namespace, cells["quiz-score"]).strip().startswith("No answers yet")
    sheet = namespace["sheet"]
    assert sheet.results == {}
    # the learner answers question 2 wrongly, then (question 3 asked last) changes it
    right = sheet.question(2).answer
    _run(namespace, _with(cells["quiz-answer-2"], "set()" if right else '{"A♠"}'))
    assert sheet.results == {2: False}
    _run(namespace, cells["quiz-ask-3"])
    said = _run(namespace, _with(cells["quiz-answer-2"], repr(set(right))))
    assert sheet.results == {2: True} and "Right." in said
    printed = _run(namespace, cells["quiz-score"])
    assert re.search(r"So far 1 of 1 answer is right\. Questions 1, 3 still wait", printed)
    # question 3 answered with a capital letter, question 1 with its answer
    letter = "ABC"[sheet.question(3).choices.index(sheet.question(3).answer)]
    _run(namespace, _with(cells["quiz-answer-3"], repr(letter)))
    _run(namespace, _with(cells["quiz-answer-1"], repr(sheet.question(1).answer)))
    printed = _run(namespace, cells["quiz-score"]).strip()
    assert printed.startswith("You answered 3 of 3 questions right. Nothing to review")
    assert printed.count("3 of 3") == 1 and "new_round()" in printed


def test_the_sandbox_cell_shows_the_position_the_text_describes():
    # the text: P1 is to move, its cards at the top, the table drawn from P0
    cells = _cells()
    namespace: dict = {}
    for cell in ("c01", "c05", "c07"):
        _run(namespace, cells[cell])
    table = namespace["table"]
    view = table.view
    assert (view["viewer"], view["acting"], view["to_act"]) == (0, 1, 1)
    p1 = view["seats"][1]["hand"]
    assert {e["card"] for e in p1 if e["legal"]} == {"9S", "6D"}
