"""The widget playing Svoi Kozyri ("own trumps"): the view model, the intents (legal, illegal
and malformed), hidden information in play mode, paced bots, sandbox and replay."""

from __future__ import annotations

import random

import pytest
from widget_testkit import Scripted as ScriptedBot

from durak_widget import DurakWidget
from durak_widget.own_trumps import Move, OwnTrumps
from durak_widget.table.views.own_trumps import card_name
from durak_widget.table.views.you import for_you
from durak_widget.widget import ManualScheduler


def Scripted(moves=()):
    """A scripted Svoi Kozyri bot (see widget_testkit.Scripted)."""
    return ScriptedBot(moves, Move)


def position(**kwargs) -> OwnTrumps:
    """P0 (own trumps hearts) faces 8♦ on a pile of five; P1's own trumps are spades."""
    return OwnTrumps.from_position(
        hands=[["7C", "QH", "9D", "KS", "6H"], ["9C", "AS", "10D", "JC", "8H"]],
        trumps=["H", "S"],
        pile=["6C", "JD", "7S", "6D", "8D"],
        turn=0,
        **kwargs,
    )


def widget(**kwargs) -> DurakWidget:
    kwargs.setdefault("bot_delay_ms", 0)
    kwargs.setdefault("quiet_ms", 0)
    return DurakWidget(game=kwargs.pop("game", None) or position(), **kwargs)


def send(w: DurakWidget, move: dict, kind: str = "move") -> None:
    w._handle_custom_msg({"type": kind, "move": move}, [])


def entry(w: DurakWidget, card: str) -> dict:
    return next(e for e in w.view["hand"] if e["card"] == card)


# ----------------------------------------------------------------- the view model


def test_view_model_of_a_table_facing_a_top_card():
    w = widget(bots=Scripted())
    v = w.view
    assert v["game"] == "own_trumps"
    assert (v["mode"], v["viewer"], v["acting"], v["turn"], v["phase"]) == (
        "play",
        0,
        0,
        0,
        "respond",
    )
    assert v["pile"] == ["6C", "JD", "7S", "6D", "8D"] and v["pile_size"] == 5
    assert v["top"] == "8D" and v["top_name"] == "8 of diamonds"
    me, bot = v["seats"]
    assert (me["name"], me["trump_symbol"], me["trump_name"]) == ("P0 (you)", "♥", "hearts")
    assert "trump_label" not in me  # the symbol and the name say it
    assert bot["trump_name"] == "spades" and bot["cards"] is None and bot["count"] == 5
    assert me["cards"] == [e["card"] for e in v["hand"]]
    assert (v["trump"], v["trump_name"]) == ("H", "hearts")  # the viewer's own trumps
    # per card: can it beat the top card, and the engine's reason when not
    assert entry(w, "9D")["beats"] is True and entry(w, "9D")["legal"] is True
    assert "uses" not in entry(w, "9D")  # its moves: view.legal
    assert {"kind": "beat", "player": 0, "card": "9D"} in v["legal"]
    queen = entry(w, "QH")
    assert "name" not in queen and queen["trump"] is True  # the front end names it
    assert card_name("QH", v["trump"]) == "queen of hearts, your trump"
    assert queen["beats"] is True
    seven = entry(w, "7C")
    assert seven["beats"] is False and seven["legal"] is False
    assert "reason" not in seven  # sent on demand: why_card -> card_reason
    assert w.card_reason("7C") == for_you(w.game.explain(Move.beat(0, "7C")).message, "P0")
    assert "your own trumps" in w.card_reason("7C")
    assert "P1's trumps" in w.card_reason("KS")
    assert {m["kind"] for m in v["legal"]} == {"beat", "pick_up"}
    assert "pick up 3 cards" in v["panel"]["status"]


def test_with_nothing_to_beat_the_status_offers_only_the_pick_up():
    game = OwnTrumps.from_position(
        hands=[["7C", "9D", "KS"], ["9C", "AS", "10D", "JC", "8H"]],
        trumps=["H", "S"],
        pile=["6C", "JD", "7S", "6D", "AD"],
        turn=0,
    )
    status = widget(game=game, bots=Scripted()).view["panel"]["status"]
    assert status == "You face A♦, and nothing in your hand beats it: pick up 3 cards."
    assert "beat it" not in status


def test_the_pick_up_is_explained_before_it_happens():
    w = widget(bots=Scripted())
    info = w.view["pick_up"]
    verdict = w.game.explain(Move.pick_up(0))
    assert info["count"] == 3 == verdict.details["count"]
    assert info["message"] == for_you(verdict.message, "P0") and info["rule"] == "pick_up.three"
    assert info["text"].startswith("You pick up 3 cards: the top card, 8♦")
    assert info["cards"] == ["7S", "6D", "8D"]
    assert w.view["buttons"] == {"pick_up": True}
    assert len(w.game.hand(0)) == 5  # nothing was picked up by explaining it

    # an own trump on top: five; the ace of one's own trumps: the whole pile
    five = OwnTrumps.from_position(
        [["7C"], ["9C"]], trumps=["H", "S"], pile=["6C", "JD", "7S", "6D", "8D", "9H"], turn=0
    )
    assert widget(game=five).view["pick_up"]["count"] == 5
    everything = OwnTrumps.from_position(
        [["7C"], ["9C"]], trumps=["H", "S"], pile=["6C", "JD", "7S", "6D", "8D", "AH"], turn=0
    )
    info = widget(game=everything).view["pick_up"]
    assert (info["count"], info["rule"]) == (6, "pick_up.all")


def test_beat_then_lay_is_one_guided_action():
    w = widget(bots=Scripted(["P1 beats with 9C", "P1 lays 8H"]))
    send(w, {"kind": "beat", "player": 0, "card": "9D"})
    v = w.view
    assert (v["acting"], v["turn"], v["phase"]) == (0, 0, "lay")
    assert v["pick_up"] is None and v["buttons"] == {"pick_up": False}
    assert all(e["legal"] for e in v["hand"]) and {m["kind"] for m in v["legal"]} == {"lay"}
    assert v["panel"]["status"].startswith("You beat the card below. Now lay one card")
    assert "Now lay one card" in v["narration"]
    assert v["last_verdict"]["rule"] == "pile.beat_same_suit"
    send(w, {"kind": "lay", "player": 0, "card": "7C"})
    v = w.view  # the bot answered at once (delay 0): beat 7♣ with 9♣, laid 8♥
    assert v["pile"][-3:] == ["7C", "9C", "8H"]
    assert (v["turn"], v["phase"]) == (0, "respond")
    assert v["narration"] == "You lay 7♣. P1 beats with 9♣. P1 lays 8♥."
    assert v["pick_up"]["count"] == 5  # 8♥ is one of P0's own trumps
    assert [e["text"] for e in w.log_tail][-4:] == [
        "You beat with 9♦",
        "You lay 7♣",
        "P1 beats with 9♣",
        "P1 lays 8♥",
    ]


def test_an_illegal_beat_is_explained_and_nothing_changes():
    w = widget(bots=Scripted())
    before = (w.game.hands, w.game.pile, w.view["history"])
    send(w, {"kind": "beat", "player": 0, "card": "7C"})
    v = w.view
    assert v["last_verdict"]["legal"] is False
    assert v["last_verdict"]["rule"] == "pile.wrong_suit"
    assert v["narration"] == v["last_verdict"]["message"]
    assert (w.game.hands, w.game.pile, v["history"]) == before
    # a lay while facing a card is refused too
    send(w, {"kind": "lay", "player": 0, "card": "9D"})
    assert w.view["last_verdict"]["rule"] == "pile.beat_first"
    # explain never plays
    send(w, {"kind": "beat", "player": 0, "card": "9D"}, kind="explain")
    assert w.view["last_verdict"]["legal"] is True and w.game.pile == before[1]


def test_picking_up_takes_the_count_and_says_so():
    w = widget(bots=Scripted())
    send(w, {"kind": "pick_up", "player": 0, "card": None})
    assert len(w.game.hand(0)) == 8
    assert w.view["narration"].startswith("You pick up 3 cards from the pile.")
    # the cards picked up are public: the bot's view knows them, the seat shows them
    assert sorted(w.view["seats"][0]["known"]) == sorted(["7S", "6D", "8D"])


# ----------------------------------------------------------------- intents, malformed ones


@pytest.mark.parametrize(
    ("move", "field"),
    [
        ({"kind": "attack", "player": 0, "card": "9D"}, "move.kind"),
        ({"kind": "beat", "player": 1, "card": "9C"}, "move.player"),
        ({"kind": "beat", "player": 7, "card": "9D"}, "move.player"),
        ({"kind": "beat", "player": True, "card": "9D"}, "move.player"),
        ({"kind": "beat", "player": "0", "card": "9D"}, "move.player"),
        ({"kind": "beat", "player": 0}, "move.card"),
        ({"kind": "beat", "player": 0, "card": "ZZ"}, "move.card"),
        ({"kind": "beat", "player": 0, "card": 9}, "move.card"),
        ({"kind": "beat", "player": 0, "card": "9D" * 20}, "move.card"),
        ({"kind": "pick_up", "player": 0, "card": "9D"}, "move.card"),
        ({"kind": "beat", "player": 0, "cards": ["9D"]}, "move.cards"),
        ("P0 beats with 9D", "move"),
        ({"kind": "lay", "player": 0, "card": "9D", "x": 1}, "move.x"),
    ],
)
def test_malformed_moves_are_refused_and_change_nothing(move, field):
    w = widget(bots=Scripted())
    before = (w.game.hands, w.game.pile, w.game.history)
    send(w, move)
    error = w.view["error"]
    assert error.startswith(f"The widget ignored a message from the table: {field}:"), error
    assert (w.game.hands, w.game.pile, w.game.history) == before
    assert w.view["last_verdict"] is None
    send(w, {"kind": "beat", "player": 0, "card": "9D"})
    assert w.view["error"] is None and w.game.phase == "lay"


def test_a_card_not_in_hand_is_judged_by_the_engine():
    w = widget(bots=Scripted())
    send(w, {"kind": "beat", "player": 0, "card": "AD"})
    assert w.view["error"] is None
    assert w.view["last_verdict"]["rule"] == "card.not_in_hand"


def test_hostile_messages():
    w = widget(bots=Scripted())
    before = w.game.history
    for content in [
        {"type": "move", "move": {"kind": "beat", "player": 0, "card": "9D", "pad": "x" * 20000}},
        {"type": "move"},
        {"type": "move", "move": None},
        {"type": "new_game", "players": 5},
        [],
    ]:
        w._handle_custom_msg(content, [])
        assert w.view["error"], content
        assert w.game.history == before


def test_new_game_and_the_python_api():
    w = DurakWidget.own_trumps(players=3, trumps=["D", "C", "S"], seed=4, bots=Scripted())
    assert isinstance(w.game, OwnTrumps) and w.game.trumps == ("D", "C", "S")
    assert w.is_own_trumps
    text = repr(w)
    assert text.startswith("DurakWidget(game='own_trumps', mode='play', seat=0, players=3")
    html = w._repr_mimebundle_()[0]["text/html"]
    assert "own trumps: ♦ diamonds" in html and "cards" in html
    verdict = w.play(w.game.legal_moves(0)[0])  # a lay on the empty pile
    assert verdict.legal and verdict.rule == "pile.start"
    played = w.game.history  # the two bots have answered: P0 faces a card again
    assert w.explain("P0 picks up").rule.startswith("pick_up.")
    assert w.game.history == played
    with pytest.raises(ValueError, match="bot's seat"):
        w.play("P1 picks up")
    with pytest.raises(ValueError):
        w.play("P0 attacks 7S")
    w._handle_custom_msg({"type": "new_game", "players": 2, "preset": "classic"}, [])
    assert w.view["error"] is None
    assert isinstance(w.game, OwnTrumps) and w.game.players == 2 and not w.game.history
    w.new_game(players=4)
    assert w.game.trumps == ("S", "H", "D", "C")
    with pytest.raises(ValueError, match="no rules"):
        from durak_widget import Rules

        w.new_game(rules=Rules.classic())


def test_the_default_bots_play_svoi_kozyri():
    from durak_widget.bots.own_trumps import OwnTrumpsSimpleBot

    w = DurakWidget.own_trumps(seed=8, bot_delay_ms=0, quiet_ms=0)
    assert isinstance(w.bots[1], OwnTrumpsSimpleBot)
    rng = random.Random(8)
    for _ in range(500):
        if w.game.is_over:
            break
        assert w.view["acting"] == 0  # the bot always answered at once
        w.play(rng.choice(w.game.legal_moves(0)))
    assert w.game.is_over and w.view["over"] and w.view["result_text"]
    assert w.view["acting"] is None and w.view["pick_up"] is None


# ----------------------------------------------------------------- pacing


def test_bots_reply_one_move_per_delay_on_the_fake_clock():
    clock = ManualScheduler()
    w = widget(bots=Scripted(["P1 beats with 9C", "P1 lays 8H"]), scheduler=clock)
    w.options = {**w.options, "bot_delay_ms": 500}
    w.play("P0 beats with 9D")
    assert clock.pending == 0  # still P0's turn: lay one card
    w.play("P0 lays 7C")
    assert w.view["acting"] is None and w.view["turn"] == 1
    assert w.view["panel"]["status"].startswith("P1 faces 7♣")
    assert clock.pending == 1
    clock.advance(0.4)
    assert w.game.pile[-1].code == "7C"
    clock.advance(0.1)
    assert w.game.pile[-1].code == "9C" and w.view["narration"] == "P1 beats with 9♣."
    assert w.view["seats"][1]["role_label"] == "to lay a card"
    clock.advance(0.5)
    assert w.game.pile[-1].code == "8H" and w.view["acting"] == 0
    assert w.view["pick_up"]["count"] == 5
    assert clock.pending == 0


# ----------------------------------------------------------------- sandbox and replay


def test_sandbox_lets_the_learner_move_for_every_seat():
    w = widget(mode="sandbox")
    assert w.view["mode"] == "sandbox" and w.view["acting"] == 0
    assert w.view["seats"][1]["cards"] is not None  # hands open
    send(w, {"kind": "beat", "player": 0, "card": "9D"})
    send(w, {"kind": "lay", "player": 0, "card": "7C"})
    # the viewpoint stays on P0; the turn is P1's, played where it sits: its open hand is
    # live in its seat and the Pick up button acts for it
    assert (w.view["viewer"], w.view["acting"], w.view["turn"]) == (0, 1, 1)
    assert w.view["to_act"] == 1
    played = w.view["seats"][1]["hand"]
    assert [e["card"] for e in played] == w.view["seats"][1]["cards"]
    assert w.view["pick_up"]["count"] == 3 and w.view["buttons"]["pick_up"]
    assert {m["player"] for m in w.view["legal"]} == {1}
    send(w, {"kind": "pick_up", "player": 1, "card": None})
    assert w.game.turn_seat == 0 and w.view["viewer"] == 0 and w.view["acting"] == 0
    assert "hand" not in w.view["seats"][1] and w.view["to_act"] == 0
    # the learner may still look from P1: the view moves, P0 plays where it sits
    w._handle_custom_msg({"type": "seat", "seat": 1}, [])
    assert (w.view["viewer"], w.view["acting"]) == (1, 0)
    assert w.view["seats"][0]["hand"] and not any(e["legal"] for e in w.view["hand"])


def test_replay_of_an_own_trumps_record():
    w = DurakWidget.replay("own_trumps_beating")
    v = w.view
    assert v["game"] == "own_trumps" and v["mode"] == "replay"
    assert v["history"]["position"] == 0 and v["history"]["length"] > 0
    assert v["replay"]["title"]
    w.step()
    assert w.view["history"]["position"] == 1 and w.view["replay"]["annotated_move"]
    w.goto(w.view["history"]["length"])
    assert w.view["history"]["position"] == w.view["history"]["length"]
    w.goto(0)
    assert w.view["pile"] == [c.code for c in w.game.pile]
