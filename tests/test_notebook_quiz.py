"""Notebook 01's text quiz does what its text says: change an answer, run the cell again, and
the score counts each question once."""

import contextlib
import io
import json
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


def test_running_an_answer_cell_again_replaces_its_answer():
    cells = _cells()
    namespace: dict = {"display": lambda *args, **kwargs: None}
    for cell in ("c01", "c18"):
        _run(namespace, cells[cell])
    for number in (1, 2, 3):
        _run(namespace, cells[f"quiz-ask-{number}"])
        _run(namespace, cells[f"quiz-answer-{number}"])
    # the learner changes answer 2 and runs its cell again, twice, as the text invites
    namespace["q"] = namespace["quiz"][1]
    _run(namespace, cells["quiz-answer-2"])
    right = namespace["quiz"][1].answer
    _run(namespace, cells["quiz-answer-2"].replace("set()", repr(set(right))))
    printed = _run(namespace, cells["quiz-score"])
    assert printed.strip().endswith("of 3 questions right.")
    assert namespace["score"][2] is True
