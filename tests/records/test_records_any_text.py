"""Records hold whatever a user types: tags and seat names with brackets, braces, quotes,
backslashes, line breaks and control characters are escaped on write and read back equal; and
reading a file takes only what is asked of it (one record, a regular file)."""

import os
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from durak_widget import DurakWidget, Game, record
from durak_widget.record import Record, RecordError, RecordSyntaxError

AWKWARD = '[]{}"\\\n\r\t\x00\x1b\x7f\x85\u2028\u2029\ufeff \xa0]"}'
TEXT = st.text(
    st.one_of(st.characters(exclude_categories=()), st.sampled_from(AWKWARD)), max_size=30
)
NAME = TEXT.filter(lambda name: name.strip() != "")  # the engine wants a visible name


def bout(names=None) -> Game:
    game = Game.from_position([["7S", "KH", "9D"], ["9S", "JS", "6D"]], trump="D", names=names)
    for move in ("P0 attacks 7S", "P1 beats 7S with 6D", "P0 done"):
        game.play(move)
    return game


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(title=TEXT, event=TEXT, names=st.lists(NAME, min_size=2, max_size=2))
def test_any_tag_and_seat_name_reads_back_equal(title, event, names):
    game = bout(names)
    rec = game.to_record(Title=title, Event=event)
    text = rec.to_text()
    back = record.parse_one(text)
    assert back == rec
    assert back.tags["Title"] == title and back.tags["Event"] == event
    assert back.game().names == tuple(names)
    # every tag is one line of the text: no value starts a line of its own
    header = text.split("\n\n", 1)[0].split("\n")
    assert len(header) == len(rec.tags)
    assert all(line.startswith("[") and line.endswith('"]') for line in header)
    # and the text can be saved as UTF-8 (lone surrogates are escaped too)
    assert record.parse(text.encode("utf-8").decode("utf-8")) == [rec]


def test_a_saved_file_with_awkward_names_loads_back(tmp_path):
    names = ["Anna [teacher]", 'Lesson 3 {draft}\r\n"B\\\\\x1b']
    game = bout(names)
    rec = game.to_record(Title="Lesson [draft]", Summary="a lone { and a lone }")
    path = rec.save(tmp_path / "awkward.durak")
    back = Record.load(path)
    assert back == rec
    assert back.game().names == tuple(names)
    assert record.load(path) == [rec]


def test_a_hand_written_tag_may_hold_brackets_and_braces():
    text = (
        '[Title "Lesson [draft]"]\n[Summary "{not a comment}"]\n[Hand0 "7S"]\n[Hand1 "9S"]\n'
        '[Trump "D"]\n\n1. P0 attacks 7S {a real comment}\n*\n'
    )
    rec = record.parse_one(text)
    assert rec.title == "Lesson [draft]"
    assert rec.summary == "{not a comment}"
    assert rec.moves[0].comment == "a real comment"


def test_escapes_in_a_hand_written_tag():
    text = '[Title "a \\"b\\" \\\\ c\\nd\\te\\u00e9\\u001b \\q"]\n[Hand0 "7S"]\n[Hand1 "9S"]\n'
    text += '[Trump "D"]\n*\n'
    assert record.parse_one(text).title == 'a "b" \\ c\nd\teé\x1b q'


def test_what_writing_escapes():
    rec = Record(tags={"Title": 'q" b\\ n\n r\r t\t e\x1b s\u2028 [x] {y} é\xa0'})
    line = rec.to_text().split("\n")[0]
    assert line == '[Title "q\\" b\\\\ n\\n r\\r t\\t e\\u001b s\\u2028 [x] {y} é\xa0"]'


@pytest.mark.parametrize(
    ("tags", "words"),
    [
        ({"Two words": "x"}, "a tag name must be a letter"),
        ({"Title]": "x"}, "a tag name must be a letter"),
        ({"1Title": "x"}, "a tag name must be a letter"),
        ({"Title": 3}, "the Title tag must be text"),
    ],
)
def test_a_tag_that_cannot_be_written_is_refused_before_the_file_is_touched(tmp_path, tags, words):
    rec = Record(tags=tags)
    with pytest.raises(ValueError, match=words):
        rec.save(tmp_path / "x.durak")
    assert not (tmp_path / "x.durak").exists()
    with pytest.raises(ValueError, match=words):
        bout().to_record(**tags)


# ----------------------------------------------------------------- reading files


def two_records() -> str:
    return bout().to_record(Title="one").to_text() + "\n" + bout().to_record().to_text()


def test_record_load_refuses_a_second_record_where_it_begins(tmp_path):
    text = two_records()
    second = bout().to_record(Title="one").to_text().count("\n") + 2  # after a blank line
    path = tmp_path / "two.durak"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordSyntaxError) as caught:
        Record.load(path)
    assert (caught.value.line, caught.value.column) == (second, 1)
    assert "expected at most 1 record, but record 2 starts here" in str(caught.value)
    with pytest.raises(RecordSyntaxError, match="at most 1 record"):
        record.parse_one(text)
    assert len(record.load(path, limit=2)) == 2
    empty = tmp_path / "empty.durak"
    empty.write_text("\n", encoding="utf-8")
    with pytest.raises(RecordSyntaxError, match="expected one record, found 0"):
        Record.load(empty)


def test_reading_stops_at_the_second_record_without_reading_the_rest(tmp_path):
    # What follows the second record's first line is not even UTF-8: reading the whole file
    # would fail on it (UnicodeDecodeError) instead of refusing the second record.
    path = tmp_path / "many.durak"
    path.write_bytes(two_records().encode("utf-8") + b"\n" * 2_000_000 + b"\xff\xfe junk")
    with pytest.raises(UnicodeDecodeError):
        record.load(path)
    with pytest.raises(ValueError, match="record 2 starts here"):
        DurakWidget.replay(path)
    with pytest.raises(RecordSyntaxError, match="record 2 starts here"):
        Record.load(path)


def test_a_folder_is_refused(tmp_path):
    folder = tmp_path / "lessons.durak"
    folder.mkdir()
    with pytest.raises(RecordError, match="is a folder, not a record file"):
        record.load(folder)
    with pytest.raises(ValueError, match="is a folder, not a record file"):
        DurakWidget.replay(folder)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_named_pipe_is_refused_before_it_is_opened(tmp_path):
    fifo = tmp_path / "pipe.durak"
    os.mkfifo(fifo)
    outcomes = []

    def read(load):
        try:
            load(fifo)
        except ValueError as error:
            outcomes.append(str(error))

    for load in (record.load, DurakWidget.replay, lambda path: Record.load(path)):
        reader = threading.Thread(target=read, args=(load,), daemon=True)
        reader.start()
        reader.join(timeout=10)
        if reader.is_alive():  # blocked on the pipe: let it go, then fail
            with open(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK), "w"):
                pass
            pytest.fail(f"{load.__qualname__} waited on a named pipe")
    assert len(outcomes) == 3
    assert all("is a named pipe (FIFO), not a record file" in text for text in outcomes)


def test_load_wants_a_path_and_a_sensible_limit(tmp_path):
    with pytest.raises(RecordError, match="expected the path of a record file, got 3"):
        record.load(3)  # never the file descriptor 3
    path = tmp_path / "one.durak"
    path.write_text(two_records(), encoding="utf-8")
    for limit in (0, -1, True, 1.5, "1"):
        with pytest.raises(ValueError, match="limit must be a whole number from 1 or None"):
            record.load(path, limit=limit)
