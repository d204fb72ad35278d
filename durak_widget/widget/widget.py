"""`DurakWidget`: the card table as a Jupyter widget (anywidget).

Python is the only source of truth. The widget is a thin shell around a `TableSession` (the
table: the game, its history, the bots and their pacing): it holds the synced traits
``view``, ``log_tail`` and ``options`` (docs/widget-protocol.md), refuses every state change
from the browser, hands each browser message to the table (`Table.handle_message`, which
validates it and dispatches it through one table of intent type -> method), and copies the
learner's view into the traits whenever the table changes.
"""

from __future__ import annotations

import contextlib
import html
import inspect
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..table.players import logger
from ..table.session import TableSession
from ..table.viewers import Viewer
from ..table.views import drawing_of
from .api import TableApi

LEARNER = Viewer.learner()

_STATIC = Path(__file__).parent.parent / "static"
_FALLBACK_ESM = """
export default {
  render({ el }) {
    el.textContent = "durak_widget: front end not built: run pip install -e .";
  },
};
"""
_MAX_NAMES = 8
_SYNCED = ("view", "log_tail", "options", "language", "labels", "menu_info", "layout_parts")


def _asset(name: str, fallback: str) -> str:
    """The text of a built front-end file, or `fallback` when it is missing. Read once, as
    text: given a path, anywidget watches the file and its callback keeps every widget alive."""
    try:
        return (_STATIC / name).read_text(encoding="utf-8")
    except OSError:
        return fallback


class DurakWidget(TableApi, anywidget.AnyWidget):
    """A Durak (or Svoi Kozyri) table in a notebook: click to play, and the engine explains
    every verdict.

    ``DurakWidget()`` deals a two-player game in which you play seat 0 against a bot.

    Parameters (all keywords but `game`):

    - `game`: an existing game to show (its history becomes the widget's; `players`, `rules`
      and `seed` are then ignored); else a new deal of `players` (2-6) by `rules` (a
      `Rules` or a preset's name such as ``"perevodnoy"``) from `seed`.
    - `seat`: the learner's seat (sandbox and replay: the seat the table is drawn from).
    - `mode`: ``"play"`` (you play `seat`, bots the others), ``"sandbox"`` (you play every
      seat, hands open; the seat to act plays from where it sits) or ``"replay"`` (with
      `record`: a `Record`, record text, a file or a bout's name).
    - `bots`: ``"simple"``, ``"strong"``, ``"random"``, one bot, or a dict seat -> bot.
    - `open_hands`: show every hand (in play mode only Python can open them;
      `allow_open_hands` lets the table's menu do it too). `names`: the seats' names.
    - `bot_delay_ms`, `quiet_ms`: the pacing (the quiet window is the wait before a bot says
      done on a fully beaten table); `autoplay_ms` a replay's pace; `scheduler` a clock for
      the pacing (see `durak_widget.table.pacing`).
    - `presentation`: the projector layout, with a narration of each move, its explanation
      and a bot's reason (``view.commentary``).
    - `guess` (with `record`): a guess-the-move lesson, see `replay`.
    - `coach`: a comment from `durak_widget.coach` after each of the learner's moves
      (``view.coach``).
    - `annotating`: show the comment box (sandbox and replay), where annotating is the task
      (building a lesson); `annotate` works from Python either way.
    - `language`: ``"en"``, ``"ru"``, ``"es"`` or ``"fil"`` (``w.language`` switches it);
      ``None``, the default, is the language `durak_widget.set_language` set.
    - `table`, `viewer`: follow a table someone else owns (see `follow`), with no other
      setting.

    `quiz` makes a quiz table and `replay` a replay or a lesson.

    The Python API mirrors the table: `play`, `explain`, `new_game`, `step`, `back`, `goto`,
    `run_bots`, `set_option`, `annotate`, `to_record`, `hint`, `card_reason`, `answer`,
    `next_question`, and the properties `game`, `seat`, `open_hands`, `hints`, `last_verdict`,
    `last_error`, `move_log`, `guess_score`, `quiz_score`, `question`, `coach_comment`. `play`
    never raises for an illegal move: it returns the illegal `Verdict` and shows it (only
    unreadable text, or a bot's seat in play mode, raise). ``w.session`` is the
    `TableSession` behind it.

    Pacing: in a running kernel the bots reply after the cell (or browser message) is done, one
    move per `bot_delay_ms`. Where no event loop runs, or with ``bot_delay_ms=0, quiet_ms=0``,
    they reply inside `play`. Notebooks checked with nbval should pass both as 0 (or call
    `run_bots`) so that every output is reproducible. `close` stops the bots for good. A click
    in the browser is answered with the learner's move at once: the bots' decisions and the
    coach's comment are then computed off the message, on a worker thread (in slices on the
    event loop in Pyodide), and the table shows the bot thinking and the coach looking
    meanwhile (docs/widget-protocol.md, "The instant click").
    """

    _esm = _asset("widget.js", _FALLBACK_ESM)
    _css = _asset("widget.css", "")

    view = traitlets.Dict().tag(sync=True)
    """The view model of the table (docs/widget-protocol.md)."""
    log_tail: traitlets.List[Any] = traitlets.List().tag(sync=True)
    """The last 4 entries of the move log: ``{"n", "seat", "text", "why", "rule"}`` (older
    ones on demand: the ``log_page`` intent)."""
    options = traitlets.Dict().tag(sync=True)
    """Display and pacing options: hints, open_hands, card_size, four_colour, bot_delay_ms,
    quiet_ms, paused, autoplay, autoplay_ms, presentation, language."""
    language = traitlets.Unicode("en").tag(sync=True)
    """The table's language (``"en"``, ``"ru"``, ``"es"``); set it to re-render the table."""
    labels = traitlets.Dict().tag(sync=True)
    """The front end's labels in `language` (the ``durak_widget_js`` catalog; ``{}`` in
    English), sent once per language."""
    menu_info = traitlets.Dict().tag(sync=True)
    """The new-game menu's choices in `language` (docs/widget-protocol.md)."""
    layout_parts = traitlets.Dict().tag(sync=True)
    """What the table shows for its task: ``{"task", "show"}`` (`durak_widget.table.layouts`;
    the view's ``layout``, sent only when it changes, so a move costs nothing of it)."""

    def __init__(
        self,
        game: Any = None,
        *,
        players: int = 2,
        rules: Any = None,
        seed: int | None = None,
        seat: int | None = None,
        mode: str = "play",
        bots: Any = "simple",
        open_hands: bool = False,
        allow_open_hands: bool | None = None,
        names: Any = None,
        bot_delay_ms: int = 700,
        quiet_ms: int = 5000,
        scheduler: Any = None,
        record: Any = None,
        autoplay_ms: int = 1500,
        guess: bool = False,
        presentation: bool = False,
        coach: bool = False,
        annotating: bool = False,
        language: str | None = None,
        table: Any = None,
        viewer: Viewer | None = None,
    ):
        settings = {
            "players": players,
            "rules": rules,
            "seed": seed,
            "seat": seat,
            "mode": mode,
            "bots": bots,
            "open_hands": open_hands,
            "allow_open_hands": allow_open_hands,
            "names": names,
            "bot_delay_ms": bot_delay_ms,
            "quiet_ms": quiet_ms,
            "scheduler": scheduler,
            "record": record,
            "autoplay_ms": autoplay_ms,
            "guess": guess,
            "presentation": presentation,
            "coach": coach,
            "annotating": annotating,
            "language": language,
        }
        if table is not None:  # following a table someone else owns (`follow`)
            changed = [name for name, value in settings.items() if value != _DEFAULTS[name]]
            if game is not None or changed:
                raise ValueError("DurakWidget(table=...) follows that table: pass no settings")
            session = table
        else:
            session = TableSession(game, **settings)  # checks every argument first
        self.viewer: Viewer = LEARNER if viewer is None else viewer
        super().__init__(
            language=self.viewer.language or session.language,
            labels=session.labels,
            menu_info=session.menu_info(),
        )
        self.session = session
        self._sync_broken = False
        self._owns_table = table is None
        self._unsubscribe = session.subscribe(lambda version: self._sync())
        self.on_msg(self._on_browser_message)
        if self._owns_table:
            session.start()
        else:
            self._sync()

    @classmethod
    def follow(cls, table: Any, viewer: Viewer | None = None) -> DurakWidget:
        """A widget showing `table` (a `durak_widget.table.Table` someone else owns: a
        classroom's) as `viewer` sees it (default: a spectator, who sees no hand), updating
        live. Its browser's intents are `viewer`'s (a spectator may only read the log); its
        Python API acts as the table's learner (a teacher's notebook: pause, new game).
        Closing it stops following; the table goes on."""
        return cls(table=table, viewer=Viewer.spectator() if viewer is None else viewer)

    def close(self) -> None:
        """Close the widget: the bot and autoplay timers of its own table are cancelled for
        good (a followed table goes on)."""
        session = getattr(self, "session", None)
        if session is not None:
            self._unsubscribe()
            if self._owns_table:
                session.close()
        super().close()

    @traitlets.observe("options")
    def _options_set_in_python(self, change: Any) -> None:
        # the browser cannot write this trait (set_state), so a change not made by _sync
        # was made in Python, like an option set through the session: the session follows
        session = getattr(self, "session", None)
        if session is not None and change["new"] != session.options:
            session.options = dict(change["new"])
            session.language = session.options.get("language", session.language)

    @traitlets.validate("language")
    def _check_language(self, proposal: Any) -> str:
        session = getattr(self, "session", None)
        if session is not None:  # checks it (ValueError) and re-renders the table
            session.language = proposal["value"]
        return str(proposal["value"])

    def _sync(self) -> None:
        """Copy the session's view, log tail, options, language, labels and menu into the
        synced traits (an unchanged value is not sent again). A sync cut short by an interrupt
        leaves the browser behind: the table tells the widget again at once, and that sync
        sends every trait whatever it holds."""
        force = self._sync_broken
        self._sync_broken = True
        self._copy_traits(force)
        self._sync_broken = False

    def _copy_traits(self, force: bool) -> None:
        session, viewer = self.session, self.viewer
        with self.hold_sync():
            self.options = dict(session.options)
            self.language = viewer.language or session.language
            if self.labels is not session.labels:
                self.labels = session.labels
            self.menu_info = session.menu_info()
            view = session.view(viewer)
            self.layout_parts = view.pop("layout", {})
            self.view = view
            self.log_tail = session.log_tail(viewer)
        if force and self.comm is not None:
            self.send_state(key=list(_SYNCED))  # the values sent before were cut short

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            data, metadata = {}, {}
        elif isinstance(bundle, tuple):
            data, metadata = dict(bundle[0]), dict(bundle[1])
        else:
            data, metadata = dict(bundle), {}
        data["text/plain"] = repr(self)
        quiz = self.view.get("quiz") if isinstance(self.view, dict) else None
        if isinstance(quiz, dict) and quiz.get("preparing"):  # no position to draw yet
            data["text/html"] = f"<p>{html.escape(str(quiz.get('prompt', '')))}</p>"
            return data, metadata
        point = self.session.viewpoint(self.viewer)
        seat = point.seat if point.own_hand else None
        drawing = drawing_of(self.session.adapter)
        data["text/html"] = drawing.picture_html(self.game, seat, point.open_hands, self.language)
        return data, metadata

    # ----------------------------------------------------------------- from the browser

    def _handle_msg(self, msg: Any) -> None:
        """Every comm message from the browser arrives here (ipywidgets' entry point). Only
        intents (``custom``) and ``request_state`` are carried out; a state ``update`` is
        refused and anything malformed is logged: nothing raises in the kernel, and the
        browser gets the true state back."""
        try:
            data = msg["content"]["data"]
            method = data.get("method")
            if method == "custom" and "content" in data:
                self._handle_custom_msg(data["content"], msg.get("buffers") or [])
            elif method == "request_state":
                self.send_state()
            elif method == "update" and isinstance(data.get("state"), dict):
                self.set_state(data["state"])
            else:
                raise ValueError(f"a comm message with method {method!r:.40}")
        except Exception as error:
            logger.warning("durak_widget ignored a malformed comm message: %.300s", error)
            with contextlib.suppress(Exception):
                self.send_state(key=list(_SYNCED))

    def set_state(self, sync_data: Any) -> None:
        """The browser may not set any state (not the table's, not layout, tooltip or classes):
        it sends intents. A change is refused, the true state is sent back, and the table
        says so."""
        keys = sorted(str(k) for k in sync_data) if isinstance(sync_data, dict) else []
        known = [k for k in keys if k in self.keys]
        if known and self.comm is not None:
            self.send_state(key=known)
        names = ", ".join(k[:40] for k in keys[:_MAX_NAMES]) or "nothing"
        text = self.session.tr.gettext(
            "The widget ignored a change of {names} from the table: the browser sends "
            "intents (move, option, ...), it does not set the table's state."
        )
        self.session.show_error(text.format(names=names))

    def _on_browser_message(self, _widget: Any, content: Any, buffers: Any) -> None:
        """Hand one intent from the browser to the table (`Table.handle_message`: one
        dispatch table, intent type -> method); never raises and never breaks the game. A
        reply for the learner alone (``card_reason``, ``log_page``) is sent back, and a
        refused option puts the menu back."""
        try:
            outcome = self.session.handle_message(self.viewer, content, buffers)
        except KeyboardInterrupt:  # the table mended itself and plays on; the browser is told
            return
        if outcome.reply is not None:
            self.send(outcome.reply)
        if outcome.resync:
            self.send_state(key=list(outcome.resync))


_DEFAULTS: dict[str, Any] = {
    name: parameter.default
    for name, parameter in inspect.signature(TableSession).parameters.items()
    if name not in ("game", "on_change")
}
"""Each setting's default: `TableSession`'s, which `DurakWidget.__init__` repeats (a test
holds the two signatures equal)."""
