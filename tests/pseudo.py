"""Reading a screen in the pseudo-locale (``qps``, `durak_widget.engine.pseudo`): every text a
catalog gave is inside ``⟦…⟧``, so whatever is left outside the markers did not come from a
catalog. Card labels (7♠), suit symbols, numbers, seat names and punctuation are language-free
and may stand outside; a word may not. The Python test over every view and the real-browser
test both read texts with `unmarked`."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from durak_widget.engine.pseudo import CLOSE, OPEN

CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")
CODE = re.compile(r"\b(?:10|[2-9JQKA])[SHDC]\b")
NAME = re.compile(r"\bP[0-5]\b")
WORD = re.compile(r"[^\W\d_]{2,}")  # two letters or more: a word of some language


def outside_markers(text: str) -> str:
    """`text` with every marked span (nested ones within it) cut out; a lone marker counts as
    opening or closing a span."""
    out: list[str] = []
    depth = 0
    for char in text:
        if char == OPEN:
            depth += 1
        elif char == CLOSE:
            depth = max(depth - 1, 0)
            out.append(" ")
        elif depth == 0:
            out.append(char)
    return "".join(out)


def unmarked(text: str, names: Iterable[str] = ()) -> list[str]:
    """The words of `text` left outside the markers, once card labels, seat names ("P0"),
    the given `names` (players' nicknames), and numbers are set aside: ``[]`` when every word
    came from a catalog."""
    rest = outside_markers(text)
    for name in sorted(names, key=len, reverse=True):
        if name:
            rest = rest.replace(name, " ")
    rest = NAME.sub(" ", CODE.sub(" ", CARD.sub(" ", rest)))
    return WORD.findall(rest)


# Keys of a view (docs/widget-protocol.md) whose values are codes for the front end, never
# shown as they are: card codes, rule ids, roles, kinds, modes, CSS-ish choices.
CODE_KEYS = frozenset(
    {
        "game",
        "mode",
        "preset",
        "trump",
        "trump_card",
        "role",
        "card",
        "cards",
        "kind",
        "kinds",
        "rule",
        "rules",
        "attack",
        "defence",
        "ranks",
        "known",
        "target",
        "task",
        "show",
        "state",
        "topic",
        "level",
        "id",
        "key",
        "mark",
        "marks",
        "action",
        "value",
        "values",
        "answer_kind",
        "choice_kind",
        "suit",
        "suits",
        "trump_symbol",
        "icon",
        "tone",
        "move",
        "language",
        "code",
        "layout",
        "series_first_attacker_value",
        "version",
        "severity",
        "verdict",
        "status_kind",
        "phase",
        "answer_by",
        "principle",
    }
)
# Keys whose whole subtree is data for programs, never shown as it is (a verdict's details).
DATA_KEYS = frozenset({"details"})
# Keys that hold codes only under a given parent (``coach.label`` is a verdict's code; a
# ``label`` elsewhere is text), or moves in the record's notation ("P0 attacks 7♠", as a
# record file writes them) that programs read.
CODE_PATHS = ("coach.label", "feedback.guess", "feedback.played")


def view_texts(view: Any, path: str = "view") -> Iterator[tuple[str, str]]:
    """Every text of `view` a reader may see, as ``(where, text)``: each string that is not
    under a key of `CODE_KEYS`."""
    if isinstance(view, dict):
        for key, value in view.items():
            if key in DATA_KEYS or any(f"{path}.{key}".endswith(code) for code in CODE_PATHS):
                continue
            if key in CODE_KEYS and not isinstance(value, (dict, list)):
                continue
            if (
                key in CODE_KEYS
                and isinstance(value, list)
                and all(isinstance(v, str) for v in value)
            ):
                continue
            yield from view_texts(value, f"{path}.{key}")
    elif isinstance(view, list):
        for index, value in enumerate(view):
            yield from view_texts(value, f"{path}[{index}]")
    elif isinstance(view, str):
        yield path, view


def leaks(view: Any, names: Iterable[str] = ()) -> list[str]:
    """Each text of `view` with words outside the markers, as ``"where: text"``."""
    names = list(names)
    return [f"{where}: {text}" for where, text in view_texts(view) if unmarked(text, names)]
