"""One layout per task: which controls and texts a viewer's table shows (``view.layout``).

A table does one task at a time for each viewer, and shows only what that task needs. The
task is decided by the table's mode (`durak_widget.table.modes`: each mode's ``layout``) and,
for the projector, by the ``presentation`` option (`presenting`, applied on top by the
table); the front end draws exactly the parts a view's layout lists, nothing else.

=============== ==================================================================
task            what it shows
=============== ==================================================================
``play``        the learner's seat against bots: the seats, the table, the hand and
                its buttons, the rule panel, the refusal, the coach, "What can I
                do?", the waiting and thinking lines, the history steps and the log;
                the toolbar's menu, hints and pause (open hands only where Python
                allows the menu to open them, or they are open); "Analyse this game"
                in the result where the game has a search (Durak)
``seat``        a person at a seat of a classroom's table (`Viewer.at`): what a
                player needs to play and understand; no steps, no open hands, no new
                game, no pause, no menu (a seat sends moves, hints, card reasons and
                log pages only)
``watch``       a spectator or the teacher's projector (`Viewer.spectator`,
                `Viewer.open_hands`): the table, the panel and the log (the
                classroom teacher's own display adds pause and New game: `teaching`)
``sandbox``     every seat the learner's: a steady viewpoint with a control to
                change it, no pause (no bots); the comment box only where annotating
                is the task (the table's ``annotating`` setting)
``replay``      a recorded game: the replay panel (title, notes, what-if, scrubber,
                autoplay, the viewpoint), steps, log (the comment box with
                ``annotating``); beside the legal moves, the search's estimate of
                each (when the viewpoint is to act)
``guess``       a guess-the-move lesson: the lesson's prompt, feedback in full and
                score, the note beside its card, the steps up to the frontier and the
                log; no comment box, autoplay, viewpoint, pause or "What can I do?"
``quiz``        the question, its answer controls, the position (with the rule panel,
                whose parts that would answer the question are blank) and the score;
                nothing of sandbox editing (no steps, log, comment box, seat choice or
                buttons); while the questions are being prepared, only the quiz box
                (a class quiz on a student's page: the same without the menu)
``presentation`` the projector's version of the task under it (play, sandbox,
                replay): its parts, with the presentation bar and the narration line,
                without the comment box, "What can I do?" and the mode's label
=============== ==================================================================

`PARTS` names every part; ``view.layout`` is ``{"task": str, "show": [part, ...]}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .viewers import LEARNER, SEAT, Viewer

if TYPE_CHECKING:
    from .core import Table

PARTS: dict[str, str] = {
    "menu": "the menu button and its dialog (card size, colours, language, hints)",
    "new_game": "dealing a new game: the menu's rules, players and series, and the result's "
    "New game button",
    "bot_speed": "the menu's bot speed",
    "presentation_choice": "the menu's presentation (projector) switch",
    "hints": "the toolbar's hints toggle",
    "open_hands": "the toolbar's (and the menu's) open hands toggle",
    "pause": "the toolbar's pause of the bots",
    "mode": "the toolbar's word for the task (sandbox, replay)",
    "seats": "the other seats around the table",
    "viewpoint": "the control that chooses the seat the table is drawn from",
    "table": "the table (or the pile) with the talon",
    "hand": "the hand at the bottom",
    "actions": "the hand's buttons (Take, Done, Transfer, Pick up, ...)",
    "selection": "the line under the hand saying what the selection can do",
    "verdict": "the refusal of the learner's latest attempt (shown once, under the hand)",
    "panel": "the live rule panel",
    "steps": "the steps through the history",
    "log": "the move log",
    "comment": "the comment box that notes a comment and a mark on the move just played",
    "hint": 'the "What can I do?" button and its list',
    "coach": "the coach's comment on the learner's move",
    "waiting": "the quiet window's line and a bot's thinking line",
    "series": "the running series' tally",
    "replay": "the replay panel",
    "analyse": "the result's \"Analyse this game\" button and the analysis's progress bar",
    "guess": "the guess-the-move lesson's panel",
    "quiz": "the quiz question",
    "presentation_bar": "the projector's bar (full screen, blank, pace, leave)",
    "narration": "the projector's narration line under the table",
}
"""Every part a layout may show, with what it is."""


@dataclass(frozen=True)
class Layout:
    """A viewer's task (``"play"``, ``"seat"``, ``"watch"``, ``"sandbox"``, ``"replay"``,
    ``"guess"``, ``"quiz"``, ``"presentation"``) and the `PARTS` it shows."""

    task: str
    show: frozenset[str]

    def __post_init__(self) -> None:
        unknown = self.show - PARTS.keys()
        if unknown:
            raise ValueError(f"unknown layout parts: {', '.join(sorted(unknown))}")

    def to_json(self) -> dict[str, Any]:
        """``{"task", "show"}`` with the parts in a fixed order."""
        return {"task": self.task, "show": sorted(self.show)}


def _parts(*names: str) -> frozenset[str]:
    return frozenset(names)


GAME = _parts("seats", "table", "hand", "actions", "selection", "verdict", "panel")
"""What every table where someone plays shows."""
MENU = _parts("menu", "hints")


def _open_hands(table: Table) -> frozenset[str]:
    """The open-hands toggle, where it does something: the table may open the hands, or they
    are open (and may be closed)."""
    may = table.allow_open_hands or not table.mode_part.hides_hands()
    return _parts("open_hands") if may or table.options.get("open_hands") else frozenset()


def _comment(table: Table) -> frozenset[str]:
    """The comment box, where annotating is the task (``annotating=True``): a beginner's
    sandbox or a lesson's replay stays uncluttered."""
    return _parts("comment") if table.annotating else frozenset()


def _analyse(table: Table) -> frozenset[str]:
    """ "Analyse this game", where the game has a search (Durak, not Svoi Kozyri)."""
    return _parts("analyse") if table.analysis.offered() else frozenset()


def watch_layout() -> Layout:
    """A spectator or a projector viewer: the table, the panel, the log and the lines."""
    return Layout("watch", _parts("seats", "table", "hand", "panel", "log", "waiting", "series"))


def play_layout(table: Table, viewer: Viewer) -> Layout:
    """Play: the learner's table, a seat of a classroom's, or someone watching."""
    if viewer.kind == SEAT:
        return Layout("seat", GAME | _parts("log", "hint", "coach", "waiting", "series"))
    if viewer.kind != LEARNER:
        return watch_layout()
    show = GAME | MENU | _open_hands(table)
    show |= _parts("new_game", "bot_speed", "presentation_choice", "pause")
    show |= _parts("steps", "log", "hint", "coach", "waiting", "series")
    return Layout("play", show | _analyse(table))


def sandbox_layout(table: Table, viewer: Viewer) -> Layout:
    """Sandbox: every seat the learner's, from a steady viewpoint."""
    if viewer.kind != LEARNER:
        return watch_layout()
    show = GAME | MENU | _open_hands(table)
    show |= _parts("new_game", "presentation_choice", "mode", "viewpoint")
    show |= _parts("steps", "log", "hint", "coach", "series")
    return Layout("sandbox", show | _comment(table) | _analyse(table))


def replay_layout(table: Table, viewer: Viewer) -> Layout:
    """A recorded game stepped through, with "what if" moves."""
    if viewer.kind != LEARNER:
        return watch_layout()
    show = GAME | MENU | _open_hands(table)
    show |= _parts("new_game", "presentation_choice", "mode", "replay", "viewpoint")
    show |= _parts("steps", "log")
    return Layout("replay", show | _comment(table))


def guess_layout(table: Table, viewer: Viewer) -> Layout:
    """A guess-the-move lesson."""
    if viewer.kind != LEARNER:
        return watch_layout()
    return Layout("guess", GAME - {"verdict"} | MENU | _parts("guess", "steps", "log"))


def quiz_layout(table: Table, viewer: Viewer, preparing: bool) -> Layout:
    """A quiz: the question and the position (only the quiz box while it is prepared)."""
    if preparing:
        return Layout("quiz", _parts("quiz", "menu"))
    return Layout("quiz", _parts("quiz", "menu", "seats", "table", "hand", "panel"))


def class_quiz_layout() -> Layout:
    """A class quiz on a student's page (`durak_widget.classroom`): the quiz's question and
    position without the menu (the page has its own language choice, and the teacher paces
    the questions)."""
    return Layout("quiz", _parts("quiz", "seats", "table", "hand", "panel"))


def teaching(layout: Layout) -> Layout:
    """The teacher's own display of a classroom's table (``room.table(i)``): a spectator's
    `watch_layout` with the pause and the result's New game button, which act for the teacher
    there. Any other layout stays as it is."""
    if layout.task != "watch":
        return layout
    return Layout("watch", layout.show | {"pause", "new_game"})


def presenting(layout: Layout) -> Layout:
    """The projector's version of `layout` (the ``presentation`` option): its parts with the
    bar and the narration, without the comment box, the hint and the mode's word. A quiz, a
    lesson and the views of other viewers stay as they are."""
    if layout.task not in ("play", "sandbox", "replay"):
        return layout
    show = layout.show - {"comment", "hint", "mode"} | {"presentation_bar", "narration"}
    return Layout("presentation", show)
