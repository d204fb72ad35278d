"""The classroom site in the learner's language, in Chromium with the browser's language set
(one context per language, its `locale`): the site's root opens notebook 01 of the course in
that language, with JupyterLab's own menus in it (the language packs the site carries), and the
notebook's setup cell (`%pip install` in Pyodide) and first table run and speak it. A link's
explicit choice wins over the browser's language; the learner's choice in Settings > Language
wins over both; a browser in none of the course's languages gets English.
"""

from __future__ import annotations

import re

import pytest
from e2e.lab import run_cell
from playwright.sync_api import expect

from durak_widget.engine.i18n import catalog_texts

from .site import KERNEL, interface_text, only_this_host, wait_for_kernel_idle

NOTEBOOK = "01_learn_the_rules.ipynb"
# Notebook 01's code cells: the setup cell, the imports, a position (P0 attacks 7♠), its table.
SETUP, IMPORTS, POSITION, TABLE = 0, 1, 3, 4


def menu_bar(page):
    """The labels of JupyterLab's menu bar."""
    return page.locator("#jp-menu-panel .lm-MenuBar-itemLabel")


def current_tab(page):
    """The main area's current tab (its tooltip names the document's path)."""
    return page.locator("#jp-main-dock-panel .lm-TabBar-tab.jp-mod-current")


def notebook_heading(page):
    """The first heading of the notebook in view (the tab may have reopened others)."""
    return page.locator(".jp-NotebookPanel:visible .jp-MarkdownCell h1").first


def expect_course(page, folder: str, file_menu: str, html_lang: str, heading: str) -> None:
    """Notebook 01 of the course in `folder` ("" for English) is open, in an interface whose
    File menu reads `file_menu`."""
    name = re.escape(NOTEBOOK)
    # the tooltip names the file, then its path: ru/01_….ipynb, or 01_….ipynb alone for English
    path = re.compile(
        rf"\s{re.escape(folder)}/{name}\s" if folder else rf"^(?!.*/{name}).*\s{name}\s", re.S
    )
    expect(current_tab(page)).to_have_attribute("title", path, timeout=120_000)
    expect(notebook_heading(page)).to_contain_text(heading)
    expect(menu_bar(page).first).to_have_text(file_menu)
    assert page.evaluate("document.documentElement.lang") == html_lang


@pytest.mark.parametrize(
    ("locale", "lang", "pack", "file_menu", "heading"),
    [
        ("ru-RU", "ru", "ru_RU", "Файл", "Дурак: правило за правилом"),
        ("es-ES", "es", "es_ES", "Archivo", "Aprende el durak, regla a regla"),
    ],
)
def test_the_root_opens_notebook_01_in_the_browsers_language(
    browser, browser_context_args, lite_site, lite_server, artifacts, clock,
    locale, lang, pack, file_menu, heading,
):  # fmt: skip
    context = browser.new_context(**browser_context_args, locale=locale)
    try:
        blocked = only_this_host(context, lite_server.base)
        page = context.new_page()
        page.goto(f"{lite_server.base}/")
        expect_course(page, lang, file_menu, locale, heading)
        # the status bar in the interface's language says the kernel is ready
        wait_for_kernel_idle(page, f"{KERNEL} | {interface_text(lite_site, pack, 'Idle')}")
        kernel_ready = clock()

        run_cell(page, SETUP, timeout=240_000)  # %pip install durak_widget; set_language(lang)
        for index in (IMPORTS, POSITION, TABLE):
            run_cell(page, index, timeout=120_000)
        root = page.locator(".jp-Notebook .jp-CodeCell").nth(TABLE).locator(".durak-root")
        labels = catalog_texts(lang, "durak_widget_js")
        take = root.locator(".durak-btn-take")
        expect(take).to_have_text(labels["Take"], timeout=60_000)
        expect(root.get_by_role("group", name=labels["actions"])).to_be_visible()
        print(f"\nLite {locale}: kernel idle {kernel_ready:.0f} s, table {clock():.0f} s")
        page.screenshot(path=str(artifacts / f"lite-{lang}-notebook-01.png"))
        assert blocked == [], f"the site asked for other hosts: {blocked[:5]}"
    finally:
        context.close()


def test_a_link_chooses_the_language_and_the_learner_switches_the_interface(
    browser, browser_context_args, lite_server, artifacts
):
    base = lite_server.base
    # a browser in none of the course's languages: the English course and interface
    context = browser.new_context(**browser_context_args, locale="de-DE")
    try:
        page = context.new_page()
        page.goto(f"{base}/")
        expect_course(page, "", "File", "en", "Learn Durak, rule by rule")
        # the learner's order counts, and a language's regional variants are that language
        choices = page.evaluate(
            """async () => {
                const m = await import('/language.js');
                const course = await m.loadCourse('/');
                const pick = (tags) => m.courseLanguage(course, '', tags);
                return [pick(['en-US', 'ru']), pick(['pt-BR', 'es-MX', 'ru']), pick(['es-419']),
                        pick(['RU']), pick([])];
            }"""
        )
        assert choices == ["en", "es", "es", "ru", "en"]
    finally:
        context.close()

    context = browser.new_context(**browser_context_args, locale="ru-RU")
    try:
        page = context.new_page()
        # a link to a Spanish notebook wins over a Russian browser, and a reload keeps it
        # (JupyterLab drops ?path from the address)
        page.goto(f"{base}/lab/index.html?path=es/{NOTEBOOK}")
        expect_course(page, "es", "Archivo", "es-ES", "Aprende el durak")
        page.reload()
        expect(menu_bar(page).first).to_have_text("Archivo", timeout=120_000)
        # the root's ?lang= chooses too
        page.goto(f"{base}/?lang=en")
        expect_course(page, "", "File", "en", "Learn Durak, rule by rule")

        # the learner picks English in Settings > Language: it wins over the browser's language
        page.goto(f"{base}/")
        expect_course(page, "ru", "Файл", "ru-RU", "Дурак")
        menu_bar(page).filter(has_text="Настройки").click()
        page.locator(".lm-Menu-item", has_text="Язык").hover()
        page.locator(".lm-Menu").last.locator(".lm-Menu-item", has_text="English").click()
        page.locator(".jp-Dialog .jp-mod-accept").click()  # «Изменить и перезагрузить»
        expect(menu_bar(page).first).to_have_text("File", timeout=120_000)
        page.goto(f"{base}/")
        expect_course(page, "ru", "File", "en", "Дурак")  # the Russian course, as chosen
        page.screenshot(path=str(artifacts / "lite-ru-interface-english.png"))
    finally:
        context.close()
