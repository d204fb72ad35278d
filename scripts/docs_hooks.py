"""MkDocs hook: fill the rules page from the code, so options, presets and sources never drift."""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any

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
