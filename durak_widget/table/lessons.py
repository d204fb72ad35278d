"""Games become lessons: the learner's or teacher's annotations of the moves played at a
table, the table's game written as a `Record` (with the replayed record's own notes), and
the projector's commentary on each move."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.record import MARKS, Record, game_to_record
from ..quiz.words import legal_text_in, tr
from .history import History
from .intents import MAX_COMMENT
from .replay import move_card

if TYPE_CHECKING:
    from .replay import ReplayLine

COPIED_TAGS = ("Title", "Summary", "Annotator", "Viewer")
"""The replayed record's tags that a table's record keeps."""


def check_mark(mark: Any) -> str:
    """`mark` if it is one of ``! ? !! ?? !? ?!`` (``None`` or ``""``: no mark, ``""``);
    else `ValueError` naming it."""
    if mark is None or mark == "":
        return ""
    if not isinstance(mark, str) or mark not in MARKS:
        raise ValueError(f"mark must be one of {', '.join(MARKS)} or None, got {mark!r:.40}")
    return mark


def check_comment(comment: Any) -> str:
    """`comment` if it is text a record can hold (no braces, at most `MAX_COMMENT`
    characters); else `ValueError` naming it."""
    if not isinstance(comment, str):
        raise ValueError(f"comment must be text, got {comment!r:.40}")
    if "{" in comment or "}" in comment:
        raise ValueError(f"a comment may not contain braces {{ or }}: {comment!r:.60}")
    if len(comment) > MAX_COMMENT:
        raise ValueError(f"a comment may have at most {MAX_COMMENT} characters, not {len(comment)}")
    return " ".join(comment.split())


class Annotations:
    """Comments and marks added at the table, by move index (0 = move 1). Each keeps the
    move it was written for, so a note never sticks to a different move played later."""

    def __init__(self) -> None:
        self.notes: dict[int, tuple[Any, str, str]] = {}

    def annotate(self, moves: list[Any], number: Any, comment: Any, mark: Any = None) -> None:
        """Note `comment` and `mark` on move `number` (counted from 1 as in the log) of
        `moves`; `ValueError` for a bad number, comment or mark."""
        if not isinstance(number, int) or isinstance(number, bool):
            raise ValueError(f"move_number must be a whole number, got {number!r:.40}")
        if not 1 <= number <= len(moves):
            where = f"from 1 to {len(moves)}" if moves else "none: no move has been played yet"
            raise ValueError(f"move_number {number} is not a move of this game (moves: {where})")
        mark = check_mark(mark)
        comment = check_comment(comment)
        self.notes[number - 1] = (moves[number - 1], mark, comment)

    def get(self, moves: list[Any], index: int) -> tuple[str, str] | None:
        """The (marks, comment) noted on move `index` of `moves`, if that very move was
        annotated."""
        note = self.notes.get(index)
        if note is None or index >= len(moves) or moves[index] != note[0]:
            return None
        return note[1], note[2]

    def for_position(self, moves: list[Any], position: int) -> dict | None:
        """The annotation of the move that led to `position`, in the shape of
        `ReplayLine.annotation`, or ``None``."""
        note = self.get(moves, position - 1) if position > 0 else None
        if note is None:
            return None
        move = moves[position - 1]
        return {
            "move": str(move),
            "marks": note[0],
            "comment": note[1],
            "card": move_card(move),
            "seat": move.player,
        }


def table_record(history: History, line: ReplayLine | None, notes: Annotations) -> Record:
    """The table's game as a `Record`: its deal, every move recorded (also those ahead of a
    stepped-back position), the replayed record's title, introduction and notes on the moves
    still on its main line, and the annotations made at the table (which win)."""
    moves = list(history.moves)
    game = history.game
    if list(game.history) != moves:
        game = type(history.start).replay(history.start, moves)
    tags: dict[str, str] = {}
    if line is not None:
        tags = {k: line.record.tags[k] for k in COPIED_TAGS if k in line.record.tags}
    record = game_to_record(game, **tags)
    if line is not None:
        record.intro = line.record.intro
    for index, recorded in enumerate(record.moves):
        if line is not None and line.on_line_at(index + 1):
            source = line.record.moves[index]
            recorded.marks, recorded.comment = source.marks, source.comment
        note = notes.get(moves, index)
        if note is not None:
            recorded.marks, recorded.comment = note
    return record


NO_NOTE = {"move": None, "marks": "", "comment": "", "card": None, "seat": None}
"""The annotation of a move nobody annotated."""


def annotation_view(position: int, note: dict) -> dict | None:
    """``view.annotation``: the move just played with its marks and comment and the card it
    concerns (for the front end to show beside it), or ``None``."""
    if position == 0 or not (note.get("comment") or note.get("marks")):
        return None
    return {
        "move_number": position,
        "move": note["move"],
        "seat": note.get("seat"),
        "card": note["card"],
        "marks": note["marks"],
        "comment": note["comment"] or None,
    }


def commentary(history: History, adapter: Any, open_hands: bool, lang: str) -> dict:
    """``view.commentary`` (presentation mode): the move that led to the position, the
    engine's explanation and, for a bot, its reason (only while every hand is open for the
    reader: a reason may name cards in the bot's hand), in `lang`."""
    position = history.position
    t = tr(lang)
    if position == 0:
        turn = adapter.turn_text(history.game, lang)
        text = t.gettext("The start: {turn}.").format(turn=turn)
        return {"n": 0, "seat": None, "move": None, "why": None, "reason": None, "text": text}
    entry = history.entries[position - 1]
    reason = entry.get("bot_reason") if open_hands else None
    logged, message = _entry_words(entry, adapter, lang)
    why = legal_text_in(message, lang)
    name = history.game.names[entry["seat"]]
    move, _, caused = logged.partition(" — ")
    said = why if why.startswith(move) else f"{move}. {why}"  # say the move once
    stand_in = entry.get("stand_in")
    if stand_in:  # a stand-in bot played it for someone absent: never said as theirs
        said = t.gettext("Bot for {name}: {text}").format(name=stand_in, text=said)
    text = t.gettext("Move {position}: {said}").format(position=position, said=said)
    if caused:
        text += f" {caused}"
    if reason:
        text += " " + t.gettext("{name}'s reason: {reason}").format(name=name, reason=reason)
    return {
        "n": position,
        "seat": entry["seat"],
        "move": logged,
        "why": why,
        "reason": reason or None,
        "text": text,
    }


def _entry_words(entry: dict, adapter: Any, lang: str) -> tuple[str, str]:
    """A move-log entry's text and the engine's message on its move, in `lang` (worded again
    from the move, verdict and events it was written from, where it keeps them)."""
    parts = entry.get("parts")
    if lang == "en" or not parts:
        return str(entry["text"]), str(entry["why"])
    move, verdict, events = parts
    return adapter.log_text(move, events, lang, rule=verdict.rule), verdict.message_in(lang)
