"""The room in the teacher's notebook: its arguments checked, its display (the join link and a
QR code, never a seat's code), a table shown live as a spectator or the projector, the teacher's
clicks on it, and starting and stopping."""

from __future__ import annotations

import threading
import urllib.request

import pytest

from durak_widget.classroom import Classroom
from durak_widget.classroom.teacher import TeacherTable
from durak_widget.table import Viewer

from .kit import codes


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"players": 7}, "players must be a whole number from 2 to 6, got 7"),
        ({"players": 3, "humans": 4}, "humans must be a whole number from 0 to 3, got 4"),
        ({"tables": 0}, "tables must be a whole number from 1 to 128, got 0"),
        ({"game": "chess"}, "chess"),
        ({"game": "own_trumps", "rules": "podkidnoy"}, "rules= is for Durak"),
        ({"port": 70000}, "port must be a whole number from 0 to 65535, got 70000"),
        ({"host": ""}, "host must be an address"),
        ({"language": "fr"}, "language must be one of"),
        ({"away_after": -1}, "away_after must be seconds"),
        ({"bot_delay_ms": "fast"}, "bot_delay_ms"),
        ({"bots": "genius"}, "bots must be one of"),
        ({"prefix": "services/durak"}, "prefix must be a path"),
        ({"store": "/no/such/folder/class.sqlite"}, "cannot be used as a SQLite file"),
    ],
)
def test_bad_arguments_say_what_was_expected(kwargs, words):
    with pytest.raises(ValueError, match=words.replace("(", r"\(").replace(")", r"\)")):
        Classroom(**kwargs)


def test_the_room_display_shows_the_join_link_and_a_qr_code_but_no_seat_code():
    room = Classroom(players=3, humans=2, tables=2, seed=1)
    before = room._repr_mimebundle_()["text/html"]
    assert "room.start()" in before
    with pytest.raises(ValueError, match=r"call room\.start"):
        room.seat_link(0, 0)
    room.start()
    try:
        html = room._repr_mimebundle_()["text/html"]
        assert room.join_url in html and "<svg" in html
        assert html.count("<tr>") == 1  # the header
        assert html.count('<tr data-state="free">') == 4  # each student seat
        assert html.count("Waiting for 2 classmates: 0 of 2 seated.") == 2  # each table
        codes = [room.seat_code(t, s) for t in range(2) for s in range(2)]
        assert not any(code in html for code in codes)
        assert room.seat_link(1, 1) == f"{room.url}/play#code={codes[3]}"
        assert repr(room).startswith("<Classroom durak: 2 tables of 3 (2 students each), http://")
        with urllib.request.urlopen(room.url + "/play") as page:
            assert page.status == 200
        with pytest.raises(ValueError, match="not a student seat"):
            room.seat_code(0, 2)
        with pytest.raises(ValueError, match="has started already"):
            room.start()
    finally:
        room.stop()
    assert not any(t.name == "durak-classroom" and t.is_alive() for t in threading.enumerate())
    with pytest.raises(OSError):
        urllib.request.urlopen(room.url + "/play", timeout=2)


def test_a_table_in_the_notebook_follows_live_and_acts_for_the_teacher():
    room = Classroom(players=3, humans=2, seed=3, bot_delay_ms=0, quiet_ms=0)
    try:
        teacher = room.table(0)
        assert isinstance(teacher, TeacherTable) and teacher.viewer == Viewer.spectator()
        assert teacher.game is room.tables[0].game
        spectator = room.tables[0].view(Viewer.spectator())
        assert {**teacher.view, "layout": spectator["layout"]} == spectator
        # a spectator's layout, with the teacher's Pause and New game
        assert spectator["layout"]["task"] == teacher.layout_parts["task"] == "watch"
        added = set(teacher.layout_parts["show"]) - set(spectator["layout"]["show"])
        assert added == {"pause", "new_game"}
        hands = {c for seat in range(3) for c in room.tables[0].game.hand(seat)}
        assert not codes(teacher.view) & hands
        # the teacher's clicks: resume (the table waits for its students), pause, a new game
        assert room.tables[0].options["paused"]
        teacher._handle_custom_msg({"type": "pause", "paused": False}, [])
        assert not room.tables[0].options["paused"]
        teacher._handle_custom_msg({"type": "pause", "paused": True}, [])
        assert room.tables[0].options["paused"]
        first = room.tables[0].game
        teacher._handle_custom_msg({"type": "new_game", "players": 5}, [])
        assert room.tables[0].game is not first and room.tables[0].game.players == 3
        # what a spectator may not do stays refused
        teacher._handle_custom_msg({"type": "step", "to": "first"}, [])
        assert "may not send 'step'" in teacher.view["error"]
        with pytest.warns(UserWarning, match="the class sees what the projector shows"):
            projector = room.table(0, open_hands=True)
        assert projector.viewer == Viewer.open_hands()
        assert all(s["cards"] is not None for s in projector.view["seats"])
        shown = room.table(0, presentation=True)
        assert shown.options["presentation"] and shown.view["commentary"] is not None
        for widget in (teacher, projector, shown):
            widget.close()
    finally:
        room.stop()
