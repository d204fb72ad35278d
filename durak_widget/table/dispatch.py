"""Intents from the browsers of one table: checked, then carried out by one method each.

`Dispatch` is the part of a `durak_widget.table.Table` that reads a browser's message
(`durak_widget.table.intents.parse_intent`, with an optional ``"version"``: the table version
the browser's view had when the intent was made) and carries it out for its viewer through one
dispatch table, `INTENT_METHODS` (intent type -> method). Which intents a viewer may send
depends on its kind (`VIEWER_INTENTS`: a student's seat moves, asks for hints and card reasons
and reads the log; a spectator only reads). Every result is an `Outcome`; a refusal is one a
front end sends back as ``{"type": "refused", "version", "rule", "message"}``:

- `STALE` (``"table.stale"``): a move made against a version older than the last change of
  the game's position; it changes nothing (the player looks again);
- `NOT_YOUR_SEAT` (``"table.not_your_seat"``): a move for a seat the viewer does not hold;
- `NOT_ALLOWED` (``"table.not_allowed"``): an intent this kind of viewer may not send;
- `MALFORMED` (``"table.malformed"``): a message that is not a well-formed intent;
- the engine's rule id (``"beat.lower_same_suit"``, ...) for an illegal move;
- the rule of the table's hold (`durak_widget.table.hold`: ``"table.paused"``, ...) for a
  move made while the table is held for everyone;
- `REFUSED` (``"table.refused"``): an intent the table's own checks refuse (a `why_card` for
  a card not in the hand, a hint while a quiz question is open): worded "Refused ...";
- ``None`` for an unexpected error while carrying it out: worded "The widget could not carry
  out ...", and logged through the package's logger.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..games.texts import verdict_text
from .analysing import AnalysisRefused
from .intents import (
    AnalyseIntent,
    AnnotateIntent,
    AnswerIntent,
    ExplainIntent,
    HintIntent,
    Intent,
    IntentError,
    LogPageIntent,
    MainLineIntent,
    MoveIntent,
    NewGameIntent,
    NotYourSeat,
    OptionIntent,
    PauseIntent,
    QuizNextIntent,
    SeatIntent,
    StepIntent,
    WhyCardIntent,
    parse_intent,
    split_version,
)
from .players import logger
from .viewers import LEARNER, OPEN_HANDS, SEAT, SPECTATOR, Viewer

if TYPE_CHECKING:
    from .core import Table

STALE = "table.stale"
"""The rule id of a refused stale move (made against a position that has changed since)."""

NOT_YOUR_SEAT = "table.not_your_seat"
"""The rule id of a move for a seat the viewer does not hold."""

NOT_ALLOWED = "table.not_allowed"
"""The rule id of an intent this viewer may not send (a spectator's move, a seat's step)."""

MALFORMED = "table.malformed"
"""The rule id of a message that is not a well-formed intent."""

REFUSED = "table.refused"
"""The rule id of an intent the table refused on its own checks (a `why_card` for a card not
in the hand, a hint while a quiz question is open, a step past a lesson's frontier)."""

INTENT_METHODS: dict[type, str] = {
    MoveIntent: "on_move",
    ExplainIntent: "on_explain",
    StepIntent: "on_step",
    NewGameIntent: "on_new_game",
    OptionIntent: "on_option",
    PauseIntent: "on_pause",
    SeatIntent: "on_seat",
    MainLineIntent: "on_main_line",
    AnnotateIntent: "on_annotate",
    AnswerIntent: "on_answer",
    QuizNextIntent: "on_quiz_next",
    HintIntent: "on_hint",
    WhyCardIntent: "on_why_card",
    LogPageIntent: "on_log_page",
    AnalyseIntent: "on_analyse",
}
"""The dispatch table: each intent class and the `Dispatch` method that carries it out."""

VIEWER_INTENTS: dict[str, frozenset[str]] = {
    LEARNER: frozenset(cls.type for cls in INTENT_METHODS),  # type: ignore[attr-defined]
    SEAT: frozenset({"move", "explain", "hint", "why_card", "log_page"}),
    SPECTATOR: frozenset({"log_page"}),
    OPEN_HANDS: frozenset({"log_page"}),
}
"""Which intents each kind of viewer may send (the learner: every one)."""


@dataclass(frozen=True)
class Outcome:
    """What came of one intent: whether it was carried out (`ok`), the table's `version`
    afterwards, and for a refusal its `rule` (``None`` when no rule decided) and `message`
    (in the viewer's language). `reply` is an answer for the viewer alone (``card_reason``,
    ``log_page``), `verdict` the engine's on a move, `resync` the synced values a front end
    should send again (a refused option puts the menu back)."""

    ok: bool
    version: int
    rule: str | None = None
    message: str | None = None
    reply: dict | None = None
    verdict: Any = None
    resync: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any] | None:
        """``{"type": "refused", "version", "rule", "message"}`` for a refusal, else
        ``None``."""
        if self.ok:
            return None
        return {
            "type": "refused",
            "version": self.version,
            "rule": self.rule,
            "message": self.message,
        }


class Dispatch:
    """The intents of one table (see the module docstring)."""

    def __init__(self, table: Table):
        self.table = table

    def handle(self, viewer: Viewer, intent: Intent, version: int | None = None) -> Outcome:
        """Carry out `viewer`'s `intent` (made against table `version`, when given). Never
        raises: a refusal, a stale move or an error comes back as an `Outcome` (and the
        viewer's view shows it). An intent the viewer's kind may not send is refused
        (`NOT_ALLOWED`), and so is a move made against a version older than the last change
        of the game's position (`STALE`)."""
        table = self.table
        with table.batch():
            table._later += 1  # what the intent asks for thinks later (`Table.thinker_now`)
            try:
                found = self._handle(viewer, intent, version)
            finally:
                table._later -= 1
            if isinstance(found.get("message"), str):
                found["message"] = table.named_in(
                    found["message"], viewer.language or table.language
                )
        return Outcome(**{**found, "version": table.version})

    def _handle(self, viewer: Viewer, intent: Intent, version: int | None) -> dict:
        table = self.table
        table.clear_error(viewer)
        allowed = VIEWER_INTENTS.get(viewer.kind, frozenset())
        if intent.type not in allowed:
            text = table.tr.gettext("You may not send '{type}' at this table.")
            return self._refuse(viewer, NOT_ALLOWED, text.format(type=intent.type))
        held = table.held
        if held is not None and intent.type == "move":  # the table is held for everyone
            point = table.viewpoint(viewer)
            lang = viewer.language or table.language
            return {"ok": False, "rule": held.rule, "message": held.text(lang, point.you)}
        if version is not None and intent.type == "move" and version < table.moved_at:
            text = table.tr_in(viewer.language or table.language).gettext(
                "The table has changed since this move was chosen: look again and choose again."
            )
            return self._refuse(viewer, STALE, text)
        method = getattr(self, INTENT_METHODS[type(intent)])
        try:
            found = method(viewer, intent)
        except ValueError as error:  # the table's own checks: a refusal, worded as one
            text = table.tr_in(viewer.language or table.language).gettext(
                "Refused {type}: {error}."
            )
            return self._refuse(viewer, REFUSED, text.format(type=repr(intent.type), error=error))
        except Exception as error:  # a defect: said as one, and logged (no handler of its own)
            logger.error(
                "durak_widget could not carry out %r: %s",
                intent.type,
                type(error).__name__,
                exc_info=error,
            )
            text = table.tr.gettext("The widget could not carry out {type}: {error}.")
            return self._refuse(viewer, None, text.format(type=repr(intent.type), error=error))
        return found if isinstance(found, dict) and "ok" in found else {"ok": True, "reply": found}

    def _refuse(self, viewer: Viewer, rule: str | None, text: str) -> dict:
        self.table.show_error(text, viewer)
        return {"ok": False, "rule": rule, "message": text}

    def handle_message(self, viewer: Viewer, content: Any, buffers: Any = ()) -> Outcome:
        """Read one message a browser sent (`durak_widget.table.intents.parse_intent`, with
        an optional ``"version"``) and carry it out for `viewer`. A malformed message changes
        nothing and comes back refused."""
        table = self.table
        refused: dict | None = None
        with table.batch():
            try:
                content, version = split_version(content)
                kind = content.get("type") if isinstance(content, dict) else None
                allowed = VIEWER_INTENTS.get(viewer.kind, frozenset())
                if (
                    isinstance(kind, str)
                    and kind in VIEWER_INTENTS[LEARNER]
                    and kind not in allowed
                ):
                    table.clear_error(viewer)
                    text = table.tr.gettext("You may not send '{type}' at this table.")
                    refused = self._refuse(viewer, NOT_ALLOWED, text.format(type=kind))
                else:
                    history = table.adopt()
                    intent = parse_intent(
                        content,
                        buffers,
                        players=table.game.players,
                        controlled=table.seats_of(viewer),
                        history_length=history.length,
                        mode=table.mode,
                        game=table.adapter,
                    )
            except IntentError as error:
                table.clear_error(viewer)
                text = table.tr.gettext("The widget ignored a message from the table: {error}.")
                rule = NOT_YOUR_SEAT if isinstance(error, NotYourSeat) else MALFORMED
                refused = self._refuse(viewer, rule, text.format(error=error))
            except Exception as error:  # a bug here must not break the comm's handling
                logger.warning("durak_widget could not read a message: %.300s", error)
                text = table.tr.gettext("The widget could not read a message: {error}.")
                refused = self._refuse(viewer, None, text.format(error=error))
        if refused is not None:
            return Outcome(**{**refused, "version": table.version})
        return self.handle(viewer, intent, version)

    def on_move(self, viewer: Viewer, intent: MoveIntent) -> dict:
        """Play a move (``{"type": "move"}``) for a seat the viewer holds."""
        table = self.table
        refused = self._not_yours(viewer, intent.move)
        if refused is not None:
            return refused
        verdict = table.attempt(intent.move, apply=True, viewer=viewer)
        if verdict.legal:
            return {"ok": True, "verdict": verdict}
        lang = viewer.language or table.language
        message = verdict_text(verdict, lang)
        return {"ok": False, "rule": verdict.rule, "message": message, "verdict": verdict}

    def on_explain(self, viewer: Viewer, intent: ExplainIntent) -> dict:
        """Judge a move without playing it (for a seat the viewer holds)."""
        refused = self._not_yours(viewer, intent.move)
        if refused is not None:
            return refused
        return {"ok": True, "verdict": self.table.attempt(intent.move, apply=False, viewer=viewer)}

    def _not_yours(self, viewer: Viewer, move: Any) -> dict | None:
        """The refusal of a move for a seat `viewer` does not hold, else ``None``."""
        table = self.table
        seats = table.seats_of(viewer)
        if move.player in seats:
            return None
        tr = table.tr_in(viewer.language or table.language)
        if seats:
            text = tr.gettext("You play {seats} at this table, not P{player}.")
        else:
            text = tr.gettext("You hold no seat at this table: you cannot move for P{player}.")
        held = ", ".join(f"P{s}" for s in sorted(seats))
        return self._refuse(viewer, NOT_YOUR_SEAT, text.format(seats=held, player=move.player))

    def on_step(self, viewer: Viewer, intent: StepIntent) -> None:
        """Step through the history."""
        self.table.step(intent.to)

    def on_new_game(self, viewer: Viewer, intent: NewGameIntent) -> dict | None:
        """Deal a new game (a setting the game cannot use is refused in the table's
        language, and nothing changes)."""
        table = self.table
        players = intent.players or table.game.players
        lead = intent.series_first_attacker
        problem = table.deal_problem(players, intent.partnerships, lead, table.tr)
        if problem is not None:
            return self._refuse(viewer, None, problem)
        table.new_game(players, intent.preset, None, intent.partnerships, intent.series, lead)
        return None

    def on_option(self, viewer: Viewer, intent: OptionIntent) -> dict | None:
        """Set an option (a refused one puts the menu back)."""
        table = self.table
        table.set_option(intent.name, intent.value, from_browser=True, viewer=viewer)
        if table.options[intent.name] != intent.value:
            error = table.notes_of(viewer).error
            return {"ok": False, "rule": None, "message": error, "resync": ("options",)}
        return None

    def on_pause(self, viewer: Viewer, intent: PauseIntent) -> None:
        """Pause or resume the bots (and autoplay)."""
        self.table.set_option("paused", intent.paused)

    def on_seat(self, viewer: Viewer, intent: SeatIntent) -> None:
        """Choose the seat the table is drawn from (sandbox, replay)."""
        self.table.set_seat(intent.seat)

    def on_main_line(self, viewer: Viewer, intent: MainLineIntent) -> None:
        """Return to the recorded game."""
        self.table.back_to_main_line()

    def on_annotate(self, viewer: Viewer, intent: AnnotateIntent) -> None:
        """Annotate a move."""
        self.table.annotate(intent.move, intent.comment, intent.mark)

    def on_answer(self, viewer: Viewer, intent: AnswerIntent) -> None:
        """Answer the open quiz question."""
        self.table.answer(intent.value)

    def on_quiz_next(self, viewer: Viewer, intent: QuizNextIntent) -> None:
        """Show the next quiz question."""
        self.table.next_question()

    def on_hint(self, viewer: Viewer, intent: HintIntent) -> None:
        """ "What can I do?" (shown in the view)."""
        self.table.hint(viewer)

    def on_why_card(self, viewer: Viewer, intent: WhyCardIntent) -> dict:
        """Why a card of the viewer's hand cannot be played: the ``card_reason`` reply."""
        return self.table.card_reason(intent.card, viewer)

    def on_analyse(self, viewer: Viewer, intent: AnalyseIntent) -> dict | None:
        """ "Analyse this game": refused before the game is over (`NOT_OVER`) or where the
        table offers no analysis (`NOT_OFFERED`), changing nothing; else the table's thinker
        analyses it, and the view shows the progress."""
        table = self.table
        try:
            table.analysis.check(viewer.language or table.language)
        except AnalysisRefused as refused:
            return self._refuse(viewer, refused.rule, str(refused))
        table.analyse(now=False)
        return None

    def on_log_page(self, viewer: Viewer, intent: LogPageIntent) -> dict:
        """Older move-log entries: the ``log_page`` reply."""
        return self.table.log_page(intent.before, viewer)
