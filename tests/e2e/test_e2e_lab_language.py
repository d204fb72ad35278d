"""The first command of the README in another language: ``LANG=ru bash scripts/lab.sh`` opens
the Russian notebook 01 in a JupyterLab whose own menus are Russian (its language pack), and
``bash scripts/lab.sh es`` the Spanish one; the page's notebook sets the course's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from .lab import LabServer

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("environ", "argument", "menu", "notebook", "heading"),
    [
        ({"LANG": "ru"}, [], "Файл", "notebooks/ru/01_learn_the_rules.ipynb", "Дурак"),
        ({"LANG": "C.UTF-8"}, ["es"], "Archivo", "notebooks/es/01_learn_the_rules.ipynb", "durak"),
    ],
    ids=["LANG=ru", "argument es"],
)
def test_lab_sh_opens_the_course_in_the_learners_language(
    page, artifacts, environ, argument, menu, notebook, heading
):
    server = LabServer(
        launcher=["bash", str(REPO / "scripts" / "lab.sh"), *argument],
        environ=environ,
        cwd=REPO,
        timeout=600,  # a first run installs the [lab] extra
    )
    try:
        page.goto(f"{server.base}/?token={server.token}")  # to the default URL lab.sh sets
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        page.wait_for_selector(f".lm-MenuBar-itemLabel:text-is('{menu}')", timeout=60_000)
        assert notebook in page.url
        title = page.locator(".jp-Notebook .jp-MarkdownCell h1").first
        title.wait_for(timeout=60_000)
        assert heading in title.inner_text()
        name = notebook.split("/")[1]
        page.screenshot(path=str(artifacts / f"lab-language-{name}.png"))
        log = server.log_path.read_text()
        assert f"opens {notebook}" in log
    finally:
        server.stop()
