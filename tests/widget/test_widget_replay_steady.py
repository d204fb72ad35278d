"""A steady replay: one viewpoint, a status that says what happened, manual steps that pause
autoplay, the annotation beside its card; replay faults found by hostile testing; the
projector's commentary (presentation mode)."""

import pytest
from widget_testkit import Scripted

from durak_widget import DurakWidget, Game, bouts
from durak_widget.widget import ManualScheduler


def send(w, message):
    w._handle_custom_msg(message, [])
    return w.view


def test_the_viewpoint_stays_on_seat_0_while_stepping_through_the_record():
    w = DurakWidget.replay("cap_of_six")
    acting_seats = set()
    for _ in range(12):
        w.step()
        assert w.view["viewer"] == 0 and w.view["replay"]["viewpoint"] == 0
        assert w.view["seats"][0]["is_viewer"]
        acting_seats.add(w.session.adapter.next_to_act(w.game))
    assert acting_seats >= {0, 1}  # both seats moved: the view did not follow them


def test_the_viewer_picks_the_viewpoint_and_it_stays_there():
    w = DurakWidget.replay("cap_of_six", seat=1)
    assert w.view["viewer"] == 1
    w = DurakWidget.replay("cap_of_six")
    send(w, {"type": "seat", "seat": 1})
    for _ in range(5):
        send(w, {"type": "step", "to": "forward"})
        assert w.view["viewer"] == 1
    send(w, {"type": "step", "to": "first"})
    assert w.view["viewer"] == 1


def test_a_record_with_a_viewer_tag_is_drawn_from_that_seat():
    text = bouts.load("cap_of_six").to_text().replace("[Game", '[Viewer "P1"]\n[Game', 1)
    w = DurakWidget.replay(text)
    assert w.view["viewer"] == 1
    w.step()
    assert w.view["viewer"] == 1
    bad = text.replace('[Viewer "P1"]', '[Viewer "P7"]')
    with pytest.raises(ValueError, match="Viewer tag must name a seat from P0 to P1"):
        DurakWidget.replay(bad)


def test_the_status_and_narration_say_which_move_was_played_in_both_directions():
    w = DurakWidget.replay("cap_of_six")
    for _ in range(4):
        send(w, {"type": "step", "to": "forward"})
        assert "Stepped back" not in w.view["panel"]["status"]
    assert w.view["panel"]["status"].startswith("Move 4 of 12: P1 beats 6♥ with 9♥.")
    assert w.view["narration"].startswith("Move 4 of 12: P1 beats 6♥ with 9♥.")
    send(w, {"type": "step", "to": "back"})
    assert w.view["panel"]["status"].startswith("Move 3 of 12: P0 throws in 6♥.")
    send(w, {"type": "step", "to": "first"})
    assert w.view["panel"]["status"].startswith("The start: 12 moves recorded.")


def test_a_manual_step_pauses_autoplay():
    clock = ManualScheduler()
    w = DurakWidget.replay("cap_of_six", scheduler=clock, autoplay_ms=1000)
    send(w, {"type": "option", "name": "autoplay", "value": True})
    clock.advance(2.0)
    assert w.view["history"]["position"] == 2
    send(w, {"type": "step", "to": "back"})
    assert not w.options["autoplay"] and not w.view["replay"]["autoplay"]
    clock.advance(5.0)
    assert w.view["history"]["position"] == 1  # autoplay did not carry on from there
    send(w, {"type": "option", "name": "autoplay", "value": True})
    clock.advance(1.0)
    assert w.view["history"]["position"] == 2
    w.goto(5)  # the Python API pauses it too
    clock.advance(5.0)
    assert w.view["history"]["position"] == 5 and not w.options["autoplay"]


def test_a_what_if_move_pauses_autoplay():
    clock = ManualScheduler()
    w = DurakWidget.replay("transfer_back", scheduler=clock, autoplay_ms=1000)
    w.goto(1)
    w.set_option("autoplay", True)
    assert w.play("P1 transfers with 7H").legal  # the recorded move: the record goes on
    clock.advance(5.0)
    assert w.view["history"] == {"position": 2, "length": 7} and not w.options["autoplay"]


def test_the_annotation_and_its_marks_come_with_the_card_they_concern():
    w = DurakWidget.replay("take_and_throw_in")
    w.goto(3)
    note = w.view["annotation"]
    assert note["move_number"] == 3 and note["move"] == "P2 attacks 9♥"
    assert note["card"] == "9H" and note["seat"] == 2 and note["marks"] == ""  # issue 39
    assert "may still add" in note["comment"]
    assert w.view["replay"]["annotated_card"] == "9H" and w.view["replay"]["annotated_seat"] == 2


# ------------------------------------------------------------- faults found by hostile testing


def test_new_game_then_seat_then_main_line_in_replay_mode_never_breaks_the_view():
    w = DurakWidget.replay("cap_of_six")
    send(w, {"type": "new_game", "players": 4})
    assert w.mode == "sandbox" and w.view["players"] == 4 and w.view["error"] is None
    send(w, {"type": "seat", "seat": 3})
    assert w.view["viewer"] == 3
    view = send(w, {"type": "main_line"})
    assert "replay mode only" in view["error"]
    assert view["players"] == 4 and view["viewer"] == 3 and w.game.players == 4
    send(w, {"type": "step", "to": "first"})  # every later message still works
    assert w.view["error"] is None and w.view["players"] == 4


def test_main_line_after_a_seat_beyond_the_record_falls_back_to_a_real_seat():
    w = DurakWidget.replay("cap_of_six")
    w.session.pick = 3  # a seat of some bigger table, however it got there
    w.back_to_main_line()
    assert w.view["viewer"] == 0 and w.view["players"] == 2


def test_new_game_in_replay_mode_leaves_the_record_behind():
    w = DurakWidget.replay("cap_of_six")
    w.goto(5)
    game = w.new_game(players=3, seed=4)
    assert w.mode == "sandbox" and w.record is None and w.view["replay"] is None
    assert w.view["history"] == {"position": 0, "length": 0} and w.game is game
    assert all(seat["cards"] is not None for seat in w.view["seats"])


def test_a_move_played_on_the_game_at_the_end_of_the_record_is_a_branch():
    w = DurakWidget.replay("cap_of_six")
    w.goto(12)
    w.game.play(w.game.legal_moves(w.game.attacker)[0])
    assert w.goto(13) == 13  # used to raise IndexError on every visit
    assert not w.on_main_line and w.view["replay"]["branch_at"] == 12
    assert w.view["replay"]["main_line"] is False and w.view["replay"]["annotated_move"] is None
    w.goto(12)
    assert w.view["replay"]["annotated_move"] == "P1 beats 9♠ with J♠"
    w.back_to_main_line()
    assert w.on_main_line and w.view["history"] == {"position": 12, "length": 12}


def test_a_different_move_played_on_the_game_mid_record_is_a_branch():
    w = DurakWidget.replay("cap_of_six")
    w.goto(3)
    recorded = w.session.line.moves[3]
    other = next(m for m in w.game.legal_moves(1) if m != recorded)
    w.game.play(other)
    view = send(w, {"type": "step", "to": 4})
    assert view["replay"]["main_line"] is False and view["replay"]["branch_at"] == 3
    assert view["replay"]["annotated_move"] is None and view["replay"]["annotation"] is None
    assert "What if" in view["panel"]["status"]


def test_the_recorded_move_played_on_the_game_keeps_the_rest_of_the_record():
    w = DurakWidget.replay("cap_of_six")
    w.goto(3)
    w.game.play(w.session.line.moves[3])
    view = send(w, {"type": "step", "to": "forward"})
    assert view["replay"]["main_line"] and view["history"] == {"position": 5, "length": 12}


# ------------------------------------------------------------- presentation mode


def test_presentation_mode_narrates_each_move_with_the_engines_reason_and_the_bots():
    game = Game.from_position([["7S", "KH"], ["9S", "JS", "6D"]], talon=["AC", "8D"], attacker=0)
    w = DurakWidget(
        game,
        presentation=True,
        open_hands=True,
        bots=Scripted(["P1 beats 7S with 9S"]),
        bot_delay_ms=0,
        quiet_ms=0,
    )
    assert w.options["presentation"] and w.view["commentary"]["n"] == 0
    w.play("P0 attacks 7S")
    said = w.view["commentary"]
    assert said["n"] == 2 and said["seat"] == 1 and said["move"] == "P1 beats 7♠ with 9♠"
    assert said["why"].startswith("9♠ beats 7♠") and said["reason"] == "scripted"
    assert said["text"].startswith("Move 2: P1 beats 7♠ with 9♠. 9♠ beats 7♠")
    assert said["text"].endswith("P1's reason: scripted")


def test_presentation_keeps_a_bots_reason_to_python_while_its_hand_is_hidden():
    game = Game.from_position([["7S", "KH"], ["9S", "JS", "6D"]], talon=["AC", "8D"], attacker=0)
    w = DurakWidget(game, bots=Scripted(["P1 beats 7S with 9S"]), bot_delay_ms=0, quiet_ms=0)
    assert w.view["commentary"] is None  # only in presentation mode
    w.set_option("presentation", True)
    w.play("P0 attacks 7S")
    assert w.view["commentary"]["reason"] is None and "scripted" not in w.view["commentary"]["text"]
    w._handle_custom_msg({"type": "option", "name": "presentation", "value": False}, [])
    assert w.view["commentary"] is None


def test_a_record_with_a_billion_players_fails_at_once_in_the_widget():
    text = '[Players "1000000000"]\n[Seed "1"]\n*\n'
    with pytest.raises(ValueError, match="Players tag says 1000000000"):
        DurakWidget(record=text)
