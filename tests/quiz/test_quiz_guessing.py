"""Guess-the-move scoring: a move the coach rates at least as good as the recorded one counts
("also good", with the engine's and the coach's reasons); an illegal try is explained and
changes nothing."""

from durak_widget import Game, Move, bouts
from durak_widget.quiz.guessing import GUESS_KINDS, judge_guess


def _at(name, number):
    record = bouts.load(name)
    return record.game(upto=number - 1), record.moves[number - 1]


def test_a_move_as_good_as_a_dubious_recorded_one_is_also_good():
    game, recorded = _at("beating", 4)  # P1 beats 9♣ with 6♦ ?!
    assert recorded.marks == "?!"
    guess = Move.parse("P1 beats 9♣ with K♣")
    judged = judge_guess(game, guess, recorded.move, deals=300)
    assert judged.kind == "also_good" and judged.scores and judged.moves_on
    assert judged.figures["guess"] <= judged.figures["played"]
    text = judged.text_in("en", recorded.marks, recorded.comment)
    assert text.startswith("Also good: your move, P1 beats 9♣ with K♣, is legal (K♣ beats 9♣")
    assert "as good as the game's P1 beats 9♣ with 6♦ (6♦ is a trump" in text
    assert "The coach on your move: Good:" in text and recorded.comment in text
    for lang in ("ru", "es"):
        assert "Also good" not in judged.text_in(lang)


def test_a_clearly_worse_move_is_a_different_move_without_a_point():
    game, recorded = _at("beating", 4)
    judged = judge_guess(game, Move.parse("P1 takes"), recorded.move, deals=300)
    assert judged.kind == "different" and not judged.scores and judged.moves_on
    assert judged.coach is not None and judged.coach.label == "mistake"


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
    assert set(GUESS_KINDS) == {"right", "also_good", "different", "illegal"}


def test_with_every_card_known_the_guess_and_the_recorded_move_are_both_solved():
    # P1 must answer 6♠; P0 may throw in meanwhile: 6♣ wins (P1 cannot beat it and takes),
    # 6♥ loses (P1 beats both and goes out). The coach solves the guess *and* the recorded
    # move, so a winning guess against a losing record is "also good" on exact figures.
    game = Game.from_position([["6S", "6H", "6C", "AD"], ["7S", "8H"]], trump="D", attacker=0)
    game.play(Move.attack(0, "6S"))
    wins, loses = Move.attack(0, "6C"), Move.attack(0, "6H")
    judged = judge_guess(game, wins, loses)
    assert judged.kind == "also_good" and judged.coach.details["method"] == "exact"
    assert judged.figures == {"method": "exact", "guess": 1.0, "played": 0.0}
    judged = judge_guess(game, loses, wins)
    assert judged.kind == "different" and judged.coach.label == "mistake"
    assert judged.figures == {"method": "exact", "guess": 0.0, "played": 1.0}


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
