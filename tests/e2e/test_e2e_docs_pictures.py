"""The pictures of the table on the Russian and Spanish home pages of the documentation site
(docs/table.ru.png, docs/table.es.png beside the English docs/table.png): the moment of
test_e2e_play's picture, at a table in that language in a real JupyterLab. The learner has led
7♣ and thrown in 7♦, the bot has beaten both, every hand is open and 9♥ is selected, so its
reason shows. The table must speak the language throughout: its buttons, the selected card's
reason, the log. scripts/screenshot.sh copies the pictures into docs/."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root

pytestmark = pytest.mark.e2e

SETUP = """\
from durak_widget import DurakWidget, Game
game = Game.from_position(
    [["7C", "7D", "9H", "QS", "KD", "AH"], ["8C", "10D", "JS", "6H", "9C", "KC"]],
    talon=["6C", "10C", "8H", "JD", "QC", "6S"],
    attacker=0,
)
w = DurakWidget(game=game, language="{lang}", seed=1, bot_delay_ms=0, quiet_ms=0,
                allow_open_hands=True, open_hands=True)
w.play("P0 attacks 7C")
w.play("P0 attacks 7D")
w
"""

# (the nine of hearts' name, the Take button, words of the reason and of the log)
WORDS = {
    "ru": ("9 червей", "Беру", re.compile("не может подкинуть 9♥"), re.compile("бьёт 7♣")),
    "es": ("9 de corazones", "Tomo", re.compile("no puede añadir 9♥"), re.compile("7♣ con 8♣")),
}


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_home_pages_table_in_the_sites_languages(page, lab, artifacts, lang):
    nine, take, reason, log = WORDS[lang]
    lab.write_notebook(f"picture-{lang}.ipynb", [SETUP.replace("{lang}", lang)])
    open_notebook(page, lab, f"picture-{lang}.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    expect(root).to_be_visible(timeout=20_000)
    expect(root).to_have_attribute("lang", lang)
    expect(root.locator(".durak-pair .durak-defence")).to_have_count(2)
    expect(root.locator('[data-action="take"]')).to_have_text(take)
    expect(root.locator(".durak-log")).to_contain_text(log)
    card = root.locator(".durak-hand").get_by_role("button", name=nine, exact=True)
    card.click(force=True)  # aria-disabled: the click shows why it cannot be thrown in
    expect(root.locator(".durak-selection-info")).to_contain_text("9♥")
    expect(root.locator(".durak-selection-info")).to_contain_text(reason)
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)  # let the arrival animation finish before the picture
    root.screenshot(path=str(artifacts / f"widget-light-{lang}.png"))
