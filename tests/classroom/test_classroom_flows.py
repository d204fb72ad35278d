"""The classroom's flows through Starlette's test client (no server, no thread): joining by
nickname or by a seat's code, the state a seat is sent (exactly the widget's view of that
seat), reconnecting, refusals that change nothing, the limits every connection lives by, the
teacher's seating, and who is taken as away."""

from __future__ import annotations

import json
import time

import pytest
from starlette.testclient import TestClient, WebSocketDenialResponse
from starlette.websockets import WebSocketDisconnect

from durak_widget import DurakWidget
from durak_widget.classroom import Classroom
from durak_widget.classroom.hub import GONE_SECONDS
from durak_widget.classroom.protocol import BURST, MAX_MESSAGE
from durak_widget.classroom.server import make_app
from durak_widget.table import Viewer


@pytest.fixture
def room():
    made = Classroom(players=2, humans=2, seed=11, bot_delay_ms=0, quiet_ms=0)
    yield made
    made.stop()


@pytest.fixture
def client(room):
    with TestClient(make_app(room)) as found:
        yield found


def receive_until(ws, kind: str, limit: int = 20) -> tuple[dict, list[dict]]:
    """Messages up to and including the first of type `kind`."""
    seen = []
    for _ in range(limit):
        message = ws.receive_json()
        seen.append(message)
        if message["type"] == kind:
            return message, seen
    raise AssertionError(f"no {kind!r} message in {[m['type'] for m in seen]}")


def state_where(ws, check, limit: int = 20) -> dict:
    """The first state message that passes `check`."""
    for _ in range(limit):
        message = ws.receive_json()
        if message["type"] == "state" and check(message):
            return message
    raise AssertionError("no such state")


def hello(ws, code: str) -> tuple[dict, dict]:
    ws.send_json({"type": "hello", "code": code})
    welcome, _ = receive_until(ws, "welcome")
    state, _ = receive_until(ws, "state")
    return welcome, state


def playing(ws, state: dict | None = None, limit: int = 20) -> dict:
    """`state` when its table plays (not held for everyone: every student came), else the
    first such state to come."""
    if state is not None and "held" not in state["view"]:
        return state
    return state_where(ws, lambda s: "held" not in s["view"], limit)


def test_a_student_joins_with_a_nickname_and_gets_a_seat_code_and_the_seat_view(room, client):
    with client.websocket_connect("/ws") as ws:
        ws.send_json({"type": "join", "name": "  Anna "})
        joined = ws.receive_json()
        welcome = ws.receive_json()
        state = ws.receive_json()
    assert joined == {"type": "joined", "code": room.seat_code(0, 0), "name": "Anna"}
    assert len(joined["code"]) >= 22  # 128 bits, URL-safe
    assert welcome == {"type": "welcome", "table": 0, "seat": 0, "game": "durak"}
    assert state["type"] == "state" and set(state) == {"type", "version", "view", "log_tail"}
    assert state["version"] == state["view"]["version"]
    # only seat 0's cards are in it
    table = room.tables[0]
    assert state["view"]["viewer"] == 0
    assert [s["cards"] is None for s in state["view"]["seats"]] == [False, True]
    assert state["view"]["hand"] and {e["card"] for e in state["view"]["hand"]} == {
        c.code for c in table.game.hand(0)
    }
    assert [s["name"] for s in state["view"]["seated"]] == ["Anna", None]


def test_the_state_view_is_exactly_the_widgets_view_of_that_seat(room, client):
    code = room.seat_code(0, 1)
    with client.websocket_connect("/ws") as ws:
        _, state = hello(ws, code)
        follower = DurakWidget.follow(room.tables[0], Viewer.at(1))
        # the widget syncs the view's layout as a trait of its own (layout_parts); a seat's
        # page reads it from the view (the "seat" task: no steps, open hands, new game, pause
        # or menu)
        assert state["view"] == {**follower.view, "layout": follower.layout_parts}
        assert state["view"]["layout"]["task"] == "seat"
        assert state["log_tail"] == follower.log_tail
        assert state["view"]["held"]["rule"] == "table.waiting"  # Ivo is not here yet
        follower.close()


def test_a_bad_code_is_refused_and_the_connection_closed(client):
    with client.websocket_connect("/ws") as ws:
        ws.send_json({"type": "hello", "code": "A" * 22})
        error = ws.receive_json()
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert error["type"] == "error" and error["rule"] == "room.bad_code"
    assert "join again with your nickname" in error["message"]
    assert closed.value.code == 1008


@pytest.mark.parametrize(
    "first", ["not json", json.dumps({"type": "move", "move": {}}), json.dumps([1, 2])]
)
def test_a_page_that_does_not_say_who_it_is_is_closed(client, first):
    with client.websocket_connect("/ws") as ws:
        ws.send_text(first)
        error = ws.receive_json()
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()
    assert error["type"] == "error" and "did not say who it is" in error["message"]


def test_reconnecting_with_the_same_code_returns_the_seat_and_the_current_state(room, client):
    table = room.tables[0]
    a, b = room.seat_code(0, 0), room.seat_code(0, 1)
    with client.websocket_connect("/ws") as wa, client.websocket_connect("/ws") as wb:
        _, sa = hello(wa, a)
        _, sb = hello(wb, b)
        sa, sb = playing(wa, sa), playing(wb, sb)
        mover = wa if sa["view"]["acting"] == 0 else wb
        state = sa if mover is wa else sb
        mover.send_json(
            {"type": "move", "move": state["view"]["legal"][0], "version": state["version"]}
        )
        receive_until(mover, "state")
        assert len(table.game.history) == 1
    with client.websocket_connect("/ws") as again:
        welcome, state = hello(again, a)
    assert welcome == {"type": "welcome", "table": 0, "seat": 0, "game": "durak"}
    assert state["view"]["history"]["length"] == 1
    assert state["view"] == {**table.view(Viewer.at(0)), "version": state["version"]}


def test_a_stale_move_and_a_move_for_another_seat_are_refused_and_change_nothing(room, client):
    table = room.tables[0]
    with client.websocket_connect("/ws") as wa, client.websocket_connect("/ws") as wb:
        _, sa = hello(wa, room.seat_code(0, 0))
        _, sb = hello(wb, room.seat_code(0, 1))
        sa, sb = playing(wa, sa), playing(wb, sb)
        ws, state, other = (wa, sa, wb) if sa["view"]["acting"] == 0 else (wb, sb, wa)
        seat = state["view"]["viewer"]
        first = state["view"]["legal"][0]
        old = state["version"]
        ws.send_json({"type": "move", "move": first, "version": old})
        moved, _ = receive_until(ws, "state")
        assert len(table.game.history) == 1
        record = table.to_record().to_text()
        # a move chosen against the version before that move: stale
        legal = moved["view"]["legal"]
        assert legal, "the attacker may go on (throw in or say done)"
        ws.send_json({"type": "move", "move": legal[0], "version": old})
        refused, _ = receive_until(ws, "refused")
        assert refused["rule"] == "table.stale" and "look again" in refused["message"]
        assert table.to_record().to_text() == record
        # a move for the other seat, sent from this one
        theirs = {**first, "player": 1 - seat}
        ws.send_json({"type": "move", "move": theirs, "version": moved["version"]})
        refused, _ = receive_until(ws, "refused")
        assert refused["rule"] == "table.not_your_seat"
        assert table.to_record().to_text() == record
        # intents a seat may not send
        for intent in (
            {"type": "step", "to": "back"},
            {"type": "new_game"},
            {"type": "pause", "paused": True},
        ):
            ws.send_json(intent)
            refused, _ = receive_until(ws, "refused")
            assert refused["rule"] == "table.not_allowed", intent
        assert table.to_record().to_text() == record and not table.options["paused"]
        # and the other page still sees the position after the one move
        later, _ = receive_until(other, "state")
        assert later["view"]["history"]["length"] == 1


def test_malformed_and_oversized_messages(room, client):
    with client.websocket_connect("/ws") as ws:
        hello(ws, room.seat_code(0, 0))
        ws.send_text("{not json")
        refused = ws.receive_json()
        assert refused["type"] == "refused" and refused["rule"] == "table.malformed"
        ws.send_json({"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["ZZ"]}})
        refused, _ = receive_until(ws, "refused")
        assert refused["rule"] == "table.malformed"
        ws.send_text(json.dumps({"type": "hint", "pad": "x" * MAX_MESSAGE}))
        with pytest.raises(WebSocketDisconnect) as closed:
            for _ in range(5):
                ws.receive_json()
    assert closed.value.code == 1009
    assert room.tables[0].game.history == ()


def test_a_flooding_page_is_closed(room, client):
    with client.websocket_connect("/ws") as ws:
        hello(ws, room.seat_code(0, 0))
        for _ in range(BURST + 10):
            ws.send_json({"type": "log_page", "before": 1})
        messages = []
        with pytest.raises(WebSocketDisconnect) as closed:
            for _ in range(200):
                messages.append(ws.receive_json())
    assert closed.value.code == 1008
    assert messages[-1]["type"] == "error" and "too many messages" in messages[-1]["message"]


def test_a_page_from_another_origin_is_refused(client):
    with pytest.raises(WebSocketDenialResponse) as refused:  # noqa: SIM117
        with client.websocket_connect("/ws", headers={"origin": "https://elsewhere.example"}) as ws:
            ws.receive_json()
    assert refused.value.status_code == 403
    assert refused.value.headers["cache-control"] == "no-store"  # the promised headers too
    with client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_json({"type": "join", "name": "Ivo"})
        assert ws.receive_json()["type"] == "joined"


def test_the_nickname_is_checked_and_kept_unique(room, client):
    with client.websocket_connect("/ws") as ws:
        ws.send_json({"type": "join", "name": "Anna"})
        receive_until(ws, "state")
        for name, words in (
            ("anna", "is playing on another page now"),  # her page is open: not her, or not now
            ("Bot (simple)", "already plays as"),  # a bot's name
            ("бот (простой)", "already plays as"),  # the same bot in Russian
            ("", "1 to 24"),
            ("x" * 30, "1 to 24"),
        ):
            with client.websocket_connect("/ws") as other:
                other.send_json({"type": "join", "name": name})
                error = other.receive_json()
                assert error["type"] == "error" and words in error["message"], name
        with client.websocket_connect("/ws") as ivo:
            ivo.send_json({"type": "join", "name": "Ivo"})
            receive_until(ivo, "state")
        with client.websocket_connect("/ws") as late:
            late.send_json({"type": "join", "name": "Olga"})
            error = late.receive_json()
    assert "Every seat in this room is taken" in error["message"]


def test_a_student_reads_the_table_in_the_language_they_pick(room, client):
    with client.websocket_connect("/ws") as ws:
        ws.send_json({"type": "join", "name": "Anna", "language": "ru"})
        state, _ = receive_until(ws, "state")
        assert (
            state["view"]["panel"]["status"] != room.tables[0].view(Viewer.at(0))["panel"]["status"]
        )
        assert state["view"] == {
            **room.tables[0].view(Viewer.at(0, "ru")),
            "version": state["version"],
        }
        ws.send_json({"type": "language", "language": "es"})
        state, _ = receive_until(ws, "state")
        assert state["view"] == {
            **room.tables[0].view(Viewer.at(0, "es")),
            "version": state["version"],
        }
    labels = client.get("/labels/ru").json()
    assert labels["Take"] and labels["Take"] != "Take"
    assert client.get("/labels/xx").status_code == 404


def test_the_page_and_its_files_come_from_the_room_and_hold_no_code(room, client):
    page = client.get("/play")
    assert page.status_code == 200 and "static/seat.js" in page.text
    assert "no-store" in page.headers["cache-control"]
    assert "connect-src 'self'" in page.headers["content-security-policy"]
    for name in ("widget.js", "widget.css", "seat.js", "seat.css"):
        found = client.get(f"/static/{name}")
        assert found.status_code == 200 and found.content, name
        assert "http://" not in found.text and "https://" not in found.text, name  # no CDN
    assert client.get("/static/../room.py").status_code == 404
    for code in (room.seat_code(0, 0), room.seat_code(0, 1)):
        assert code not in page.text


def test_the_teacher_seats_unseats_and_hands_a_seat_to_a_bot(room, client):
    table = room.tables[0]
    with client.websocket_connect("/ws") as ws:
        ws.send_json({"type": "join", "name": "Anna"})
        joined = ws.receive_json()
        receive_until(ws, "state")
        new = room.seat(0, 0, "Boris")
        assert new != joined["code"] and room.seat_code(0, 0) == new
        error = ws.receive_json()
        assert error["type"] == "error" and "gave your seat to someone else" in error["message"]
    assert table.holder(0).name == "Boris" and not table.holder(0).present
    with client.websocket_connect("/ws") as old:
        old.send_json({"type": "hello", "code": joined["code"]})
        assert old.receive_json()["rule"] == "room.bad_code"
    with client.websocket_connect("/ws") as boris:
        boris.send_json({"type": "join", "name": "boris"})  # the name the teacher gave
        welcome, _ = receive_until(boris, "welcome")
        assert (welcome["table"], welcome["seat"]) == (0, 0)
        assert table.holder(0).present
    room.give_to_bot(0, 1)
    assert table.holder(1).kind == "bot"
    with pytest.raises(ValueError, match="handed to a bot"):
        room.seat_code(0, 1)
    room.unseat(0, 0)
    assert table.holder(0).name is None and table.holder(0).stand_in


def test_a_table_waits_for_its_students_and_a_student_gone_is_played_by_a_bot_at_once(client):
    room = Classroom(players=3, humans=2, seed=5, bot_delay_ms=0, quiet_ms=0, away_after=600)
    try:
        with TestClient(make_app(room)) as client:
            table = room.tables[0]
            assert table.held.rule == "table.waiting" and room.state(0) == "waiting"
            with client.websocket_connect("/ws") as wa:
                wa.send_json({"type": "join", "name": "Anna"})
                state, _ = receive_until(wa, "state")
                # said the same to everyone: the seat, the teacher's view, the room's display
                said = "Waiting for a classmate: 1 of 2 seated."
                assert state["view"]["held"] == {"rule": "table.waiting", "text": said}
                assert table.view(Viewer.spectator())["held"]["text"] == said
                assert said in room._repr_mimebundle_()["text/html"]
                # nobody moves while it waits: no live buttons, a move refused, the bots wait
                assert state["view"]["acting"] is None and not state["view"]["legal"]
                attacker = table.game.next_to_act()
                if attacker == 0:
                    move = table.game.legal_moves(0)[0].to_json()
                    wa.send_json({"type": "move", "move": move, "version": state["version"]})
                    refused, _ = receive_until(wa, "refused")
                    assert refused["rule"] == "table.waiting"
                assert table.game.history == ()
                with client.websocket_connect("/ws") as wb:
                    wb.send_json({"type": "join", "name": "Ivo"})
                    receive_until(wb, "state")
                    assert table.held is None and room.state(0) == "playing"
                    playing(wa)
                # Ivo's page closed: a stand-in plays for him at once (after a reload's grace)
                deadline = room.hub.gone[room.seat_code(0, 1)]
                assert deadline - time.monotonic() <= GONE_SECONDS
                room.watch(deadline - 0.1)
                assert table.holder(1).present, "a reload comes back sooner"
                room.watch(deadline + 0.1)
                assert table.holder(1).stand_in and table.holder(0).present
                state = state_where(wa, lambda s: s["view"]["seated"][1]["stand_in"])
                assert (
                    state["view"]["seated"][1]["text"] == "A bot plays for Ivo while they are away."
                )
                assert "you" not in state["view"]["seated"][1]
            gone = dict(room.hub.gone)
            assert set(gone) == {room.seat_code(0, 0)}
            room.watch(gone[room.seat_code(0, 0)] + 0.1)
            assert table.holder(0).stand_in and table.holder(1).stand_in
            # the table started: it plays on with both students gone (it waits no more)
            assert table.held is None
            mine = table.view(Viewer.at(0))["seated"][0]
            assert mine["you"] and mine["text"] == (
                "A bot is playing for you: tap to take your seat back."
            )
            with client.websocket_connect("/ws") as back:
                hello(back, room.seat_code(0, 0))
                assert table.holder(0).present and not table.holder(0).stand_in
    finally:
        room.stop()


def test_a_student_idle_on_their_turn_is_played_by_a_bot_until_they_act(room, client):
    table = room.tables[0]
    room.away_after = 5
    with client.websocket_connect("/ws") as wa, client.websocket_connect("/ws") as wb:
        hello(wa, room.seat_code(0, 0))
        hello(wb, room.seat_code(0, 1))
        seat = table.game.next_to_act()
        ws = wa if seat == 0 else wb
        room.watch(100.0)
        room.watch(104.0)
        assert table.holder(seat).present
        room.watch(105.5)
        assert table.holder(seat).stand_in
        state = state_where(ws, lambda s: s["view"]["seated"][seat]["stand_in"])
        assert state["view"]["acting"] is None  # the stand-in plays; the page waits
        ws.send_json({"type": "here"})
        state = state_where(ws, lambda s: not s["view"]["seated"][seat]["stand_in"])
        assert table.holder(seat).present and state["view"]["acting"] == seat
