"""Messages from the browser, through ipywidgets' own dispatcher (`_handle_custom_msg` calls
the handler registered with `on_msg`): good ones act, bad ones only set `view.error`."""

from __future__ import annotations

import pytest

from durak_widget import DurakWidget, Game, Move, Rules
from durak_widget.table.views.you import for_you


def position(**kwargs) -> Game:
    """P0 attacks P1; trumps are hearts; the talon holds two cards."""
    return Game.from_position(
        [["7S", "9S", "KD", "6H"], ["8S", "QS", "7D", "10C"]],
        talon=["AC", "8H"],
        **kwargs,
    )


def make(game=None, **kwargs) -> DurakWidget:
    kwargs.setdefault("bots", "simple")
    return DurakWidget(game if game is not None else position(), **kwargs)


def send(w: DurakWidget, content, buffers=None) -> None:
    w._handle_custom_msg(content, buffers or [])


def snapshot(w: DurakWidget):
    return repr(w.game), w.game.history, w.session.history.length, w.session.history.position


def test_a_legal_move_is_played_and_the_bot_replies():
    w = make()
    send(w, {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["7S"]}})
    assert w.game.history[0] == Move.attack(0, "7S")
    assert len(w.game.history) >= 2, "the bot answered (synchronously: no event loop here)"
    assert w.last_verdict.legal and w.last_verdict.rule == "attack.lead"
    assert w.view["error"] is None
    assert w.view["last_verdict"] is None  # the bot moved since: not synced again
    assert [e["text"] for e in w.log_tail][:2] == ["You attack 7♠", str(w.game.history[1])]


def test_an_illegal_move_sets_the_verdict_and_changes_nothing():
    w = make()
    send(w, {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["7S"]}})
    before = snapshot(w)
    if w.game.defender == 0:  # whatever the bot did, try a defence with a card not held
        pass
    send(w, {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["AS"]}})
    assert snapshot(w) == before
    assert not w.last_verdict.legal
    assert w.view["last_verdict"]["legal"] is False
    said = for_you(w.last_verdict.message, "P0")
    assert said.startswith("You ") and w.view["last_verdict"]["message"] == said
    assert w.view["narration"] == said
    assert w.view["error"] is None


def test_explain_sets_the_verdict_without_playing():
    w = make()
    before = snapshot(w)
    send(w, {"type": "explain", "move": {"kind": "attack", "player": 0, "cards": ["9S"]}})
    assert snapshot(w) == before
    assert w.last_verdict.legal and w.view["last_verdict"]["rule"] == "attack.lead"


def test_an_illegal_defence_is_explained():
    # P1 attacks P0 with 8S; P0 tries 7S, lower of the same suit
    game = position(attacker=1)
    w = make(game, bots={1: _Scripted(["P1 attacks 8S"])})
    assert w.game.table == [(Move.parse("P1 attacks 8S").card, None)]
    before = snapshot(w)
    send(
        w,
        {"type": "move", "move": {"kind": "defend", "player": 0, "cards": ["7S"], "target": "8S"}},
    )
    assert snapshot(w) == before
    assert w.last_verdict.rule == "beat.lower_same_suit"
    assert "7♠ cannot beat 8♠" in w.view["last_verdict"]["message"]


class _Scripted:
    """A test bot that plays given moves, then the first legal one."""

    def __init__(self, moves):
        self.moves = [Move.parse(m) for m in moves]
        self.last_reason = ""

    def choose(self, view, moves):
        if self.moves and self.moves[0] in moves:
            return self.moves.pop(0)
        return moves[0]


BAD_MESSAGES = [
    ("not an object", ["move"], "message"),
    ("not an object", "move", "message"),
    ("not an object", None, "message"),
    ("unknown type", {"type": "cheat"}, "type"),
    ("missing type", {"move": {}}, "type"),
    ("type not text", {"type": ["move"]}, "type"),
    ("unknown key", {"type": "move", "move": {"kind": "take", "player": 0}, "x": 1}, "x"),
    ("missing move", {"type": "move"}, "move"),
    ("move not object", {"type": "move", "move": "P0 attacks 7S"}, "move"),
    (
        "unknown move key",
        {"type": "move", "move": {"kind": "take", "player": 0, "hack": 1}},
        "move.hack",
    ),
    ("bad kind", {"type": "move", "move": {"kind": "steal", "player": 0}}, "move.kind"),
    ("kind not text", {"type": "move", "move": {"kind": {"a": 1}, "player": 0}}, "move.kind"),
    (
        "player text",
        {"type": "move", "move": {"kind": "attack", "player": "0", "cards": ["7S"]}},
        "move.player",
    ),
    (
        "player bool",
        {"type": "move", "move": {"kind": "attack", "player": True, "cards": ["7S"]}},
        "move.player",
    ),
    (
        "player float",
        {"type": "move", "move": {"kind": "attack", "player": 0.0, "cards": ["7S"]}},
        "move.player",
    ),
    (
        "player range",
        {"type": "move", "move": {"kind": "attack", "player": 9, "cards": ["7S"]}},
        "move.player",
    ),
    ("another seat", {"type": "move", "move": {"kind": "take", "player": 1}}, "move.player"),
    (
        "another seat explain",
        {"type": "explain", "move": {"kind": "attack", "player": 1, "cards": ["8S"]}},
        "move.player",
    ),
    (
        "cards not list",
        {"type": "move", "move": {"kind": "attack", "player": 0, "cards": "7S"}},
        "move.cards",
    ),
    (
        "unknown card",
        {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["1X"]}},
        "move.cards[0]",
    ),
    (
        "card not text",
        {"type": "move", "move": {"kind": "attack", "player": 0, "cards": [7]}},
        "move.cards[0]",
    ),
    (
        "second card bad",
        {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["7S", "ZZ"]}},
        "move.cards[1]",
    ),
    (
        "too many cards",
        {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["7S"] * 13}},
        "move.cards",
    ),
    (
        "bad target",
        {"type": "move", "move": {"kind": "defend", "player": 0, "cards": ["7S"], "target": "XX"}},
        "move.target",
    ),
    (
        "show not bool",
        {"type": "move", "move": {"kind": "transfer", "player": 0, "cards": ["7S"], "show": "yes"}},
        "move.show",
    ),
    ("attack without cards", {"type": "move", "move": {"kind": "attack", "player": 0}}, "move"),
    (
        "take with cards",
        {"type": "move", "move": {"kind": "take", "player": 0, "cards": ["7S"]}},
        "move",
    ),
    ("step word", {"type": "step", "to": "sideways"}, "to"),
    ("step range", {"type": "step", "to": 99}, "to"),
    ("step negative", {"type": "step", "to": -1}, "to"),
    ("step bool", {"type": "step", "to": True}, "to"),
    ("new players", {"type": "new_game", "players": 7}, "players"),
    ("new players text", {"type": "new_game", "players": "3"}, "players"),
    ("new preset", {"type": "new_game", "preset": "poker"}, "preset"),
    ("new seed", {"type": "new_game", "seed": 3}, "seed"),
    ("option name", {"type": "option", "name": "cheat", "value": True}, "name"),
    ("option name list", {"type": "option", "name": ["hints"], "value": True}, "name"),
    ("option missing value", {"type": "option", "name": "hints"}, "value"),
    ("option bool", {"type": "option", "name": "hints", "value": "yes"}, "hints"),
    ("option size", {"type": "option", "name": "card_size", "value": "huge"}, "card_size"),
    ("option delay", {"type": "option", "name": "bot_delay_ms", "value": -5}, "bot_delay_ms"),
    ("option delay float", {"type": "option", "name": "quiet_ms", "value": 1.5}, "quiet_ms"),
    ("pause text", {"type": "pause", "paused": "true"}, "paused"),
    ("pause missing", {"type": "pause"}, "paused"),
    ("seat in play mode", {"type": "seat", "seat": 1}, "seat"),
    (
        "huge payload",
        {"type": "move", "move": {"kind": "take", "player": 0}, "pad": "x" * 20_000},
        "message",
    ),
    (
        "huge cards",
        {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["7S"] * 5000}},
        "message",
    ),
]


@pytest.mark.parametrize(
    ("why", "content", "field"), BAD_MESSAGES, ids=[b[0] for b in BAD_MESSAGES]
)
def test_a_malformed_message_changes_nothing_and_names_the_field(why, content, field):
    w = make()
    before = snapshot(w)
    options = dict(w.options)
    verdict = w.last_verdict
    send(w, content)
    assert snapshot(w) == before
    assert w.options == options
    assert w.last_verdict is verdict
    error = w.view["error"]
    assert error and error.startswith("The widget ignored a message from the table: ")
    assert f": {field}: " in error, error
    assert len(error) < 400
    # the table still works afterwards, and a good message clears the error
    send(w, {"type": "explain", "move": {"kind": "attack", "player": 0, "cards": ["7S"]}})
    assert w.view["error"] is None and w.last_verdict.legal


def test_binary_buffers_are_refused():
    w = make()
    before = snapshot(w)
    send(w, {"type": "pause", "paused": True}, [b"\x00" * 10])
    assert snapshot(w) == before and "buffers" in w.view["error"]
    assert w.options["paused"] is False


def test_deeply_nested_payload_is_refused():
    nested = {"kind": "take", "player": 0}
    for _ in range(3000):
        nested = [nested]
    w = make()
    before = snapshot(w)
    send(w, {"type": "move", "move": nested})
    assert snapshot(w) == before and w.view["error"]


def test_browser_cannot_set_synced_traits_directly():
    w = make()
    view, options = w.view, dict(w.options)
    w.set_state({"view": {"hand": ["AS"]}, "options": {"paused": "x"}, "log_tail": []})
    assert w.view["hand"] == view["hand"]
    assert w.options == options
    assert "log_tail, options, view" in w.view["error"]


def test_step_new_game_option_and_pause_messages():
    w = make(bot_delay_ms=0, quiet_ms=0)
    send(w, {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["7S"]}})
    length = w.session.history.length
    assert length >= 2
    send(w, {"type": "step", "to": "first"})
    assert w.view["history"] == {"position": 0, "length": length}
    send(w, {"type": "step", "to": "forward"})
    assert w.view["history"]["position"] == 1
    send(w, {"type": "step", "to": "back"})
    assert w.view["history"]["position"] == 0
    send(w, {"type": "step", "to": 2})
    assert w.view["history"]["position"] == 2
    send(w, {"type": "step", "to": "last"})
    assert w.view["history"]["position"] == length
    send(w, {"type": "option", "name": "card_size", "value": "large"})
    assert w.options["card_size"] == "large" and w.view["error"] is None
    send(w, {"type": "option", "name": "open_hands", "value": True})
    # in play mode only Python opens the other hands (see test_widget_robustness)
    assert not w.open_hands and w.view["seats"][1]["cards"] is None
    assert "decided in Python" in w.view["error"]
    w.open_hands = True
    assert w.open_hands and w.view["seats"][1]["cards"] is not None
    send(w, {"type": "pause", "paused": True})
    assert w.options["paused"] is True
    send(w, {"type": "new_game", "players": 3, "preset": "perevodnoy"})
    assert w.game.players == 3 and w.game.rules == Rules.perevodnoy()
    assert w.view["players"] == 3 and w.view["preset"] == "perevodnoy"
    assert w.game.history == () or w.game.attacker == 0, "paused: the bots have not moved"
    send(w, {"type": "pause", "paused": False})
    assert w.options["paused"] is False
    assert w.view["acting"] == 0 or w.game.is_over, "the bots played up to the learner's turn"


def test_sandbox_mode_accepts_every_seat_and_a_seat_choice():
    w = DurakWidget(position(), mode="sandbox")
    assert w.view["acting"] == 0 and w.open_hands
    send(w, {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["7S"]}})
    assert w.view["viewer"] == 0 and w.view["to_act"] == 1  # the viewpoint stays
    send(
        w,
        {"type": "move", "move": {"kind": "defend", "player": 1, "cards": ["8S"], "target": "7S"}},
    )
    assert w.view["error"] is None and len(w.game.history) == 2
    send(w, {"type": "seat", "seat": 1})
    assert w.view["viewer"] == 1 and w.seat == 1
    send(w, {"type": "seat", "seat": 5})
    assert "seat" in w.view["error"]


def test_an_exception_inside_a_handler_is_reported_not_raised(monkeypatch):
    w = make()

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(w.session, "attempt", broken)
    send(w, {"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["7S"]}})
    assert "boom" in w.view["error"]
