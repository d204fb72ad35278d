"""Guess the move: a record replayed as a lesson. At each move of the chosen seat (every seat
by default) the learner plays the move they think comes next; the table answers (a match with
the record's annotation, a different legal move with the engine's view of both, an illegal one
with the engine's explanation), then shows the record's move and goes on. Until the learner
has answered, nothing of the record's next move is in the view: autoplay is off and stepping
stops at the furthest move already shown (`Guessing.frontier`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Verdict
from ..games.common import legal_text
from .replay import ReplayLine, move_card

if TYPE_CHECKING:
    from .replay_session import ReplayParts


class Guessing:
    """The state of a guess-the-move lesson over `line`; `seat` the only seat whose moves are
    asked (``None``: every seat)."""

    def __init__(self, line: ReplayLine, seat: int | None):
        self.line = line
        self.seat = seat
        self.asked = 0
        self.right = 0
        self.frontier = 0
        self.feedback: dict | None = None
        self.coach_ms = 300.0  # the coach's time for a different legal guess; 0: no coach
        self.total = sum(1 for m in line.moves if seat is None or m.player == seat)

    @property
    def done(self) -> bool:
        """Whether every move of the record has been shown."""
        return self.frontier >= len(self.line.moves)

    def seat_to_find(self, position: int) -> int | None:
        """The seat whose move the learner is asked to find at `position`, or ``None``."""
        moves = self.line.moves
        if position != self.frontier or not self.line.on_main_line or position >= len(moves):
            return None
        player: int = moves[position].player
        return player if self.seat is None or player == self.seat else None

    def shown_until(self, position: int) -> int:
        """The position after the moves that are shown without a question from `position`
        on (the other seats' moves, when one seat is asked)."""
        moves = self.line.moves
        while (
            position < len(moves) and self.seat is not None and moves[position].player != self.seat
        ):
            position += 1
        return position

    def answer(self, game: Any, guess: Any, verdict: Verdict, note: dict) -> dict:
        """Judge `guess` against the record's move at the frontier (`note`: its annotation)
        and keep the score; returns the feedback (also kept in `feedback`)."""
        played = self.line.moves[self.frontier]
        self.asked += 1
        comment = note.get("comment") or ""
        marks = note.get("marks") or ""
        said = f" The annotation{f' ({marks})' if marks else ''}: {comment}" if comment else ""
        coach = None
        if guess == played:
            self.right += 1
            kind = "right"
            text = f"Right: {played}{f' {marks}' if marks else ''}.{said}"
        elif verdict.legal:
            kind = "different"
            why_played = legal_text(game.explain(played).message)
            coach = self.coach_on(game, guess)
            text = (
                f"Your move, {guess}, is legal ({legal_text(verdict.message)}), but the game "
                f"went {played} ({why_played}).{said}"
                + (f" The coach on your move: {coach['reason']}" if coach else "")
            )
        else:
            kind = "illegal"
            text = f"{guess} is not allowed: {verdict.message} The game went {played}.{said}"
        self.feedback = {
            "kind": kind,
            "move_number": self.frontier + 1,
            "guess": str(guess),
            "played": str(played),
            "seat": played.player,
            "card": move_card(played),
            "marks": marks,
            "comment": comment or None,
            "guess_verdict": dict(verdict.to_json()),
            "coach": coach if kind == "different" else None,
            "text": text,
        }
        return self.feedback

    def coach_on(self, game: Any, guess: Any) -> dict | None:
        """The coach's view of a legal guess (``{"label", "reason"}``), or ``None`` when the
        coach is off (``coach_ms`` 0) or cannot judge it."""
        if self.coach_ms <= 0:
            return None
        try:
            from ..coach import assess

            said = assess(game, guess, time_ms=self.coach_ms)
        except Exception:  # the coach is an extra: the lesson goes on without it
            return None
        return {"label": str(said.label), "reason": str(said.reason)}

    def score_text(self) -> str | None:
        """``"Score: 3 of 5 right."`` once a question was answered, else ``None``."""
        return f"Score: {self.right} of {self.asked} right." if self.asked else None

    def view(self, position: int) -> dict:
        """The ``view.guess`` part of the view model."""
        seat = self.seat_to_find(position)
        return {
            "active": seat is not None,
            "seat": seat,
            "seats": "every" if self.seat is None else self.seat,
            "asked": self.asked,
            "right": self.right,
            "total": self.total,
            "score": self.score_text(),
            "feedback": self.feedback,
            "frontier": self.frontier,
            "done": self.done,
        }


def guess_move(session: ReplayParts, move: Any) -> Verdict:
    """The learner's guess `move` at the frontier: answer it, show the record's move and the
    moves up to the next question, and keep the score. Returns the engine's verdict on the
    guess."""
    guessing = session.guessing
    assert guessing is not None
    history = session.history
    line = guessing.line
    game = history.game
    verdict = game.explain(move)
    note = session.annotation_at(history.position + 1)
    feedback = guessing.answer(game, move, verdict, note)
    session.error = None
    session.pacer.cancel()
    history.goto(history.position + 1)
    sentences = [feedback["text"], session.move_sentence()]
    stop = guessing.shown_until(history.position)
    while history.position < stop:
        history.goto(history.position + 1)
        sentences.append(session.move_sentence())
    guessing.frontier = history.position
    if guessing.done:
        sentences.append(f"The end of the record. {guessing.score_text()}")
        feedback["text"] += f" {guessing.score_text()}"
    elif line.on_main_line:
        sentences.append(f"Your turn: find the move of {game.names[line.moves[stop].player]}.")
    session.say(" ".join(sentences))
    session.changed()
    session.show_verdict(verdict)
    return verdict


def start_guessing(session: ReplayParts) -> None:
    """Show the moves before the first question (when one seat is asked)."""
    guessing = session.guessing
    assert guessing is not None
    history = session.history
    stop = guessing.shown_until(0)
    if stop:
        history.goto(stop)
    guessing.frontier = stop
    first = guessing.seat_to_find(stop)
    if first is not None:
        who = history.game.names[first]
        session.say(f"Guess the move: find the move of {who}, then the record's move is shown.")
