"""What the course's notebooks print, in the learner's language.

Each notebook of the course exists in every language with the same code: only its first cell
differs, where ``durak_widget.set_language("ru")`` sets the language. Everything the code then
prints or draws comes from a catalog: the engine's verdicts and the tables speak the language
by themselves, and a notebook's own words (a chart's title, a line of a printout) are written
``tr("...")`` or ``say("...")``, whose English text ``scripts/i18n.py`` extracts from the
English notebooks into the ``durak_widget_notebooks`` catalog. `judge` and `show_record` print
the verdicts and records the lessons show.

>>> import durak_widget
>>> durak_widget.set_language("ru")
'ru'
>>> from durak_widget import Game
>>> game = Game.from_position([["7S"], ["9S", "6D"]], trump="D")
>>> _ = game.play("P0 attacks 7S")
>>> judge(game, "P1 beats 7S with 9S")  # doctest: +ELLIPSIS
✔ P1 бьёт 7♠ картой 9♠: Можно: 9♠ бьёт 7♠: та же масть (пики) и карта старше ...
>>> durak_widget.set_language("en")
'en'
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .engine.cards import SUIT_NAMES
from .engine.i18n import current_language, local_table, translations
from .engine.messages import DURAK
from .games import kind_of
from .games.texts import move_text_at
from .games.texts import result_text as _result_text

__all__ = [
    "DOMAIN",
    "judge",
    "move_words",
    "result_text",
    "say",
    "show_record",
    "suit_name",
    "tr",
    "tr_n",
]

DOMAIN = "durak_widget_notebooks"
"""The catalog of the notebooks' own words (extracted from the English notebooks)."""
LESSONS = "durak_widget_lessons"
"""The catalog of this module's own words (with the quiz's and the bouts')."""


@cache
def _tr(lang: str) -> Any:
    return translations(lang, DOMAIN)


def tr(text: str, /, **values: Any) -> str:
    """`text` (English, as the notebook writes it) in the language `durak_widget.set_language`
    set, its ``{placeholders}`` filled with `values`."""
    return _tr(current_language()).gettext(text).format(**values)


def tr_n(one: str, many: str, n: int, /, **values: Any) -> str:
    """The form of `one`/`many` for the count `n` in the language set, filled with ``n`` and
    `values`."""
    return _tr(current_language()).ngettext(one, many, n).format(n=n, **values)


def say(text: str, /, **values: Any) -> None:
    """Print ``tr(text, **values)``."""
    print(tr(text, **values))


def suit_name(suit: str) -> str:
    """A suit's name (``"H"`` or ``"hearts"``) in the language set: "червы", "corazones"."""
    english = SUIT_NAMES.get(suit, suit)
    lang = current_language()
    if lang == "en":
        return english
    return local_table(DURAK, lang).word(english)


def move_words(game: Any, move: Any) -> str:
    """`move` (its text, such as ``"P1 beats 7S with 9S"``, or a move) as the table writes it
    in the language set, as it would be played at `game`."""
    adapter = kind_of(game)
    if isinstance(move, str):
        move = adapter.move_class.parse(move)
    return move_text_at(adapter, game, move, current_language(), game.names)


def judge(game: Any, *moves: Any) -> None:
    """Ask the engine about each move (text such as ``"P1 beats 7S with 9S"``, or a move) and
    print its verdict, the move in the language's words: ✔ legal, ✘ refused."""
    adapter = kind_of(game)
    for move in moves:
        if isinstance(move, str):
            move = adapter.move_class.parse(move)
        verdict = game.explain(move)
        print(("✔ " if verdict.legal else "✘ ") + f"{move_words(game, move)}: {verdict}")


def show_record(record: Any, comments_only: bool = False) -> None:
    """Print a record as a lesson reads it: its title and summary, then each move in the
    language's words with its marks and comment (`comments_only`: only the commented moves),
    from the record's own position."""
    adapter = kind_of(record.start())
    lang = current_language()
    game = record.start()
    moves = len(record.moves)
    lessons = translations(lang, LESSONS)
    heading = lessons.ngettext("{title} ({n} move)", "{title} ({n} moves)", moves)
    heading = heading.format(title=record.title, n=moves)
    print(f"== {heading}")
    if record.summary:
        print(f"   {record.summary}")
    for recorded in record.moves:
        move = recorded.move
        said = move_text_at(adapter, game, move, lang, game.names)
        game.play(move)
        if comments_only and not recorded.comment:
            continue
        marks = f" {recorded.marks}" if recorded.marks else ""
        comment = f": {recorded.comment}" if recorded.comment else ""
        print(f"   {said}{marks}{comment}")


def result_text(game: Any) -> str:
    """A finished game's result in the language set ("P1 is the durak: left holding cards."),
    or ``""`` while it goes on."""
    return _result_text(game, None, current_language()) or ""
