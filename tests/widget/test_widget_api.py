"""The Python API of DurakWidget: it mirrors the table, and the view follows every call."""

from __future__ import annotations

import json

import anywidget
import pytest
from widget_testkit import Scripted

import durak_widget
from durak_widget import DurakWidget, Game, Move, Rules, Verdict
from durak_widget.bots import RandomBot, SimpleBot


def duel() -> Game:
    """P0 attacks P1, trumps hearts, two cards in the talon."""
    return Game.from_position(
        [["7S", "8C", "KD", "6H"], ["8S", "QS", "7D", "10C"]], talon=["AC", "8H"]
    )


def test_default_widget_deals_two_players_with_you_at_seat_0():
    w = DurakWidget()
    assert isinstance(w, anywidget.AnyWidget)
    assert w.game.players == 2 and w.seat == 0 and w.mode == "play"
    assert w.game.rules == Rules.podkidnoy()
    assert isinstance(w.bots[1], SimpleBot)
    assert w.view["viewer"] == 0 and w.view["mode"] == "play"
    assert set(w.options) == {
        "hints",
        "open_hands",
        "card_size",
        "four_colour",
        "bot_delay_ms",
        "quiet_ms",
        "paused",
        "autoplay",
        "autoplay_ms",
        "presentation",
        "language",
    }
    assert w.options["bot_delay_ms"] == 700 and w.options["quiet_ms"] == 5000
    json.dumps(w.get_state(), allow_nan=False)


def test_the_package_root_exports_the_widget_lazily():
    assert durak_widget.DurakWidget is DurakWidget
    with pytest.raises(AttributeError):
        durak_widget.NoSuchThing  # noqa: B018


def test_front_end_is_the_built_bundle_or_a_clear_fallback():
    esm = DurakWidget().get_state()["_esm"]
    assert esm.strip()
    static = durak_widget.widget.widget._STATIC / "widget.js"
    if static.is_file():
        assert esm == static.read_text()
    else:
        assert "front end not built: run pip install -e ." in esm


def test_replay_mode_and_bad_arguments_raise_clear_errors():
    with pytest.raises(ValueError, match=r"replay.*needs a game record"):
        DurakWidget(mode="replay")
    with pytest.raises(ValueError, match="mode must be"):
        DurakWidget(mode="watch")
    with pytest.raises(ValueError, match="seat must be"):
        DurakWidget(seat=2)
    with pytest.raises(ValueError, match="bots must be"):
        DurakWidget(bots="clever")
    with pytest.raises(ValueError, match="game must be"):
        DurakWidget("not a game")
    with pytest.raises(ValueError, match="bot_delay_ms"):
        DurakWidget(bot_delay_ms=-1)


def test_bots_argument_forms():
    bot = RandomBot(seed=1)
    assert DurakWidget(players=3, bots=bot).bots == {1: bot, 2: bot}
    w = DurakWidget(players=3, bots={2: bot}, seat=1)
    assert isinstance(w.bots[0], SimpleBot) and w.bots[2] is bot and 1 not in w.bots
    assert all(
        isinstance(b, RandomBot) for b in DurakWidget(players=3, bots="random").bots.values()
    )


def test_play_returns_verdicts_and_never_raises_for_an_illegal_move():
    w = DurakWidget(duel(), bots=Scripted(["P1 beats 7S with 8S"]))
    verdict = w.play("P0 attacks AS")
    assert isinstance(verdict, Verdict) and not verdict.legal
    assert verdict.rule == "card.not_in_hand" and w.game.history == ()
    assert w.last_verdict is verdict and w.view["last_verdict"]["rule"] == "card.not_in_hand"
    verdict = w.play(Move.attack(0, "7S"))
    assert verdict.legal
    assert [str(m) for m in w.game.history] == ["P0 attacks 7♠", "P1 beats 7♠ with 8♠"]
    assert w.view["table"] == [{"attack": "7S", "defence": "8S"}]
    assert w.play({"kind": "attack", "player": 0, "cards": ["8C"]}).legal


def test_play_refuses_malformed_text_and_other_seats_in_play_mode():
    w = DurakWidget(duel())
    with pytest.raises(ValueError, match="cannot read a move"):
        w.play("P0 juggles")
    with pytest.raises(ValueError, match="P1 is a bot's seat"):
        w.play("P1 takes")
    with pytest.raises(ValueError, match="P1 is a bot's seat"):
        w.explain("P1 takes")
    with pytest.raises(ValueError, match="expected a Move"):
        w.play(42)


def test_explain_shows_without_playing():
    w = DurakWidget(duel())
    verdict = w.explain("P0 attacks KD")
    assert verdict.legal and w.game.history == ()
    shown = {
        **verdict.to_json(),
        "message": "Legal: you lead K♦ to open the bout; any card may lead.",
    }
    assert w.view["last_verdict"] == shown  # the learner's seat is "you" at the table


def test_step_back_and_forward_through_the_history():
    w = DurakWidget(duel(), bots=Scripted(["P1 beats 7S with 8S"]))
    w.play("P0 attacks 7S")
    w.play("P0 attacks 8C")  # throw in the rank of the defence
    length = len(w.game.history)
    assert length >= 3
    assert w.back() == w.session.history.moves[length - 1]
    assert w.view["history"] == {"position": length - 1, "length": length}
    assert "Stepped back" in w.view["panel"]["status"]
    assert w.goto(0) == 0 and w.game.history == () and w.back() is None
    assert w.step() == Move.parse("P0 attacks 7S")
    assert w.goto(length) == length and w.step() is None
    with pytest.raises(ValueError, match="outside"):
        w.goto(length + 1)
    assert "Stepped back" not in w.view["panel"]["status"]


def test_playing_the_recorded_move_keeps_the_future_and_a_different_one_drops_it():
    w = DurakWidget(duel(), bots=Scripted(["P1 beats 7S with 8S"]))
    w.play("P0 attacks 7S")
    recorded = w.session.history.moves[:]
    w.goto(0)
    w.play("P0 attacks 7S")  # the same move: the rest of the history stays
    assert w.session.history.moves == recorded and w.view["history"]["position"] == 1
    w.goto(0)
    w.play("P0 attacks KD")  # a different move: the later history is dropped, the bot replies
    assert w.game.history[0] == Move.parse("P0 attacks KD")
    assert w.session.history.moves == list(w.game.history)
    assert w.view["history"]["position"] == w.view["history"]["length"]


def test_bots_do_not_play_while_stepped_back():
    w = DurakWidget(duel(), seat=1, bots=Scripted(["P0 attacks 7S"]))
    assert len(w.game.history) == 1
    w.goto(0)
    assert w.game.history == () and w.run_bots() == []
    w.goto(1)
    assert w.view["acting"] == 1


def test_new_game_keeps_players_and_rules_unless_told():
    w = DurakWidget(players=3, rules=Rules.perevodnoy(), seed=1)
    game = w.new_game(seed=2)
    assert w.game is game and game.players == 3 and game.rules == Rules.perevodnoy()
    w.set_option("paused", True)  # so that the bots do not open the bout at once
    w.new_game(players=2, rules=Rules.classic(), seed=3)
    assert w.game.history == () and w.game.players == 2 and w.view["preset"] == "classic"
    assert w.view["narration"].startswith("A new game: Bout 1")
    assert w.last_verdict is None and w.view["last_verdict"] is None


def test_same_seed_same_game_and_bots():
    a = DurakWidget(players=3, seed=5, bots="random")
    b = DurakWidget(players=3, seed=5, bots="random")
    assert repr(a.game) == repr(b.game)


def test_open_hands_and_hints_properties_update_the_view():
    w = DurakWidget(players=3, seed=2)
    assert [s["cards"] is None for s in w.view["seats"]] == [False, True, True]
    w.open_hands = True
    assert w.options["open_hands"] and all(s["cards"] is not None for s in w.view["seats"])
    w.hints = False
    assert w.options["hints"] is False
    with pytest.raises(ValueError, match="bad option"):
        w.set_option("hints", "no")


def test_seat_can_change_in_play_mode():
    w = DurakWidget(players=3, seed=2, seat=0)
    w.seat = 2
    assert w.seat == 2 and w.view["viewer"] == 2 and set(w.bots) == {0, 1}
    with pytest.raises(ValueError, match="seat must be"):
        w.seat = 3


def test_a_given_game_keeps_its_history_and_direct_moves_are_adopted():
    game = duel()
    game.play("P0 attacks 7S")
    w = DurakWidget(game, mode="sandbox")
    assert w.game is game and w.view["history"] == {"position": 1, "length": 1}
    assert w.log_tail[0]["rule"] == "attack.lead"
    w.game.play("P1 beats 7S with 8S")  # behind the widget's back
    w.play("P0 attacks 8C")
    assert [e["text"] for e in w.log_tail] == [
        "P0 attacks 7♠",
        "P1 beats 7♠ with 8♠",
        "P0 throws in 8♣",
    ]
    # every entry of the tail keeps its explanation
    assert w.log_tail[1]["why"].startswith("Legal: 8♠ beats 7♠")
    assert w.log_tail[2]["why"].startswith("Legal: P0 throws")


def test_sandbox_mode_keeps_its_viewpoint_and_opens_hands():
    # the viewpoint stays on the seat the learner chose; its buttons are live when it may
    # move, and the seat to act is named (the viewpoint control marks it)
    w = DurakWidget(duel(), mode="sandbox")
    assert w.bots == {} and w.open_hands and w.seat == 0
    w.play("P0 attacks 7S")
    assert w.seat == 0 and w.view["viewer"] == 0 and w.view["to_act"] == 1
    assert [s["cards"] is not None for s in w.view["seats"]] == [True, True]
    w.seat = 1  # view the table from the defender
    assert w.view["viewer"] == 1 and w.view["acting"] == 1
    assert w.play("P1 beats 7S with 8S").legal and w.seat == 1


def test_sandbox_plays_the_seat_to_act_from_any_viewpoint():
    # notebook 01, section 2: the table opens from P0 while P1 must beat 7S; P1's open hand
    # is live where it sits, and after P1 beats the buttons act for P0, the view still on P0
    game = Game.from_position([["7S", "KH", "9C"], ["9S", "6S", "6D", "QC"]], trump="D")
    game.play("P0 attacks 7S")
    w = DurakWidget(game=game.copy(), mode="sandbox")
    v = w.view
    assert (v["viewer"], v["acting"], v["to_act"]) == (0, 1, 1)
    assert v["panel"]["status"] == "P0 attacks P1: beat 7♠ or take."
    played = {e["card"]: e for e in v["seats"][1]["hand"]}
    assert set(played) == {"9S", "6S", "6D", "QC"}
    assert {c for c, e in played.items() if e["legal"]} == {"9S", "6D"}
    assert played["9S"]["uses"] == [{"kind": "defend", "target": "7S"}]
    assert v["buttons"]["take"] and not v["buttons"]["done"]
    assert {m["player"] for m in v["legal"]} == {1}
    assert not any(e["legal"] for e in v["hand"])  # P0 has nothing to add yet
    # the browser's click-then-click: 9S (P1's), then 7S on the table
    w._handle_custom_msg(
        {"type": "move", "move": {"kind": "defend", "player": 1, "cards": ["9S"], "target": "7S"}},
        [],
    )
    v = w.view
    assert w.game.table[0][1] is not None and w.seat == 0 and v["viewer"] == 0
    # now P0 is to act: its own hand is live (9C throws in), Done acts for it
    assert (v["acting"], v["to_act"]) == (0, 0) and v["buttons"]["done"]
    assert [e["card"] for e in v["hand"] if e["legal"]] == ["9C"]
    assert "hand" not in v["seats"][1]
    w._handle_custom_msg({"type": "move", "move": {"kind": "done", "player": 0, "cards": []}}, [])
    assert not w.game.table and w.game.attacker == 1 and w.seat == 0
    # P1 leads from where it sits; the view stays on P0
    assert w.view["acting"] == 1 and w.view["seats"][1]["hand"]


def test_sandbox_keeps_the_viewpoint_seats_own_moves_live_too():
    # P1 defends, and P0 (the viewpoint) may throw in meanwhile: both hands are live, and the
    # buttons act for the seat to act first
    game = Game.from_position([["7S", "7C", "KH"], ["9S", "6S", "6D", "QC"]], trump="D")
    game.play("P0 attacks 7S")
    w = DurakWidget(game=game, mode="sandbox")
    v = w.view
    assert v["acting"] == 1 and v["legal"][0]["player"] == 1
    assert [e["card"] for e in v["hand"] if e["legal"]] == ["7C"]
    assert {m["player"] for m in v["legal"]} == {0, 1}
    # a closed sandbox (hands face down) plays only the viewpoint's own hand
    w.open_hands = False
    assert "hand" not in w.view["seats"][1] and w.view["acting"] == 0


def test_log_syncs_the_last_4_entries_and_older_pages_come_on_demand():
    w = DurakWidget(players=2, seed=3, bots="random", mode="play")
    while not w.game.is_over and len(w.game.history) < 60:
        w.play(w.game.legal_moves(0)[0])
    n = len(w.game.history)
    assert n > 12 and len(w.log_tail) == 4
    assert [e["n"] for e in w.log_tail] == list(range(n - 3, n + 1))
    # each entry explained, but a move that ended its bout: its text says that end already
    for entry in w.log_tail:
        assert set(entry) == {"n", "seat", "text", "why", "rule"}
        assert (entry["why"] is None) == (" — " in entry["text"]), entry
    assert len(w.move_log) == n and "bot_reason" in w.move_log[-1]
    sent = []
    w.comm.send = lambda data=None, buffers=None, **_: sent.append(data)
    before = n - 3
    while before > 1:  # scroll back to the first move, one page at a time
        w._handle_custom_msg({"type": "log_page", "before": before}, [])
        page = sent.pop()["content"]
        assert page["type"] == "log_page" and page["before"] == before
        numbers = [e["n"] for e in page["entries"]]
        assert numbers == list(range(max(1, before - 30), before))
        # a move that ended its bout tells the outcome in its text, with no "why" repeating it
        assert all(
            (e["why"] is None) == (" — " in e["text"]) and "bot_reason" not in e
            for e in page["entries"]
        )
        assert all(e["why"].startswith("Legal: ") for e in page["entries"] if e["why"])
        assert page["more"] == (numbers[0] > 1)
        before = numbers[0]
    w._handle_custom_msg({"type": "log_page", "before": 0}, [])
    assert "before" in w.view["error"] and all(m["method"] == "update" for m in sent)


def test_repr_is_deterministic_and_the_mimebundle_has_a_static_table():
    w = DurakWidget(duel())
    assert (
        repr(w) == "DurakWidget(mode='play', seat=0, players=2, podkidnoy, bout 1, P0 attacks P1)"
    )
    data, metadata = w._repr_mimebundle_()
    assert data["text/plain"] == repr(w)
    assert "application/vnd.jupyter.widget-view+json" in data
    assert "durak-static" in data["text/html"] and "7♠" in data["text/html"]
    assert "8♠" not in data["text/html"], "P1's hand stays hidden"
    assert isinstance(metadata, dict)
    w.goto(0)
    w.open_hands = True
    assert "8♠" in w._repr_mimebundle_()[0]["text/html"]


def test_repr_of_a_finished_and_a_stepped_back_game():
    w = DurakWidget(players=2, seed=8, bots="random")
    while not w.game.is_over:
        w.play(w.game.legal_moves(0)[0])
    assert repr(w).startswith("DurakWidget(mode='play', seat=0, players=2, podkidnoy, over: ")
    w.goto(1)
    assert repr(w).endswith(f", move 1 of {w.session.history.length})")
    assert w.view["over"] is False


def test_result_is_shown_at_the_end():
    w = DurakWidget(players=2, seed=8, bots="random")
    while not w.game.is_over:
        w.play(w.game.legal_moves(0)[-1])
    assert w.view["over"] is True and w.view["acting"] is None
    assert "durak" in w.view["result_text"] or "draw" in w.view["result_text"].lower()
    assert w.view["panel"]["status"] == w.view["result_text"]


def test_without_a_built_front_end_the_widget_still_imports_and_says_so(tmp_path, monkeypatch):
    from durak_widget.widget import widget as module

    monkeypatch.setattr(module, "_STATIC", tmp_path)
    esm = module._asset("widget.js", module._FALLBACK_ESM)
    assert esm == module._FALLBACK_ESM

    class Unbuilt(anywidget.AnyWidget):
        _esm = esm

    assert "front end not built: run pip install -e ." in Unbuilt().get_state()["_esm"]
    (tmp_path / "widget.js").write_text("export default {};")
    # read as text once (a path would make anywidget watch the file and keep widgets alive)
    assert module._asset("widget.js", module._FALLBACK_ESM) == "export default {};"


def test_the_engine_does_not_import_the_widget():
    import subprocess
    import sys

    code = (
        "import sys, durak_widget, durak_widget.engine; "
        "assert 'anywidget' not in sys.modules and 'durak_widget.widget' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_an_unknown_keyword_names_the_widget_and_the_keyword():
    # the known ones are in the signature (DurakWidget? lists them)
    with pytest.raises(TypeError) as refused:
        DurakWidget(player=3)  # type: ignore[call-arg]
    text = str(refused.value)
    assert text.startswith("DurakWidget.__init__()") and "'player'" in text


def test_the_signature_lists_every_keyword_with_its_default():
    # DurakWidget? shows the keywords, not (game=None, **settings)
    import inspect

    from durak_widget.table import TableSession

    mine = inspect.signature(DurakWidget).parameters
    theirs = inspect.signature(TableSession).parameters
    assert "settings" not in mine and all(p.kind != p.VAR_KEYWORD for p in mine.values())
    expected = {n: p.default for n, p in theirs.items() if n != "on_change"}
    assert {n: p.default for n, p in mine.items() if n not in ("table", "viewer")} == expected
    doc = DurakWidget.__doc__ or ""
    for name in mine:
        assert f"`{name}`" in doc, name
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        DurakWidget(colour="red")  # type: ignore[call-arg]


def test_the_comment_box_shows_only_where_annotating_is_the_task():
    sandbox = DurakWidget(duel(), mode="sandbox")
    assert "comment" not in sandbox.layout_parts["show"]
    assert "comment" not in DurakWidget.replay("cap_of_six").layout_parts["show"]
    building = DurakWidget(duel(), mode="sandbox", annotating=True)
    assert "comment" in building.layout_parts["show"]
    assert "comment" in DurakWidget.replay("cap_of_six", annotating=True).layout_parts["show"]
    # Python annotates either way
    sandbox.play("P0 attacks 7S")
    sandbox.annotate(1, "Lead low.", mark="!")
    assert sandbox.to_record().moves[0].comment == "Lead low."
    with pytest.raises(ValueError, match="annotating must be True or False"):
        DurakWidget(mode="sandbox", annotating="yes")
