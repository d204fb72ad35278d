"""The learner-text catalogs: extract, update and compile them with Babel.

    python scripts/i18n.py extract [DOMAIN]    # sources -> durak_widget/locale/DOMAIN.pot
    python scripts/i18n.py update [DOMAIN]     # the template -> every <lang>/LC_MESSAGES/DOMAIN.po
                                               # (a language's missing catalog is started)
    python scripts/i18n.py compile             # every .po -> its .mo (build output; the runtime
                                               # compiles in memory when the .mo is missing or old)
    python scripts/i18n.py init LANG           # start every catalog of a new language
    python scripts/i18n.py untranslated LANG [DOMAIN]  # what LANG still lacks: empty or fuzzy
                                               # entries, each with its context and where it is used

Without DOMAIN, every domain. The engines' domain (``durak_widget``) comes from the message
tables: each entry's ``msgctxt`` is the table id (``beat.lower_same_suit``), its ``msgid`` the
English template and its ``msgstr`` the translation, with the same ``{placeholders}``. The other
domains (`durak_widget.engine.i18n.SOURCE_DOMAINS`) are extracted from source code: Python calls
of ``gettext``, ``ngettext``, ``pgettext``, ``npgettext``, ``_`` and ``N_``, and ``t(...)`` /
``tn(...)`` in the front end's JavaScript. Needs Babel (the project's test extras); the package
reads the catalogs with the standard library only.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.extract import extract as babel_extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from durak_widget.bouts import DOMAIN as LESSONS  # noqa: E402
from durak_widget.bouts import text_entries as bout_texts  # noqa: E402
from durak_widget.course import DOMAIN as NOTEBOOKS  # noqa: E402
from durak_widget.engine.i18n import (  # noqa: E402
    DOMAIN,
    LOCALE_DIR,
    SOURCE_DOMAINS,
    entries,
    languages,
)
from durak_widget.glossary import text_entries as glossary_texts  # noqa: E402

# Which files feed each source domain (globs relative to the repository), and which files of
# those globs belong to another domain instead.
# The table's lesson parts (quiz, guessing, replays) speak in the lessons' domain.
LESSON_PARTS = (
    "durak_widget/table/guess.py",
    "durak_widget/table/lessons.py",
    "durak_widget/table/modes/quiz.py",
    "durak_widget/table/modes/replay.py",
    "durak_widget/table/quizzing.py",
    "durak_widget/table/replay.py",
    "durak_widget/course.py",
    "durak_widget/glossary.py",
)
SOURCES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "durak_widget_table": (
        (
            "durak_widget/games/*.py",
            "durak_widget/simulate.py",
            "durak_widget/table/*.py",
            "durak_widget/table/*/*.py",
            "durak_widget/widget/*.py",
            "durak_widget/classroom/*.py",
        ),
        LESSON_PARTS,
    ),
    "durak_widget_lessons": (("durak_widget/quiz/*.py", *LESSON_PARTS), ()),
    "durak_widget_bots": (
        (
            "durak_widget/bots/*.py",
            "durak_widget/bots/*/*.py",
            "durak_widget/coach/*.py",
            "durak_widget/analysis/*.py",
        ),
        (),
    ),
    "durak_widget_js": (
        ("js/src/*.js", "js/src/*/*.js", "durak_widget/classroom/static/*.js"),
        ("js/src/*.test.js",),
    ),
    "durak_widget_notebooks": (("notebooks/*.ipynb",), ()),
}
assert set(SOURCES) == set(SOURCE_DOMAINS)

PYTHON_KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None}
NOTEBOOK_KEYWORDS = {"tr": None, "say": None, "tr_n": (1, 2)}  # durak_widget.course


def notebook_code(path: Path) -> str:
    """The code cells of a notebook as one Python text (IPython's ``%`` and ``!`` lines
    blanked, so that line numbers still count the cells' lines)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines: list[str] = []
    for cell in cells:
        if cell["cell_type"] == "code":
            for line in "".join(cell["source"]).splitlines():
                lines.append("" if line.lstrip().startswith(("%", "!")) else line)
    return "\n".join(lines) + "\n"


JS_KEYWORDS = {"t": None, "tn": (1, 2)}


def source_files(domain: str) -> list[Path]:
    """The files whose texts make up `domain`, sorted."""
    globs, excluded = SOURCES[domain]
    skip = {path for pattern in excluded for path in ROOT.glob(pattern)}
    return sorted({path for pattern in globs for path in ROOT.glob(pattern)} - skip)


def _new_catalog(domain: str) -> Catalog:
    return Catalog(
        project="durak_widget",
        domain=domain,
        msgid_bugs_address="",
        copyright_holder="The durak_widget developers",
    )


def template(domain: str = DOMAIN) -> Catalog:
    """The catalog template of `domain`, built in memory from the message tables (the engines'
    domain) or from the source files."""
    catalog = _new_catalog(domain)
    if domain == DOMAIN:
        for context, english, where in entries():
            catalog.add(english, context=context, auto_comments=[where])
        return catalog
    if domain == NOTEBOOKS:  # tr("...") and say("...") in the English notebooks' code
        for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
            where = str(path.relative_to(ROOT))
            for line, message, comments, _context in babel_extract(
                "python", io.BytesIO(notebook_code(path).encode()), keywords=NOTEBOOK_KEYWORDS
            ):
                catalog.add(message, locations=[(where, line)], auto_comments=comments)
        return catalog
    if domain == LESSONS:  # the bouts' texts, keyed by bout and move (durak_widget.bouts)
        for context, english, where in (*bout_texts(), *glossary_texts()):
            catalog.add(english, context=context, auto_comments=[where])
    for path in source_files(domain):
        method = "javascript" if path.suffix == ".js" else "python"
        keywords = JS_KEYWORDS if method == "javascript" else PYTHON_KEYWORDS
        where = str(path.relative_to(ROOT))
        for line, message, comments, context in extract_from_file(
            method, str(path), keywords=keywords, comment_tags=("Translators:",)
        ):
            catalog.add(message, locations=[(where, line)], auto_comments=comments, context=context)
    return catalog


def domains(argv: list[str]) -> list[str]:
    """The domains a command works on: the one named, or all of them."""
    every = [DOMAIN, *SOURCE_DOMAINS]
    if not argv:
        return every
    if argv[0] not in every:
        raise SystemExit(f"unknown domain {argv[0]!r}: the domains are {', '.join(every)}")
    return [argv[0]]


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(
            out, catalog, width=100, sort_output=False, omit_header=False, ignore_obsolete=True
        )


def _started(lang: str, domain: str) -> Catalog:
    """An empty catalog of `domain` in `lang`, with the plural forms the language's other
    catalogs use (the engines' one sets them; Babel's own may differ, as Spanish's three)."""
    engines = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    if not engines.exists():
        catalog = _new_catalog(domain)
        catalog.locale = lang  # type: ignore[assignment]
        return catalog
    with engines.open("rb") as source:
        catalog = read_po(source, locale=lang, domain=domain)
    for message in list(catalog):
        if message.id:
            del catalog[message.id, message.context]
    catalog.fuzzy = False
    return catalog


def _catalogs(domain: str) -> list[Path]:
    return sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{domain}.po"))


def extract(domain: str) -> None:
    """Write the template (``.pot``) of `domain`."""
    catalog = template(domain)
    pot = LOCALE_DIR / f"{domain}.pot"
    _write(catalog, pot)
    print(f"{pot.relative_to(ROOT)}: {len(catalog)} entries")


def update(domain: str) -> None:
    """Merge the template of `domain` into every language's ``.po`` (new ids empty, changed
    English marked fuzzy, removed ids dropped); a language's missing catalog is
    started from the template."""
    fresh = template(domain)
    for lang in languages():
        if lang == "en":
            continue
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
        if path.exists():
            with path.open("rb") as source:
                catalog = read_po(source, locale=lang, domain=domain)
        else:
            catalog = _started(lang, domain)
        catalog.update(fresh, update_header_comment=False)
        _write(catalog, path)
        missing = sum(1 for m in catalog if m.id and (not _translated(m.string) or m.fuzzy))
        print(f"{path.relative_to(ROOT)}: {len(catalog)} entries, {missing} to translate")


def _translated(text: str | tuple[str, ...]) -> bool:
    """Whether an entry's translation is there (every form of a plural entry)."""
    return all(text) if isinstance(text, tuple) else bool(text)


def compile_all(domain: str) -> None:
    """Compile every ``.po`` of `domain` to its ``.mo`` (fuzzy entries left out)."""
    for path in _catalogs(domain):
        with path.open("rb") as source:
            catalog = read_po(source, locale=path.parent.parent.name, domain=domain)
        with path.with_suffix(".mo").open("wb") as out:
            write_mo(out, catalog, use_fuzzy=False)
        print(f"{path.with_suffix('.mo').relative_to(ROOT)}")


def init(lang: str) -> None:
    """Start every catalog of `lang` from the templates."""
    for domain in domains([]):
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
        if path.exists():
            raise SystemExit(f"{path} exists already: use update")
        catalog = _started(lang, domain)
        catalog.update(template(domain), update_header_comment=False)
        _write(catalog, path)
        print(f"{path.relative_to(ROOT)}: {len(catalog)} entries to translate")


def untranslated(lang: str, only: list[str]) -> int:
    """Print every entry of `lang`'s catalogs (those of `only`, else every domain) that is
    empty or fuzzy, with its context, its English and where it is used; the number of them."""
    if not (LOCALE_DIR / lang).is_dir():
        known = ", ".join(sorted(p.name for p in LOCALE_DIR.iterdir() if p.is_dir()))
        raise SystemExit(f"no catalogs of {lang!r}: the languages are {known} (init {lang})")
    total = 0
    for domain in domains(only):
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        if not path.exists():
            print(f"{shown}: missing (python scripts/i18n.py update)")
            continue
        with path.open("rb") as source:
            catalog = read_po(source, locale=lang, domain=domain)
        missing = [m for m in catalog if m.id and (not _translated(m.string) or m.fuzzy)]
        total += len(missing)
        print(f"{shown}: {len(missing)} of {len(catalog)} to translate")
        for message in missing:
            english = message.id if isinstance(message.id, str) else " | ".join(message.id)
            where = ", ".join(f"{file}:{line}" for file, line in message.locations[:2])
            where = where or "; ".join(message.auto_comments)[:80]
            state = "fuzzy" if message.fuzzy else "empty"
            context = f"[{message.context}] " if message.context else ""
            print(f"  {state}: {context}{english!r}  ({where})")
    return total


def main(argv: list[str]) -> None:
    """Run one command: extract, update or compile [DOMAIN], init LANG, or untranslated LANG
    [DOMAIN] (exit status 1 when something is left to translate)."""
    commands = {"extract": extract, "update": update, "compile": compile_all}
    if len(argv) == 2 and argv[0] == "init":
        init(argv[1])
    elif len(argv) in (2, 3) and argv[0] == "untranslated":
        if untranslated(argv[1], argv[2:]):
            raise SystemExit(1)
    elif 1 <= len(argv) <= 2 and argv[0] in commands:
        for domain in domains(argv[1:]):
            commands[argv[0]](domain)
    else:
        raise SystemExit(
            "usage: python scripts/i18n.py extract|update|compile [DOMAIN] | init LANG"
            " | untranslated LANG [DOMAIN]"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
