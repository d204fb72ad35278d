"""MkDocs hooks of the documentation site (mkdocs.yml `hooks:`).

- The rules page's tables are generated from the code, so options, presets and sources never
  drift.
- Doctest examples in the docstrings (``>>>`` lines and their output) are shown as code on the
  API page instead of being read as Markdown (where ``['a', 'b']`` is a link reference).
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from typing import Any

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor
from mkdocs.plugins import event_priority

PLACEHOLDER = "<!-- rules-and-presets -->"
PRESETS = ("podkidnoy", "perevodnoy", "classic", "eltos")


def cell(text: object) -> str:
    """Text safe inside a Markdown table cell."""
    return " ".join(str(text).split()).replace("|", "\\|")


def rules_markdown() -> str:
    """The presets (with their sources) and every option (with its help and source)."""
    from durak_widget import Rules

    presets = {name: getattr(Rules, name)() for name in PRESETS}
    lines = ["## Presets", "", "| preset | what it follows |", "|---|---|"]
    for name in PRESETS:
        doc = inspect.getdoc(getattr(Rules, name)) or ""
        lines.append(f"| `Rules.{name}()` | {cell(doc)} |")
    header = " | ".join(PRESETS)
    lines += ["", "## Options", "", f"| option | {header} | meaning and source |"]
    lines.append("|---" * (len(PRESETS) + 2) + "|")
    for field in dataclasses.fields(Rules):
        values = " | ".join(f"`{getattr(presets[p], field.name)!r}`" for p in PRESETS)
        lines.append(f"| `{field.name}` | {values} | {cell(Rules.option_help(field.name))} |")
    return "\n".join(lines)


def on_page_markdown(markdown: str, page: Any, **kwargs: Any) -> str:
    """Replace the placeholder on the rules page with the generated tables."""
    if PLACEHOLDER in markdown:
        return markdown.replace(PLACEHOLDER, rules_markdown())
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


@event_priority(100)  # before mkdocstrings reads the extensions for the API page
def on_config(config: Any) -> Any:
    """Add `DoctestExtension` to the site's Markdown extensions (once)."""
    if not any(isinstance(ext, DoctestExtension) for ext in config.markdown_extensions):
        config.markdown_extensions.append(DoctestExtension())
    return config
