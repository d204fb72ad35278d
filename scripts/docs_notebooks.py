"""Execute the course's notebooks into the documentation tree, in every language of the site.

    python scripts/docs_notebooks.py [--jobs N]     # scripts/docs.sh runs it before mkdocs

The English notebooks (``notebooks/*.ipynb``) go to ``docs/notebooks/<name>.ipynb``, and for
each other language of the site (the ``i18n`` languages of mkdocs.yml) its notebooks
(``notebooks/<lang>/<name>.ipynb``) go to ``docs/notebooks/<name>.<lang>.ipynb``: the suffix
layout of mkdocs-static-i18n, so the Russian site shows the Russian notebook under the same
address as the English one (``ru/notebooks/01_learn_the_rules/``), and English where a language
lacks a notebook. Each runs in its own folder, as in JupyterLab; its tables are kept as their
static pictures (`durak_widget.notebook_picture.keep_pictures`). Everything written here is
generated and git-ignored (``docs/.gitignore``); the folder is emptied first, so a notebook
removed from the course leaves no page behind.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
OUT = ROOT / "docs" / "notebooks"


def site_languages(config: Path = ROOT / "mkdocs.yml") -> tuple[str, list[str]]:
    """The default language of the site and its other languages, from mkdocs.yml's ``i18n``
    plugin (``("en", ["ru", "es"])``)."""
    # mkdocs.yml holds no YAML tags of MkDocs' own (!ENV, !relative), so safe_load reads it
    data = yaml.safe_load(config.read_text(encoding="utf-8"))
    for plugin in data.get("plugins", []):
        if isinstance(plugin, dict) and "i18n" in plugin:
            languages = plugin["i18n"]["languages"]
            default = next(lang["locale"] for lang in languages if lang.get("default"))
            others = [
                lang["locale"]
                for lang in languages
                if not lang.get("default") and lang.get("build", True)
            ]
            return default, others
    raise SystemExit(f"{config}: no i18n plugin with languages")


def jobs() -> list[tuple[Path, Path]]:
    """Each notebook to execute, with where it goes."""
    _, others = site_languages()
    found = [(source, OUT / source.name) for source in sorted(NOTEBOOKS.glob("*.ipynb"))]
    for lang in others:
        for source in sorted((NOTEBOOKS / lang).glob("*.ipynb")):
            found.append((source, OUT / f"{source.stem}.{lang}.ipynb"))
    return found


def execute(source: Path, target: Path) -> str:
    """Run `source` (in its own folder) and write it to `target` with its tables as pictures."""
    import nbformat
    from nbclient import NotebookClient

    from durak_widget.notebook_picture import keep_pictures

    start = time.monotonic()
    nb = nbformat.read(source, as_version=4)
    # record_timing off: the same notebook executes to the same file, so mkdocs-jupyter's cache
    # of its page holds across runs
    client = NotebookClient(
        nb, timeout=600, record_timing=False, resources={"metadata": {"path": str(source.parent)}}
    )
    try:
        client.execute()
    except Exception as error:
        raise RuntimeError(f"{source.relative_to(ROOT)} failed: {error}") from error
    tables = keep_pictures(nb)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, target)
    name = source.relative_to(NOTEBOOKS)
    return f"   {name}: {time.monotonic() - start:.0f} s, {tables} table picture(s)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--jobs", type=int, default=2, help="notebooks run at once (default 2: one per core here)"
    )
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, not {args.jobs}")
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.ipynb"):
        old.unlink()
    todo = jobs()
    start = time.monotonic()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for line in pool.map(lambda job: execute(*job), todo):
            print(line, flush=True)
    print(f"   {len(todo)} notebooks in {time.monotonic() - start:.0f} s ({args.jobs} at once)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
