"""The table in another language, in a real JupyterLab: a widget made with language="ru" draws
its buttons, menu and card names in Russian; the menu's Language select re-renders it in
Spanish; a 4-player partnership game dealt from the menu marks the partners in words."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, set_theme, widget_root
from .test_e2e_contrast import measure

pytestmark = pytest.mark.e2e

SETUP = """\
from durak_widget import DurakWidget
w = DurakWidget(language="ru", seed=5, bot_delay_ms=0, quiet_ms=0)
w
"""

RU_CARD = re.compile(r"^(\d+|валет|дама|король|туз) (пик|червей|бубен|треф)(, козырь)?$")
ES_CARD = re.compile(
    r"^(\d+|jota|reina|rey|as) de (picas|corazones|diamantes|tréboles)(, triunfo)?$"
)

# controls whose text is cut off (wider content than box) and the root wider than its box
OVERFLOW = """(root) => {
  const boxes = '.durak-btn, .durak-role, .durak-seat-head span, .durak-field';
  const cut = [...root.querySelectorAll(boxes)]
    .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1)
    .map((e) => e.textContent);
  if (root.scrollWidth > root.clientWidth + 1) cut.push('the table itself');
  return cut;
}"""


def hand_names(root) -> list[str]:
    cards = root.locator(".durak-hand-card")
    return [cards.nth(i).get_attribute("aria-label") or "" for i in range(cards.count())]


def test_russian_table_then_spanish_then_partners(page, lab, artifacts):
    lab.write_notebook("language.ipynb", [SETUP])
    open_notebook(page, lab, "language.ipynb")
    run_cell(page, 0)
    root = widget_root(page)

    # Russian: the front end's own labels, the card names and Python's texts
    expect(root).to_have_attribute("lang", "ru")
    expect(root).to_have_attribute("aria-label", "Стол для игры в дурака")
    expect(root.locator('[data-action="take"]')).to_have_text("Беру")
    expect(root.locator('[data-action="done"]')).to_have_text("Бито")
    expect(root.locator(".durak-menu-btn")).to_have_text("☰ Меню")
    expect(root.locator(".durak-log h4")).to_have_text("Журнал ходов")
    expect(root.locator(".durak-status")).to_have_text(re.compile("[а-яё]"))
    expect(root.locator(".durak-hand-card").first).to_have_attribute("aria-label", RU_CARD)
    names = hand_names(root)
    assert names and all(RU_CARD.match(name) for name in names), names
    hand_label = re.compile(r"^ваши карты, \d+ карт")
    expect(root.locator(".durak-hand")).to_have_attribute("aria-label", hand_label)
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)  # let the arrival animation finish before the picture
    root.screenshot(path=str(artifacts / "language-ru.png"))
    assert root.evaluate(OVERFLOW) == []

    # the menu in Russian; its Language select switches the whole table to Spanish
    root.locator(".durak-menu-btn").click()
    menu = root.get_by_role("dialog", name="меню")
    expect(menu.get_by_role("button", name="Новая игра")).to_be_visible()
    expect(menu.get_by_role("button", name="Новая серия")).to_be_visible()
    root.screenshot(path=str(artifacts / "language-ru-menu.png"))
    assert root.evaluate(OVERFLOW) == []
    menu.locator('select[data-name="language"]').select_option("es")
    expect(root).to_have_attribute("lang", "es")
    expect(root.locator('[data-action="take"]')).to_have_text("Tomo")
    expect(root.locator(".durak-log h4")).to_have_text("Registro de jugadas")
    expect(root.locator(".durak-hand-card").first).to_have_attribute("aria-label", ES_CARD)
    names = hand_names(root)
    assert names and all(ES_CARD.match(name) for name in names), names

    # four players in partnerships, dealt from the (now Spanish) menu: partners named at the seats
    menu = root.get_by_role("dialog", name="menú")
    partners = menu.get_by_label("Por equipos")
    expect(partners).to_be_disabled()
    menu.locator('select[data-name="players"]').select_option("4")
    expect(partners).to_be_enabled()
    partners.check()
    menu.get_by_role("button", name="Nueva partida").click()
    expect(root.get_by_role("dialog")).to_have_count(0)
    expect(root.locator(".durak-seat")).to_have_count(3)
    expect(root.locator(".durak-seat .durak-team")).to_have_count(3)
    expect(root.locator(".durak-seat .durak-team", has_text="tu compañero")).to_have_count(1)
    expect(root.locator(".durak-own-seat .durak-team")).to_have_text(re.compile(r"^equipo \d$"))
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)
    root.screenshot(path=str(artifacts / "language-es-partners.png"))
    assert root.evaluate(OVERFLOW) == []

    # the team badges, the series controls and the menu in JupyterLab's dark theme: 4.5:1
    set_theme(page, "JupyterLab Dark")
    root.locator(".durak-menu-btn").click()
    expect(root.get_by_role("dialog", name="menú")).to_be_visible()
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / "language-es-partners-dark.png"))
    low = [f for f in measure(page) if f["ratio"] < 4.5]
    set_theme(page, "JupyterLab Light")
    assert low == []
