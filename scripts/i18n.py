"""The learner-text catalogs: extract, update and compile them with Babel.

    python scripts/i18n.py extract    # message tables -> durak_widget/locale/durak_widget.pot
    python scripts/i18n.py update     # the template -> every <lang>/LC_MESSAGES/durak_widget.po
    python scripts/i18n.py compile    # every .po -> its .mo (build output; the engine compiles
                                      # in memory when the .mo is missing or older than the .po)
    python scripts/i18n.py init LANG  # start a catalog for a new language

Each entry's ``msgctxt`` is the table id (``beat.lower_same_suit``), its ``msgid`` the English
template and its ``msgstr`` the translation, with the same ``{placeholders}``. Needs Babel (the
project's test extras); the engine itself reads the catalogs with the standard library only.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from durak_widget.engine.i18n import DOMAIN, LOCALE_DIR, entries  # noqa: E402

POT = LOCALE_DIR / f"{DOMAIN}.pot"


def template() -> Catalog:
    """The catalog template, built from the message tables in memory."""
    catalog = Catalog(
        project="durak_widget",
        domain=DOMAIN,
        msgid_bugs_address="",
        copyright_holder="The durak_widget developers",
    )
    for context, english, where in entries():
        catalog.add(english, context=context, auto_comments=[where])
    return catalog


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(out, catalog, width=100, sort_output=False, omit_header=False)


def _catalogs() -> list[Path]:
    return sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def extract() -> None:
    """Write the template (``.pot``)."""
    catalog = template()
    _write(catalog, POT)
    print(f"{POT.relative_to(ROOT)}: {len(catalog)} entries")


def update() -> None:
    """Merge the template into every language's ``.po`` (new ids empty, changed English
    marked fuzzy, removed ids kept as obsolete)."""
    fresh = template()
    for path in _catalogs():
        with path.open("rb") as source:
            catalog = read_po(source, locale=path.parent.parent.name, domain=DOMAIN)
        catalog.update(fresh, update_header_comment=False)
        _write(catalog, path)
        missing = sum(1 for m in catalog if m.id and (not m.string or m.fuzzy))
        print(f"{path.relative_to(ROOT)}: {len(catalog)} entries, {missing} to translate")


def compile_all() -> None:
    """Compile every ``.po`` to its ``.mo`` (fuzzy entries left out)."""
    for path in _catalogs():
        with path.open("rb") as source:
            catalog = read_po(source, locale=path.parent.parent.name, domain=DOMAIN)
        with path.with_suffix(".mo").open("wb") as out:
            write_mo(out, catalog, use_fuzzy=False)
        print(f"{path.with_suffix('.mo').relative_to(ROOT)}")


def init(lang: str) -> None:
    """Start the catalog of `lang` from the template."""
    path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    if path.exists():
        raise SystemExit(f"{path} exists already: use update")
    catalog = template()
    catalog.locale = lang  # type: ignore[assignment]
    _write(catalog, path)
    print(f"{path.relative_to(ROOT)}: {len(catalog)} entries to translate")


def main(argv: list[str]) -> None:
    """Run one command: extract, update, compile or init LANG."""
    commands = {"extract": extract, "update": update, "compile": compile_all}
    if len(argv) == 2 and argv[0] == "init":
        init(argv[1])
    elif len(argv) == 1 and argv[0] in commands:
        commands[argv[0]]()
    else:
        raise SystemExit("usage: python scripts/i18n.py extract|update|compile|init LANG")


if __name__ == "__main__":
    main(sys.argv[1:])
