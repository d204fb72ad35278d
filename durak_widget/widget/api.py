"""The Python API of the table widget: properties and methods that read or drive its table
(``self.session``: a `TableSession`, or a followed `Table`). `DurakWidget` mixes it in."""

from __future__ import annotations

from typing import Any

from ..engine import Verdict
from ..games import get_game
from ..quiz import Quiz
from ..table.core import Table
from ..table.pacing import loop_running
from ..table.quizzing import QuizRun, pools_ready


class TableApi:
    """What a notebook calls on a table (see `DurakWidget`); everything goes through
    ``self.session``."""

    session: Table

    @classmethod
    def own_trumps(
        cls,
        players: int = 2,
        trumps: Any = None,
        seed: int | None = None,
        names: Any = None,
        **kwargs: Any,
    ) -> Any:
        """A widget playing Svoi Kozyri ("own trumps"): a new deal of `OwnTrumps.new(players,
        trumps, seed)` (`trumps`: one suit per seat, default S, H, D, C by seat). Other keyword
        arguments are those of `DurakWidget` (`seat`, `mode`, `bots`, `bot_delay_ms`, ...)."""
        game = get_game("own_trumps").new_game(players, seed=seed, names=names, trumps=trumps)
        return cls(game=game, seed=seed, names=names, **kwargs)  # type: ignore[call-arg]

    @classmethod
    def replay(
        cls, record: Any, guess: bool = False, seat: int | None = None, **kwargs: Any
    ) -> Any:
        """A widget replaying `record` (a `Record`, record text, a record file's path, or a
        bout name such as ``"cap_of_six"``), at its start, hands open. Step with
        `step`/`back`/`goto`, autoplay with ``set_option("autoplay", True)``, play another
        move to explore "what if", and `back_to_main_line` to return to the record.

        The table stays drawn from one seat: `seat`, else the record's ``Viewer`` tag, else
        seat 0 (the ``seat`` property changes it). With ``guess=True`` it is a guess-the-move
        lesson: at each move of `seat` (``None``: of every seat) the learner plays the move
        they think comes next (`play`), the table answers, shows the record's move and goes
        on; `guess_score` gives the score. The moves ahead stay hidden until guessed."""
        return cls(record=record, guess=guess, seat=seat, **kwargs)  # type: ignore[call-arg]

    @classmethod
    def quiz(
        cls,
        topic: str | None = None,
        questions: int = 10,
        seed: int | None = None,
        game: str = "durak",
        *,
        rules: str | None = None,
        level: str | None = None,
        **kwargs: Any,
    ) -> Any:
        """A table that asks the questions of ``Quiz(topic, questions, seed, game, rules=,
        level=)`` in order, starting with the first, one position at a time, all in the one
        rule set the table names (``view.quiz.rules``). Answer with `answer` (or by
        clicking); the engine checks it, then the table explains and scores it; go on with
        `next_question`. Until an answer is given nothing that gives it away reaches the
        browser (the parts of the view a question hides are blank), and card hints stay off.
        `quiz_score` gives the score and, at the end, what to review.

        The questions come from pools built once per process (a few seconds). In a kernel the
        first quiz of a session returns at once and its table says it is preparing them while
        they are built off the cell; the first question follows by itself, and `question`,
        `answer`, `next_question` and `quiz_score` wait for it.
        `durak_widget.quiz.prepare()` starts the build earlier, in the background."""

        def make() -> QuizRun:
            quiz = Quiz(
                topic=topic, questions=questions, seed=seed, game=game, rules=rules, level=level
            )
            return QuizRun(quiz)

        if pools_ready() or not loop_running():
            run = make()
            widget = cls(game=run.question.game, mode="sandbox", **kwargs)  # type: ignore[call-arg]
            widget.session.start_quiz(run)
            return widget
        # The first quiz of a session in a kernel: the question pools are built off the cell,
        # and the table says so until its first question comes.
        Quiz.check_arguments(topic, questions, game)
        first = get_game(game).new_game(2, seed=seed)
        widget = cls(game=first, mode="sandbox", **kwargs)  # type: ignore[call-arg]
        widget.session.prepare_quiz(make)
        return widget

    @property
    def quiz_score(self) -> dict | None:
        """On a quiz table: ``{"right", "asked", "total", "done", "summary"}`` (the summary,
        with what to review, once every question is answered); else ``None``."""
        run = self.session.quiz_now()
        return run.score() if run is not None else None

    @property
    def question(self) -> Any:
        """On a quiz table: the `durak_widget.quiz.Question` shown; else ``None``."""
        run = self.session.quiz_now()
        return run.question if run is not None else None

    def answer(self, value: Any) -> Any:
        """Answer the open quiz question (as a click at the table does): ``True``/``False``,
        one of its choices, a whole number, or a set of card texts. Returns the `Feedback`;
        a malformed answer, or a second answer, raises `ValueError`."""
        return self.session.answer(value)

    def next_question(self) -> int:
        """Show the next quiz question once the shown one is answered; returns its number."""
        return self.session.next_question()

    def hint(self) -> list[str]:
        """ "What can I do?": the legal moves of the seat to act (or the viewer) in words,
        grouped (`durak_widget.coach.hint`); also shown in the view (``view.hint``) until the
        position changes."""
        return self.session.hint()

    @property
    def coach_comment(self) -> dict | None:
        """With ``coach=True``: the coach's comment on the learner's last move as shown
        (``view.coach``), or ``None``."""
        return self.session.view().get("coach")

    def card_reason(self, card: str) -> str:
        """Why a card of the viewer's hand cannot be played now, in the engine's words (the
        table asks for it with ``why_card``)."""
        return str(self.session.card_reason(card)["message"])

    def analyse(self, budget: float | None = 350.0, rounds: int | None = None) -> Any:
        """Analyse the finished game (`durak_widget.analysis.analyse`: every move judged from
        what its player knew, `budget` milliseconds of search per move, at most `rounds`
        imagined deals; ``rounds`` alone gives the same analysis on every run), wait for it
        and return the `Analysis`. The table then shows the annotated game as a replay from
        the learner's seat, its marks and comments on the moves and the decisive moment said
        (``view.analysis``). Raises `ValueError` before the game is over, and for a game the
        search does not play (Svoi Kozyri)."""
        if budget is None and rounds is None:
            raise ValueError("analyse needs a budget: budget (ms per move), rounds, or both")
        return self.session.analyse(budget, rounds, now=True)

    def to_record(self, **tags: str) -> Any:
        """The game at the table as a `durak_widget.engine.record.Record`: its deal, every
        move recorded, a replayed record's title, introduction and notes, and the
        annotations made with `annotate`; extra header `tags` such as ``Title="..."`` as in
        ``game.to_record``. Save it with ``record.save(path)`` (or write
        ``record.to_text()``) and load it back with ``DurakWidget.replay(path)``."""
        record = self.session.to_record()
        for name, value in tags.items():
            if not isinstance(value, str):
                raise ValueError(f"tag {name} must be text, got {value!r:.60}")
            record.tags[name] = value
        return record

    def annotate(self, move_number: int, comment: str, mark: str | None = None) -> None:
        """Note `comment` and `mark` (``"!"``, ``"?"``, ``"!!"``, ``"??"``, ``"!?"``,
        ``"?!"`` or ``None``) on move `move_number`, counted from 1 as in the log; shown
        beside the move and kept by `to_record`. A bad number, mark or comment (braces are
        not allowed) raises `ValueError`."""
        self.session.annotate(move_number, comment, mark)

    @property
    def guess_score(self) -> dict | None:
        """In a guess-the-move lesson: ``{"right", "asked", "total", "done"}``; else
        ``None``."""
        score: dict | None = self.session.mode_part.guess_score()
        return score

    @property
    def game(self) -> Any:
        """The game at the current history position. Prefer `play` to change it (the view then
        updates); a move played on it directly is picked up at the next widget action."""
        return self.session.game

    @property
    def is_own_trumps(self) -> bool:
        """Whether the widget plays Svoi Kozyri (else Durak)."""
        return self.session.adapter.name == "own_trumps"

    @property
    def mode(self) -> str:
        """``"play"``, ``"sandbox"`` or ``"replay"``."""
        return self.session.mode

    @property
    def record(self) -> Any:
        """The record being replayed (replay mode), else ``None``."""
        return self.session.mode_part.record

    @property
    def on_main_line(self) -> bool:
        """Replay mode: whether the moves are still the record's (no "what if" branch)."""
        return self.session.mode_part.on_main_line()

    def back_to_main_line(self) -> int:
        """Replay mode: drop the "what if" branch and return to the record where the learner
        left it. Returns the position."""
        return self.session.back_to_main_line()

    @property
    def seat(self) -> int:
        """The learner's seat (play mode) or the seat shown at the bottom (sandbox mode; in
        replay mode the steady viewpoint, which setting it changes)."""
        return self.session.viewer_and_acting()[0]

    @seat.setter
    def seat(self, value: int) -> None:
        self.session.set_seat(value)

    @property
    def open_hands(self) -> bool:
        """Whether every hand is shown face up (setting it updates the table). In play mode
        only Python opens them, unless ``allow_open_hands`` lets the table's menu do it."""
        return bool(self.session.options["open_hands"])

    @open_hands.setter
    def open_hands(self, value: bool) -> None:
        self.set_option("open_hands", value)

    @property
    def allow_open_hands(self) -> bool:
        """Whether the table's menu may open every hand in play mode (a teacher's choice)."""
        return self.session.allow_open_hands

    @allow_open_hands.setter
    def allow_open_hands(self, value: bool) -> None:
        self.session.allow_open_hands = bool(value)

    @property
    def hints(self) -> bool:
        """Whether the table highlights the cards that can be played now."""
        return bool(self.session.options["hints"])

    @hints.setter
    def hints(self, value: bool) -> None:
        self.set_option("hints", value)

    @property
    def last_verdict(self) -> Verdict | None:
        """The engine's verdict on the learner's last attempt (played or explained)."""
        return self.session.last_verdict

    @property
    def last_error(self) -> str | None:
        """The full account of the last bot failure (kept in Python: the table only says that
        a bot failed), or ``None``."""
        return self.session.last_error

    @property
    def bots(self) -> dict:
        """The bots by seat (empty in sandbox mode)."""
        return dict(self.session.bots)

    @property
    def move_log(self) -> list[dict]:
        """The whole move log up to the current position in the table's language:
        ``{"n", "seat", "text", "why", "rule", "bot_reason"}`` per move, the bots' own reasons
        included."""
        return self.session.move_log()

    def set_option(self, name: str, value: Any) -> None:
        """Change one option (a key of ``options``); a bad value raises `ValueError`."""
        self.session.set_option(name, value)

    def play(self, move: Any) -> Verdict:
        """Play a move of the learner (a move, its JSON object, or text such as
        ``"P0 attacks 7S"``).

        Returns the engine's `Verdict`. An illegal move does not raise: the verdict is returned
        and shown, and nothing changes. Unreadable text raises `ValueError`, as does a move for
        a seat the learner does not control in play mode. The bots then reply.
        """
        return self.session.attempt(self.session.to_move(move), apply=True)

    def explain(self, move: Any) -> Verdict:
        """Judge a move of the learner without playing it; the verdict is shown."""
        return self.session.attempt(self.session.to_move(move), apply=False)

    def new_game(
        self,
        players: int | None = None,
        rules: Any = None,
        seed: int | None = None,
        partnerships: bool | None = None,
        series: bool = True,
        series_first_attacker: str | None = None,
    ) -> Any:
        """Deal a new game of the same kind (by default with the same number of players and
        rules; Svoi Kozyri keeps the seats' trump suits when the number of players is the same,
        and has no `rules`). Durak: `partnerships` (4 or 6 players) and
        `series_first_attacker` (a value of `durak_widget.engine.rules.SERIES_FIRST_ATTACKER`),
        ``None``: as now. `series` continues the series (the finished game is counted in
        ``view.series`` and the rules' ``series_first_attacker`` picks who leads); ``False``
        starts a new one. A setting the game cannot use raises `ValueError`."""
        return self.session.new_game(
            players, rules, seed, partnerships, series, series_first_attacker
        )

    def step(self) -> Any:
        """Step forward one recorded move; returns it, or ``None`` at the end."""
        return self.session.step("forward")

    def back(self) -> Any:
        """Step back one move (it stays recorded); returns it, or ``None`` at the start."""
        return self.session.step("back")

    def goto(self, position: int) -> int:
        """Go to a history position (0: the start; ``len(history)``: the end). Playing a move
        other than the recorded one from there drops the later moves. Returns the position."""
        return self.session.goto(position)

    def run_bots(self, max_moves: int = 5000) -> list:
        """Play the bots' moves now, without pacing, until it is the learner's turn or the game
        ends (for notebooks run without a browser). Returns the moves played."""
        return self.session.run_bots(max_moves)

    def __repr__(self) -> str:
        session = getattr(self, "session", None)
        if session is None:
            return "DurakWidget(uninitialised)"
        history = session.history
        adapter = session.adapter
        where = "" if history.at_end else f", move {history.position} of {history.length}"
        return (
            f"DurakWidget({adapter.repr_tag}mode={session.mode!r}, seat={self.seat}, "
            f"players={history.game.players}, {adapter.repr_state(history.game)}{where})"
        )
