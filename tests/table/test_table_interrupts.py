"""A kernel interrupt at any step of a learner's move, a bot's move, a decision or a comment
handed back on the loop, or a sync leaves the table whole and moving: the history follows the
game (a move played but not recorded is recorded, never played twice), the browser ends with
the table's true state (a sync cut short is sent again), and the bots and the coach go on by
themselves on the table's clock.

Each path is run once to count its steps, then once per step with an interrupt there
(`tests/table/interrupts.py`)."""

from __future__ import annotations

import contextlib
import threading

import pytest
from interrupts import interrupted

from durak_widget import DurakWidget, Game, Move
from durak_widget.table import ManualScheduler, Thought


class Scripted:
    """Plays the listed moves when they are legal, else the first legal move."""

    last_reason = "scripted"

    def __init__(self, moves=()):
        self.moves = [Move.parse(m) for m in moves]

    def choose(self, view, moves):
        if self.moves and self.moves[0] in moves:
            return self.moves.pop(0)
        return moves[0]


class Ticket:
    cancelled = False

    def cancel(self):
        self.cancelled = True


class QueueThinker:
    """Thinks when told (`run`), and hands each result back on the table's clock, as a
    worker thread's result comes back on the kernel's loop."""

    def __init__(self, clock: ManualScheduler):
        self.clock = clock
        self.tasks: list = []

    def think(self, task, done):
        ticket = Ticket()
        self.tasks.append((task, done, ticket))
        return ticket

    def run(self) -> int:
        tasks, self.tasks = self.tasks, []
        for task, done, ticket in tasks:
            result = task()
            if hasattr(result, "__next__"):  # a task in steps (the coach)
                try:
                    while True:
                        next(result)
                except StopIteration as stop:
                    result = stop.value
            thought = Thought(result)
            if not ticket.cancelled:
                self.clock.call_later(0, _absorbing(done, thought))
        return len(tasks)


def _absorbing(done, thought):
    def call():
        with contextlib.suppress(KeyboardInterrupt):
            done(thought)

    return call


class Browser:
    """What the browser holds: every state update the widget sent, applied in order."""

    def __init__(self, w: DurakWidget):
        self.state = dict(w.get_state())
        w.comm.send = self.receive

    def receive(self, data=None, buffers=None, **_):
        if isinstance(data, dict) and data.get("method") == "update":
            self.state.update(data["state"])


def attacking():
    """P0 (the learner) leads against P1 (a bot) with cards to spare; a talon to draw."""
    return Game.from_position(
        [["7S", "7C", "9H", "KD"], ["8S", "10S", "JD", "6H"]],
        talon=["6C", "QC", "AD", "9C", "10D", "8H"],
        attacker=0,
    )


def defending():
    """P1 (a bot) leads 7♠ against P0 (the learner), who beats it; P1 may throw in 7♣."""
    return Game.from_position(
        [["8S", "JD", "AS"], ["7S", "7C", "KD"]], talon=["6C", "QH"], attacker=1
    )


def table(game, *, coach=False, deferred=False, quiet_ms=0, bots=None):
    clock = ManualScheduler()
    thinker = QueueThinker(clock) if deferred else None
    w = DurakWidget(
        game,
        seat=0,
        bots=bots or Scripted(),
        scheduler=clock,
        bot_delay_ms=100,
        quiet_ms=quiet_ms,
        coach=coach,
    )
    if thinker is not None:
        w.session.thinker = thinker
    w.clock, w.thinker = clock, thinker  # type: ignore[attr-defined]
    w.browser = Browser(w)  # type: ignore[attr-defined]
    return w


def send_move(w, text):
    w._handle_custom_msg({"type": "move", "move": Move.parse(text).to_json()}, [])


def settle(w, limit=200):
    """Let the table's clock (and a deferred thinker) run until nothing is left to do."""
    for _ in range(limit):
        if w.thinker is not None and w.thinker.run():
            continue
        due = w.clock.next_due()
        if due is None:
            return
        w.clock.advance(max(0.0, due - w.clock.now))
    raise AssertionError("the table never settled")


def check_whole_and_moving(w, label, learner_move=None):
    t = w.session
    assert t._depth == 0, label
    free = []
    thread = threading.Thread(target=lambda: free.append(_try_lock(t)))
    thread.start()
    thread.join()
    assert free == [True], f"{label}: the table's lock is still held"
    history = t.history
    assert tuple(history.moves[: history.position]) == w.game.history, (
        label,
        history.moves,
        history.position,
        w.game.history,
    )
    assert len(history.entries) == len(history.moves), label
    if learner_move is not None:
        assert w.game.history.count(learner_move) <= 1, f"{label}: played twice"
    settle(w)
    # moving: the bots have answered, the learner is to act (or the game is over)
    assert t.table_error is None, f"{label}: {t.table_error}"
    assert w.game.is_over or w.view["acting"] == 0, f"{label}: nothing moves"
    # the browser holds the table's true state
    view = t.view(w.viewer)
    assert w.browser.state["layout_parts"] == view.pop("layout"), label
    assert w.browser.state["view"] == view, f"{label}: the browser is behind"
    assert w.browser.state["log_tail"] == t.log_tail(w.viewer), label


def _try_lock(t) -> bool:
    if t._lock.acquire(timeout=2):
        t._lock.release()
        return True
    return False


def every_step(make, path, learner_move=None):
    """Run `path` on a fresh table once per step, interrupted at that step, until a run ends
    before its interrupt (every step has had one); returns the number of steps."""
    step = 0
    while True:
        step += 1
        w = make()
        steps = interrupted(lambda w=w: path(w), step)
        label = f"interrupted at step {step} ({steps.where})"
        if not steps.hit:
            check_whole_and_moving(w, "not interrupted", learner_move)
            assert step > 50  # the path really runs through the table
            return step - 1
        check_whole_and_moving(w, label, learner_move)


LEAD = "P0 attacks 7S"
BEAT = "P0 beats 7S with 8S"


def test_an_interrupt_at_any_step_of_the_learners_move_leaves_the_table_whole_and_moving():
    counted = every_step(lambda: table(attacking()), lambda w: send_move(w, LEAD), Move.parse(LEAD))
    assert counted > 300


def test_the_same_from_python_in_a_cell():
    every_step(lambda: table(attacking()), lambda w: w.play(LEAD), Move.parse(LEAD))


def test_an_interrupt_at_any_step_of_a_bots_paced_move_never_plays_it_twice():
    def ready():
        w = table(attacking())
        send_move(w, LEAD)
        assert w.clock.next_due() == pytest.approx(0.1)
        return w

    def bot_moves(w):
        w.clock.advance(0.1)  # P1's answer falls due

    every_step(ready, bot_moves)


def test_an_interrupt_while_a_decision_from_a_worker_is_applied_on_the_loop():
    def ready():
        w = table(attacking(), deferred=True)
        send_move(w, LEAD)
        assert w.thinker.run() == 1  # the bot's decision is ready on the worker
        return w

    every_step(ready, lambda w: w.clock.advance(0))


def test_an_interrupt_while_the_coachs_comment_arrives(monkeypatch):
    monkeypatch.setattr("durak_widget.table.extras.COACH_MS", 2.0)  # the arrival is tested

    def ready():
        w = table(attacking(), coach=True, deferred=True)
        send_move(w, LEAD)
        assert w.view["coach"]["pending"]
        w.thinker.run()  # the coach and the bot have thought
        return w

    every_step(ready, lambda w: w.clock.advance(0))


def test_an_interrupt_while_the_quiet_window_closes_the_bout():
    def ready():
        w = table(defending(), quiet_ms=2000, bots=Scripted(["P1 attacks 7S", "P1 done"]))
        w.clock.advance(0.1)  # P1 leads 7♠
        send_move(w, BEAT)
        assert w.view["waiting"] is not None
        return w

    every_step(ready, lambda w: w.clock.advance(2.0))
