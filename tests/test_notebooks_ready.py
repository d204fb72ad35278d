"""After a Run All, every table a notebook leaves alive is ready for the reader to play.

Each notebook runs top to bottom in a real kernel (nbclient). A first cell, added by this test
only, records for every `DurakWidget` the source of the cell that created it and the move log's
length at that moment; a last cell lists every widget still alive (``gc.get_objects()``) with
its state. A table is:

- **finished** when its game is over (``w.game.is_over``);
- **refusing** when it shows a refusal ("Not allowed: ...") that code, not the reader, asked for;
- **mid-demo** when code played on it after it was made in a way the reader would have: in play
  mode a move of the reader's own seat, in sandbox mode any move; or its bots are paused; or
  (play and sandbox) its history is stepped back; or, in replay mode, it is left off the main
  line (a what-if) or autoplaying.

None is allowed unless the table is a **demonstration**. The convention: the cell that
creates a demonstration table has a comment line starting with ``# Demonstration`` (for example
``# Demonstration: this table plays a whole game by itself.``), and the notebook's text says so.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted(  # the course in every language: notebooks/ and notebooks/<lang>/
    path
    for path in (Path(__file__).resolve().parent.parent / "notebooks").glob("**/*.ipynb")
    if ".ipynb_checkpoints" not in path.parts
)
DEMONSTRATION = re.compile(r"^\s*#\s*demonstration\b", re.IGNORECASE | re.MULTILINE)
MARK = "@@tables@@"

SETUP = """
from IPython import get_ipython as _get_ipython

import durak_widget.widget.widget as _widget_module

_made = _widget_module.DurakWidget.__init__


def _recording_init(self, *args, **kwargs):
    _made(self, *args, **kwargs)
    shell = _get_ipython()
    self._ready_cell = shell.user_ns["_ih"][-1] if shell is not None else ""
    self._ready_start = max((entry["n"] for entry in self.move_log), default=0)


_widget_module.DurakWidget.__init__ = _recording_init
"""

INSPECT = f"""
import gc as _gc
import json as _json

from durak_widget import DurakWidget as _DurakWidget

_tables = []
for _w in _gc.get_objects():
    if not isinstance(_w, _DurakWidget) or getattr(_w, "comm", None) is None:
        continue
    _start = getattr(_w, "_ready_start", None)
    _new = [e for e in _w.move_log if _start is not None and e["n"] > _start]
    _history = _w.view.get("history") or {{}}
    _tables.append(
        {{
            "cell": getattr(_w, "_ready_cell", None),
            "mode": _w.mode,
            "over": bool(_w.game.is_over),
            "own_moves": sum(e["seat"] == _w.seat for e in _new),
            "moves": len(_new),
            "paused": bool(_w.options.get("paused")),
            "autoplay": bool(_w.options.get("autoplay")),
            "stepped_back": _history.get("position", 0) < _history.get("length", 0),
            "main_line": bool(getattr(_w, "on_main_line", True)),
            "refusal": (_w.view.get("last_verdict") or {{}}).get("legal") is False,
        }}
    )
print("{MARK}" + _json.dumps(_tables))
"""


def problems(table: dict) -> list[str]:
    """What keeps `table` (one entry of the inspection) from being ready for the reader."""
    found = []
    if table["over"]:
        found.append("its game is over")
    if table.get("refusal"):  # a red "Not allowed" box the reader did not cause
        found.append("it shows a refusal its reader did not cause")
    if table["paused"]:
        found.append("its bots are paused")
    if table["mode"] == "replay":
        if not table["main_line"]:
            found.append("it is left on a what-if line")
        if table["autoplay"]:
            found.append("it is autoplaying")
    else:
        if table["mode"] == "play" and table["own_moves"]:
            found.append(f"code played {table['own_moves']} move(s) of the reader's seat")
        if table["mode"] == "sandbox" and table["moves"]:
            found.append(f"code played {table['moves']} move(s) on it")
        if table["stepped_back"]:
            found.append("its history is stepped back")
    return found


def run_and_inspect(path: Path) -> list[dict]:
    """Run the notebook at `path` in a fresh kernel and list the tables it leaves alive."""
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(0, nbformat.v4.new_code_cell(SETUP))
    nb.cells.append(nbformat.v4.new_code_cell(INSPECT))
    NotebookClient(
        nb, timeout=900, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    ).execute()
    text = "".join(
        out.get("text", "") for out in nb.cells[-1].outputs if out.get("name") == "stdout"
    )
    assert MARK in text, f"the inspection cell printed nothing readable: {text[:300]!r}"
    return json.loads(text.split(MARK, 1)[1])


@pytest.mark.slow
@pytest.mark.parametrize(
    "path", NOTEBOOKS, ids=[str(p.relative_to(p.parents[1])) for p in NOTEBOOKS]
)
def test_every_table_is_ready_after_run_all(path: Path) -> None:
    tables = run_and_inspect(path)
    source = "\n".join(c.source for c in nbformat.read(path, as_version=4).cells)
    if "DurakWidget" in source:
        assert tables, f"{path.name} makes tables, yet none was found alive after Run All"
    for table in tables:
        assert table["cell"] is not None, "a table was made before the recording cell"
        trouble = problems(table)
        if trouble and not DEMONSTRATION.search(table["cell"]):
            first = table["cell"].strip().splitlines()[0] if table["cell"].strip() else ""
            pytest.fail(
                f"{path.name}: the table made in the cell starting {first!r} is not ready for "
                f"the reader ({'; '.join(trouble)}) and its cell is not labelled "
                "'# Demonstration'"
            )


def test_problems_names_each_way_a_table_is_not_ready() -> None:
    ready = {
        "cell": "t = DurakWidget()",
        "mode": "play",
        "over": False,
        "own_moves": 0,
        "moves": 3,
        "paused": False,
        "autoplay": False,
        "stepped_back": False,
        "main_line": True,
    }
    assert problems(ready) == []
    assert problems({**ready, "over": True}) == ["its game is over"]
    assert problems({**ready, "refusal": True}) == ["it shows a refusal its reader did not cause"]
    assert problems({**ready, "own_moves": 2}) == ["code played 2 move(s) of the reader's seat"]
    assert problems({**ready, "mode": "sandbox"}) == ["code played 3 move(s) on it"]
    assert problems({**ready, "stepped_back": True}) == ["its history is stepped back"]
    assert problems({**ready, "mode": "replay", "moves": 0, "stepped_back": True}) == []
    assert problems({**ready, "mode": "replay", "main_line": False}) == [
        "it is left on a what-if line"
    ]
    assert DEMONSTRATION.search("x = 1\n# Demonstration: plays by itself.\n")
    assert not DEMONSTRATION.search("# not a demonstration table\n")
