"""Games become lessons: a game played at the table saved as a record (`to_record`), annotated
from Python (`annotate`) or the table (the ``annotate`` intent), written with `Record.save` and
loaded back as a replay or a guess-the-move lesson."""

import pytest

from durak_widget import DurakWidget, Game
from durak_widget.engine.record import load, parse_one


def send(w, message):
    w._handle_custom_msg(message, [])
    return w.view


def sandbox_game():
    """A short position played in sandbox mode, as a teacher would set up a lesson."""
    game = Game.from_position(
        [["7S", "KH", "9D"], ["9S", "JS", "6D", "7H"]], talon=["AC", "10D"], attacker=0
    )
    w = DurakWidget(game, mode="sandbox")
    for move in ["P0 attacks 7S", "P1 beats 7S with 9S", "P0 attacks 9D", "P1 takes"]:
        assert w.play(move).legal, move
    return w


def test_to_record_gives_the_game_played_with_its_deal_and_moves():
    w = sandbox_game()
    record = w.to_record()
    assert [str(m.move) for m in record.moves] == [str(m) for m in w.game.history]
    assert record.tags["Hand0"] == "7S KH 9D" and record.result == "*"
    again = parse_one(record.to_text())
    assert again == record
    assert again.game().history == w.game.history


def test_to_record_keeps_moves_ahead_of_a_stepped_back_position():
    w = sandbox_game()
    w.goto(1)
    assert len(w.to_record().moves) == 4


def test_annotate_counts_moves_from_1_as_the_log_does_and_shows_the_note_beside_the_card():
    w = sandbox_game()
    w.annotate(2, "A spade beats a spade.", "!")
    w.annotate(4, "Taking keeps the trumps.", "?!")
    record = w.to_record()
    assert [(m.marks, m.comment) for m in record.moves] == [
        ("", ""),
        ("!", "A spade beats a spade."),
        ("", ""),
        ("?!", "Taking keeps the trumps."),
    ]
    w.goto(2)
    note = w.view["annotation"]
    assert note == {
        "move_number": 2,
        "move": "P1 beats 7♠ with 9♠",
        "seat": 1,
        "card": "9S",
        "marks": "!",
        "comment": "A spade beats a spade.",
    }
    assert w.move_log[1]["n"] == 2 and w.move_log[1]["text"] == note["move"]
    w.goto(3)
    assert w.view["annotation"] is None


@pytest.mark.parametrize("mark", ["!!!", "+", "?? ", 1, "good"])
def test_annotate_refuses_other_marks_naming_them(mark):
    w = sandbox_game()
    with pytest.raises(ValueError, match="mark must be one of") as error:
        w.annotate(1, "x", mark)
    assert repr(mark) in str(error.value)


def test_annotate_names_a_bad_mark_and_a_bad_move_number():
    w = sandbox_game()
    with pytest.raises(ValueError, match=r"got '!!!'"):
        w.annotate(1, "x", "!!!")
    with pytest.raises(
        ValueError, match=r"move_number 5 is not a move of this game \(moves: from 1 to 4\)"
    ):
        w.annotate(5, "x")
    with pytest.raises(ValueError, match="move_number 0 is not a move"):
        w.annotate(0, "x")
    with pytest.raises(ValueError, match="move_number must be a whole number, got True"):
        w.annotate(True, "x")
    with pytest.raises(ValueError, match="may not contain braces"):
        w.annotate(1, "see {this}")
    fresh = DurakWidget(seed=3, mode="sandbox")
    with pytest.raises(ValueError, match="no move has been played yet"):
        fresh.annotate(1, "x")


def test_a_note_never_sticks_to_a_different_move_played_later():
    w = sandbox_game()
    w.annotate(2, "A spade beats a spade.")
    w.goto(1)
    assert w.play("P1 beats 7S with JS").legal
    assert w.to_record().moves[1].comment == ""
    assert w.view["annotation"] is None


def test_the_table_annotates_through_its_message():
    w = sandbox_game()
    view = send(w, {"type": "annotate", "move": 2, "comment": "Well beaten.", "mark": "!!"})
    assert view["error"] is None
    assert w.to_record().moves[1].marks == "!!" and w.to_record().moves[1].comment == "Well beaten."
    view = send(w, {"type": "annotate", "move": 2, "comment": "x", "mark": "!!!"})
    assert "mark" in view["error"] and "'!!!'" in view["error"]
    view = send(w, {"type": "annotate", "move": 9, "comment": "x"})
    assert "move: expected a move number (from 1 to 4), got 9" in view["error"]
    view = send(w, {"type": "annotate", "move": 1, "comment": "x" * 3000})
    assert "comment" in view["error"]
    assert w.to_record().moves[1].comment == "Well beaten."  # nothing changed


def test_a_saved_game_loads_back_as_a_replay_and_as_a_lesson(tmp_path):
    w = sandbox_game()
    w.annotate(2, "A spade beats a spade.", "!")
    record = w.to_record()
    record.tags["Title"] = "Beat or take"
    path = record.save(tmp_path / "lesson.durak")
    assert load(path) == [record]
    replay = DurakWidget.replay(path)
    assert replay.mode == "replay" and replay.view["replay"]["title"] == "Beat or take"
    replay.goto(2)
    assert replay.view["replay"]["annotation"] == "A spade beats a spade."
    assert replay.view["replay"]["marks"] == "!" and replay.view["replay"]["annotated_card"] == "9S"
    lesson = DurakWidget.replay(str(path), guess=True, seat=1)
    assert lesson.view["history"]["position"] == 1 and lesson.view["guess"]["seat"] == 1
    lesson.play("P1 beats 7S with 9S")
    feedback = lesson.view["guess"]["feedback"]
    assert feedback["kind"] == "right" and feedback["comment"] == "A spade beats a spade."


def test_a_replayed_record_keeps_its_title_intro_and_notes_and_table_notes_win():
    w = DurakWidget.replay("transfer_back")
    w.goto(7)
    w.annotate(1, "Mine now.", "?")
    record = w.to_record()
    source = w.record
    assert record.title == source.title and record.intro == source.intro
    assert record.moves[0].comment == "Mine now." and record.moves[0].marks == "?"
    assert [(m.marks, m.comment) for m in record.moves[1:]] == [
        (m.marks, m.comment) for m in source.moves[1:]
    ]
    w.goto(3)
    assert w.play("P1 takes").legal  # a what-if: the record's later notes do not follow it
    branched = w.to_record()
    assert len(branched.moves) == 4 and branched.moves[3].comment == ""
    assert branched.moves[2].comment == source.moves[2].comment


def test_a_game_against_the_bots_becomes_a_record():
    w = DurakWidget(seed=11, bot_delay_ms=0, quiet_ms=0)
    while not w.game.is_over:
        w.play(w.game.legal_moves(0)[0])
    record = w.to_record()
    assert record.result != "*" and record.game().is_over
    assert record.game().history == w.game.history


def test_a_missing_record_file_is_a_value_error_naming_it(tmp_path):
    missing = tmp_path / "nowhere.durak"
    with pytest.raises(ValueError, match=r"cannot read the record file .*nowhere\.durak"):
        DurakWidget.replay(missing)
    with pytest.raises(ValueError, match=r"cannot read the record file 'gone\.durak'"):
        DurakWidget.replay("gone.durak")
    two = tmp_path / "two.durak"
    two.write_text(DurakWidget.replay("beating").to_record().to_text() * 2, encoding="utf-8")
    with pytest.raises(ValueError, match="expected at most 1 record, but record 2 starts here"):
        DurakWidget.replay(two)


def test_to_record_takes_header_tags_like_a_game(tmp_path):
    w = DurakWidget(Game.from_position([["7S", "9S"], ["8S", "6D"]], trump="D"), mode="sandbox")
    w.play("P0 attacks 7S")
    rec = w.to_record(Title="Cheapest beater")
    assert rec.title == "Cheapest beater"
    path = rec.save(tmp_path / "lesson.durak")
    assert DurakWidget.replay(path).record.title == "Cheapest beater"
    with pytest.raises(ValueError, match="Title"):
        w.to_record(Title=3)
