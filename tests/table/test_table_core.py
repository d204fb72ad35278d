"""The table core: the quiet window is one table timer decided from public facts, seats change
holders at any time (stand-in bots for empty or absent humans), bots may think on worker
threads and a decision made for an older version is dropped, and the table answers callers on
several threads."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from durak_widget import DurakWidget, Game, Move
from durak_widget.table import (
    Holder,
    LoopScheduler,
    ManualScheduler,
    MoveIntent,
    Table,
    ThreadThinker,
    Viewer,
)


class Scripted:
    """Plays the listed moves when they are legal, else the first legal move; counts its
    decisions."""

    def __init__(self, moves=()):
        self.moves = [Move.parse(m) for m in moves]
        self.last_reason = "scripted"
        self.calls = 0

    def choose(self, view, moves):
        self.calls += 1
        if self.moves and self.moves[0] in moves:
            return self.moves.pop(0)
        return moves[0]


def twin(second_card: str, then: str) -> DurakWidget:
    """P0 (a bot) attacks P1 (the learner); P0's second card is hidden from P1."""
    game = Game.from_position([["7S", second_card], ["8S", "9D"]], trump="H", attacker=0)
    bot = Scripted(["P0 attacks 7S", then])
    clock = ManualScheduler()
    w = DurakWidget(game, seat=1, bots={0: bot}, scheduler=clock, bot_delay_ms=100)
    w.clock = clock  # type: ignore[attr-defined]
    return w


def test_the_waiting_line_is_the_same_whatever_the_bot_holds_or_decides():
    # the bot in `can` will throw in 7♣, the bot in `cannot` holds K♦ and says done: the
    # learner may not tell them apart before the bot acts
    can, cannot = twin("7C", "P0 attacks 7C"), twin("KD", "P0 done")
    for w in (can, cannot):
        w.clock.advance(0.1)  # P0 leads 7♠
        w.play("P1 beats 7S with 8S")
    assert can.view["waiting"] is not None and can.view["thinking"] is None
    assert can.view == cannot.view
    assert can.log_tail == cannot.log_tail
    # the bots' decisions come when they come: the throw-in at the bot's pace, the done
    # when the window ends
    can.clock.advance(0.1)
    assert str(can.game.history[-1]) == "P0 attacks 7♣"
    cannot.clock.advance(0.1)
    assert len(cannot.game.history) == 2
    cannot.clock.advance(4.9)
    assert str(cannot.game.history[-1]) == "P0 done" and cannot.view["waiting"] is None


def three_attackers(clock, quiet_for_humans=False):
    """P0 attacks P1 (a bot); P0 and P2 are remote humans, both may throw in 7♣/7♦ later."""
    game = Game.from_position(
        [["7S", "7C", "KD"], ["8S", "9H", "AS"], ["7D", "QC"]], trump="H", attacker=0
    )
    holders = {0: Holder.remote("Anna"), 1: Holder.for_bot(Scripted()), 2: Holder.remote("Ivo")}
    table = Table(
        game,
        holders=holders,
        scheduler=clock,
        bot_delay_ms=100,
        quiet_ms=3000,
        quiet_for_humans=quiet_for_humans,
    )
    table.start()
    assert table.handle(Viewer.at(0), MoveIntent(Move.parse("P0 attacks 7S"))).ok
    clock.advance(0.1)  # the bot beats 7♠ with 8♠
    assert str(table.game.history[-1]) == "P1 beats 7♠ with 8♠"
    return table


def test_the_quiet_window_closes_the_bout_for_humans_when_the_table_says_so():
    clock = ManualScheduler()
    table = three_attackers(clock, quiet_for_humans=True)
    view = table.view(Viewer.at(0))
    assert view["waiting"]["seats"] == [0, 2] and view["waiting"]["until_ms"] == 3000
    assert "P0 and P2" in view["waiting"]["text"]
    assert table.view(Viewer.spectator())["waiting"] == view["waiting"]
    clock.advance(2.0)
    assert table.handle(Viewer.at(2), MoveIntent(Move.parse("P2 done"))).ok
    assert table.view(Viewer.at(0))["waiting"]["seats"] == [0]
    clock.advance(1.0)  # the window ends: P0, who did not act, is taken as done
    assert [str(m) for m in table.game.history[-2:]] == ["P2 done", "P0 done"]
    assert table.game.bout == 2 and table.view(Viewer.at(0))["waiting"] is None


def test_by_default_the_window_does_not_hurry_humans():
    clock = ManualScheduler()
    table = three_attackers(clock)
    assert table.view(Viewer.at(0))["waiting"] is None, "no bot may throw in: no window"
    clock.advance(60)
    assert len(table.game.history) == 2 and table.game.bout == 1
    assert set(table.view(Viewer.at(2))["legal"][0]) >= {"kind", "player"}


def test_seats_change_holders_and_a_stand_in_plays_for_an_absent_human():
    clock = ManualScheduler()
    game = Game.new(2, seed=3)
    table = Table(
        game,
        holders={0: Holder.remote(None), 1: Holder.remote("Ana")},
        seed=3,
        scheduler=clock,
        bot_delay_ms=100,
        quiet_ms=0,
    )
    table.start()
    seated = table.view(Viewer.at(1))["seated"]
    assert seated[0]["stand_in"] and seated[0]["text"] == "P0 plays until someone takes this seat."
    assert not seated[1]["stand_in"] and seated[1]["text"] is None
    assert table.seats_of(Viewer.at(0)) == frozenset()
    # the empty seat's stand-in plays when it is that seat's turn
    for _ in range(50):
        if table.game.next_to_act() != 0:
            seat = table.game.next_to_act()
            table.handle(Viewer.at(seat), MoveIntent(table.game.legal_moves(seat)[0]))
        if table.game.next_to_act() == 0:
            break
    length = len(table.game.history)
    clock.advance(0.1)
    assert len(table.game.history) == length + 1 and table.game.history[-1].player == 0
    # a student sits down: no stand-in, and the seat is theirs to play
    table.set_holder(0, Holder.remote("Olga"))
    assert table.seats_of(Viewer.at(0)) == frozenset({0})
    assert table.view(Viewer.at(1))["seated"][0]["name"] == "Olga"
    # the student drops out: a stand-in takes over, the table says so, and she returns
    table.set_present(0, False)
    text = table.view(Viewer.at(1))["seated"][0]["text"]
    assert text == "A bot plays for Olga while they are away."
    table.set_present(0, True)
    assert table.view(Viewer.at(1))["seated"][0]["text"] is None
    with pytest.raises(ValueError, match="not held by a remote human"):
        Table(Game.new(2, seed=3)).set_present(1, False)


class LoopThread:
    """An asyncio loop running on its own thread (as a server's)."""

    def __init__(self):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


def wait_until(condition, seconds=10.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.005)
    return False


def test_the_loop_scheduler_runs_calls_on_its_loop_from_any_thread():
    runner = LoopThread()
    try:
        scheduler = LoopScheduler(runner.loop)
        ran, threads = [], []
        scheduler.call_later(
            0.01, lambda: (ran.append("a"), threads.append(threading.current_thread()))
        )
        cancelled = scheduler.call_later(0.05, lambda: ran.append("cancelled"))
        cancelled.cancel()
        assert wait_until(lambda: ran == ["a"])
        time.sleep(0.1)
        assert ran == ["a"] and threads == [runner.thread]
        assert scheduler.time() is not None
    finally:
        runner.stop()
    assert LoopScheduler(runner.loop).call_later(0, lambda: None) is None


class Slow:
    """A bot that waits for `go` before deciding (it thinks on a worker thread)."""

    def __init__(self):
        self.go = threading.Event()
        self.started = threading.Event()
        self.positions = []
        self.last_reason = "slow"

    def choose(self, view, moves):
        self.positions.append(tuple(view["table"][i]["attack"] for i in range(len(view["table"]))))
        self.started.set()
        assert self.go.wait(10)
        return moves[0]


def test_a_bot_thinking_on_a_worker_thread_is_heard_only_for_the_version_it_thought_of():
    runner = LoopThread()
    scheduler = LoopScheduler(runner.loop)
    thinker = ThreadThinker(scheduler)
    slow = Slow()
    game = Game.from_position(
        [["7S", "7C", "KD"], ["8S", "9H", "AS", "QS"], ["7D", "QC"]], trump="H", attacker=0
    )
    holders = {0: Holder.remote("Anna"), 1: Holder.for_bot(slow), 2: Holder.remote("Ivo")}
    table = Table(
        game, holders=holders, scheduler=scheduler, thinker=thinker, bot_delay_ms=0, quiet_ms=0
    )
    versions = []
    table.subscribe(versions.append)
    try:
        runner.loop.call_soon_threadsafe(table.start)
        assert table.handle(Viewer.at(0), MoveIntent(Move.parse("P0 attacks 7S"))).ok
        assert slow.started.wait(10), "the defender thinks, off the caller's thread"
        # while it thinks, a co-attacker throws in: the decision it is making is stale now
        assert table.handle(Viewer.at(2), MoveIntent(Move.parse("P2 attacks 7D"))).ok
        slow.started.clear()
        slow.go.set()
        # the defender's first decision (against 7♠ alone) is dropped: it decides again, for
        # both cards, then beats the second one
        assert wait_until(lambda: len(table.game.history) == 4)
        time.sleep(0.1)
        history = [str(m) for m in table.game.history]
        assert history[:2] == ["P0 attacks 7♠", "P2 attacks 7♦"]
        assert history[2].startswith("P1 beats") and history[3].startswith("P1 beats")
        assert slow.positions == [("7S",), ("7S", "7D"), ("7S", "7D")]
        assert table.last_error is None
        assert versions == sorted(set(versions))
    finally:
        thinker.close()
        runner.stop()


def test_callers_on_several_threads_see_a_consistent_table():
    table = Table(
        Game.new(4, seed=11),
        holders={s: Holder.remote(f"S{s}") for s in range(4)},
        bot_delay_ms=0,
        quiet_ms=0,
    )
    table.start()
    errors = []
    stop = threading.Event()

    def watcher(viewer):
        try:
            while not stop.is_set():
                view = table.view(viewer)
                assert view["history"]["length"] <= len(table.game.history) + 1
                table.log_tail(viewer)
                table.handle_message(viewer, {"type": "log_page", "before": 1})
        except Exception as error:  # reported below
            errors.append(error)

    threads = [threading.Thread(target=watcher, args=(Viewer.at(s),)) for s in range(4)]
    threads.append(threading.Thread(target=watcher, args=(Viewer.spectator(),)))
    for thread in threads:
        thread.start()
    try:
        for _ in range(500):
            seat, moves = table.game.turn()
            if seat is None:
                break
            outcome = table.handle(Viewer.at(seat), MoveIntent(moves[0]), version=table.version)
            assert outcome.ok, outcome
    finally:
        stop.set()
        for thread in threads:
            thread.join(10)
    assert errors == [] and table.game.is_over
    replayed = Game.replay(table.game.starting_position(), table.game.history)
    assert replayed.result == table.game.result
