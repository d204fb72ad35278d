"""No text outside a catalog, as the learner sees it: in a real JupyterLab every kind of table
(play with the coach, the menu, a replay, a guess lesson, a quiz, an analysed game, Svoi Kozyri)
is drawn in the pseudo-locale ``qps``, and every text on it (what is shown, and the names and
tooltips a screen reader or a mouse gives) must be inside ``⟦…⟧`` markers, apart from card
labels, numbers and seat names. A word outside the markers did not come from a catalog: it
would be English on a Russian screen. (The classroom's seat page and teacher board are read the
same way in tests/e2e/test_e2e_classroom_language.py.)"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from pseudo import unmarked

from .lab import open_notebook, run_cell

pytestmark = pytest.mark.e2e

SETUP = """\
import random
import durak_widget
from durak_widget import DurakWidget
durak_widget.set_language("qps")
"""

TABLES = {
    "play": """\
w = DurakWidget(seed=5, bot_delay_ms=0, quiet_ms=0, coach=True, players=3)
w
""",
    "replay": """\
r = DurakWidget.replay("cap_of_six")
r.goto(11)
r
""",
    "guess": """\
g = DurakWidget.replay("transfer_back", guess=True)
g.play(g.game.legal_moves(g.game.next_to_act())[-1])
g
""",
    "quiz": """\
q = DurakWidget.quiz(questions=3, seed=4, level="intermediate")
q.answer(q.question.choices[-1] if q.question.choices else q.question.answer)
q
""",
    "analysis": """\
from durak_widget import Game
end = Game.from_position(
    [["7S", "9H", "KD", "6C", "10C"], ["8S", "JC", "QH", "AD", "7C"]], talon=["6H", "8H"]
)
a = DurakWidget(game=end, mode="sandbox")
rng = random.Random(9)
while not a.game.is_over:
    a.play(rng.choice(a.game.legal_moves(a.game.next_to_act())))
a.analyse(budget=None, rounds=6)
a.goto(3)
a
""",
    "own_trumps": """\
o = DurakWidget.own_trumps(players=3, seed=2, bot_delay_ms=0, quiet_ms=0)
o
""",
}

# Every visible text of the widget, and the accessible names and tooltips of its elements.
TEXTS = """(root) => {
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const box = node.parentElement;
    if (!box || !box.offsetParent || !node.textContent.trim()) continue;
    out.push(node.textContent.trim());
  }
  for (const el of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name);
      if (value && value.trim()) out.push(value.trim());
    }
  }
  return out;
}"""


def leaks(root) -> list[str]:
    return sorted({text for text in root.evaluate(TEXTS) if unmarked(text)})


def test_every_table_in_the_pseudo_locale_shows_only_catalog_texts(page, lab, artifacts):
    names = list(TABLES)
    lab.write_notebook("pseudo.ipynb", [SETUP, *TABLES.values()])
    open_notebook(page, lab, "pseudo.ipynb")
    run_cell(page, 0)
    found: dict[str, list[str]] = {}
    for index, name in enumerate(names, start=1):
        run_cell(page, index, timeout=120_000)
        root = page.locator(".jp-Notebook .jp-CodeCell").nth(index).locator(".durak-root")
        expect(root).to_have_attribute("lang", "qps", timeout=30_000)
        expect(root.locator(".durak-table, .durak-pile").first).to_be_visible()
        page.wait_for_timeout(300)
        found[name] = leaks(root)
        if name == "play":  # a card's reasons, a refusal, the hint and the menu
            card = root.locator(".durak-hand-card").first
            card.click(force=True)  # a card that cannot be played now says why
            found["play: a card chosen"] = leaks(root)
            card.click(force=True)
            root.locator(".durak-menu-btn").click()
            expect(root.get_by_role("dialog")).to_be_visible()
            found["play: the menu"] = leaks(root)
            root.screenshot(path=str(artifacts / "pseudo-menu.png"))
            page.keyboard.press("Escape")
        root.screenshot(path=str(artifacts / f"pseudo-{name}.png"))
    assert {name: texts for name, texts in found.items() if texts} == {}
