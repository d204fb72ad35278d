"""The parts of `TableSession` about records and lessons: the steady viewpoint of a replay,
what the status and narration say about each move, the annotations at the table, the
projector's commentary, leaving replay mode for a new deal, and a guess-the-move lesson's
guesses. A mixin of `TableSession`, kept apart so that each file has one job. Every text is in
the table's language (``self.language``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Verdict
from ..engine.record import Record
from ..quiz.words import language_of, legal_text_in, tr
from .guess import Guessing, guess_move, move_text
from .history import History
from .lessons import Annotations, table_record
from .pacing import Pacer, Scheduler
from .replay import ReplayLine

if TYPE_CHECKING:
    from ..games import GameAdapter


class ReplayParts:
    """Replay, lesson and presentation behaviour for `TableSession`."""

    mode: str
    options: dict[str, Any]
    pick: int | None
    history: History
    line: ReplayLine | None
    guessing: Guessing | None
    annotations: Annotations
    pacer: Pacer
    scheduler: Scheduler | None
    last_verdict: Verdict | None
    error: str | None
    _version: int
    _verdict_version: int

    if TYPE_CHECKING:  # provided by TableSession

        @property
        def game(self) -> Any: ...
        @property
        def adapter(self) -> GameAdapter: ...
        @property
        def you(self) -> int | None: ...
        def adopt(self) -> History: ...
        def say(self, text: str, more: bool = False) -> None: ...
        def refresh(self) -> None: ...
        def _changed(self) -> None: ...
        def _after_change(self) -> None: ...
        def _narrate(self, move: Any, verdict: Verdict | None) -> str: ...
        def plan_bot_move(self) -> float | None: ...
        def play_bot_move(self) -> Any: ...

    # ----------------------------------------------------------------- replay

    def _replay_viewer(self, game: Any) -> tuple[int, int | None]:
        """Replay: the steady viewpoint (the picked seat, else the record's, else seat 0),
        whose buttons are live when it may move; in a lesson, the seat whose move is to be
        found (and no other move is offered)."""
        guessing = self.guessing
        if guessing is not None:
            seat = guessing.seat_to_find(self.history.position)
            if seat is not None:
                return seat, seat
        viewer = self.pick if self.pick is not None and self.pick < game.players else 0
        if guessing is not None or game.is_over or not game.legal_moves(viewer):
            return viewer, None
        return viewer, viewer

    def stop_autoplay(self) -> None:
        """A manual step or move pauses the replay's autoplay."""
        if self.options.get("autoplay"):
            self.options = {**self.options, "autoplay": False}

    def changed(self) -> None:
        """Note that the game or its history changed (the next bot plan is stale)."""
        self._changed()

    def show_verdict(self, verdict: Verdict) -> None:
        """Show `verdict` as the answer to the latest change (a refusal stays until the next
        move)."""
        self.last_verdict = verdict
        self._verdict_version = self._version

    def _leave_replay(self) -> None:
        """A new deal in replay mode: the record, its lesson and autoplay are left behind and
        the table becomes a sandbox (every seat played by the learner, hands open)."""
        self.pacer.close()
        self.mode = "sandbox"
        self.line = None
        self.guessing = None
        self.pick = None
        self.options = {**self.options, "autoplay": False, "open_hands": True}
        self.pacer = Pacer(self.plan_bot_move, self.play_bot_move, self.scheduler)

    def _guess(self, move: Any) -> Verdict:
        """A move played in a guess-the-move lesson: a guess at the frontier, else refused."""
        guessing = self.guessing
        assert guessing is not None
        history = self.history
        if guessing.seat_to_find(history.position) is None:
            verdict = history.game.explain(move)
            t = tr(language_of(self))
            if guessing.done:
                self.error = t.gettext(
                    "The lesson is over: every move of the record has been shown."
                )
            else:
                text = t.gettext("A guess is played at move {number}: step there first.")
                self.error = text.format(number=guessing.frontier + 1)
            self.say(self.error)
            self.refresh()
            return verdict
        verdict = guess_move(self, move)
        self._after_change()
        return verdict

    # ----------------------------------------------------------------- texts

    def move_sentence(self) -> str:
        """What the move that led to the current position did: ``"Move 4 of 12: P1 beats 7♥
        with 9♥."`` (with what it caused), or where the record starts."""
        history = self.history
        position, length = history.position, history.length
        t = tr(language_of(self))
        if position == 0:
            return t.gettext("The start, before move 1 of {length}.").format(length=length)
        move = history.moves[position - 1]
        text = t.gettext("Move {position} of {length}: {narration}")
        return text.format(position=position, length=length, narration=self._narrate(move, None))

    def replay_status(self) -> str:
        """The replay's status note: which move is shown and what it was (never a move ahead
        of the position)."""
        history = self.history
        position, length = history.position, history.length
        lang = language_of(self)
        t = tr(lang)
        if position == 0:
            text = t.ngettext(
                "The start: {length} move recorded.", "The start: {length} moves recorded.", length
            ).format(length=length)
        else:
            move = move_text(history.game, history.moves[position - 1], lang)
            text = t.gettext("Move {position} of {length}: {move}.")
            text = text.format(position=position, length=length, move=move)
        if self.line is not None and not self.line.on_main_line:
            text += " " + t.gettext("What if: off the recorded game.")
        return text

    def annotation_at(self, position: int) -> dict:
        """The annotation of the move that led to `position`: the one made at the table, else
        the record's (the record's introduction at 0)."""
        noted = self.annotations.for_position(self.history.moves, position)
        if noted is not None:
            return noted
        if self.line is not None:
            return self.line.annotation(position)
        return {"move": None, "marks": "", "comment": "", "card": None, "seat": None}

    def annotation_view(self, position: int, note: dict) -> dict | None:
        """``view.annotation``: the move just played with its marks and comment and the card
        it concerns (for the front end to show beside it), or ``None``."""
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

    def commentary(self) -> dict | None:
        """``view.commentary`` in presentation mode: the move that led to the position, the
        engine's explanation and, for a bot, its reason (only while every hand is open: a
        reason may name cards in the bot's hand)."""
        if not self.options.get("presentation"):
            return None
        history = self.history
        position = history.position
        lang = language_of(self)
        t = tr(lang)
        if position == 0:
            turn = self.adapter.turn_text(history.game, lang)
            text = t.gettext("The start: {turn}.").format(turn=turn)
            return {"n": 0, "seat": None, "move": None, "why": None, "reason": None, "text": text}
        entry = history.entries[position - 1]
        reason = entry.get("bot_reason") if self.options.get("open_hands") else None
        logged, message = self._entry_words(entry, lang)
        why = legal_text_in(message, lang)
        name = history.game.names[entry["seat"]]
        move, _, caused = logged.partition(" — ")
        said = why if why.startswith(move) else f"{move}. {why}"  # say the move once
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

    def _entry_words(self, entry: dict, lang: str) -> tuple[str, str]:
        """A move-log entry's text and the engine's message on its move, in `lang` (worded
        again from the move, verdict and events it was written from, where it keeps them)."""
        parts = entry.get("parts")
        if lang == "en" or not parts:
            return str(entry["text"]), str(entry["why"])
        move, verdict, events = parts
        return self.adapter.log_text(move, events, lang), verdict.message_in(lang)

    # ----------------------------------------------------------------- lessons

    def annotate(self, number: Any, comment: Any, mark: Any = None) -> None:
        """Note `comment` and `mark` on move `number` (from 1); `ValueError` for bad input."""
        if self.guessing is not None and not self.guessing.done:
            raise ValueError("annotate after the lesson: the moves ahead are hidden while guessing")
        history = self.adopt()
        self.annotations.annotate(history.moves, number, comment, mark)
        self.refresh()

    def to_record(self) -> Record:
        """The game at the table as a `Record` (see `durak_widget.table.lessons`)."""
        history = self.adopt()
        return table_record(history, self.line, self.annotations)
