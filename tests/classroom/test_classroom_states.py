"""A classroom a teacher runs without surprises: every seat named on every page and on the
teacher's displays, one state per table said the same to everyone (waiting, paused, the quiz,
the lesson over), stand-in bots that say whom they play for, and the ways back in (the same
nickname from a new device, "not you?", a seat freed by the teacher), with the live room
display following it all."""

from __future__ import annotations

import asyncio
import json
import random
import time

import pytest
import websockets
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from durak_widget.classroom import Classroom
from durak_widget.classroom.display import RoomDisplay
from durak_widget.classroom.server import make_app
from durak_widget.classroom.teacher import QuizBoard

from .kit import Player, like_a_bot
from .test_classroom_flows import playing, receive_until, state_where
from .test_classroom_quiz import right


@pytest.fixture
def room():
    made = Classroom(players=3, humans=2, seed=8, bot_delay_ms=0, quiet_ms=0, away_after=600)
    yield made
    made.stop()


@pytest.fixture
def client(room):
    with TestClient(make_app(room)) as found:
        yield found


def join(client, name: str, language: str = "en"):
    """A page that joined with `name`, and its first state."""
    ws = client.websocket_connect("/ws").__enter__()
    ws.send_json({"type": "join", "name": name, "language": language})
    state, _ = receive_until(ws, "state")
    return ws, state


def names(view: dict) -> list[str]:
    return [seat["name"] for seat in view["seats"]]


# ----------------------------------------------------------------- names


def test_every_seat_is_named_on_every_page_and_on_the_teachers_displays(room, client):
    anna, _ = join(client, "Anna")
    ivo, state = join(client, "Ivo", "ru")
    try:
        mine = playing(anna)
        theirs = playing(ivo, state)
        assert names(mine["view"]) == ["Anna (you)", "Ivo", "Bot (simple)"]
        assert names(theirs["view"]) == ["Anna", "Ivo (вы)", "Бот (простой)"]
        for view in (mine["view"], theirs["view"]):
            assert "P0" not in view["panel"]["status"] and "P2" not in view["panel"]["status"]
            assert [s["name"] for s in view["seated"]] == ["Anna", "Ivo", None]
        teacher = room.table(0)
        assert names(teacher.view) == ["Anna", "Ivo", "Bot (simple)"]
        projector = room.table(0, presentation=True)
        assert names(projector.view) == ["Anna", "Ivo", "Bot (simple)"]
        # the teacher's table shows each hidden hand by its count, never as empty
        assert all(s["cards"] is None and s["count"] == 6 for s in teacher.view["seats"])
        board = RoomDisplay(room)
        assert "Anna" in board.board.value and "Ivo" in board.board.value
        for widget in (teacher, projector, board):
            widget.close()
        # a move is logged and said with its mover's name
        seat = room.tables[0].game.next_to_act()
        page, view = {0: (anna, mine), 1: (ivo, theirs)}.get(seat, (None, None))
        if page is not None:
            page.send_json(
                {"type": "move", "move": view["view"]["legal"][0], "version": view["version"]}
            )
            after = state_where(anna, lambda s: s["view"]["history"]["length"] >= 1)
            assert after["log_tail"][-1]["text"].startswith("You " if seat == 0 else "Ivo ")
    finally:
        anna.__exit__(None, None, None)
        ivo.__exit__(None, None, None)


def test_a_whole_game_is_named_to_its_end_and_a_stand_ins_moves_say_whom_they_were_for():
    room = Classroom(players=3, humans=2, seed=4, bot_delay_ms=0, quiet_ms=0).start()
    url = room.url.replace("http://", "ws://") + "/ws"
    try:

        async def game() -> list[Player]:
            choose = like_a_bot(room.tables[0])
            players = [
                Player(url, {"type": "join", "name": name}, random.Random(i), choose)
                for i, name in enumerate(("Anna", "Ivo"))
            ]
            for player in players:
                await player.open()
            # Ivo leaves: a stand-in bot plays for him at once (after a reload's grace)
            await players[1].close()

            def over() -> bool:
                state = players[0].state
                return state is not None and state["view"]["over"]

            await players[0].play(over, deadline=150)
            await players[0].close()
            return players

        anna, _ = asyncio.run(game())
        final = anna.states()[-1]
        result = final["view"]["result_text"]
        assert any(name in result for name in ("You", "Ivo", "Bot (simple)")), result
        assert "P0" not in result and "P1" not in result and "P2" not in result
        texts = [e["text"] for frame in anna.states() for e in frame["log_tail"]]
        by_bot = [t for t in texts if t.startswith("Bot for Ivo: Ivo ")]
        assert by_bot, "the stand-in's moves for Ivo say so"
        assert not any(t.startswith("Bot for Anna") for t in texts), "Anna played herself"
        assert not any("P1 " in t for t in texts)
        record = room.tables[0].to_record().to_text()
        assert '[Name0 "Anna"]' in record and '[Name1 "Ivo"]' in record
    finally:
        room.stop()


# ----------------------------------------------------------------- one state for everyone


def test_the_teachers_pause_holds_every_seat_and_the_bots(room, client):
    anna, _ = join(client, "Anna")
    ivo, state = join(client, "Ivo")
    try:
        playing(anna)
        theirs = playing(ivo, state)
        table = room.tables[0]
        room.pause(0)
        assert room.state(0) == "paused" and table.options["paused"]
        held = {}
        for ws in (anna, ivo):
            paused = state_where(ws, lambda s: "held" in s["view"])
            assert paused["view"]["held"] == {
                "rule": "table.paused",
                "text": "Paused by the teacher.",
            }
            assert paused["view"]["acting"] is None and not paused["view"]["legal"]
            held[ws] = paused
        teacher = room.table(0)
        assert teacher.view["held"]["text"] == "Paused by the teacher."
        assert "Paused by the teacher." in RoomDisplay(room).board.value
        record = table.to_record().to_text()
        # the students' moves are refused, with the rule and the words every page shows
        for ws, seat in ((anna, 0), (ivo, 1)):
            move = {"kind": "take", "player": seat}
            for legal in table.game.legal_moves(seat):
                move = legal.to_json()
            ws.send_json({"type": "move", "move": move, "version": held[ws]["version"]})
            refused, _ = receive_until(ws, "refused")
            assert refused["rule"] == "table.paused", refused
            assert refused["message"] == "Paused by the teacher."
        time.sleep(0.3)  # nor does a bot move
        assert table.to_record().to_text() == record
        del theirs
        # the teacher's own Pause button resumes it, for everyone
        teacher._handle_custom_msg({"type": "pause", "paused": False}, [])
        assert room.state(0) == "playing" and table.held is None
        for ws in (anna, ivo):
            state_where(ws, lambda s: "held" not in s["view"])
        teacher.close()
    finally:
        anna.__exit__(None, None, None)
        ivo.__exit__(None, None, None)


def test_no_table_move_is_played_while_a_class_quiz_runs(room, client):
    anna, _ = join(client, "Anna")
    ivo, state = join(client, "Ivo")
    try:
        mine, theirs = playing(anna), playing(ivo, state)
        table = room.tables[0]
        record = table.to_record().to_text()
        quiz = room.quiz(questions=1, seed=1)
        assert room.state(0) == "quiz"
        for ws, view in ((anna, mine), (ivo, theirs)):
            seat = view["view"]["viewer"]
            moves = table.game.legal_moves(seat)
            if moves:
                ws.send_json(
                    {"type": "move", "move": moves[0].to_json(), "version": view["version"]}
                )
                refused, _ = receive_until(ws, "refused", limit=40)
                assert refused["rule"] == "room.quiz_running"
                assert refused["message"] == (
                    "The class quiz is on: the table waits until it ends."
                )
        assert table.to_record().to_text() == record
        # the board lists who answered, by name, and who has not yet
        anna.send_json({"type": "answer", "value": right(quiz.quiz[0]), "version": 1})
        deadline = time.monotonic() + 5
        while quiz.answered < 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        board = QuizBoard(quiz)
        assert quiz.answered_names() == ["Anna"] and quiz.waiting_names() == ["Ivo"]
        assert "Answered:</b> Anna" in board.board.value
        assert "Not yet:</b> Ivo" in board.board.value
        quiz.reveal()
        board.render()
        explained = quiz.explanation()
        answer = quiz.quiz[0]
        assert explained.count(answer.why) == 1
        quiz.end()
        assert room.state(0) == "playing" and table.held is None
    finally:
        anna.__exit__(None, None, None)
        ivo.__exit__(None, None, None)


def test_when_the_room_stops_every_page_says_the_lesson_is_over():
    room = Classroom(players=3, humans=2, seed=6, bot_delay_ms=0, quiet_ms=0).start()
    url = room.url.replace("http://", "ws://") + "/ws"
    teacher = room.table(0)

    async def lesson() -> list[list[dict]]:
        pages = []
        for name in ("Anna", "Ivo"):
            ws = await websockets.connect(url)
            await ws.send(json.dumps({"type": "join", "name": name}))
            pages.append(ws)
        await asyncio.sleep(0.5)
        await asyncio.get_running_loop().run_in_executor(None, room.stop)
        heard = []
        for ws in pages:
            got = []
            try:
                while True:
                    got.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
            except websockets.ConnectionClosed as closed:
                got.append({"closed": closed.rcvd.code if closed.rcvd else None})
            heard.append(got)
        return heard

    for got in asyncio.run(lesson()):
        errors = [m for m in got if m.get("type") == "error"]
        assert errors == [
            {"type": "error", "rule": "room.closing", "message": "The lesson is over."}
        ]
        last = [m for m in got if m.get("type") == "state"][-1]
        assert last["view"]["held"] == {"rule": "room.closed", "text": "The lesson is over."}
        assert last["view"]["acting"] is None and not last["view"]["legal"]
        assert got[-1] == {"closed": 1001}
    assert teacher.view["held"]["text"] == "The lesson is over."
    assert room.state(0) == "over"
    teacher.close()


# ----------------------------------------------------------------- getting back in


def test_the_same_nickname_from_a_new_device_comes_back_to_its_seat(room, client):
    with client.websocket_connect("/ws") as phone:
        phone.send_json({"type": "join", "name": "Anna"})
        joined, _ = receive_until(phone, "joined")
        # while her page is open, nobody (her laptop included) can take the name
        with client.websocket_connect("/ws") as laptop:
            laptop.send_json({"type": "join", "name": "anna"})
            error = laptop.receive_json()
        assert error["rule"] == "room.name_in_use"
        assert error["message"].startswith("anna is playing on another page now.")
    # the phone is gone: the laptop joins as Anna and gets her own seat and code back
    with client.websocket_connect("/ws") as laptop:
        laptop.send_json({"type": "join", "name": "ANNA"})
        again, _ = receive_until(laptop, "joined")
        welcome, _ = receive_until(laptop, "welcome")
    assert again == joined and (welcome["table"], welcome["seat"]) == (0, 0)
    assert [s["name"] for s in room.seats()] == ["Anna", None]


def test_not_you_leaves_the_seat_to_its_student(room, client):
    with client.websocket_connect("/ws") as shared:
        shared.send_json({"type": "join", "name": "Anna"})
        receive_until(shared, "state")
        shared.send_json({"type": "leave"})
        with pytest.raises(WebSocketDisconnect) as closed:
            for _ in range(10):
                assert shared.receive_json()["type"] != "error"
    assert closed.value.code == 1000
    entry = room.seating.entry(0, 0)
    assert entry.name == "Anna" and entry.claimed  # still hers: she may come back
    assert room.seats()[0]["state"] == "away"
    # the next student on the shared computer joins with their own name
    with client.websocket_connect("/ws") as next_one:
        next_one.send_json({"type": "join", "name": "Boris"})
        welcome, _ = receive_until(next_one, "welcome")
        assert welcome["seat"] == 1


def test_a_seat_the_teacher_frees_tells_its_student(room, client):
    with client.websocket_connect("/ws") as ws:
        ws.send_json({"type": "join", "name": "Anna"})
        receive_until(ws, "state")
        room.unseat(0, 0)
        error, _ = receive_until(ws, "error")
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()
    assert error == {
        "type": "error",
        "rule": "room.seat_freed",
        "message": "The teacher freed your seat. Join again with your nickname to get a seat.",
    }


def test_the_room_display_follows_the_students_and_hands_out_a_seats_link(room, client):
    room_started = Classroom(players=3, humans=2, tables=2, seed=2, away_after=600).start()
    try:
        display = RoomDisplay(room_started)
        assert display.board.value.count('data-state="free"') == 4
        url = room_started.url.replace("http://", "ws://") + "/ws"

        async def three() -> None:
            pages = []
            for name in ("Anna", "Ivo", "Olga"):
                ws = await websockets.connect(url)
                await ws.send(json.dumps({"type": "join", "name": name}))
                while json.loads(await ws.recv())["type"] != "state":
                    pass
                pages.append(ws)
            await asyncio.sleep(0.3)
            value = display.board.value  # live: no cell run again
            assert value.count('data-state="here"') == 3 and "Olga" in value
            assert "Waiting for a classmate: 1 of 2 seated." in value  # Olga's table
            await pages[1].close()

        asyncio.run(three())
        time.sleep(0.3)
        assert 'data-state="away"' in display.board.value
        codes = [room_started.seat_code(t, s) for t in range(2) for s in range(2)]
        bundle = display._repr_mimebundle_()
        assert not any(code in json.dumps(bundle) for code in codes)
        assert not any(code in display.board.value + display.link.value for code in codes)
        # the teacher picks Ivo's seat: its own link and QR code appear, nothing else's
        labels = [label for label, _ in display.picker.options]
        assert "Table 1, seat 2: Ivo" in labels
        display.picker.value = (0, 1)
        assert room_started.seat_link(0, 1) in display.link.value
        assert "<svg" in display.link.value
        assert sum(code in display.link.value for code in codes) == 1
        display.close()
    finally:
        room_started.stop()


def test_only_the_students_own_acts_take_the_seat_back():
    room = Classroom(players=2, humans=2, seed=8, bot_delay_ms=0, quiet_ms=0, away_after=5)
    try:
        with TestClient(make_app(room)) as client:
            anna, _ = join(client, "Anna")
            ivo, _ = join(client, "Ivo")
            playing(anna)
            table = room.tables[0]
            seat = table.game.next_to_act()  # a student: both seats are students'
            ws = (anna, ivo)[seat]
            room.watch(100.0)
            room.watch(105.5)  # idle on their turn past the teacher's limit
            assert table.holder(seat).stand_in
            mine = state_where(ws, lambda s: s["view"]["seated"][seat].get("you", False))
            assert mine["view"]["seated"][seat]["text"] == (
                "A bot is playing for you: tap to take your seat back."
            )
            # what a page asks by itself (a card's reason under the pointer, an older page)
            card = mine["view"]["hand"][0]["card"]
            ws.send_json({"type": "why_card", "card": card, "version": mine["version"]})
            ws.send_json({"type": "log_page", "before": 1, "version": mine["version"]})
            receive_until(ws, "log_page")
            assert table.holder(seat).stand_in, "the seat went back without the student acting"
            ws.send_json({"type": "here"})  # one tap
            state_where(ws, lambda s: not s["view"]["seated"][seat]["stand_in"])
            assert table.holder(seat).present
            anna.__exit__(None, None, None)
            ivo.__exit__(None, None, None)
    finally:
        room.stop()
