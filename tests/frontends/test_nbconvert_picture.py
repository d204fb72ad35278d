"""Where no JavaScript runs: an executed notebook 01 exported to HTML shows every table as its
static picture, whether or not the notebook stores widget state."""

from __future__ import annotations

import copy
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter

from durak_widget.notebook_picture import WIDGET_VIEW, KeepPictures, keep_pictures

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
NOTEBOOK = REPO / "notebooks" / "01_learn_the_rules.ipynb"
PICTURE = re.compile(r"class=[\"']durak-static[\"']")


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    """Notebook 01 executed by `jupyter nbconvert --execute` (widget state stored, the default)."""
    out = tmp_path_factory.mktemp("nbconvert")
    cmd = [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
           str(NOTEBOOK), "--output-dir", str(out), "--output", "executed"]  # fmt: skip
    done = subprocess.run(cmd, capture_output=True, text=True, check=False, cwd=out)
    assert done.returncode == 0, done.stderr[-3000:]
    return out / "executed.ipynb"


def widget_outputs(nb) -> int:
    return sum(
        WIDGET_VIEW in output.get("data", {})
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.outputs
    )


def other_pictures(nb) -> int:
    """Static pictures that are not tables' fallbacks (a `Game` shown on its own)."""
    return sum(
        len(PICTURE.findall(output.get("data", {}).get("text/html", "")))
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.outputs
        if WIDGET_VIEW not in output.get("data", {})
    )


def test_the_executed_notebook_stores_widget_state_and_has_tables(executed):
    nb = nbformat.read(executed, as_version=4)
    assert "application/vnd.jupyter.widget-state+json" in nb.metadata.get("widgets", {})
    assert widget_outputs(nb) >= 2


def test_html_with_stored_state_shows_every_table_with_keep_pictures(executed):
    nb = nbformat.read(executed, as_version=4)
    tables, others = widget_outputs(nb), other_pictures(nb)
    plain, _ = HTMLExporter().from_notebook_node(copy.deepcopy(nb))
    # nbconvert alone prefers the live view, which needs JavaScript: the pictures are lost
    assert len(PICTURE.findall(plain)) == others
    exporter = HTMLExporter()
    exporter.register_preprocessor(KeepPictures, enabled=True)
    kept, _ = exporter.from_notebook_node(nb)
    assert len(PICTURE.findall(kept)) == tables + others


def test_html_without_stored_state_shows_every_table(executed):
    nb = nbformat.read(executed, as_version=4)
    tables, others = widget_outputs(nb), other_pictures(nb)
    del nb.metadata["widgets"]  # what --ExecutePreprocessor.store_widget_state=False gives
    html, _ = HTMLExporter().from_notebook_node(copy.deepcopy(nb))
    assert len(PICTURE.findall(html)) == tables + others
    assert keep_pictures(nb) == tables
    kept, _ = HTMLExporter().from_notebook_node(nb)
    assert len(PICTURE.findall(kept)) == tables + others


def test_the_documented_command_line(executed, tmp_path):
    cmd = [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", str(executed),
           "--HTMLExporter.preprocessors=durak_widget.notebook_picture.KeepPictures",
           "--output-dir", str(tmp_path), "--output", "page"]  # fmt: skip
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    html = (tmp_path / "page.html").read_text()
    nb = nbformat.read(executed, as_version=4)
    assert len(PICTURE.findall(html)) == widget_outputs(nb) + other_pictures(nb)
