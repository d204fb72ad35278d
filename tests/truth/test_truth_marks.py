"""The truth gate for annotation marks: every `!`, `!!`, `!?`, `?!`, `?` and `??` in the bouts
library and in the lessons the docs build agrees with the search, and the facts the bouts'
comments state about their positions hold."""

from pathlib import Path

import pytest
from truth_gate import (
    MARK_DEALS,
    SLOW_DEALS,
    mark_problem,
    record_mark_problems,
    record_strong_problems,
    strong_mark_problem,
    strong_play,
)

from durak_widget import Card, Game, Move, bouts
from durak_widget.engine.record import parse
from durak_widget.own_trumps import Move as OwnMove
from durak_widget.own_trumps import OwnTrumps

MARKED = [name for name in bouts.names() if any(m.marks for m in bouts.load(name).moves)]


@pytest.mark.parametrize("name", MARKED)
def test_every_mark_of_every_bout_agrees_with_the_search(name):
    assert record_mark_problems(bouts.load(name), deals=MARK_DEALS) == []


@pytest.mark.slow
@pytest.mark.parametrize("name", MARKED)
def test_every_mark_agrees_with_a_bigger_search(name):
    assert record_mark_problems(bouts.load(name), deals=SLOW_DEALS, seed=4) == []


def test_the_classroom_pages_lesson_is_true_and_its_lesson_says_so(tmp_path, monkeypatch):
    # docs/classroom.md builds a lesson: "Beat with the cheapest card that does it: keep Q♠ and
    # the trump 6♦." with "!". Run the page's own code, then check the note against the
    # solver, the mark against the search, and the lesson's answer to the trump beat.
    from durak_widget.bots.endgame import solve

    page = (Path(__file__).resolve().parents[2] / "docs" / "classroom.md").read_text("utf-8")
    code = page.split("```python\n")[-1].split("```", 1)[0]
    assert "w.annotate(2, " in code and "guess=True" in code
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    exec(compile(code, "docs/classroom.md", "exec"), namespace)
    record = parse((tmp_path / "cheapest_beater.durak").read_text("utf-8"))[0]
    note = record.moves[1]
    assert note.marks == "!" and "keep Q♠ and the trump 6♦" in note.comment
    game = record.game(upto=1)
    values = {str(m): v for m, v in solve(game, 1, 10**6).items()}
    assert values == {
        "P1 beats 7♠ with 8♠": 1.0,
        "P1 beats 7♠ with Q♠": 0.0,
        "P1 beats 7♠ with 6♦": 0.0,
        "P1 takes": 0.0,
    }
    assert mark_problem(game, note.move, "!") == ""
    # the lesson: the trump beat is the game's move's loser, never "also good"
    lesson = namespace["lesson"]
    lesson.play("P1 beats 7S with 6D")
    feedback = lesson.view["guess"]["feedback"]
    assert feedback["kind"] == "different"
    assert feedback["text"] == (
        "The game went P1 beats 7♠ with 8♠: after it you win against best play, after your "
        "move (P1 beats 7♠ with 6♦) you lose."
    )


@pytest.mark.slow
@pytest.mark.parametrize("name", MARKED)
def test_every_mark_holds_with_strong_play_at_every_seat(name):
    # the rules of thumb at every seat are one instrument; the strong bot at every seat (its
    # tree search, its inference, the exact endgame) is the other: a mark holds under both
    assert record_strong_problems(bouts.load(name)) == []


def test_strong_play_catches_a_planted_false_mark():
    # every other card discarded, so P1 knows P0's hand: the strong bot's play is the exact
    # value, and the instrument is sure
    from durak_widget.engine.cards import deck

    hands = [["7S", "JS", "QD"], ["8S", "QS", "6D"]]
    held = {code for hand in hands for code in hand}
    discard = [c.code for c in deck(36) if c.code not in held]
    game = Game.from_position(hands, trump="D", discard=discard)
    game.play(Move.parse("P0 attacks 7S"))
    evidence = strong_play(game, 1, deals=2)
    assert evidence.rate(Move.parse("P1 beats 7S with 8S")) == 0.0
    assert evidence.rate(Move.parse("P1 beats 7S with 6D")) == 1.0
    assert strong_mark_problem(game, Move.parse("P1 beats 7S with 8S"), "!", deals=2) == ""
    praised = strong_mark_problem(game, Move.parse("P1 beats 7S with 6D"), "!", deals=2)
    assert "with strong play at every seat P1 beats 7♠ with 8♠ did better" in praised
    blamed = strong_mark_problem(game, Move.parse("P1 beats 7S with 8S"), "?", deals=2)
    assert "no move did better" in blamed


def test_the_record_format_pages_example_mark_agrees_with_the_search():
    page = (Path(__file__).resolve().parents[2] / "docs" / "record-format.md").read_text("utf-8")
    example = page.split("```text\n", 1)[1].split("```", 1)[0]
    (record,) = parse(example)
    assert any(m.marks for m in record.moves)
    assert record_mark_problems(record) == []


def test_a_planted_false_mark_is_caught():
    text = bouts.load("voluntary_take").to_text()
    assert "P1 takes {" in text
    for wrong in ("?", "??", "?!"):
        record = parse(text.replace("P1 takes {", f"P1 takes {wrong} {{"))[0]
        assert any("not clearly worse" in p for p in record_mark_problems(record))
    praised = parse(text.replace("P1 beats 7♥ with 8♥ {", "P1 beats 7♥ with 8♥ {"))[0]
    game = praised.start()
    game.play(Move.parse("P0 attacks 6♣"))
    assert "not the best" in mark_problem(game, Move.parse("P1 beats 6♣ with J♠"), "!")
    assert "another move is about as good" in mark_problem(
        game, Move.parse("P1 beats 6♣ with J♠"), "!!"
    ) or "not the best" in mark_problem(game, Move.parse("P1 beats 6♣ with J♠"), "!!")


# ----------------------------------------------------------------- facts in the comments


def _before(name, number):
    record = bouts.load(name)
    return record.game(upto=number - 1), record.moves[number - 1]


def test_beating_names_every_rank_on_the_table_that_p0_lacks():
    game, recorded = _before("beating", 5)
    assert "holding no 6, 7 or 9" in recorded.comment
    ranks = {c.rank for pair in game.table for c in pair if c is not None}
    assert ranks == {6, 7, 9}
    assert not {c.rank for c in game.hand(0)} & ranks
    assert game.talon_size > 0 and "this early" not in recorded.comment


def test_no_trump_lead_draws_the_first_trump_to_reach_a_hand():
    record = bouts.load("no_trump_lead")
    start = record.start()
    assert not [c for seat in (0, 1) for c in start.hand(seat) if c.suit == start.trump]
    game, recorded = _before("no_trump_lead", 3)
    assert "the first trump to reach either hand" in recorded.comment
    game.play(recorded.move)
    assert Card.parse("7C") in game.hand(1)
    assert "either player sees" not in recorded.comment


def test_own_trumps_going_out_says_when_the_last_player_may_still_answer():
    record = bouts.load("own_trumps_going_out")
    game = record.game()
    assert game.is_over and game.result.loser == 2 and len(game.hand(2)) == 3
    assert "the game ends when one player is left" not in record.moves[-1].comment
    # with a single card the last player answers the final card, as the comment says
    single = OwnTrumps.from_position(
        hands=[["9C"], ["10C", "7H"], ["6D"]], trumps=["S", "H", "D"], pile=["8C"], turn=0
    )
    for move in ("P0 beats with 9♣", "P1 beats with 10♣", "P1 lays 7♥"):
        single.play(OwnMove.parse(move))
    assert not single.is_over and OwnMove.parse("P2 beats with 6♦") in single.legal_moves()


def test_the_whole_games_last_throw_in_is_not_the_only_win():
    # move 47 was "the point of the whole bout" with "!": with every card known, saying done
    # wins as well, and the comment says so (issue 39)
    from durak_widget.bots.endgame import solve

    game, recorded = _before("whole_game", 47)
    assert recorded.marks == "" and "Saying done would win too" in recorded.comment
    values = {str(m): v for m, v in solve(game, 1, 10**6).items()}
    assert values == {"P1 attacks A♠": 1.0, "P1 done": 1.0}
    # and move 10's 8♦ is no longer "for free": a throw-in after a take, said as such
    game, recorded = _before("whole_game", 10)
    assert recorded.marks == "" and "for free" not in recorded.comment
    assert "goes to the taker" in recorded.comment and game.taking
