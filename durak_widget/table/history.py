"""The widget's move history: a starting position, the moves, and a position to step through.

Stepping back keeps the later moves, so the learner can step forward again; playing a move that
differs from the next recorded one drops the later moves (like undo). Each move keeps the log
entry written when it was played: who, what, the engine's reason and its rule id; the move is
written with the game's name for its seat (``"Anna attacks 7♠"``), as the engine's sentences
around it are.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from typing import Any

from ..engine import Verdict
from ..games.texts import named

Describe = Callable[..., str]
"""How a move is written in the log, given the events it caused and, as ``rule``, the rule id
of the verdict that let it be played (`GameAdapter.log_text`: a throw-in is worded as one)."""


def _plain(move: Any, events: Sequence[Any], rule: str | None = None) -> str:
    return str(move)


PRIVATE = ("bot_reason", "parts", "stand_in")
"""The keys of a log entry kept in Python only: the bot's own reason, the move, verdict
and events the entry was written from (to word it again in another language), and the name of
the absent person a stand-in bot played the move for (said in front of the entry's text)."""


def log_entry(
    index: int,
    move: Any,
    verdict: Verdict,
    bot_reason: str | None = None,
    text: str | None = None,
    events: Sequence[Any] = (),
) -> dict:
    """One move-log entry: ``{"n", "seat", "text", "why", "rule"}`` (plus, kept in Python only,
    the bot's own reason and the entry's ``parts``). `text` defaults to the move's own
    text. A move that ended its bout has no ``why``: its text already tells what happened (the
    cards beaten off or taken, the draw, who attacks next), which the verdict would repeat."""
    ended = any(getattr(e, "rule", "") in ("bout.beaten_off", "bout.taken") for e in events)
    return {
        "n": index + 1,
        "seat": move.player,
        "text": str(move) if text is None else text,
        "why": None if ended else verdict.message,
        "rule": verdict.rule,
        "bot_reason": bot_reason,
        "parts": (move, verdict, tuple(events)),
    }


def _takes_rule(describe: Describe) -> bool:
    """Whether `describe` accepts the keyword ``rule``."""
    try:
        parameters = inspect.signature(describe).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == "rule" or p.kind is p.VAR_KEYWORD for p in parameters)


class History:
    """The game at `position` within a list of `moves` played from `start`."""

    def __init__(self, game: Any, describe: Describe = _plain):
        self.describe = describe
        self._takes_rule = _takes_rule(describe)
        self.start = game.starting_position()
        self.moves: list[Any] = list(game.history)
        self.entries: list[dict] = self._entries_for(self.moves, 0)
        self.position = len(self.moves)
        self.game = game

    def _entries_for(self, moves: list[Any], first: int) -> list[dict]:
        game = type(self.start).replay(self.start, moves[:first])
        entries = []
        for index in range(first, len(moves)):
            verdict = game.play(moves[index])
            text = named(self._describe(moves[index], game.last_events, verdict), game.names)
            entry = log_entry(index, moves[index], verdict, text=text, events=game.last_events)
            entries.append(entry)
        return entries

    def _describe(self, move: Any, events: Sequence[Any], verdict: Verdict) -> str:
        """The log text of `move` (given its verdict's rule where `describe` takes one: an
        adapter written before ``rule`` existed still works)."""
        if self._takes_rule:
            return self.describe(move, events, rule=verdict.rule)
        return self.describe(move, events)

    @property
    def length(self) -> int:
        """How many moves are recorded (some may lie ahead of `position`)."""
        return len(self.moves)

    @property
    def at_end(self) -> bool:
        """Whether the position is the last recorded move."""
        return self.position == len(self.moves)

    def adopt_outside_moves(self) -> bool:
        """If the game was changed directly (``w.game.play(...)``, ``w.game.undo()``), make the
        history follow it (and mend one cut short between two of its own steps, by an
        interrupt: each move has its log entry). Returns whether anything changed."""
        mended = self._mend_entries()
        played = self.game.history
        if played == tuple(self.moves[: self.position]):
            return mended
        if played == tuple(self.moves[: len(played)]):
            # stepped along the recorded moves (undo, or the next recorded move): keep them
            self.position = len(played)
            return True
        common = 0
        while (
            common < len(played)
            and common < len(self.moves)
            and played[common] == self.moves[common]
        ):
            common += 1
        self.moves = list(played)
        self.entries = self.entries[:common] + self._entries_for(self.moves, common)
        self.position = len(played)
        return True

    def _mend_entries(self) -> bool:
        """Write the log entries of moves that have none (a `record` cut short)."""
        if len(self.entries) == len(self.moves):
            return False
        common = min(len(self.entries), len(self.moves))
        del self.entries[common:]
        self.entries += self._entries_for(self.moves, common)
        return True

    def record(
        self,
        move: Any,
        verdict: Verdict,
        bot_reason: str | None = None,
        stand_in: str | None = None,
    ) -> None:
        """Note a move just played on `game` at `position`: the same move as the next recorded
        one keeps the later history; a different one drops it. The log text comes from the
        events the move caused (``game.last_events``); `stand_in` names the absent person a
        stand-in bot played it for."""
        index = self.position
        same = index < len(self.moves) and self.moves[index] == move
        if not same:
            del self.moves[index:]
            del self.entries[index:]
            self.moves.append(move)
            events = self.game.last_events
            text = named(self._describe(move, events, verdict), self.game.names)
            entry = log_entry(index, move, verdict, bot_reason, text, events)
            if stand_in is not None:
                entry["stand_in"] = stand_in
            self.entries.append(entry)
        self.position = index + 1

    def goto(self, position: int) -> None:
        """Put the game at `position` (0 = the start, `length` = after the last move)."""
        if not isinstance(position, int) or isinstance(position, bool):
            raise ValueError(f"a history position must be a whole number, got {position!r}")
        if not 0 <= position <= len(self.moves):
            raise ValueError(f"history position {position} is outside 0 to {len(self.moves)}")
        if position == self.position:
            return
        if position == self.position + 1:
            self.game.play(self.moves[self.position])
        elif position == self.position - 1 and position > 0:
            self.game.undo()
        else:
            self.game = type(self.start).replay(self.start, self.moves[:position])
        self.position = position

    def visible_entries(self, last: int = 12, explained: int = 4) -> list[dict]:
        """The last `last` log entries up to the position, without the bot's reason (``parts``
        stay, for the table to word them in its language); only the newest `explained` keep
        their explanation (``why``), which keeps each synced update small (the full log stays
        in Python)."""
        keep = self.entries[max(0, self.position - last) : self.position]
        cut = len(keep) - explained
        return [
            {k: v for k, v in entry.items() if k != "bot_reason" and (k != "why" or i >= cut)}
            for i, entry in enumerate(keep)
        ]
