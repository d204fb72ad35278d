"""What the table adds around the game's own view model, per viewer: the coach's comment, the
hint, the waiting and thinking lines, the learner's seat as "you", and the answers sent on
demand (a card's refusal reason, older move-log pages). docs/widget-protocol.md lists each
field and message.

The waiting line (the quiet window) and the thinking line are decided from public facts only:
who holds which seat, whose turn it is, whether the bout is in its quiet moment; never from a
bot's chosen move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..coach import assess_steps, hint
from ..engine.cards import Card
from ..games.texts import or_list, word_and
from .analysing import position_key
from .bots import thinking_words
from .notes import word
from .players import logger
from .thinkers import Thought
from .viewers import Viewer
from .views import drawing_of
from .views.common import legal_text
from .views.you import for_you

if TYPE_CHECKING:
    from .core import Table
    from .modes import Viewpoint

COACH_MS = 350.0
"""The coach's time budget per comment, in milliseconds."""

LOG_PAGE = 30
"""How many move-log entries one ``log_page`` answer holds at most."""


class Extras:
    """The per-viewer extras of one table (see the module docstring)."""

    def __init__(self, table: Table):
        self.table = table

    # ----------------------------------------------------------------- the coach

    def start_coach(self, viewer: Viewer, game: Any, move: Any) -> None:
        """Ask the coach about `viewer`'s legal `move` in `game` (before it is played): the
        comment is computed by the table's thinker (off the browser's message in a kernel),
        and until it comes the view says the coach is looking (``view.coach.pending``). A
        comment still being computed for an earlier move is dropped."""
        table = self.table
        notes = table.notes_of(viewer)
        if notes.coach_ticket is not None:
            notes.coach_ticket.cancel()
        rule = game.explain(move).rule  # a throw-in is worded as one, a lead as a lead
        moved = table.adapter.move_text(move, "en", game.names, rule)
        pending: dict[str, Any] = {"pending": True, "n": table.history.position + 1, "move": moved}
        pending["move_obj"] = move  # Python only: which move of the history it speaks of
        pending["rules"] = {move: rule}  # Python only: the verdicts' rules, for the wording
        notes.coach = pending
        before = game.copy()  # the comment reads this copy, on whatever thread it runs

        def task() -> Any:
            said = assess_steps(before, move, time_ms=COACH_MS)
            better = getattr(said, "better", None)
            if better is not None:
                pending["rules"][better] = before.explain(better).rule
            return said

        key = position_key(before, move)

        def done(thought: Thought) -> None:
            table.guarded(lambda: self._coach_done(viewer, pending, move, thought, key))

        ticket = table.thinker_now().think(task, done)
        notes.coach_ticket = ticket if notes.coach is pending else None  # None: answered now

    def _coach_done(
        self,
        viewer: Viewer,
        pending: dict,
        move: Any,
        thought: Thought,
        key: tuple[Any, ...] | None = None,
    ) -> None:
        """The comment arrived: shown if the learner has not moved on since it was asked. The
        deals its search used are kept by the position's `key`, so that the analysis of the
        game judges that move on the same deals (one judgement: the mark is the label)."""
        table = self.table
        deals = getattr(thought.value, "details", {}).get("deals") if thought.error is None else 0
        if key is not None and isinstance(deals, int) and deals > 0:
            table.analysis.searched[key] = deals
        notes = table.notes_of(viewer)
        if notes.coach is not pending:
            return  # asked for an older move: a newer one replaced it
        notes.coach_ticket = None
        notes.coach = self._comment(pending["n"], move, thought, pending["move"], pending)
        table.refresh()

    def _comment(
        self, n: int, move: Any, thought: Thought, moved: str, pending_rules: dict | None = None
    ) -> dict | None:
        """The comment on move `n` from the coach's `thought`: ``{"n", "move", "label",
        "title", "text", "better", "principle"}`` (``title``: the label as the heading says it,
        from the one verdict table: "Good", "Inaccuracy", "Mistake", "Blunder"; ``text`` the
        reason, never the heading again), or ``None`` when the coach has nothing clear to say
        ("unclear") or failed (an extra: the game goes on without it, and the table says
        nothing of it)."""
        if thought.error is not None:
            logger.warning("durak_widget: the coach failed (%s)", type(thought.error).__name__)
            return None
        said = thought.value
        if said is None or said.label == "unclear" or not said.comment:
            return None
        names = self.table.game.names
        better = said.better
        rules = pending_rules.get("rules", {}) if pending_rules else {}
        return {
            "n": n,
            "move": moved,
            "label": said.label,
            "title": said.title,
            "text": said.comment,
            "better": (
                self.table.adapter.move_text(better, "en", names, rules.get(better))
                if better
                else None
            ),
            "principle": said.principle,
            "said": said,  # Python only: worded again in the reader's language
            "move_obj": move,
            "rules": rules,
        }

    def coach_text(self, note: dict, you: int | None, lang: str) -> dict:
        """The coach's note as the view shows it, in `lang` (in English the mover's move and
        the better one read "You ..."); while the comment is being computed, ``{"pending":
        true, "n", "move", "label": null, "text": "The coach is looking at your move…"}``."""
        if note.get("pending"):
            text = self.table.tr_in(lang).gettext("The coach is looking at your move…")
            move_text = self.you_text(note["move"], you, lang)
            return {
                "pending": True,
                "n": note["n"],
                "move": move_text,
                "label": None,
                "title": None,
                "text": text,
                "better": None,
                "principle": None,
            }
        said, move = note.get("said"), note.get("move_obj")
        rules = note.get("rules") or {}
        shown = {k: v for k, v in note.items() if k not in ("said", "move_obj", "rules")}
        if lang == "en" or said is None or move is None:
            better = shown["better"]
            shown["move"] = self.you_text(shown["move"], you, lang)
            shown["better"] = self.you_text(better, you, lang) if better is not None else None
            return shown
        adapter = self.table.adapter
        names = self.table.game.names
        shown["title"] = said.title_in(lang)
        shown["text"] = said.comment_in(lang)
        shown["move"] = adapter.move_text(move, lang, names, rules.get(move))
        better = said.better
        shown["better"] = None
        if better is not None:
            shown["better"] = adapter.move_text(better, lang, names, rules.get(better))
        return shown

    # ----------------------------------------------------------------- hints and reasons

    def make_hint(self, viewer: Viewer) -> list[str]:
        """`viewer`'s legal moves in words, grouped (`durak_widget.coach.hint`), kept for its
        view until the position changes."""
        table = self.table
        game = table.game
        seat, acting = table.viewer_and_acting(viewer)
        seat = acting if acting is not None else seat
        lang = viewer.language or table.language
        lines = list(hint(game, seat, language=lang))
        if not lines:
            tr = table.tr_in(lang)
            lines = [
                tr.gettext("The game is over.")
                if game.is_over
                else tr.gettext("Nothing to do now: wait your turn.")
            ]
        table.notes_of(viewer).hint = (table.position_version, lines)
        table.refresh()
        return lines

    def card_reason(self, viewer: Viewer, card: str) -> dict:
        """The ``card_reason`` message for one card of `viewer`'s hand (or of a hand it may
        play where it sits, a sandbox's seat to act): ``{"type", "card", "text", "message"}``,
        the engine's verdict on the card's most natural try. A card in no such hand (or a
        viewer with no hand) raises `ValueError`."""
        table = self.table
        card = Card.parse(card).code
        point = table.mode_part.viewpoint(viewer)
        game = table.game
        seats = [point.seat] if point.own_hand else []
        seats += [s for s in point.live if s != point.seat and point.open_hands]
        owner = next((s for s in seats if card in {c.code for c in game.hand(s)}), None)
        if owner is None:
            raise ValueError(f"{card!r:.20} is not in the hand of {game.names[point.seat]}")
        lang = viewer.language or table.language
        reason = drawing_of(table.adapter).card_reason(game, owner, card, lang)
        text = self.you_text(reason, point.you, lang) or ""
        shown = legal_text(text, lang)
        return {"type": "card_reason", "card": card, "text": shown, "message": text}

    def log_page(self, viewer: Viewer, before: int, count: int = LOG_PAGE) -> dict:
        """The ``log_page`` message: up to `count` move-log entries numbered below `before`
        (each as in ``log_tail``, with its ``why``), oldest first, and ``more`` whether older
        ones exist."""
        table = self.table
        history = table.history
        if table.mode_part.hides_log():
            entries: list[dict] = []
        else:
            end = max(0, min(before - 1, history.position))
            start = max(0, end - count)
            point = table.mode_part.viewpoint(viewer)
            kept = [
                {k: v for k, v in e.items() if k != "bot_reason"}
                for e in history.entries[start:end]
            ]
            entries = self.log_for(kept, point.you, viewer.language or table.language)
        first = entries[0]["n"] if entries else 1
        return {"type": "log_page", "before": before, "entries": entries, "more": first > 1}

    # ----------------------------------------------------------------- waiting and thinking

    def waiting(self, lang: str) -> tuple[dict | None, dict | None]:
        """``view.waiting`` (the quiet window: who it waits for, and its length) and
        ``view.thinking`` (a bot about to move), from public facts only."""
        table = self.table
        bots = table.bot_moves
        game = table.game
        if bots.window is not None:
            seats = bots.window_seats()
            if not seats:
                return None, None
            quiet_ms = int(table.options.get("quiet_ms", 0))
            seconds = round(quiet_ms / 1000, 1)
            tr = table.tr_in(lang)
            names = [game.names[s] for s in seats]
            if len(names) == 1:
                text = tr.gettext(
                    "Everything is beaten: waiting up to {seconds} s for {name} to throw in."
                ).format(seconds=f"{seconds:g}", name=names[0])
            else:
                text = tr.gettext(
                    "Everything is beaten: waiting up to {seconds} s for {names} to throw in."
                ).format(seconds=f"{seconds:g}", names=or_list(names, word_and(lang)))
            waiting = {"seats": seats, "until_ms": quiet_ms, "seconds": seconds, "text": text}
            return waiting, None
        seat = table.adapter.next_to_act(game) if bots.running() else None
        if seat is None or not bots.is_bot_seat(seat):
            return None, None
        return None, {"seat": seat, "text": word(thinking_words(table, seat), None, lang)}

    # ----------------------------------------------------------------- "you"

    def you_text(self, text: str | None, you: int | None, lang: str) -> str | None:
        """`text` with seat `you` as "you" (`durak_widget.table.views.you`); only English is
        rewritten (other languages keep the seat's name in the engines' sentences)."""
        if you is None or lang != "en":
            return text
        return for_you(text, self.table.game.names[you])

    def log_for(self, entries: list[dict], you: int | None, lang: str) -> list[dict]:
        """Move-log entries in `lang`, with seat `you` as "you" in their ``text`` and ``why``
        (English); a move a stand-in bot played for an absent person says so in front ("Bot
        for Anna: Anna beats ...", to Anna "Bot for you: you beat ..."), as the narration
        does."""
        adapter = self.table.adapter
        entries = self.table.speech.entries_in(entries, adapter, lang, self.table.game.names)
        for entry in entries:
            stand_in = entry.pop("stand_in", None)
            if stand_in is not None:
                said = self.table.tr_in(lang).gettext("Bot for {name}: {text}")
                entry["text"] = said.format(name=stand_in, text=entry.get("text", ""))
            if you is not None and lang == "en":
                for key in ("text", "why"):
                    if key in entry:
                        entry[key] = self.you_text(entry[key], you, lang)
        return entries

    def stand_in_words(self, move: Any, verdict: Any, name: str) -> Any:
        """The narration of a move a stand-in bot just played for the absent `name`: "Bot
        for Anna: Anna beats 8♦ with 9♦." (to Anna, "Bot for you: you beat 8♦ with 9♦.")."""
        table = self.table
        words = table.move_words(move, verdict)

        def said(you: int | None, lang: str) -> str:
            text = table.tr_in(lang).gettext("Bot for {name}: {text}")
            return text.format(name=name, text=word(words, None, lang))

        return said

    def _speak_to(self, view: dict[str, Any], you: int | None, lang: str) -> None:
        """Every engine text of the view with seat `you` as "you" (English)."""
        if you is None or lang != "en":
            return
        view["narration"] = self.you_text(view.get("narration"), you, lang)
        view["result_text"] = self.you_text(view.get("result_text"), you, lang)
        panel = view.get("panel")
        if isinstance(panel, dict):
            panel["status"] = self.you_text(panel.get("status"), you, lang)
        for key in ("last_verdict", "pick_up", "last_draw"):
            part = view.get(key)
            if isinstance(part, dict):
                view[key] = part = dict(part)
                for field in ("message", "text"):
                    if isinstance(part.get(field), str):
                        part[field] = self.you_text(part[field], you, lang)

    def add_to(self, view: dict[str, Any], viewer: Viewer, point: Viewpoint, lang: str) -> None:
        """Add ``coach``, ``hint``, ``waiting`` and ``thinking`` for `viewer`, and speak to
        its seat as "you"."""
        table = self.table
        notes = table.notes_of(viewer)
        history = table.history
        note = notes.coach
        shown = note is not None and note["n"] <= history.position
        if shown and note is not None:
            shown = history.moves[note["n"] - 1] == note.get("move_obj")
        view["coach"] = self.coach_text(note, point.you, lang) if shown and note else None
        hint_note = notes.hint
        current = hint_note is not None and hint_note[0] == table.position_version
        view["hint"] = hint_note[1] if current and hint_note is not None else None
        view["waiting"], view["thinking"] = self.waiting(lang)
        view["seated"] = self.seated(lang, point.you)
        self._speak_to(view, point.you, lang)

    def seated(self, lang: str, you: int | None = None) -> list[dict] | None:
        """``view.seated`` at a table where remote humans hold seats (a classroom's): who
        holds each seat, ``{"seat", "kind", "name", "present", "stand_in", "text"}``, the
        text saying when a bot plays for an empty or absent seat (to the reader whose seat it
        is, `you`: that a bot plays for them and how to take the seat back, with ``"you":
        true``); ``None`` elsewhere (a notebook's table)."""
        table = self.table
        game = table.game
        holders = [table.holder(seat) for seat in range(game.players)]
        if not any(h.kind == "remote" for h in holders):
            return None
        tr = table.tr_in(lang)
        entries = []
        for seat, holder in enumerate(holders):
            text = None
            if holder.stand_in and seat == you and holder.name is not None:
                text = tr.gettext("A bot is playing for you: tap to take your seat back.")
            elif holder.stand_in and holder.name is None:
                # while the table is held (waiting for its people), nobody plays the seat
                if table.held is None:
                    text = tr.gettext("{seat} plays until someone takes this seat.")
            elif holder.stand_in:
                text = tr.gettext("A bot plays for {name} while they are away.")
            entry = {
                "seat": seat,
                "kind": holder.kind,
                "name": holder.name,
                "present": holder.human,
                "stand_in": holder.stand_in,
                "text": None
                if text is None
                else text.format(seat=game.names[seat], name=holder.name),
            }
            if seat == you and text is not None:
                entry["you"] = True
            entries.append(entry)
        return entries
