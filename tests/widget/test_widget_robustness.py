"""Hostile input and lifecycle: what the browser alone may not do (open every hand, set state),
malformed comm messages, bots that break, closing, kernel interrupts, Pyodide's null."""

from __future__ import annotations

import gc
import json
import logging
import weakref

import pytest

from durak_widget import DurakWidget, Game, Move
from durak_widget.own_trumps import Move as OwnTrumpsMove
from durak_widget.table.intents import MoveIntent, NewGameIntent, parse_intent
from durak_widget.table.pacing import RETRY_SECONDS
from durak_widget.widget import ManualScheduler, Pacer


def three_players() -> Game:
    """P1 attacks P2; P0 is a co-attacker (the learner); the talon is empty."""
    return Game.from_position(
        [["7C", "KD"], ["7S", "9H"], ["8S", "10H", "AD"]], trump="H", attacker=1
    )


def comm_msg(data, buffers=()) -> dict:
    """A comm message as ipywidgets receives it from the kernel."""
    return {"content": {"comm_id": "x", "data": data}, "buffers": list(buffers)}


def record_sends(w: DurakWidget) -> list:
    sent: list = []
    w.comm.send = lambda data=None, buffers=None, **_: sent.append(data)
    return sent


# ----------------------------------------------------------------- open hands


def open_hands_message() -> dict:
    return {"type": "option", "name": "open_hands", "value": True}


def test_the_browser_alone_cannot_open_every_hand_in_play_mode():
    w = DurakWidget(players=3, seed=1)
    sent = record_sends(w)
    w._handle_custom_msg(open_hands_message(), [])
    assert not w.open_hands and not w.options["open_hands"]
    resent = [m["state"]["options"] for m in sent if "options" in m.get("state", {})]
    assert resent and resent[-1]["open_hands"] is False, "the menu's toggle is put back"
    assert all(s["cards"] is None for s in w.view["seats"] if s["seat"] != 0)
    assert "decided in Python" in w.view["error"] and "allow_open_hands" in w.view["error"]
    # Python decides: the property, the constructor, or the teacher's flag for the menu
    w.open_hands = True
    assert all(s["cards"] is not None for s in w.view["seats"])
    w._handle_custom_msg({"type": "option", "name": "open_hands", "value": False}, [])
    assert not w.open_hands, "closing the hands from the table is always allowed"
    assert DurakWidget(players=3, seed=1, open_hands=True).open_hands
    teacher = DurakWidget(players=3, seed=1, allow_open_hands=True)
    assert not teacher.open_hands
    teacher._handle_custom_msg(open_hands_message(), [])
    assert teacher.open_hands and teacher.view["error"] is None


def test_sandbox_and_replay_keep_the_menu_toggle():
    w = DurakWidget(players=2, seed=1, mode="sandbox")
    w._handle_custom_msg({"type": "option", "name": "open_hands", "value": False}, [])
    w._handle_custom_msg(open_hands_message(), [])
    assert w.open_hands and w.view["error"] is None


# ----------------------------------------------------------------- comm messages


def test_the_log_trait_is_renamed_so_an_unknown_comm_method_does_not_raise(caplog):
    w = DurakWidget(players=2, seed=1)
    assert isinstance(w.log, logging.Logger) and isinstance(w.log_tail, list)
    sent = record_sends(w)
    with caplog.at_level(logging.WARNING):
        w.comm.handle_msg(comm_msg({"method": "frobnicate"}))
    assert "frobnicate" in caplog.text
    assert sent and sent[-1]["method"] == "update"


@pytest.mark.parametrize(
    "state",
    [
        {"layout": "not a layout", "view": {"hand": ["AS"], "forged": True}},
        {"tooltip": 5},
        {"_dom_classes": "not a list"},
        {"tabbable": "yes", "options": {"open_hands": True}},
        {"log_tail": [{"text": "forged"}]},
        {"no_such_trait": 1},
    ],
)
def test_raw_state_updates_are_refused_and_the_true_state_sent_back(state):
    w = DurakWidget(players=2, seed=1)
    before = w.get_state()
    sent = record_sends(w)
    w.comm.handle_msg(comm_msg({"method": "update", "state": state}))
    after = w.get_state()
    assert {k: v for k, v in after.items() if k != "view"} == {
        k: v for k, v in before.items() if k != "view"
    }
    # the refusal is a change the learner sees: the error, the narration and the version
    said = ("error", "narration", "version")
    assert {k: v for k, v in after["view"].items() if k not in said} == {
        k: v for k, v in before["view"].items() if k not in said
    }
    assert after["view"]["version"] > before["view"]["version"]
    assert "ignored a change of" in w.view["error"]
    known = [k for k in state if k in before]
    resent: dict = {}
    for message in sent:
        if message.get("method") == "update":
            resent.update(message["state"])
    for key in known:
        if key != "view":  # the view is resent with the refusal in it
            assert json.dumps(resent[key]) == json.dumps(after[key]), key
    if "view" in state:
        assert "forged" not in resent["view"]


@pytest.mark.parametrize(
    "msg",
    [
        comm_msg({"method": "update", "state": {"view": {}}, "buffer_paths": [["view", "x"]]}),
        comm_msg({"method": "update", "state": "not a dict"}),
        comm_msg({"method": "update", "state": {"view": {}}, "buffer_paths": [[1, 2, 3]]}, [b"x"]),
        comm_msg({"method": "custom", "content": {"type": "step", "to": "first"}}, [b"x"]),
        comm_msg({"no_method": True}),
        {"content": {}},
        {"content": {"data": None}},
        "not even a dict",
    ],
)
def test_malformed_comm_messages_never_raise_in_the_kernel(msg):
    w = DurakWidget(players=2, seed=1)
    before = (w.game.history, w.view["hand"], w.options)
    record_sends(w)
    w.comm.handle_msg(msg)
    assert (w.game.history, w.view["hand"], w.options) == before


# ----------------------------------------------------------------- closing


def test_close_cancels_the_bot_timer():
    clock = ManualScheduler()
    w = DurakWidget(players=2, seed=4, seat=0, scheduler=clock, bot_delay_ms=500)
    assert clock.pending == 1 and w.game.attacker == 1
    history = w.game.history
    w.close()
    assert clock.pending == 0
    clock.advance(10)
    assert w.game.history == history, "no bot moved after close"


def test_close_cancels_autoplay():
    clock = ManualScheduler()
    w = DurakWidget.replay("cap_of_six", scheduler=clock, autoplay_ms=100)
    w.set_option("autoplay", True)
    assert clock.pending == 1
    w.close()
    assert clock.pending == 0


def test_a_closed_widget_can_be_garbage_collected():
    clock = ManualScheduler()
    w = DurakWidget(players=2, seed=4, scheduler=clock, bot_delay_ms=500)
    assert isinstance(DurakWidget._esm, str), "a path would be watched and keep widgets alive"
    ref = weakref.ref(w)
    w.close()
    del w
    gc.collect()
    assert ref() is None


# ----------------------------------------------------------------- kernel interrupts


def test_a_pacer_interrupted_during_a_scheduled_move_retries_by_itself():
    clock = ManualScheduler()
    played: list[float] = []
    interrupts = [KeyboardInterrupt()]

    def act():
        if interrupts:
            raise interrupts.pop()
        played.append(clock.now)
        return True

    pacer = Pacer(lambda: 0.5 if len(played) < 2 else None, act, scheduler=clock)
    pacer.start()
    clock.advance(0.5)  # the interrupt hits the scheduled move: absorbed, not fatal
    assert played == [] and pacer.waiting
    clock.run_all()
    assert played == [0.5 + RETRY_SECONDS + 0.5, 0.5 + RETRY_SECONDS + 1.0]


def test_an_interrupt_while_a_bot_thinks_does_not_stop_the_bots_for_good():
    class Interrupted:
        """P2's bot: the first time it thinks, the kernel is interrupted."""

        last_reason = ""

        def __init__(self):
            self.calls = 0

        def choose(self, view, moves):
            self.calls += 1
            if self.calls == 1:
                raise KeyboardInterrupt
            return moves[0]

    clock = ManualScheduler()
    bots = {1: _First(), 2: Interrupted()}
    w = DurakWidget(three_players(), seat=0, bots=bots, scheduler=clock, bot_delay_ms=200)
    assert clock.pending == 1 and w.game.history == ()
    clock.advance(0.2)  # P1 attacks; P2's bot is interrupted while it plans
    assert len(w.game.history) == 1
    clock.advance(RETRY_SECONDS + 0.2)
    assert len(w.game.history) == 2 and w.game.history[1].player == 2


class _First:
    last_reason = ""

    def choose(self, view, moves):
        return moves[0]


# ----------------------------------------------------------------- Pyodide's null


class JsNull:
    """A stand-in for ``pyodide.ffi.JsNull``: how Pyodide hands a JavaScript null to Python."""

    def __bool__(self) -> bool:
        return False


JsNull.__module__ = "pyodide.ffi"


def test_pyodide_js_null_is_none_at_the_intent_boundary():
    jsnull = JsNull()
    assert jsnull is not None
    take = {"kind": "take", "player": 0, "cards": jsnull, "target": jsnull, "show": False}
    intent = parse_intent(
        {"type": "move", "move": take}, players=2, controlled={0}, history_length=0
    )
    assert intent == MoveIntent(Move.take(0))
    pick_up = {"kind": "pick_up", "player": 0, "card": jsnull}
    intent = parse_intent(
        {"type": "move", "move": pick_up},
        players=2,
        controlled={0},
        history_length=0,
        game="own_trumps",
    )
    assert intent == MoveIntent(OwnTrumpsMove.pick_up(0))
    intent = parse_intent(
        {"type": "new_game", "players": jsnull, "preset": jsnull},
        players=2,
        controlled={0},
        history_length=0,
    )
    assert intent == NewGameIntent(None, None)
