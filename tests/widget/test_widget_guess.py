"""Guess the move: a record as a lesson, answered through the browser's messages. The record's
next move never reaches the browser before the learner's guess."""

import json
import random
import re

import pytest

from durak_widget import Card, DurakWidget, Move
from durak_widget.coach import LABELS
from durak_widget.games import get_game
from durak_widget.widget import ManualScheduler

STATIC = {"_esm", "_css"}


def send(w, message):
    w._handle_custom_msg(message, [])
    return w.view


def recorded(w):
    return w.session.line.moves


def guess(w, move):
    """Answer through the browser path, as a click does."""
    return send(w, {"type": "move", "move": move.to_json()})


def other_legal(w, seat, not_this):
    return next(m for m in w.game.legal_moves(seat) if m != not_this)


def test_every_seat_is_asked_and_the_score_comes_at_the_end():
    w = DurakWidget.replay("cap_of_six", guess=True)
    assert w.view["guess"]["active"] and w.view["guess"]["seats"] == "every"
    assert w.view["guess"]["total"] == 12 and w.view["history"]["position"] == 0
    for number in range(12):
        move = recorded(w)[number]
        assert w.view["guess"]["seat"] == move.player == w.view["viewer"] == w.view["acting"]
        view = guess(w, move)
        assert view["guess"]["feedback"]["kind"] == "right"
        assert view["history"]["position"] == number + 1
    assert w.guess_score == {"right": 12, "asked": 12, "total": 12, "done": True}
    assert w.view["guess"]["score"] == "Score: 12 of 12 right."
    # the score once, in its own line: not again in the feedback
    assert "Score" not in w.view["guess"]["feedback"]["text"]
    assert not w.view["guess"]["active"] and w.view["guess"]["done"]


def test_a_match_shows_the_annotation_and_its_marks():
    w = DurakWidget.replay("refused_transfer", guess=True)
    for move in recorded(w)[:2]:
        guess(w, move)
    feedback = w.view["guess"]["feedback"]
    assert feedback["kind"] == "right" and feedback["played"] == "P1 beats 9♠ with J♠"
    assert feedback["marks"] == "!" and feedback["card"] == "JS" and feedback["move_number"] == 2
    # the note is shown beside its card (the view's annotation), not again in the feedback
    assert feedback["text"] == "Right: P1 beats 9♠ with J♠ (!)."
    assert "cannot transfer" in feedback["comment"]
    assert "cannot transfer" in w.view["annotation"]["comment"]


def test_a_legal_but_different_move_gets_the_engines_view_of_both_then_the_record_goes_on():
    w = DurakWidget.replay("cap_of_six", guess=True)
    guess(w, recorded(w)[0])
    played = recorded(w)[1]  # P1 beats 6♠ with 7♠
    mine = other_legal(w, 1, played)
    view = guess(w, mine)
    feedback = view["guess"]["feedback"]
    assert feedback["kind"] == "different" and feedback["guess"] == str(mine)
    # the game's move and both figures, in one sentence
    text = feedback["text"]
    assert text.startswith(f"The game went {played}: it lost ") and f"your move ({mine})" in text
    assert len(re.findall(r"[.!?](\s|$)", text)) <= 2 and "Score" not in text
    assert view["history"]["position"] == 2 and w.game.history[-1] == played
    assert w.on_main_line and view["last_verdict"]["legal"]
    coach = feedback["coach"]  # the coach's view of the learner's move, for Python
    assert coach["label"] in LABELS
    assert w.guess_score["right"] == 1 and w.guess_score["asked"] == 2


def test_an_illegal_try_is_explained_and_changes_nothing():
    w = DurakWidget.replay("cap_of_six", guess=True)
    hand = {c.code for c in w.game.hand(0)}
    stranger = next(c.code for c in w.game.hand(1) if c.code not in hand)
    view = send(w, {"type": "move", "move": {"kind": "attack", "player": 0, "cards": [stranger]}})
    feedback = view["guess"]["feedback"]
    assert feedback["kind"] == "illegal" and not view["last_verdict"]["legal"]
    reason = w.game.explain(Move.attack(0, stranger)).reason
    assert (
        feedback["text"]
        == f"P0 attacks {Card.parse(stranger)} is not allowed: {reason[:-1]}. Try another move."
    )
    assert feedback["played"] is None and "Try another move." in feedback["text"]
    # the record's move is still hidden, the question still open, nothing counted
    assert view["history"]["position"] == 0 and view["guess"]["active"]
    assert w.guess_score == {"right": 0, "asked": 0, "total": 12, "done": False}
    assert str(recorded(w)[0]) not in json.dumps(view, ensure_ascii=False)
    view = guess(w, recorded(w)[0])
    assert view["guess"]["feedback"]["kind"] == "right"
    assert w.guess_score == {"right": 1, "asked": 1, "total": 12, "done": False}


def test_a_move_clearly_better_than_the_records_scores_better():
    w = DurakWidget.replay("beating", guess=True)
    w.session.guessing.coach_ms = 1500
    for move in recorded(w)[:3]:
        guess(w, move)
    assert str(recorded(w)[3]) == "P1 beats 9♣ with 6♦"  # marked ?!
    view = guess(w, Move.parse("P1 beats 9♣ with K♣"))
    feedback = view["guess"]["feedback"]
    assert feedback["kind"] == "better"
    assert feedback["text"].startswith("Better than the game's move: P1 beats 9♣ with K♣ lost ")
    assert feedback["coach"]["label"] == "good"
    assert w.guess_score["right"] == 4 and w.guess_score["asked"] == 4


def test_one_chosen_seat_is_asked_and_the_other_moves_are_shown():
    w = DurakWidget.replay("cap_of_six", guess=True, seat=1)
    assert w.view["history"]["position"] == 1  # P0's lead is shown at once
    assert w.view["guess"]["total"] == 6 and w.view["guess"]["seats"] == 1
    while not w.guess_score["done"]:
        assert w.view["viewer"] == 1 and w.view["guess"]["seat"] == 1
        position = w.view["history"]["position"]
        assert recorded(w)[position].player == 1
        guess(w, recorded(w)[position])
    assert w.guess_score == {"right": 6, "asked": 6, "total": 6, "done": True}


def test_stepping_stops_at_the_furthest_move_shown_and_autoplay_stays_off():
    clock = ManualScheduler()
    w = DurakWidget.replay("cap_of_six", guess=True, scheduler=clock, autoplay_ms=100)
    guess(w, recorded(w)[0])
    guess(w, recorded(w)[1])
    view = send(w, {"type": "step", "to": "forward"})
    assert view["history"]["position"] == 2 and "hidden until you guess" in view["error"]
    send(w, {"type": "step", "to": "first"})
    assert w.view["history"]["position"] == 0 and not w.view["guess"]["active"]
    view = send(w, {"type": "move", "move": recorded(w)[0].to_json()})
    assert "step there first" in view["error"] and w.view["history"]["position"] == 0
    send(w, {"type": "step", "to": "last"})
    assert w.view["history"]["position"] == 2 and w.view["guess"]["active"]
    send(w, {"type": "option", "name": "autoplay", "value": True})
    clock.advance(10)
    assert w.view["history"]["position"] == 2
    with pytest.raises(ValueError, match="hidden until you guess"):
        w.goto(5)


def test_guess_needs_a_record_and_annotations_wait_for_the_end():
    with pytest.raises(ValueError, match="guess=True makes a lesson of a record"):
        DurakWidget(guess=True)
    w = DurakWidget.replay("beating", guess=True)
    with pytest.raises(ValueError, match="annotate after the lesson"):
        w.annotate(1, "too early")


# ------------------------------------------------------------- the next move stays hidden


def annotated_game_record(seed):
    """A whole game played at random in sandbox mode, with a unique comment on every move."""
    rng = random.Random(seed)
    adapter = get_game("durak")
    w = DurakWidget(adapter.new_game(3, seed=seed), mode="sandbox")
    while not w.game.is_over and len(w.game.history) < 80:
        seat = adapter.next_to_act(w.game)
        w.play(rng.choice(w.game.legal_moves(seat)))
    for number in range(1, len(w.game.history) + 1):
        w.annotate(number, f"secret-note-{number}", "!?" if number % 3 == 0 else None)
    return w.to_record()


class Scanner:
    """Everything the browser received: synced state (now), sent messages, the picture."""

    def __init__(self, w):
        self.w = w
        self.sent = []
        self.typed = set()  # the learner's own answers: the table may repeat them
        w.comm.send = lambda data=None, buffers=None, **_: self.sent.append(data)

    def blobs(self, explained):
        state = {k: v for k, v in self.w.get_state().items() if k not in STATIC}
        states = [json.loads(json.dumps(state))]
        states += [json.loads(json.dumps(data.get("state", data))) for data in self.sent]
        self.sent.clear()
        for item in states:
            view = item.get("view") or {}
            view.pop("legal", None)  # every legal move: the rules, not the record's choice
            for entry in view.get("hand", []):
                entry.pop("uses", None)
            if explained:  # the engine's answer to the learner's own question lists moves
                view.pop("last_verdict", None)
                view.pop("narration", None)
        bundle = self.w._repr_mimebundle_()[0]
        texts = [json.dumps(states, ensure_ascii=False), bundle["text/plain"]]
        texts.append(bundle["text/html"])
        return "\n".join(texts)

    def check(self, explained=False):
        w = self.w
        guessing = w.session.guessing
        line = w.session.line
        frontier = guessing.frontier
        if guessing.done:
            return
        shown = {str(m) for m in line.moves[:frontier]}
        comments = {m.comment for m in line.record.moves[:frontier]} | {line.record.intro}
        blob = self.blobs(explained)
        upcoming = line.record.moves[frontier]
        if str(upcoming.move) not in shown | self.typed:
            assert str(upcoming.move) not in blob, f"next move {upcoming.move} leaked"
        assert json.dumps(upcoming.move.to_json()) not in blob
        for ahead in line.record.moves[frontier:]:
            if ahead.comment and ahead.comment not in comments:
                assert ahead.comment not in blob, f"comment {ahead.comment!r} leaked"


def answers(w, rng):
    """A right, a different legal, or an illegal answer, chosen at random."""
    seat = w.view["guess"]["seat"]
    played = recorded(w)[w.view["history"]["position"]]
    roll = rng.random()
    others = [m for m in w.game.legal_moves(seat) if m != played]
    if roll < 0.4 or (not others and roll < 0.7):
        return played.to_json()
    if roll < 0.7:
        return rng.choice(others).to_json()
    data = dict(played.to_json())
    hand = {c.code for c in w.game.hand(seat)}
    stranger = next(
        (c.code for s in range(w.game.players) for c in w.game.hand(s) if c.code not in hand),
        None,
    )
    if stranger is None or not (data.get("cards") or data.get("card")):
        return played.to_json()
    if data.get("cards"):
        data["cards"] = [stranger]
    else:
        data["card"] = stranger
    return data


LESSONS = [
    ("cap_of_six", None),
    ("cap_of_six", 0),
    ("transfer_back", 1),
    ("take_and_throw_in", None),
    ("own_trumps_beating", None),
    ("own_trumps_others_trumps", 2),
    ("game:3", None),
    ("game:8", 1),
]


@pytest.mark.parametrize(("name", "seat"), LESSONS)
def test_the_records_next_move_never_reaches_the_browser_before_the_guess(name, seat):
    record = annotated_game_record(int(name[5:])) if name.startswith("game:") else name
    rng = random.Random(len(name) + (seat or 0))
    w = DurakWidget.replay(record, guess=True, seat=seat)
    w.session.guessing.coach_ms = 5  # the coach's words are checked too, quickly
    scan = Scanner(w)
    scan.check()
    steps = 0
    while not w.guess_score["done"]:
        for kind in ("explain", "move"):
            answer = answers(w, rng)
            scan.typed.add(str(w.session.adapter.move_from_json(answer)))
            send(w, {"type": kind, "move": answer})
            scan.check(explained=kind == "explain")
        if rng.random() < 0.3:  # look back, then return to where the lesson is
            send(w, {"type": "step", "to": "back"})
            scan.check()
            send(w, {"type": "step", "to": "forward"})
            scan.check()
            send(w, {"type": "step", "to": "last"})
            scan.check()
        steps += 1
    # an illegal try is explained and asks again, so there may be more tries than questions
    assert steps >= w.guess_score["asked"] == w.guess_score["total"] > 0
