"""Bot pacing with time injected: the delay between bot moves, the quiet window before a bot
says done on a beaten table, pause, and the real asyncio scheduler."""

from __future__ import annotations

import asyncio
import json

import pytest
from widget_testkit import Scripted

from durak_widget import Card, DurakWidget, Game, Move
from durak_widget.widget import ManualScheduler, Pacer


def three_players() -> Game:
    """P1 attacks P2; P0 is a co-attacker (the learner); the talon is empty."""
    return Game.from_position(
        [["7C", "KD"], ["7S", "9H"], ["8S", "10H", "AD"]], trump="H", attacker=1
    )


def test_manual_scheduler_runs_calls_in_time_order():
    clock = ManualScheduler()
    calls = []
    clock.call_later(2, lambda: calls.append("b"))
    first = clock.call_later(1, lambda: calls.append("a"))
    clock.call_later(1.5, lambda: calls.append("cancelled"))
    handle = clock.call_later(1.5, lambda: calls.append("x"))
    handle.cancel()
    assert first is not handle and clock.pending == 3
    clock.advance(1.2)
    assert calls == ["a"] and clock.now == 1.2
    clock.run_all()
    assert calls == ["a", "cancelled", "b"] and clock.pending == 0


def test_pacer_plays_synchronously_without_a_clock_and_schedules_with_one():
    played = []
    plan = lambda: 0.5 if len(played) < 3 else None  # noqa: E731
    sync = Pacer(plan, lambda: played.append(1) or True, scheduler=_Declining())
    assert sync.start() == 3 and len(played) == 3
    played.clear()
    clock = ManualScheduler()
    paced = Pacer(plan, lambda: played.append(clock.now) or True, scheduler=clock)
    assert paced.start() == 0 and paced.waiting
    clock.advance(0.49)
    assert played == []
    clock.advance(0.01)
    assert played == [0.5]
    clock.run_all()
    assert played == [0.5, 1.0, 1.5] and not paced.waiting


class _Declining:
    def call_later(self, delay, callback):
        return None


def test_bots_move_one_at_a_time_after_the_delay():
    clock = ManualScheduler()
    w = DurakWidget(players=2, seed=4, seat=0, scheduler=clock, bot_delay_ms=700, quiet_ms=0)
    assert w.game.attacker == 1 and w.view["acting"] is None
    while w.view["acting"] != 0 and not w.game.is_over:
        moves = len(w.game.history)
        assert clock.pending == 1
        assert clock.next_due() - clock.now == pytest.approx(0.7)
        clock.advance(0.699)
        assert len(w.game.history) == moves, "not before the delay"
        clock.advance(0.001)
        assert len(w.game.history) == moves + 1, "one move per delay"
        assert w.view["history"]["length"] == moves + 1, "the view follows each bot move"
    assert len(w.game.history) == 1 and clock.pending == 0, "the bots wait for the learner"
    w.play(w.game.legal_moves(0)[-1])  # the learner takes; the bot throws in at the same pace
    assert clock.next_due() - clock.now == pytest.approx(0.7)


def test_quiet_window_before_a_bot_says_done_on_a_beaten_table():
    clock = ManualScheduler()
    bots = {1: Scripted(["P1 attacks 7S", "P1 done"]), 2: Scripted(["P2 beats 7S with 8S"])}
    w = DurakWidget(
        three_players(), seat=0, bots=bots, scheduler=clock, bot_delay_ms=100, quiet_ms=5000
    )
    clock.advance(0.1)  # P1 leads 7S
    clock.advance(0.1)  # P2 beats it
    assert [str(m) for m in w.game.history] == ["P1 attacks 7♠", "P2 beats 7♠ with 8♠"]
    assert w.view["acting"] == 0, "the learner may throw in the 7 of clubs"
    assert clock.next_due() - clock.now == pytest.approx(5.0), (
        "P1's done waits for the quiet window"
    )
    clock.advance(4.9)
    assert len(w.game.history) == 2
    refused = w.play("P0 attacks KD")  # not a rank on the table: shown until a move is played
    assert not refused.legal and w.view["last_verdict"]["rule"] == "attack.rank_not_on_table"
    # the learner throws in during the window: the bot's plan is dropped and made again
    w.play("P0 attacks 7C")
    assert str(w.game.history[-1]) == "P0 attacks 7♣"
    assert clock.next_due() - clock.now == pytest.approx(0.1), "P2 now defends at the normal pace"
    assert w.view["last_verdict"]["legal"] is True


def test_a_refusal_leaves_the_view_once_a_bot_has_moved():
    clock = ManualScheduler()
    w = DurakWidget(players=2, seed=4, seat=0, scheduler=clock, bot_delay_ms=500)
    w.play("P0 takes")  # not defending yet: refused
    assert w.view["last_verdict"]["legal"] is False
    clock.advance(0.5)  # P1 leads
    assert len(w.game.history) == 1
    assert w.view["last_verdict"] is None and w.last_verdict.legal is False


def test_pause_stops_the_bots_and_resume_restarts_them():
    clock = ManualScheduler()
    w = DurakWidget(players=2, seed=4, seat=0, scheduler=clock, bot_delay_ms=500)
    assert clock.pending == 1
    w._handle_custom_msg({"type": "pause", "paused": True}, [])
    assert clock.pending == 0 and w.options["paused"]
    assert "Bots paused." in w.view["panel"]["status"]
    clock.advance(10)
    assert w.game.history == ()
    w._handle_custom_msg({"type": "pause", "paused": False}, [])
    assert clock.pending == 1
    clock.advance(0.5)
    assert len(w.game.history) == 1


def test_run_bots_plays_at_once_and_cancels_the_timer():
    clock = ManualScheduler()
    w = DurakWidget(players=4, seed=2, seat=3, scheduler=clock)
    played = w.run_bots()
    assert played and clock.pending == 0
    assert w.view["acting"] == 3 or w.game.is_over


def test_a_bot_that_breaks_is_reported_and_the_game_survives():
    class Broken:
        last_reason = ""

        def choose(self, view, moves):
            raise RuntimeError("out of ideas")

    w = DurakWidget(three_players(), seat=0, bots=Broken())
    # the table says which bot failed and how to go on; the details stay in Python
    assert w.view["error"].startswith("The bot at P1 failed. The bots stopped.")
    assert "run_bots" in w.view["error"] and "out of ideas" not in w.view["error"]
    assert "out of ideas" in w.last_error
    assert w.game.history == ()


def test_the_asyncio_scheduler_paces_bots_in_a_running_loop():
    async def main():
        w = DurakWidget(players=2, seed=4, seat=0, bot_delay_ms=20)
        assert w.game.history == (), "scheduled on the loop, not played at once"
        await asyncio.sleep(0.2)
        return w

    w = asyncio.run(main())
    assert len(w.game.history) == 1 and w.view["acting"] == 0


def test_a_move_played_on_the_game_directly_while_a_bot_waits_is_adopted():
    clock = ManualScheduler()
    w = DurakWidget(players=2, seed=4, seat=0, scheduler=clock, bot_delay_ms=500)
    assert clock.pending == 1 and w.game.attacker == 1
    w.game.play(w.game.legal_moves(1)[-1])  # behind the widget's back, for the bot's seat
    clock.advance(0.5)  # the stale plan is dropped; it is the learner's turn now
    assert len(w.game.history) == 1 and w.view["history"]["length"] == 1
    assert w.view["acting"] == 0 and w.view["error"] is None


def test_a_bot_that_chooses_an_illegal_move_is_reported_and_nothing_spins():
    class Cheater:
        last_reason = ""

        def choose(self, view, moves):
            return Move.take(view["seat"])

    w = DurakWidget(three_players(), seat=0, bots=Cheater())
    assert "chose an illegal move" in w.view["error"] and w.game.history == ()
    assert "not legal" in w.last_error
    assert w.run_bots() == []


def test_a_bot_error_never_names_its_hidden_cards_in_the_browser(caplog):
    class Leaky:
        last_reason = ""

        def choose(self, view, moves):
            raise RuntimeError(f"cannot decide between {' and '.join(view['hand'])}")

    class Illegal:
        last_reason = ""

        def choose(self, view, moves):
            return Move.attack(view["seat"], "AD")  # P2's card: not in P1's hand

    for bot, hidden in ((Leaky(), ("7S", "9H")), (Illegal(), ("AD",))):
        w = DurakWidget(three_players(), seat=0, bots=bot)
        # every synced value but the front end's own code (_esm, _css: the same for every table)
        state = {k: v for k, v in w.get_state().items() if k not in ("_esm", "_css")}
        browser = json.dumps([state, w._repr_mimebundle_()[0]["text/plain"]])
        for code in hidden:
            symbol = Card.parse(code).__str__()
            assert code not in browser and symbol not in browser
            assert code in w.last_error or symbol in w.last_error
        assert "at P1" in caplog.text
        assert "The bots stopped" in w.view["error"]
