"""Guess-the-move scoring: a move the search finds clearly better than the recorded one is
"better than the game's move", one as good "also good" (both score); the feedback is two
sentences at most, with the figures once and no score; an illegal try is explained and changes
nothing."""

import re

from durak_widget import Game, Move, bouts
from durak_widget.coach.verdicts import grade
from durak_widget.quiz.guessing import GUESS_KINDS, judge_guess


def sentences(text: str) -> int:
    """How many sentences `text` holds (a full stop, "!" or "?" before a space or the end)."""
    return len(re.findall(r"[.!?](\s|$)", text))


def _at(name, number):
    record = bouts.load(name)
    return record.game(upto=number - 1), record.moves[number - 1]


def test_a_move_clearly_better_than_a_dubious_recorded_one_is_better():
    # P1 beats 9♣ with 6♦: the rules of thumb (the guess's search) find K♣ clearly better; the
    # bout no longer marks it "?!", since strong play finds no gap (issue 39)
    game, recorded = _at("beating", 4)
    assert recorded.marks == ""
    guess = Move.parse("P1 beats 9♣ with K♣")
    judged = judge_guess(game, guess, recorded.move, deals=300)
    assert judged.kind == "better" and judged.scores and judged.moves_on
    figures = judged.figures
    assert figures["guess"] < figures["played"]
    assert grade(-figures["gap"], figures["se"], figures["deals"]).label != "good"
    text = judged.text_in("en", recorded.marks, recorded.comment)
    assert text == (
        f"Better than the game's move: P1 beats 9♣ with K♣ lost {figures['guess']:.0%} of 300 "
        f"imagined games, the game's move (P1 beats 9♣ with 6♦) {figures['played']:.0%}."
    )
    assert sentences(text) <= 2 and recorded.comment not in text and "Score" not in text
    for lang in ("ru", "es", "fil"):
        other = judged.text_in(lang)
        assert "Better than" not in other and sentences(other) <= 2


def test_a_clearly_worse_move_is_a_different_move_without_a_point():
    game, recorded = _at("beating", 4)
    judged = judge_guess(game, Move.parse("P1 takes"), recorded.move, deals=300)
    assert judged.kind == "different" and not judged.scores and judged.moves_on
    figures = judged.figures
    assert judged.coach is not None
    assert (
        judged.coach.label
        == grade(judged.coach.details["gap"], judged.coach.details["se"], 300).label
    )
    text = judged.text_in("en")
    assert text == (
        f"The game went P1 beats 9♣ with 6♦: it lost {figures['played']:.0%} of 300 imagined "
        f"games, your move (P1 takes) {figures['guess']:.0%}."
    )


def test_an_illegal_try_is_explained_and_changes_nothing():
    game, recorded = _at("beating", 4)
    before = game.view(1)
    judged = judge_guess(game, Move.parse("P1 beats 9♣ with 8♣"), recorded.move, deals=300)
    assert judged.kind == "illegal" and not judged.scores and not judged.moves_on
    text = judged.text_in("en")
    assert text.startswith("P1 beats 9♣ with 8♣ is not allowed:") and "Try another move." in text
    assert game.view(1) == before


def test_the_recorded_move_is_right_and_no_coach_means_no_also_good():
    game, recorded = _at("beating", 4)
    assert judge_guess(game, recorded.move, recorded.move).kind == "right"
    quiet = judge_guess(game, Move.parse("P1 beats 9♣ with K♣"), recorded.move, coach_ms=0)
    assert quiet.kind == "different" and quiet.coach is None
    assert set(GUESS_KINDS) == {"right", "better", "also_good", "different", "illegal"}


def test_with_every_card_known_the_guess_and_the_recorded_move_are_both_solved():
    # P1 must answer 6♠; P0 may throw in meanwhile: 6♣ wins (P1 cannot beat it and takes),
    # 6♥ loses (P1 beats both and goes out). The coach solves the guess *and* the recorded
    # move, so a winning guess against a losing record is "better" on exact figures.
    game = Game.from_position([["6S", "6H", "6C", "AD"], ["7S", "8H"]], trump="D", attacker=0)
    game.play(Move.attack(0, "6S"))
    wins, loses = Move.attack(0, "6C"), Move.attack(0, "6H")
    judged = judge_guess(game, wins, loses)
    assert judged.kind == "better" and judged.coach.details["method"] == "exact"
    assert judged.figures == {"method": "exact", "guess": 1.0, "played": 0.0}
    assert judged.text_in("en") == (
        "Better than the game's move: after P0 attacks 6♣ you win against best play, after the "
        "game's move (P0 attacks 6♥) you lose."
    )
    judged = judge_guess(game, loses, wins)
    assert judged.kind == "different" and judged.coach.label == "blunder"
    assert judged.figures == {"method": "exact", "guess": 0.0, "played": 1.0}


def test_a_move_as_good_as_the_recorded_one_is_also_good():
    # both J♠ and J♥ win against best play (8♥ loses): the other winning lead is also good
    game = Game.from_position([["JH", "8H", "JS"], ["10D", "6H"]], trump="D", attacker=0)
    judged = judge_guess(game, Move.attack(0, "JS"), Move.attack(0, "JH"))
    assert judged.kind == "also_good" and judged.scores
    assert judged.text_in("en") == (
        "Also good: after P0 attacks J♠ you win against best play, and after the game's move "
        "(P0 attacks J♥) too."
    )


def test_a_coach_that_cannot_judge_is_left_out_quietly_and_a_defect_is_logged(monkeypatch, caplog):
    # The coach is an extra: a position it cannot judge (a ValueError) leaves it out without a
    # word, and a defect in it (any other error) leaves it out too, but in the log with its
    # traceback instead of hidden. The guess is judged by the engine either way.
    import durak_widget.quiz.guessing as guessing

    game, recorded = _at("beating", 4)
    guess = Move.parse("P1 beats 9♣ with K♣")
    for error, logged in ((ValueError("cannot rebuild the deal"), False), (KeyError("x"), True)):

        def failing(*args, error=error, **kwargs):
            raise error

        monkeypatch.setattr(guessing, "assess", failing)
        caplog.clear()
        with caplog.at_level("ERROR", logger="durak_widget.quiz"):
            judged = judge_guess(game, guess, recorded.move, deals=300)
        assert judged.kind == "different" and judged.coach is None and judged.figures is None
        records = [r for r in caplog.records if r.name == "durak_widget.quiz"]
        assert bool(records) is logged
        if logged:
            assert "the coach failed on P1 beats 9♣ with K♣" in records[0].getMessage()
            assert records[0].exc_info is not None and records[0].exc_info[0] is KeyError
