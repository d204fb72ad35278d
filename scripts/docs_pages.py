"""The documentation pages in every language: which translations are behind their English page.

    python scripts/docs_pages.py check          # list stale and orphaned translations (exit 1)
    python scripts/docs_pages.py diff PAGE      # what changed in English since PAGE's translation
    python scripts/docs_pages.py stamp PAGE...  # mark translations as up to date with English

A translation sits beside its English page with the language before the extension
(``docs/strategy.ru.md`` beside ``docs/strategy.md``; mkdocs-static-i18n's suffix layout). Its
front matter names the English text it translates: ``translation_of:``, the Git blob id of the
English page (``git hash-object docs/strategy.md``, first 12 digits), so a change to the English
page makes its translations stale until a translator brings them up to date and stamps them; for
the rules page also ``preset_notes_of:``, the same for the presets' docstrings that its
``preset_notes:`` translate. `diff` shows the English changes since then (from Git's history of
the page). tests/test_docs_languages.py fails on a stale translation, as the catalogs' tests fail
on a fuzzy entry.
"""

from __future__ import annotations

import difflib
import hashlib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
STAMP_LENGTH = 12
FRONT_MATTER = re.compile(r"\A---\n(.*?\n)---\n", re.S)
SUFFIX = re.compile(r"^(?P<name>[^.]+)\.(?P<lang>[a-z]{2}(?:[-_][A-Za-z]{2,4})?)\.md$")


def blob_id(data: bytes) -> str:
    """Git's id of a blob with these bytes (what ``git hash-object`` prints)."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def preset_docs() -> str:
    """The presets' docstrings, the English source of the rules page's ``preset_notes:``."""
    import inspect

    sys.path.insert(0, str(ROOT / "scripts"))
    from docs_hooks import PRESETS

    from durak_widget import Rules

    return "\n\n".join(f"{name}: {inspect.getdoc(getattr(Rules, name))}" for name in PRESETS)


def translations() -> list[Path]:
    """Every translated page (``docs/<name>.<lang>.md``), sorted."""
    return sorted(path for path in DOCS.glob("*.*.md") if SUFFIX.match(path.name))


def english_of(page: Path) -> Path:
    """The English page a translation translates."""
    found = SUFFIX.match(page.name)
    if not found:
        raise ValueError(f"{page.name} is not a translated page (expected NAME.LANG.md)")
    return page.with_name(f"{found['name']}.md")


def front_matter(page: Path) -> dict[str, str]:
    """The ``key: value`` lines at the top level of a page's front matter (values as text)."""
    found = FRONT_MATTER.match(page.read_text(encoding="utf-8"))
    if not found:
        return {}
    lines = found.group(1).splitlines()
    pairs = (re.match(r"^([A-Za-z_]+):\s*(\S.*)?$", line) for line in lines)
    return {m[1]: (m[2] or "").split(" #")[0].strip() for m in pairs if m}


def expected_stamps(page: Path) -> dict[str, str]:
    """The stamps an up-to-date translation `page` carries."""
    english = english_of(page)
    stamps = {"translation_of": blob_id(english.read_bytes())[:STAMP_LENGTH]}
    if "preset_notes" in front_matter(page):
        stamps["preset_notes_of"] = blob_id(preset_docs().encode())[:STAMP_LENGTH]
    return stamps


def problems(page: Path) -> list[str]:
    """What is wrong with translation `page` (``[]``: it is up to date with English)."""
    name = page.relative_to(ROOT)
    if not english_of(page).exists():
        return [f"{name}: no English page {english_of(page).relative_to(ROOT)}"]
    have = front_matter(page)
    found = []
    for key, wanted in expected_stamps(page).items():
        if not have.get(key):
            found.append(f"{name}: no `{key}:` in its front matter (stamp it when translated)")
        elif have[key] != wanted:
            what = "the presets' docstrings" if key == "preset_notes_of" else "its English page"
            found.append(f"{name}: {what} changed since it was translated ({key} {have[key]})")
    return found


def stamp(page: Path) -> None:
    """Write the current stamps into `page`'s front matter (adding one if it has none)."""
    text = page.read_text(encoding="utf-8")
    found = FRONT_MATTER.match(text)
    body, rest = (found.group(1), text[found.end() :]) if found else ("", text)
    for key, value in expected_stamps(page).items():
        what = "the presets' docstrings" if key == "preset_notes_of" else "the English page"
        line = f"{key}: {value}  # {what} this translates (scripts/docs_pages.py)"
        if re.search(rf"^{key}:.*$", body, re.M):
            body = re.sub(rf"^{key}:.*$", line, body, count=1, flags=re.M)
        else:
            body = line + "\n" + body
    page.write_text("---\n" + body + "---\n" + rest, encoding="utf-8")


def diff(page: Path) -> str:
    """The changes to `page`'s English page since the version its stamp names."""
    english = english_of(page)
    old_id = front_matter(page).get("translation_of", "")
    if not old_id:
        return f"{page.name} has no translation_of stamp: compare it with {english.name} whole"
    try:
        old = subprocess.run(
            ["git", "cat-file", "-p", old_id],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    except subprocess.CalledProcessError:
        return f"{english.name} {old_id} is not in this repository's history"
    new = english.read_text(encoding="utf-8")
    return "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True),
            new.splitlines(keepends=True),
            f"{english.name} ({old_id}, translated)",
            f"{english.name} (now)",
        )
    )


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"check", "diff", "stamp"}:
        print(__doc__)
        return 2
    command, pages = argv[0], [Path(p).resolve() for p in argv[1:]]
    if command == "check":
        found = [problem for page in translations() for problem in problems(page)]
        print("\n".join(found) if found else f"{len(translations())} translations up to date")
        return 1 if found else 0
    if not pages:
        print(f"{command}: name the translated pages (docs/strategy.ru.md ...)")
        return 2
    for page in pages:
        if command == "diff":
            print(diff(page) or f"{page.name}: its English page is unchanged")
        else:
            stamp(page)
            print(f"{page.relative_to(ROOT)}: stamped")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
