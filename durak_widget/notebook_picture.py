"""Keep the table's static picture in notebooks exported where no JavaScript runs.

Every durak widget output carries a static HTML picture of the table next to its live widget
view. nbconvert's HTML export prefers the live view whenever the notebook stores widget state
(`jupyter nbconvert --execute` stores it by default), and the live view needs JavaScript, so the
page shows an empty output. `KeepPictures` drops the live view from the outputs that carry our
picture, so the export shows the table whatever `store_widget_state` is:

    jupyter nbconvert --to html --execute notebooks/01_learn_the_rules.ipynb \\
        --HTMLExporter.preprocessors=durak_widget.notebook_picture.KeepPictures

`keep_pictures(nb)` does the same to a notebook node (e.g. before committing executed copies).
"""

from __future__ import annotations

from typing import Any

from nbconvert.preprocessors import Preprocessor
from traitlets import Bool

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def is_table_output(output: Any) -> bool:
    """Whether a notebook output is a live widget view that also carries a static HTML picture
    (as every durak table does; a widget without a picture keeps its live view)."""
    data = output.get("data") or {}
    return WIDGET_VIEW in data and "text/html" in data


def keep_pictures(nb: Any) -> int:
    """Drop the live view from every widget output with a picture; return how many changed."""
    changed = 0
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []) if cell.get("cell_type") == "code" else []:
            if is_table_output(output):
                del output["data"][WIDGET_VIEW]
                changed += 1
    return changed


class KeepPictures(Preprocessor):  # type: ignore[misc]
    """nbconvert preprocessor: durak tables export as their static picture (see module doc)."""

    enabled = Bool(True, help="on as soon as it is listed (nbconvert's default is off)").tag(
        config=True
    )

    def preprocess(self, nb: Any, resources: Any) -> tuple[Any, Any]:
        """Apply keep_pictures to the whole notebook."""
        keep_pictures(nb)
        return nb, resources
