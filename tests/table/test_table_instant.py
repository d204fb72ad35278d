"""The instant click: in a kernel (a running event loop) the learner's move is on the table
when the browser's message has been handled, while the coach's comment and the bots' reply
are computed afterwards, off the message's handler (on a worker thread, or in slices on the
loop where threads cannot start, as in Pyodide); the view says the coach is looking and the
bot is thinking until they answer; a new move drops a comment still being computed."""

from __future__ import annotations

import asyncio
import threading

from durak_widget import DurakWidget, Game, Move
from durak_widget.coach import assess_steps
from durak_widget.table import AutoThinker


def position() -> Game:
    return Game.from_position(
        [["7S", "7C", "9H", "KD", "QS", "6D"], ["8S", "10S", "JD", "6H", "9C", "AC"]],
        talon=["6C", "QC", "AD", "9D", "10D", "8H"],
        attacker=0,
    )


class Watched:
    """A bot that notes on which thread it thinks and what the table showed meanwhile."""

    last_reason = "watched"

    def __init__(self, widget_box: list):
        self.threads: list[str] = []
        self.widget_box = widget_box
        self.seen: list[dict] = []

    def choose(self, view, moves):
        self.threads.append(threading.current_thread().name)
        if self.widget_box:
            self.seen.append(dict(self.widget_box[0].view))
        return moves[0]


def send(w, move: str) -> None:
    w._handle_custom_msg({"type": "move", "move": Move.parse(move).to_json()}, [])


async def until(check, seconds: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while not check():
        assert loop.time() < end, "never happened"
        await asyncio.sleep(0.01)


def run_click(thinker=None):
    """One click in a running loop: what the browser had when the handler returned, what it
    had when the coach and the bot had answered, and the bot."""
    box: list = []
    bot = Watched(box)

    async def main():
        w = DurakWidget(position(), coach=True, bots=bot, bot_delay_ms=0, quiet_ms=0)
        if thinker is not None:
            w.session.thinker = thinker
        box.append(w)
        send(w, "P0 attacks 7S")
        at_once = dict(w.view)
        await until(lambda: len(w.game.history) == 2 and not (w.view["coach"] or {}).get("pending"))
        return w, at_once

    w, at_once = asyncio.run(main())
    return w, at_once, bot


def test_the_learners_move_is_synced_before_the_coach_and_the_bot_think():
    w, at_once, bot = run_click()
    # when the handler returned: the move is on the table, the coach and the bot are at work
    assert at_once["history"] == {"position": 1, "length": 1}
    assert at_once["table"] == [{"attack": "7S", "defence": None}]
    assert at_once["coach"]["pending"] and at_once["coach"]["move"] == "You attack 7♠"
    assert at_once["coach"]["text"] == "The coach is looking at your move…"
    assert at_once["thinking"] == {"seat": 1, "text": "P1 is thinking…"}
    # the bot thought on a worker thread, while the table showed the learner's move
    assert bot.threads and all(name.startswith("durak-think") for name in bot.threads)
    assert bot.seen[0]["history"]["position"] == 1
    # then both answered
    assert w.game.history[1].player == 1
    coach = w.view["coach"]
    assert coach is None or (
        not coach.get("pending") and coach["label"] in ("good", "mistake", "inaccuracy")
    )


def test_without_threads_the_coach_thinks_in_slices_on_the_loop():
    slices: list[str] = []

    async def main():
        w = DurakWidget(position(), coach=True, bots=Watched([]), bot_delay_ms=0, quiet_ms=0)
        w.session.thinker = AutoThinker(threads=False, slice_ms=1.0)
        loop = asyncio.get_running_loop()
        send(w, "P0 attacks 7S")
        assert w.view["coach"]["pending"]

        def tick():  # another message the loop answers between the coach's slices
            slices.append("pending" if (w.view["coach"] or {}).get("pending") else "done")
            if slices[-1] == "pending":
                loop.call_soon(tick)

        loop.call_soon(tick)
        await until(lambda: not (w.view["coach"] or {}).get("pending"))
        return w

    w = asyncio.run(main())
    assert slices.count("pending") > 3, slices  # the loop ran other work while the coach thought
    assert len(w.game.history) == 2


def test_a_new_move_drops_a_comment_still_being_computed(monkeypatch):
    started: list = []
    closed: list = []

    def watched_steps(game, move, time_ms=350.0, seed=0):
        started.append(str(move))
        steps = assess_steps(game, move, time_ms, seed)
        try:
            result = yield from steps
        except GeneratorExit:
            closed.append(str(move))
            raise
        return result

    monkeypatch.setattr("durak_widget.table.extras.assess_steps", watched_steps)

    async def main():
        w = DurakWidget(position(), mode="sandbox", coach=True)
        w.session.thinker = AutoThinker(threads=False, slice_ms=1.0)
        send(w, "P0 attacks 7S")
        first = w.session.notes_of(w.viewer).coach_ticket
        await asyncio.sleep(0)  # the first comment starts
        await asyncio.sleep(0)
        send(w, "P1 beats 7S with 8S")  # a sandbox: the learner moves again at once
        assert first.cancelled
        await until(lambda: not (w.view["coach"] or {}).get("pending"))
        return w

    w = asyncio.run(main())
    assert started == ["P0 attacks 7♠", "P1 beats 7♠ with 8♠"]
    assert closed == ["P0 attacks 7♠"], "the older comment stopped at its next step"
    coach = w.view["coach"]
    assert coach is None or coach["n"] == 2


def test_without_a_loop_everything_is_answered_at_once():
    w = DurakWidget(position(), coach=True, bots="simple", bot_delay_ms=0, quiet_ms=0)
    send(w, "P0 attacks 7S")
    assert len(w.game.history) == 2  # the bot answered inside the call, as scripts expect
    assert w.view["coach"] is None or not w.view["coach"].get("pending")
