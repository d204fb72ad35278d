"""A widget that follows a table someone else owns (a classroom's), as one viewer sees it: it
updates live, shows that viewer nothing more, and its browser acts only as that viewer."""

from __future__ import annotations

import json

from durak_widget import Card, DurakWidget, Game
from durak_widget.table import Holder, ManualScheduler, MoveIntent, Table, Viewer


def classroom_table(clock):
    holders = {0: Holder.remote("Anna"), 1: Holder.remote("Ivo")}
    table = Table(Game.new(3, seed=4), holders=holders, scheduler=clock, bot_delay_ms=100)
    table.start()
    return table


def synced(w) -> str:
    state = {k: v for k, v in w.get_state().items() if k not in ("_esm", "_css")}
    return json.dumps([state, w._repr_mimebundle_()[0]], ensure_ascii=False)


def test_a_spectator_widget_follows_the_table_and_sees_no_hand():
    clock = ManualScheduler()
    table = classroom_table(clock)
    w = DurakWidget.follow(table)
    view = table.view(Viewer.spectator())
    assert w.layout_parts == view.pop("layout") and w.layout_parts["task"] == "watch"
    assert w.view == view
    hands = {c for s in range(3) for c in table.game.hand(s)}
    blob = synced(w)
    assert not any(str(c) in blob or c.code in blob for c in hands if c != table.game.trump_card)
    seat = table.game.next_to_act()
    move = table.game.legal_moves(seat)[0]
    if table.holder(seat).kind == "remote":
        assert table.handle(Viewer.at(seat), MoveIntent(move)).ok
    else:
        clock.advance(0.1)
    assert w.view["history"]["length"] == 1 and w.view["version"] == table.version
    # the browser of a spectator moves for nobody; the table goes on after the widget closes
    w._handle_custom_msg({"type": "move", "move": move.to_json()}, [])
    assert "may not send 'move'" in w.view["error"] and len(table.game.history) == 1
    w.close()
    assert not table.pacer.closed


def test_a_seat_widget_plays_its_seat_only():
    clock = ManualScheduler()
    table = classroom_table(clock)
    w = DurakWidget.follow(table, Viewer.at(1))
    assert w.view["seats"][1]["cards"] == [Card.parse(c).code for c in w.view["seats"][1]["cards"]]
    assert w.view["seats"][0]["cards"] is None and w.view["seats"][2]["cards"] is None
    for _ in range(40):
        if table.game.legal_moves(1):
            break
        seat = table.game.next_to_act()
        if table.holder(seat).kind == "remote":
            table.handle(Viewer.at(seat), MoveIntent(table.game.legal_moves(seat)[0]))
        else:
            clock.advance(0.1)
    move = table.game.legal_moves(1)[0]
    other = next((m for m in table.game.legal_moves(0)), None)
    if other is not None:
        w._handle_custom_msg({"type": "move", "move": other.to_json()}, [])
        assert "move.player" in w.view["error"]
    length = len(table.game.history)
    w._handle_custom_msg({"type": "move", "move": move.to_json()}, [])
    assert len(table.game.history) == length + 1 and table.game.history[-1] == move
