"""The coach's comment after the learner's moves, the "What can I do?" hint and a card's
refusal reason on demand, for both games."""

import time

from durak_widget import DurakWidget, Game
from durak_widget.coach import assess, hint


def send(w, message):
    w._handle_custom_msg(message, [])
    return w.view


def test_the_coach_comments_on_the_learners_move_judged_before_it_was_played():
    game = Game.from_position([["7S", "9S", "AH"], ["8S", "JH", "6D"]], trump="H", attacker=0)
    move = game.legal_moves(0)[0]
    expected = assess(game.copy(), move)
    w = DurakWidget(game.copy(), coach=True, bot_delay_ms=0, quiet_ms=0)
    started = time.perf_counter()
    send(w, {"type": "move", "move": move.to_json()})
    assert time.perf_counter() - started < 2.0  # the coach's budget is 0.35 s
    note = w.view["coach"]
    if expected.label == "unclear":
        assert note is None
    else:
        assert note["label"] == expected.label and note["text"] == expected.comment
        # the learner is "you" on the table: "P0 attacks 7♠" reads "You attack 7♠"
        assert note["n"] == 1 and note["move"] == str(move).replace("P0 attacks", "You attack")
        better = str(expected.better).replace("P0 attacks", "You attack")
        assert note["better"] == (better if expected.better else None)
    assert DurakWidget(game.copy(), bot_delay_ms=0, quiet_ms=0).view["coach"] is None


def test_an_only_move_gets_a_comment_and_it_stays_until_the_next_move():
    game = Game.from_position([["7S"], ["8S", "JH"]], trump="H", attacker=0)
    w = DurakWidget(game, coach=True, bot_delay_ms=0, quiet_ms=0, bots="random")
    w.play("P0 attacks 7S")
    assert w.coach_comment["label"] == "good" and "only legal move" in w.coach_comment["text"]
    assert w.coach_comment["move"] == "You attack 7♠"
    w.new_game(seed=1)
    assert w.view["coach"] is None  # the comment was about the old game


def test_the_hint_lists_the_legal_moves_in_words_for_both_games():
    for w in (
        DurakWidget(seed=4, bot_delay_ms=0, quiet_ms=0),
        DurakWidget.own_trumps(seed=4, bot_delay_ms=0, quiet_ms=0),
    ):
        assert w.view["hint"] is None
        view = send(w, {"type": "hint"})
        seat = view["acting"] if view["acting"] is not None else view["viewer"]
        assert view["hint"] == hint(w.game, seat) and view["hint"]
        assert w.hint() == view["hint"]
        w.play(w.game.legal_moves(w.seat)[0])
        assert w.view["hint"] is None  # it spoke of the old position


def test_a_cards_refusal_reason_is_sent_on_demand():
    w = DurakWidget(seed=4, bot_delay_ms=0, quiet_ms=0)
    sent = []
    w.comm.send = lambda data=None, buffers=None, **_: sent.append(data)
    card = w.view["hand"][0]["card"]
    send(w, {"type": "why_card", "card": card})
    reply = sent[-1]["content"]
    assert reply["type"] == "card_reason" and reply["card"] == card
    assert reply["message"] == w.card_reason(card) and reply["text"] in reply["message"]
    send(w, {"type": "why_card", "card": "ZZ"})
    assert "ZZ" in w.view["error"] or "card" in w.view["error"]
