"""MkDocs hooks of the documentation site (mkdocs.yml `hooks:`).

- The rules page's tables are generated from the code, in the page's language (`rules.md`,
  `rules.ru.md`, `rules.es.md`), so options, presets and sources never drift.
- The executed notebooks stay pages in every language: mkdocs-static-i18n rebuilds each file
  as a plain MkDocs `File`, which would make mkdocs-jupyter's notebooks plain downloads in the
  Russian and Spanish sites (`notebooks_stay_pages`).
- mkdocs-jupyter's cache of rendered notebooks keeps every language's pages
  (`keep_every_languages_notebook_cache`).
- A notebook's headings get anchors made of their words in any language, each a valid CSS
  selector (`notebook_anchors`): mkdocs-jupyter's drop every letter outside ASCII (a Russian
  heading's anchor is "1" or empty) and keep a leading number ("1-the-cards-..."), which stops
  the theme's script (no table styles, no keyboard shortcuts).
- Doctest examples in the docstrings (``>>>`` lines and their output) are shown as code on the
  API page instead of being read as Markdown (where ``['a', 'b']`` is a link reference).
"""

from __future__ import annotations

import dataclasses
import html
import inspect
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

from markdown import Extension, Markdown
from markdown.extensions.toc import slugify_unicode
from markdown.preprocessors import Preprocessor
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File

PLACEHOLDER = "<!-- rules-and-presets -->"
PRESETS = ("podkidnoy", "perevodnoy", "classic", "eltos")
HEADINGS = ("presets", "preset", "follows", "options", "option", "meaning")
"""The words of the generated tables, from the page's front matter (`rules_table:`)."""


def cell(text: object) -> str:
    """Text safe inside a Markdown table cell."""
    return " ".join(str(text).split()).replace("|", "\\|")


def page_language(page: Any) -> str:
    """The language a page is written in: the locale mkdocs-static-i18n gave its file (a page
    another language falls back to is still English), ``"en"`` without the plugin."""
    return str(getattr(page.file, "locale", None) or "en")


def _front_matter(meta: dict, key: str, names: tuple[str, ...], where: str) -> dict[str, str]:
    found = meta.get(key)
    if not isinstance(found, dict):
        raise PluginError(f"{where}: its front matter has no `{key}:` map ({', '.join(names)})")
    missing = [name for name in names if not str(found.get(name) or "").strip()]
    if missing:
        raise PluginError(f"{where}: `{key}:` in its front matter lacks {', '.join(missing)}")
    return {name: str(found[name]) for name in names}


def rules_markdown(language: str = "en", meta: dict | None = None, where: str = "rules.md") -> str:
    """The presets (with their sources) and every option (with its help and source), in
    `language`: the words of the tables from the page's front matter `meta` (`rules_table:`),
    each option's help from the catalogs (`Rules.option_help`), each preset's description
    from its docstring in English and from `preset_notes:` in the front matter otherwise."""
    from durak_widget import Rules

    meta = meta or {}
    words = _front_matter(meta, "rules_table", HEADINGS, where)
    if language == "en":
        notes = {name: inspect.getdoc(getattr(Rules, name)) or "" for name in PRESETS}
    else:
        notes = _front_matter(meta, "preset_notes", PRESETS, where)
    presets = {name: getattr(Rules, name)() for name in PRESETS}
    lines = [f"## {words['presets']}", "", f"| {words['preset']} | {words['follows']} |"]
    lines.append("|---|---|")
    for name in PRESETS:
        lines.append(f"| `Rules.{name}()` | {cell(notes[name])} |")
    # the values side by side, then what each option means (as a column, the long texts would
    # squeeze the table past the page)
    header = " | ".join(PRESETS)
    lines += ["", f"## {words['options']}", ""]
    lines.append(f"| {words['option']} | {header} |")
    lines.append("|---" * (len(PRESETS) + 1) + "|")
    for field in dataclasses.fields(Rules):
        values = " | ".join(f"`{getattr(presets[p], field.name)!r}`" for p in PRESETS)
        lines.append(f"| `{field.name}` | {values} |")
    lines += ["", f"## {words['meaning']}", ""]
    for field in dataclasses.fields(Rules):
        help_text = Rules.option_help(field.name, language=language)
        lines.append(f"- `{field.name}`: {' '.join(help_text.split())}")
    return "\n".join(lines)


def on_page_markdown(markdown: str, page: Any, **kwargs: Any) -> str:
    """Replace the placeholder line of the rules page with the generated tables, in its
    language (a page that only mentions the placeholder, inside a line, keeps it)."""
    line = re.compile(rf"^{re.escape(PLACEHOLDER)}[ \t]*$", re.M)
    if line.search(markdown):
        tables = rules_markdown(page_language(page), page.meta, page.file.src_uri)
        return line.sub(lambda _: tables, markdown, count=1)
    return markdown


DOCTEST = re.compile(r">>>( |$)")
FENCE = re.compile(r"[ ]{0,3}(`{3,}|~{3,})")


class DoctestFences(Preprocessor):
    """Wrap each run of doctest lines (``>>>`` at the start of a line outside a code block,
    down to the next blank line) in a ``pycon`` code fence."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fence = ""
        i = 0
        while i < len(lines):
            line = lines[i]
            opening = FENCE.match(line)
            if fence:
                if line.strip().startswith(fence):
                    fence = ""
            elif opening:
                fence = opening.group(1)
            elif DOCTEST.match(line):
                block = []
                while i < len(lines) and lines[i].strip():
                    block.append(lines[i])
                    i += 1
                out += ["", "```pycon", *block, "```", ""]
                continue
            out.append(line)
            i += 1
        return out


class DoctestExtension(Extension):
    """Markdown extension: doctest examples as code (see `DoctestFences`)."""

    def extendMarkdown(self, md: Markdown) -> None:  # Markdown's name for it
        # before fenced_code (25), which turns the fences into code blocks
        md.preprocessors.register(DoctestFences(md), "durak_doctest_fences", 30)


class NotebookPage(File):
    """A notebook file of mkdocs-static-i18n's making that is a documentation page (as
    mkdocs-jupyter's `NotebookFile` says of the files it wraps): mkdocs-jupyter renders it."""

    def is_documentation_page(self) -> bool:
        return True


def notebooks_stay_pages() -> None:
    """Make mkdocs-static-i18n keep notebooks as pages. It makes a new `File` of every file
    (`suffix.create_i18n_file`) and sorts pages from assets by `is_documentation_page`; a
    notebook would be an asset, so a Russian page would link to the English notebook and a
    notebook's translation would never become a page. Its files are made `NotebookPage`s."""
    from mkdocs_static_i18n import suffix

    original = suffix.create_i18n_file
    if getattr(original, "keeps_notebooks", False):
        return

    def create_i18n_file(file: File, *args: Any, **kwargs: Any) -> File:
        made = original(file, *args, **kwargs)
        if made.src_uri.endswith(".ipynb") and type(made) is File:
            made.__class__ = NotebookPage
        return made

    create_i18n_file.keeps_notebooks = True  # type: ignore[attr-defined]
    suffix.create_i18n_file = create_i18n_file


@event_priority(100)  # before mkdocstrings reads the extensions for the API page
def on_config(config: Any) -> Any:
    """Add `DoctestExtension` to the site's Markdown extensions (once: mkdocs-static-i18n runs
    this again for each language), give Russian and Spanish headings anchors made of their own
    words, and keep notebooks pages in every language."""
    if not any(isinstance(ext, DoctestExtension) for ext in config.markdown_extensions):
        config.markdown_extensions.append(DoctestExtension())
    # the default slugify drops every letter outside ASCII: a Russian heading's anchor would be
    # "_1" or even "-", which the theme's script cannot select (and stops); English anchors
    # stay as they were
    config.mdx_configs.setdefault("toc", {})["slugify"] = slugify_unicode
    notebooks_stay_pages()
    return config


@event_priority(10)  # before mkdocs-jupyter's on_post_build (0), which evicts the cache
def on_post_build(config: Any) -> None:
    """Keep the cached pages of every language's notebooks (see the function below)."""
    keep_every_languages_notebook_cache(config)


def keep_every_languages_notebook_cache(config: Any) -> None:
    """mkdocs-static-i18n builds each language as a build of its own, and mkdocs-jupyter evicts
    after each build the cached notebook pages that build did not use: the other languages', so
    every build would render every notebook again. Every notebook of the docs tree counts as
    used (a notebook that changed has a new key, and its old page is evicted)."""
    plugin = config.plugins.get("mkdocs-jupyter")
    used = getattr(plugin, "_used_cache_paths", None)
    if plugin is None or used is None or not plugin.config.get("cache"):
        return
    from mkdocs_jupyter import plugin as jupyter

    # mkdocs-jupyter's own functions (0.26): without them the cache is only less useful
    key_of = getattr(jupyter, "_compute_cache_key", None)
    path_of = getattr(jupyter, "_get_cache_path", None)
    if key_of is None or path_of is None:
        return
    for notebook in Path(config.docs_dir).rglob("*.ipynb"):
        key = key_of(str(notebook), plugin.config, plugin.config["execute"])
        used.add(path_of(plugin.config["cache_dir"], key))


HEADING = re.compile(r'<h([1-6]) id="([^"]*)"([^>]*)>(.*?)</h\1>', re.S)


def anchor(text: str, taken: set[str]) -> str:
    """An anchor for a heading reading `text`: its words (any language), lower case, starting
    with a letter or ``_`` (``#1-...`` is no CSS selector), unique among `taken` (updated)."""
    slug = slugify_unicode(text, "-") or "section"
    if not (slug[0].isalpha() or slug[0] == "_"):
        slug = "_" + slug
    found, n = slug, 1
    while found in taken:
        n += 1
        found = f"{slug}_{n}"
    taken.add(found)
    return found


def _plain(fragment: str) -> str:
    """The text of an HTML fragment (a heading without its ¶ link), whitespace folded."""
    text = re.sub(r'<a class="anchor-link".*?</a>|<[^>]+>', "", fragment, flags=re.S)
    return " ".join(html.unescape(text).split())


def notebook_anchors(content: str, toc: Any) -> str:
    """`content` (a notebook page's HTML) with every heading's anchor remade by `anchor`, and the
    page's table of contents `toc` pointed at the new anchors (its n-th item reading a text goes
    to the n-th heading reading it: the two were slugged differently)."""
    taken: set[str] = set()
    renamed: dict[str, list[str]] = defaultdict(list)

    def rename(found: re.Match[str]) -> str:
        level, old, attributes, inner = found.groups()
        text = _plain(inner)
        new = anchor(text, taken)
        renamed[text].append(new)
        inner = inner.replace(f'href="#{old}"', f'href="#{new}"', 1)
        return f'<h{level} id="{new}"{attributes}>{inner}</h{level}>'

    content = HEADING.sub(rename, content)
    used: dict[str, int] = defaultdict(int)

    def repoint(items: Any) -> None:
        for item in items:
            text = _plain(item.title)
            if used[text] < len(renamed[text]):
                item.id = renamed[text][used[text]]
                used[text] += 1
            repoint(item.children)

    repoint(toc)
    return content


def on_page_content(content: str, page: Any, **kwargs: Any) -> str:
    """A notebook page's anchors in its own language (`notebook_anchors`)."""
    if page.file.src_uri.endswith(".ipynb"):
        return notebook_anchors(content, page.toc)
    return content
