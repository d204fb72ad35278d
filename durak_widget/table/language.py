"""The table's language: which one it speaks, switching it, and what the browser gets for it.

`Speech` is a part of the table. ``table.language`` (``"en"``, ``"ru"``, ``"es"``) is where every
part of the table reads the language; setting it checks it, resets the front end's labels
(``labels``: the ``durak_widget_js`` catalog, sent once per language, not in every view) and
the menu's choices (``menu_info``), and re-renders the table. Texts said before the switch
(the narration, a hint) are dropped rather than shown in the old language.
"""

from __future__ import annotations

import gettext
from typing import TYPE_CHECKING, Any

from ..engine.i18n import catalog_texts, check_language, language_or_current, languages
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


class Speech:
    """The table's language and what the browser gets for it (see the module docstring)."""

    def __init__(self, language: str | None):
        self.language = language_or_current(language)
        self.labels: dict[str, str] = catalog_texts(self.language, JS_DOMAIN)
        """The front end's labels in the language (``{}`` in English)."""

    def switch(self, value: Any) -> bool:
        """Speak `value` from now on (a known language, else `ValueError`); whether it
        changed."""
        if not isinstance(value, str):
            raise ValueError(f"language must be one of {', '.join(languages())}, got {value!r}")
        if check_language(value) == self.language:
            return False
        self.language = value
        self.labels = catalog_texts(value, JS_DOMAIN)
        return True

    def menu_info(self, adapter: GameAdapter, game: Any) -> dict[str, Any]:
        """The new-game menu's choices, in the language (the ``menu_info`` trait):
        ``{"partnerships": [numbers of players], "series_first_attacker": [[value, label]],
        "languages": [[code, name]], "language", "partnerships_on",
        "series_first_attacker_value"}``."""
        labels = series_labels(table_tr(self.language))
        settings = adapter.deal_settings(game)
        return {
            "partnerships": list(adapter.partnership_players),
            "series_first_attacker": [[v, labels.get(v, v)] for v in adapter.series_options],
            "languages": [[code, LANGUAGE_NAMES.get(code, code)] for code in languages()],
            "language": self.language,
            "partnerships_on": bool(settings.get("partnerships")),
            "series_first_attacker_value": settings.get("series_first_attacker"),
        }

    def entries_in(
        self, entries: list[dict], adapter: GameAdapter, lang: str, names: Any = None
    ) -> list[dict]:
        """Move-log entries with their ``text`` and ``why`` in `lang` (from the move, verdict
        and events each entry keeps in ``parts``; the move's seat called by `names`), without
        ``parts``."""
        out = []
        for entry in entries:
            entry = dict(entry)
            parts = entry.pop("parts", None)
            if lang != "en" and parts is not None:
                move, verdict, events = parts
                entry["text"] = adapter.log_text(move, events, lang, names, rule=verdict.rule)
                if entry.get("why") is not None:  # none for a move whose text tells its end
                    entry["why"] = verdict_text(verdict, lang)
            out.append(entry)
        return out
