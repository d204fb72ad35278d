"""The table's language: which one it speaks, switching it, and what the browser gets for it.

A mixin of `TableSession`. ``session.language`` (``"en"``, ``"ru"``, ``"es"``) is where every
part of the table reads the language; setting it checks it, resets the front end's labels
(``labels``: the ``durak_widget_js`` catalog, sent once per language, not in every view) and
the menu's choices (``menu_info``), and re-renders the table. Texts said before the switch
(the narration, a hint) are dropped rather than shown in the old language.
"""

from __future__ import annotations

import gettext
from typing import TYPE_CHECKING, Any

from ..engine.i18n import catalog_texts, check_language, languages
from ..games.texts import table_tr, verdict_text
from .views.texts import LANGUAGE_NAMES

if TYPE_CHECKING:
    from ..games import GameAdapter

JS_DOMAIN = "durak_widget_js"
"""The front end's catalog, sent whole as ``labels``."""


def series_labels(tr: gettext.NullTranslations) -> dict[str, str]:
    """Who leads the next game of a series: each `SERIES_FIRST_ATTACKER` value's label."""
    return {
        "as_first_game": tr.gettext("As in a first game (lowest trump leads)"),
        "attack_the_fool": tr.gettext("The durak is attacked first"),
        "fool_leads": tr.gettext("The durak leads"),
        "fools_left_neighbour": tr.gettext("The durak's left-hand neighbour leads"),
    }


class TableLanguage:
    """The language part of `TableSession` (see the module docstring)."""

    _language: str
    _labels: dict[str, str]
    options: dict[str, Any]
    hint_note: Any
    error: str | None
    _narration: list[str]

    if TYPE_CHECKING:  # provided by TableSession

        @property
        def game(self) -> Any: ...
        @property
        def adapter(self) -> GameAdapter: ...
        def refresh(self) -> None: ...

    def _start_language(self, language: str) -> None:
        self._language = check_language(language)
        self._labels = catalog_texts(self._language, JS_DOMAIN)

    @property
    def language(self) -> str:
        """The table's language; setting it (a known language, else `ValueError`) re-renders
        every text in it."""
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        if not isinstance(value, str):
            raise ValueError(f"language must be one of {', '.join(languages())}, got {value!r}")
        if check_language(value) == self._language:
            return
        self._start_language(value)
        self.options = {**self.options, "language": value}
        self._narration = []
        self.hint_note = None
        self.error = None
        self.refresh()

    @property
    def tr(self) -> gettext.NullTranslations:
        """The table's translations (the ``durak_widget_table`` domain) in its language."""
        return table_tr(self._language)

    @property
    def labels(self) -> dict[str, str]:
        """The front end's labels in the table's language (``{}`` in English)."""
        return self._labels

    def verdict_words(self, verdict: Any) -> str:
        """An engine verdict's message in the table's language."""
        return verdict_text(verdict, self._language)

    def menu_info(self) -> dict[str, Any]:
        """The new-game menu's choices, in the table's language (the ``menu_info`` trait):
        ``{"partnerships": [numbers of players], "series_first_attacker": [[value, label]],
        "languages": [[code, name]], "language", "partnerships_on",
        "series_first_attacker_value"}``."""
        adapter = self.adapter
        labels = series_labels(self.tr)
        settings = adapter.deal_settings(self.game)
        return {
            "partnerships": list(adapter.partnership_players),
            "series_first_attacker": [[v, labels.get(v, v)] for v in adapter.series_options],
            "languages": [[code, LANGUAGE_NAMES.get(code, code)] for code in languages()],
            "language": self._language,
            "partnerships_on": bool(settings.get("partnerships")),
            "series_first_attacker_value": settings.get("series_first_attacker"),
        }

    def entries_in_language(self, entries: list[dict]) -> list[dict]:
        """Move-log entries with their ``text`` and ``why`` in the table's language (from the
        move, verdict and events each entry keeps in ``parts``), without ``parts``."""
        lang = self._language
        adapter = self.adapter
        out = []
        for entry in entries:
            entry = dict(entry)
            parts = entry.pop("parts", None)
            if lang != "en" and parts is not None:
                move, verdict, events = parts
                entry["text"] = adapter.log_text(move, events, lang)
                if "why" in entry:
                    entry["why"] = verdict_text(verdict, lang)
            out.append(entry)
        return out
