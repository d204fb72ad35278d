"""What the table adds around the game's own view model: the quiz, the coach's comment, the
hint, the waiting and thinking notes, and the answers sent on demand (a card's refusal
reason, older move-log pages). docs/widget-protocol.md lists each field and message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.cards import Card
from ..games.common import legal_text
from ..games.you import for_you

if TYPE_CHECKING:
    from .session import TableSession

COACH_MS = 350.0
"""The coach's time budget per comment, in milliseconds."""

LOG_PAGE = 30
"""How many move-log entries one ``log_page`` answer holds at most."""


def coach_comment(session: TableSession, game: Any, move: Any) -> dict | None:
    """The coach's comment on the learner's legal `move` (judged before it is played):
    ``{"n", "move", "label", "title", "text", "better", "principle"}`` (``title``: the label
    as the heading says it, "Good" or "No better move"), or ``None`` when the coach is
    off, has nothing clear to say ("unclear"), or fails."""
    if not session.coach or session.mode == "replay" or session.quiz is not None:
        return None
    try:
        from ..coach import assess

        said = assess(game, move, time_ms=COACH_MS)
    except Exception:  # the coach is an extra: the game goes on without it
        return None
    if said.label == "unclear" or not said.comment:
        return None
    return {
        "n": session.history.position + 1,
        "move": str(move),
        "label": said.label,
        "title": said.title,
        "text": said.comment,
        "better": str(said.better) if said.better is not None else None,
        "principle": said.principle,
        "said": said,  # Python only: worded again in the table's language
        "move_obj": move,
    }


def coach_text(session: TableSession, note: dict) -> dict:
    """The coach's note as the view shows it, in the table's language (in English the
    learner's move and the better one read "You ...")."""
    said, move = note.get("said"), note.get("move_obj")
    shown = {k: v for k, v in note.items() if k not in ("said", "move_obj")}
    lang = session.language
    if lang == "en" or said is None or move is None:
        better = shown["better"]
        shown["move"] = you_text(session, shown["move"])
        shown["better"] = you_text(session, better) if better is not None else None
        return shown
    adapter = session.adapter
    shown["title"] = said.title_in(lang)
    shown["text"] = said.comment_in(lang)
    shown["move"] = adapter.move_text(move, lang)
    shown["better"] = adapter.move_text(said.better, lang) if said.better is not None else None
    return shown


def hint_seat(session: TableSession) -> int:
    """The seat a hint is for: the seat whose buttons are live, else the viewer."""
    viewer, acting = session.viewer_and_acting()
    return acting if acting is not None else viewer


def make_hint(session: TableSession) -> list[str]:
    """The learner's legal moves in words, grouped (`durak_widget.coach.hint`), kept for the
    view until the position changes; a quiz question gets no hint."""
    if session.quiz is not None and session.quiz.open:
        raise ValueError("no hints while a quiz question is open: answer it first")
    from ..coach import hint

    game = session.game
    seat = hint_seat(session)
    lines = list(hint(game, seat, language=session.language))
    if not lines:
        tr = session.tr
        lines = [
            tr.gettext("The game is over.")
            if game.is_over
            else tr.gettext("Nothing to do now: wait your turn.")
        ]
    session.hint_note = (session.version, lines)
    session.refresh()
    return lines


def card_reason(session: TableSession, card: str) -> dict:
    """The ``card_reason`` message for one card of the viewer's hand: ``{"type", "card",
    "text", "legal"}``, the engine's verdict on the card's most natural try. A card not in the
    hand raises `ValueError`."""
    if session.quiz is not None and session.quiz.open:
        raise ValueError("no card reasons while a quiz question is open: answer it first")
    card = Card.parse(card).code
    viewer, _ = session.viewer_and_acting()
    game = session.game
    codes = {c.code for c in game.hand(viewer)}
    if card not in codes:
        raise ValueError(f"{card!r:.20} is not in the hand of {game.names[viewer]}")
    reason = session.adapter.card_reason(game, viewer, card, session.language)
    text = you_text(session, reason) or ""
    return {"type": "card_reason", "card": card, "text": legal_text(text), "message": text}


def log_page(session: TableSession, before: int, count: int = LOG_PAGE) -> dict:
    """The ``log_page`` message: up to `count` move-log entries numbered below `before` (each
    as in ``log_tail``, with its ``why``), oldest first, and ``more`` whether older ones
    exist."""
    history = session.history
    if session.quiz is not None:
        entries: list[dict] = []
    else:
        end = max(0, min(before - 1, history.position))
        start = max(0, end - count)
        entries = log_for_you(
            session,
            [{k: v for k, v in e.items() if k != "bot_reason"} for e in history.entries[start:end]],
        )
    first = entries[0]["n"] if entries else 1
    return {"type": "log_page", "before": before, "entries": entries, "more": first > 1}


def _waiting(session: TableSession) -> tuple[dict | None, dict | None]:
    """``view.waiting`` and ``view.thinking``: the bot about to move in play mode."""
    pending = session.pending_bot()
    if pending is None:
        return None, None
    seat, move = pending
    game = session.game
    name = game.names[seat]
    quiet = session.adapter.is_quiet_move(game, move)
    quiet_ms = int(session.options.get("quiet_ms", 0))
    tr = session.tr
    if quiet and quiet_ms > 0:
        seconds = round(quiet_ms / 1000, 1)
        text = tr.gettext("Everything is beaten: waiting up to {seconds} s for {name} to throw in.")
        text = text.format(seconds=f"{seconds:g}", name=name)
        return {"seats": [seat], "until_ms": quiet_ms, "seconds": seconds, "text": text}, None
    return None, {"seat": seat, "text": tr.gettext("{name} is thinking…").format(name=name)}


def you_text(session: TableSession, text: str | None) -> str | None:
    """`text` with the learner's seat as "you" in play mode (`durak_widget.games.you`); only
    English is rewritten (other languages keep the seat's name in the engines' sentences)."""
    you = session.you
    if you is None or session.language != "en":
        return text
    return for_you(text, session.game.names[you])


def log_for_you(session: TableSession, entries: list[dict]) -> list[dict]:
    """Move-log entries in the table's language, with the learner's seat as "you" in their
    ``text`` and ``why`` (English)."""
    entries = session.entries_in_language(entries)
    if session.you is None or session.language != "en":
        return entries
    for entry in entries:
        for key in ("text", "why"):
            if key in entry:
                entry[key] = you_text(session, entry[key])
    return entries


def _speak_to_you(session: TableSession, view: dict[str, Any]) -> None:
    """Every engine text of the view with the learner's seat as "you" (play mode, English)."""
    if session.you is None or session.language != "en":
        return
    view["narration"] = you_text(session, view.get("narration"))
    view["result_text"] = you_text(session, view.get("result_text"))
    panel = view.get("panel")
    if isinstance(panel, dict):
        panel["status"] = you_text(session, panel.get("status"))
    for key in ("last_verdict", "pick_up", "last_draw"):
        part = view.get(key)
        if isinstance(part, dict):
            view[key] = part = dict(part)
            for field in ("message", "text"):
                if isinstance(part.get(field), str):
                    part[field] = you_text(session, part[field])


def _blank(view: dict[str, Any], path: str) -> None:
    """Empty the part of `view` at the dotted `path` (copying the dicts on the way, which the
    game's view model may share)."""
    *parents, last = path.split(".")
    part = view
    for key in parents:
        child = part.get(key)
        if not isinstance(child, dict):
            return
        part[key] = child = dict(child)
        part = child
    if last in part:
        part[last] = None


def add_extras(session: TableSession, view: dict[str, Any]) -> None:
    """Add ``quiz``, ``coach``, ``hint``, ``waiting`` and ``thinking`` to `view`."""
    run = session.quiz
    view["quiz"] = run.view() if run is not None else None
    if run is not None and run.open:
        for entry in view.get("hand", []):
            entry["legal"] = False
            for key in ("uses", "reason", "beats"):
                entry.pop(key, None)
        view["legal"] = []
        view["last_verdict"] = None
        for path in run.question.hides:  # what would give this question's answer away
            _blank(view, path)
    note = session.coach_note
    history = session.history
    shown = note is not None and note["n"] <= history.position
    if shown and note is not None:
        shown = str(history.moves[note["n"] - 1]) == note["move"]
    view["coach"] = coach_text(session, note) if shown and note is not None else None
    hint_note = session.hint_note
    view["hint"] = hint_note[1] if hint_note and hint_note[0] == session.version else None
    view["waiting"], view["thinking"] = _waiting(session)
    _speak_to_you(session, view)
