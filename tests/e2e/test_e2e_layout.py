"""Narrow and wide cells: at 360, 620, 800 and 1400 px the table reflows (the panel below the
table, smaller cards when narrow) with no block overlapping another and nothing cut off, checked
from the bounding boxes in a real JupyterLab, with a screenshot of each width."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell

pytestmark = pytest.mark.e2e

TABLES = """\
from durak_widget import DurakWidget, Game
game = Game.from_position(
    [["7C", "7D", "9H", "QS", "KD", "AH"], ["8C", "10D", "JS", "6H", "9C", "KC"]],
    talon=["6C", "10C", "8H", "JD", "QC", "6S"],
    attacker=0,
)
w = DurakWidget(game=game, seed=1, bot_delay_ms=0, quiet_ms=0)
w.play("P0 attacks 7C")
w
"""

FOUR = """\
s = DurakWidget(players=4, mode="sandbox", seed=5, bot_delay_ms=0, quiet_ms=0)
s
"""

OWN = """\
o = DurakWidget.own_trumps(players=3, seed=4, bot_delay_ms=0, quiet_ms=0)
o
"""

# Blocks that must not overlap one another, and must stay inside the root.
BLOCKS = [
    ".durak-toolbar",
    ".durak-seats .durak-seat",
    ".durak-table",
    ".durak-own-seat",
    ".durak-hand",
    ".durak-under-hand",
    ".durak-panel",
    ".durak-steps",
    ".durak-log",
]
# Pieces of the table that must stay inside it.
INSIDE_TABLE = [
    ".durak-talon",
    ".durak-discard",
    ".durak-pair",
    ".durak-slot",
    ".durak-stock",
    ".durak-ot-fan",
    ".durak-ot-pile-info",
]

CHECK = r"""
([root, blocks, inside]) => {
  const box = (el) => el.getBoundingClientRect();
  const name = (el) => el.className.split(" ")[0] + (el.dataset.seat ? "#" + el.dataset.seat : "");
  const problems = [];
  const rb = box(root);
  const found = [];
  for (const sel of blocks) for (const el of root.querySelectorAll(sel)) {
    const b = box(el);
    if (b.width < 1 || b.height < 1) continue;
    found.push([el, b]);
    if (b.left < rb.left - 1 || b.right > rb.right + 1) problems.push(`${name(el)} sticks out of the widget`);
  }
  for (let i = 0; i < found.length; i++) for (let j = i + 1; j < found.length; j++) {
    const [a, p] = found[i], [c, q] = found[j];
    if (a.contains(c) || c.contains(a)) continue;
    const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (w > 1 && h > 1) problems.push(`${name(a)} overlaps ${name(c)}`);
  }
  const table = root.querySelector(".durak-table");
  if (table) {
    const t = box(table);
    for (const sel of inside) for (const el of table.querySelectorAll(sel)) {
      const b = box(el);
      if (b.width < 1) continue;
      if (b.left < t.left - 1 || b.right > t.right + 1 || b.top < t.top - 1 || b.bottom > t.bottom + 1)
        problems.push(`${name(el)} is cut off by the table`);
    }
  }
  // text clipped by its own box (an ellipsis-less overflow)
  for (const el of root.querySelectorAll("*")) {
    const s = getComputedStyle(el);
    if (el.closest(".durak-sr-only") || !el.textContent.trim() || el.children.length) continue;
    if ((s.overflowX === "hidden" || s.overflow === "hidden") && el.scrollWidth > el.clientWidth + 1)
      problems.push(`${name(el)} clips its text "${el.textContent.trim().slice(0, 30)}"`);
  }
  return problems;
}
"""  # noqa: E501


@pytest.mark.parametrize("width", [360, 620, 800, 1400])
def test_layout_reflows_without_overlap(page, lab, artifacts, width):
    page.set_viewport_size({"width": 1700, "height": 1100})
    lab.write_notebook(f"layout{width}.ipynb", [TABLES, FOUR, OWN])
    open_notebook(page, lab, f"layout{width}.ipynb")
    for i in range(3):
        run_cell(page, i)
    roots = page.locator(".jp-NotebookPanel:visible .durak-root")
    expect(roots).to_have_count(3)
    for i in range(3):
        root = roots.nth(i)
        # the cell's output is `width` px wide
        root.evaluate("(r, w) => { r.parentElement.style.width = w + 'px'; }", width)
        page.wait_for_timeout(300)
        root.scroll_into_view_if_needed()
        page.mouse.move(0, 0)
        root.screenshot(path=str(artifacts / f"layout-{width}-{i}.png"))
        box = root.bounding_box()
        assert box and box["width"] <= width + 1, box
        problems = root.evaluate(
            "(r, args) => (" + CHECK + ")([r, args[0], args[1]])", [BLOCKS, INSIDE_TABLE]
        )
        assert not problems, f"{width}px table {i}: {problems}"
        if width <= 620:
            # the panel comes below the table
            table = root.locator(".durak-table").bounding_box()
            panel = root.locator(".durak-panel").bounding_box()
            assert panel["y"] >= table["y"] + table["height"] - 1, (table, panel)
