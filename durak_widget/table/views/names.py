"""Seat names as a table shows them: cut to `NAME_LENGTH` characters, the full name kept for a
tooltip.

A seat's name is whatever the notebook chose (``names=[...]``), and a long one (a pasted
paragraph, 20,000 characters) must not push the table out of its cell. Every text a view
holds (the seats, the status line, the narration, the log, the verdicts) says the cut name,
``"Anna Karenina Arkadyevna…"``; a seat entry whose name was cut carries the whole one as
``full_name``.

>>> short_name("Anna")
'Anna'
>>> short_name("A" * 30) == "A" * (NAME_LENGTH - 1) + "…"
True
>>> cut_names({"text": "Ann attacks, Bob beats", "n": 3}, ["Ann", "Bob"]) == {
...     "text": "Ann attacks, Bob beats", "n": 3}
True
>>> cut_names(["Ann" * 10 + " wins"], ["Ann" * 10])
['AnnAnnAnnAnnAnnAnnAnnAn… wins']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

NAME_LENGTH = 24
"""The most characters of a seat's name a table shows (the cut ends with "…")."""

FULL_NAME = "full_name"
"""The key of a seat entry that holds the whole name when it was cut."""


def short_name(name: str) -> str:
    """`name` cut to `NAME_LENGTH` characters (the last one "…"), or unchanged."""
    return name if len(name) <= NAME_LENGTH else name[: NAME_LENGTH - 1] + "…"


def long_names(names: Sequence[str]) -> list[tuple[str, str]]:
    """``(name, cut)`` for every name longer than `NAME_LENGTH`, longest first (so that a
    name inside another is replaced after it)."""
    found = {name: short_name(name) for name in names if len(name) > NAME_LENGTH}
    return sorted(found.items(), key=lambda pair: -len(pair[0]))


def cut_names(value: Any, names: Sequence[str]) -> Any:
    """`value` (a view, a log entry, a list, a text) with every long name of `names` cut in
    every text it holds; a seat entry whose ``name`` was cut gets ``full_name``. Returns
    `value` itself when no name is long."""
    pairs = long_names(names)
    if not pairs:
        return value
    return _cut(value, pairs)


def local_names(value: Any, pairs: Sequence[tuple[str, str]]) -> Any:
    """`value` (a view, a log entry, a list, a text) with each seat name of `pairs` (``(name,
    its name in the reader's language)``, longest first) replaced in every text it holds: a
    bot called "Bot (simple)" in the game reads "Бот (простой)" in Russian.

    >>> local_names({"text": "Bot (simple) attacks Anna"}, [("Bot (simple)", "Бот (простой)")])
    {'text': 'Бот (простой) attacks Anna'}
    """
    if not pairs:
        return value
    return _swap(value, list(pairs))


def _swap(value: Any, pairs: list[tuple[str, str]]) -> Any:
    if isinstance(value, str):
        return _cut_text(value, pairs)
    if isinstance(value, list):
        return [_swap(item, pairs) for item in value]
    if isinstance(value, tuple):
        return tuple(_swap(item, pairs) for item in value)
    if isinstance(value, dict):
        return {key: _swap(item, pairs) for key, item in value.items()}
    return value


def _cut_text(text: str, pairs: list[tuple[str, str]]) -> str:
    for name, cut in pairs:
        if name in text:
            text = text.replace(name, cut)
    return text


def _cut(value: Any, pairs: list[tuple[str, str]]) -> Any:
    if isinstance(value, str):
        return _cut_text(value, pairs)
    if isinstance(value, list):
        return [_cut(item, pairs) for item in value]
    if isinstance(value, tuple):
        return tuple(_cut(item, pairs) for item in value)
    if isinstance(value, dict):
        out = {key: _cut(item, pairs) for key, item in value.items() if key != FULL_NAME}
        name = value.get("name")
        if isinstance(name, str) and "seat" in value and out.get("name") != name:
            out[FULL_NAME] = value.get(FULL_NAME, name)
        return out
    return value
