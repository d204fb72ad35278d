"""Replay mode: stepping through an annotated record, autoplay, and "what if" branches."""

import pytest

from durak_widget import DurakWidget, bouts
from durak_widget.widget import ManualScheduler


def test_replay_starts_at_the_beginning_with_the_intro_and_open_hands():
    w = DurakWidget.replay("transfer_back")
    assert w.mode == "replay" and w.record.title.startswith("Perevodnoy")
    assert w.view["history"] == {"position": 0, "length": 7}
    replay = w.view["replay"]
    assert replay["annotation"].startswith("Clubs are trumps")
    assert replay["main_line"] and replay["main_length"] == 7
    assert all(seat["cards"] is not None for seat in w.view["seats"])


def test_each_step_shows_that_moves_annotation_and_mark():
    w = DurakWidget.replay("take_and_throw_in")
    w.goto(3)
    replay = w.view["replay"]
    assert replay["annotated_move"] == "P2 attacks 9♥"
    # no mark since issue 39 (strong play finds saying done as good): the comment stays
    assert replay["marks"] == "" and "may still add" in replay["annotation"]
    assert w.log_tail[-1]["text"] == "P2 throws in 9♥" and "Legal" in w.log_tail[-1]["why"]
    assert w.back().kind == "attack" and w.view["history"]["position"] == 2
    assert str(w.step()) == "P2 attacks 9♥"


def test_a_marked_step_shows_its_mark():
    w = DurakWidget.replay("refused_transfer")
    w.goto(2)
    replay = w.view["replay"]
    assert replay["annotated_move"] == "P1 beats 9♠ with J♠"
    assert replay["marks"] == "!" and "cannot transfer" in replay["annotation"]


def test_the_same_controls_arrive_as_browser_intents():
    w = DurakWidget(record=bouts.load("cap_of_six"))
    w._handle_custom_msg({"type": "step", "to": "last"}, [])
    assert w.view["history"]["position"] == 12
    w._handle_custom_msg({"type": "step", "to": 4}, [])
    assert w.view["history"]["position"] == 4 and len(w.game.table) == 2
    w._handle_custom_msg({"type": "step", "to": "first"}, [])
    assert w.game.table == []


def test_what_if_branches_off_and_back_to_the_main_line_returns():
    w = DurakWidget.replay("transfer_back")
    w.goto(3)
    verdict = w.play("P1 takes")
    assert verdict.legal and not w.on_main_line
    assert w.view["replay"]["branch_at"] == 3 and "What if" in w.view["panel"]["status"]
    assert w.view["replay"]["annotation"] is None
    illegal = w.play("P1 beats 7S with 8S")
    assert not illegal.legal and w.view["last_verdict"]["rule"] == "defend.after_take"
    w._handle_custom_msg({"type": "main_line"}, [])
    assert w.on_main_line and w.view["history"] == {"position": 3, "length": 7}
    assert [str(m) for m in w.game.history][-1] == "P0 transfers with 7♦"


def test_playing_the_recorded_move_stays_on_the_main_line():
    w = DurakWidget.replay("transfer_back")
    w.goto(1)
    assert w.play("P1 transfers with 7H").legal
    assert w.on_main_line and w.view["history"] == {"position": 2, "length": 7}


def test_autoplay_steps_at_the_chosen_speed_and_stops_at_the_end():
    clock = ManualScheduler()
    w = DurakWidget.replay("cap_of_six", scheduler=clock, autoplay_ms=1000)
    w._handle_custom_msg({"type": "option", "name": "autoplay", "value": True}, [])
    assert w.view["replay"]["autoplay"] and w.view["history"]["position"] == 0
    clock.advance(0.9)
    assert w.view["history"]["position"] == 0
    clock.advance(0.1)
    assert w.view["history"]["position"] == 1
    w.set_option("autoplay_ms", 250)
    clock.advance(0.5)
    assert w.view["history"]["position"] == 3
    clock.run_all()
    assert w.view["history"]["position"] == 12 and not w.options["autoplay"]


def test_replay_needs_a_record_and_refuses_bad_ones():
    with pytest.raises(ValueError, match="needs a game record"):
        DurakWidget(mode="replay")
    with pytest.raises(ValueError, match="no bout called 'poker'"):
        DurakWidget.replay("poker")
    with pytest.raises(ValueError, match="without game="):
        DurakWidget(game=bouts.load("draw").game(), record="draw")


def test_main_line_intent_is_refused_outside_replay():
    w = DurakWidget(seed=1, bot_delay_ms=0, quiet_ms=0)
    before = w.view["table"], w.game.history
    w._handle_custom_msg({"type": "main_line"}, [])
    assert "replay mode only" in w.view["error"]
    assert (w.view["table"], w.game.history) == before


def test_every_library_bout_replays_in_the_widget():
    for name in bouts.names():
        if bouts.load(name).tags.get("Game", "durak") != "durak":
            continue
        w = DurakWidget.replay(name)
        w._handle_custom_msg({"type": "step", "to": "last"}, [])
        assert w.view["history"]["position"] == len(bouts.load(name).moves), name
