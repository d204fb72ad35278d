"""What the teacher sees in the notebook: the room (its join link and a QR code large enough
to scan from the back of a classroom, and who sits where), each table as a live widget
(`TeacherTable`), and the class quiz's board (`QuizBoard`).

The tables change on the server's thread (a student's move, a bot's); ipywidgets must be
updated on the kernel's own event loop, so each display hands its updates to the loop it was
made on, and a cell that runs for a while only delays the teacher's display, never the
students' pages.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets  # type: ignore[import-untyped]
import segno

from ..games.texts import table_tr
from ..table import Viewer
from ..table.bots import Stopped
from ..table.layouts import Layout, teaching
from ..table.views import drawing_of
from ..widget import DurakWidget

if TYPE_CHECKING:
    from .quiz import ClassQuiz
    from .room import Classroom

TEACHER_OPTIONS = frozenset({"presentation", "card_size", "four_colour", "hints", "bot_delay_ms"})
"""The table options the teacher's widget may set by clicking (on the projector: leaving it,
and the bots' pace)."""


def kernel_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running here (a kernel's, while a cell runs), or ``None``."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class OnLoop:
    """Runs a display's update on the loop it was made on (at once when already there, or
    when there was no loop); updates asked for meanwhile are run once."""

    def __init__(self, update: Callable[[], None]):
        self.update = update
        self.loop = kernel_loop()
        self._pending = False
        self._lock = threading.Lock()

    def __call__(self) -> None:
        loop = self.loop
        if loop is None or loop.is_closed() or kernel_loop() is loop:
            self.update()
            return
        with self._lock:
            if self._pending:
                return
            self._pending = True
        with contextlib.suppress(RuntimeError):  # the kernel's loop has closed
            loop.call_soon_threadsafe(self._run)

    def _run(self) -> None:
        with self._lock:
            self._pending = False
        self.update()


class TeacherTable(DurakWidget):
    """A classroom table in the teacher's notebook (``room.table(i)``): the table as a
    spectator (or, asked for, the projector with every hand) sees it, updating live.
    ``.game`` is the table's authoritative game. Its Pause and New game buttons act for the
    teacher; nothing else it sends changes the table."""

    room: Any = None
    index = 0

    def __init__(self, *args: Any, **kwargs: Any):
        self._on_loop = OnLoop(self._sync_now)
        super().__init__(*args, **kwargs)

    @classmethod
    def follow_for(cls, room: Classroom, index: int, viewer: Viewer) -> TeacherTable:
        """The widget following table `index` of `room` as `viewer`."""
        widget = cls(table=room.tables[index], viewer=viewer)
        widget.room, widget.index = room, index
        return widget

    def _sync(self) -> None:
        on_loop = getattr(self, "_on_loop", None)
        if on_loop is None:
            super()._sync()
        else:
            on_loop()

    def _sync_now(self) -> None:
        if getattr(self, "session", None) is not None:
            super()._sync()

    def _copy_traits(self, force: bool) -> None:
        # the watch layout with the teacher's own controls (pause, New game)
        with self.hold_sync():
            super()._copy_traits(force)
            parts = self.layout_parts
            if parts:
                shown = teaching(Layout(parts["task"], frozenset(parts["show"])))
                if self.options.get("presentation") and shown.task == "watch":
                    # the projector fills the window: its bar (full screen, blank, pace, back
                    # to the notebook) and the narration line come with it
                    shown = Layout(shown.task, shown.show | {"presentation_bar", "narration"})
                self.layout_parts = shown.to_json()
            advice = self._bots_advice()
            if advice is not None:
                self.view = {**self.view, "error": advice}

    def _bots_advice(self) -> str | None:
        """When the table's bots stopped on a failure: what the teacher can do about it, with
        the controls this display has (a spectator's view says only that they stopped)."""
        table = self.session
        stopped = table.table_error
        if not isinstance(stopped, Stopped):
            return None
        lang = self.viewer.language or table.language
        if self.view.get("error") != stopped.for_viewer(self.viewer.kind, lang):
            return None  # the teacher's own error (a refusal) is shown instead
        tr = table_tr(lang)
        return (
            stopped.failed(lang)
            + " "
            + tr.gettext(
                "The bots stopped: pause and resume this table, or deal a new game, to try "
                "again (in Python: room.resume({n}) or room.new_game({n}))."
            ).format(n=self.index)
        )

    def _on_browser_message(self, widget: Any, content: Any, buffers: Any) -> None:
        room = self.room
        kind = content.get("type") if isinstance(content, dict) else None
        try:
            if room is not None and kind == "pause":
                if content.get("paused"):
                    room.pause(self.index)
                else:
                    room.resume(self.index)
                return
            if room is not None and kind == "new_game":
                room.new_game(self.index, series=content.get("series") is not False)
                return
            name = content.get("name") if isinstance(content, dict) else None
            if kind in ("option", "set_option") and name in TEACHER_OPTIONS:
                self.session.set_option(name, content.get("value"))
                return
        except ValueError as error:
            self.session.show_error(str(error))
            return
        super()._on_browser_message(widget, content, buffers)


def seat_state_words(state: str, tr: Any) -> str:
    """A student seat's state (`Classroom.seats`) in words."""
    return {
        "free": tr.gettext("free"),
        "reserved": tr.gettext("kept for them, not here yet"),
        "here": tr.gettext("here"),
        "idle": tr.gettext("here, idle: a bot plays for them"),
        "away": tr.gettext("left: a bot plays for them"),
        "bot": tr.gettext("a bot"),
    }.get(state, state)


def table_state_words(room: Classroom, index: int, tr: Any) -> str:
    """Table `index`'s state in words, as its pages say it ("Waiting for a classmate: 1 of
    2 seated.", "Paused by the teacher.", ...), or "Playing."."""
    hold = room.tables[index].held
    if hold is None:
        return tr.gettext("Playing.")
    return hold.text(room.language)


def room_html(room: Classroom) -> str:
    """The room's notebook display without a seat code: the join link, its QR code, each
    table's state and who sits where (the live display, `durak_widget.classroom.display`,
    adds each seat's own link on request)."""
    tr = table_tr(room.language)
    rows = []
    seats = room.seats()
    for index in range(room.table_count):
        state = table_state_words(room, index, tr)
        title = tr.gettext("Table {n}").format(n=index + 1)
        rows.append(
            '<tr class="durak-classroom-table-row"><th colspan="3" style="text-align: left; '
            f'padding: .6em .4em .2em; border-bottom: 1px solid #8888">{html.escape(title)}: '
            f'<span class="durak-classroom-state" style="font-weight: normal">'
            f"{html.escape(state)}</span></th></tr>"
        )
        for seat in seats:
            if seat["table"] != index:
                continue
            name = seat["name"] or "—"
            said = seat_state_words(seat["state"], tr)
            if seat["pages"] > 1:
                said += " " + tr.ngettext(
                    "({n} page open)", "({n} pages open)", seat["pages"]
                ).format(n=seat["pages"])
            cell = '<td style="text-align: left; padding: .2em .8em .2em .4em">'
            rows.append(
                f'<tr data-state="{html.escape(seat["state"])}">{cell}{seat["seat"] + 1}</td>'
                f"{cell}{html.escape(name)}</td>{cell}{html.escape(said)}</td></tr>"
            )
    columns = [tr.gettext("Seat"), tr.gettext("Student"), tr.gettext("State")]
    header = "".join(
        f'<th style="text-align: left; padding: .2em .8em .2em .4em">{html.escape(c)}</th>'
        for c in columns
    )
    listed = f'<table class="durak-classroom-seats"><tr>{header}</tr>{"".join(rows)}</table>'
    link = room.join_url
    if link is None:
        note = tr.gettext("The room has not started: room.start() opens it.")
        return f'<div class="durak-classroom"><p>{html.escape(note)}</p>{listed}</div>'
    qr = segno.make(link, error="m").svg_inline(scale=14, border=2, dark="#000", light="#fff")
    head = tr.gettext("Join the game")
    how = tr.gettext("Open the link or scan the code, then type a nickname.")
    return (
        '<div class="durak-classroom" style="font-family: sans-serif">'
        f'<h3 style="margin: 0 0 .3em">{html.escape(head)}</h3>'
        f'<p style="font-size: 1.6em; margin: .2em 0"><a href="{html.escape(link)}" '
        f'target="_blank" rel="noopener">{html.escape(link)}</a></p>'
        f'<div class="durak-classroom-qr">{qr}</div>'
        f"<p>{html.escape(how)}</p>{listed}</div>"
    )


class QuizBoard(ipywidgets.VBox):  # type: ignore[misc]
    """The class quiz in the teacher's notebook: the question and its position, how many
    answered, after the reveal the distribution of the answers as a chart and the engine's
    explanation, the score table, and the buttons Reveal, Next question and End."""

    def __init__(self, quiz: ClassQuiz):
        self.quiz = quiz
        tr = table_tr(quiz.language)
        self.board = ipywidgets.HTML()
        self.reveal_button = ipywidgets.Button(description=tr.gettext("Reveal the answer"))
        self.next_button = ipywidgets.Button(description=tr.gettext("Next question"))
        self.end_button = ipywidgets.Button(description=tr.gettext("End the quiz"))
        for button in (self.reveal_button, self.next_button, self.end_button):
            button.layout = ipywidgets.Layout(width="auto")
        self.reveal_button.on_click(lambda _: self._act(quiz.reveal))
        self.next_button.on_click(lambda _: self._act(quiz.next))
        self.end_button.on_click(lambda _: self._act(quiz.end))
        self.problem: str | None = None
        buttons = ipywidgets.HBox([self.reveal_button, self.next_button, self.end_button])
        super().__init__([self.board, buttons])
        self.add_class("durak-class-quiz")
        self._on_loop = OnLoop(self.render)
        self._unsubscribe = quiz.subscribe(lambda code: self._on_loop())
        self.render()

    def _act(self, action: Callable[[], Any]) -> None:
        try:
            action()
            self.problem = None
        except ValueError as error:
            self.problem = str(error)
        self.render()

    def render(self) -> None:
        """Draw the board from the quiz as it is now."""
        quiz = self.quiz
        lang = quiz.language
        tr = table_tr(lang)
        question = quiz.question_in(lang)
        total = len(quiz.quiz)
        students = len(quiz.room.students())
        answered = quiz.answered
        parts = [
            '<div style="font-family: sans-serif">',
            "<h3>"
            + html.escape(
                tr.gettext("Class quiz: question {n} of {total}").format(n=quiz.number, total=total)
            )
            + "</h3>",
            f'<p style="font-size: 1.3em">{html.escape(question.prompt)}</p>',
        ]
        if question.choices:
            items = "".join(f"<li>{html.escape(c)}</li>" for c in question.choices)
            parts.append(f"<ol type='A'>{items}</ol>")
        seat = question.seat if question.seat is not None else 0
        parts.append(drawing_of(quiz.table.adapter).picture_html(question.game, seat, True, lang))
        said = tr.ngettext(
            "{n} of {total} student answered.", "{n} of {total} students answered.", students
        )
        count = html.escape(said.format(n=answered, total=students))
        parts.append(f'<p class="durak-class-quiz-count">{count}</p>')
        parts.append(answered_html(quiz.answered_names(), quiz.waiting_names(), tr))
        if quiz.revealed:
            parts.append(chart_html(quiz.distribution(lang), tr))
            parts.append(f"<p>{html.escape(quiz.explanation(lang) or '')}</p>")
        if quiz.ended:
            ended = tr.gettext("The quiz has ended.")
            parts.append(f"<p><b>{html.escape(ended)}</b></p>")
        parts.append(scores_html(quiz.scores(), tr))
        if self.problem:
            parts.append(f'<p style="color: #b00">{html.escape(self.problem)}</p>')
        parts.append("</div>")
        self.board.value = "".join(parts)
        last = quiz.number == total
        self.reveal_button.disabled = quiz.revealed or quiz.ended
        self.next_button.disabled = not quiz.revealed or last or quiz.ended
        self.end_button.disabled = quiz.ended


def answered_html(answered: list[str], waiting: list[str], tr: Any) -> str:
    """Who answered the open question (names, in the order they answered) and who has not
    yet: never what anyone answered."""
    none = tr.gettext("nobody yet")
    label = html.escape(tr.gettext("Answered:"))
    done = ", ".join(html.escape(n) for n in answered) or html.escape(none)
    parts = [f'<p class="durak-class-quiz-answered"><b>{label}</b> {done}</p>']
    if waiting:
        label = html.escape(tr.gettext("Not yet:"))
        rest = ", ".join(html.escape(n) for n in waiting)
        parts.append(f'<p class="durak-class-quiz-waiting"><b>{label}</b> {rest}</p>')
    return "".join(parts)


def chart_html(rows: list[dict[str, Any]], tr: Any) -> str:
    """The distribution of the answers as a bar chart (the right answer marked)."""
    most = max((row["count"] for row in rows), default=0) or 1
    bars = []
    for row in rows:
        width = round(100 * row["count"] / most)
        colour = "#2e7d32" if row["right"] else "#9e9e9e"
        mark = " ✓" if row["right"] else ""
        bars.append(
            '<div class="durak-class-quiz-bar" style="display:flex;align-items:center;gap:.5em;'
            'margin:.2em 0">'
            f'<span style="min-width:12em">{html.escape(row["answer"])}{mark}</span>'
            f'<span style="display:inline-block;height:1.2em;width:{width}%;max-width:20em;'
            f'background:{colour}"></span><span>{row["count"]}</span></div>'
        )
    title = html.escape(tr.gettext("The answers"))
    return f"<div><b>{title}</b>{''.join(bars)}</div>"


def scores_html(rows: list[dict[str, Any]], tr: Any) -> str:
    """The score table, best first."""
    if not rows:
        return ""
    head = "".join(
        f"<th>{html.escape(c)}</th>"
        for c in (tr.gettext("Student"), tr.gettext("Right"), tr.gettext("Asked"))
    )
    body = "".join(
        f"<tr><td>{html.escape(r['name'])}</td><td>{r['right']}</td><td>{r['asked']}</td></tr>"
        for r in rows
    )
    return f'<table class="durak-class-quiz-scores"><tr>{head}</tr>{body}</table>'
