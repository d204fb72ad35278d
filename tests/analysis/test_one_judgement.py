"""One judgement for the coach and the analysis (issue 39): one search and one verdict, so the
table's heading for a move (the coach's label) and the replay's mark for it (the analysis) say
the same on every judged move of real games, and that search agrees with strong play on every
strategy example.

Before, the coach weighed moves with rules-of-thumb playouts and the analysis with StrongBot's
tree search: in three sample games 10 of 131 judged moves got a label and a mark that
contradicted each other (a coach "blunder" the analysis left unmarked, an analysis ``?`` the
coach called good). The one search is the playouts: the tree search called keep trumps' spent
10♦ good and the taught transfer a mistake, against strong play and every deal worked out.
`benchmarks/judgement.py` prints the comparison for any games and budget.
"""

from __future__ import annotations

import pytest

from durak_widget import Game, Move
from durak_widget.analysis import analyse
from durak_widget.analysis.estimate import estimate_moves
from durak_widget.bots import SimpleBot, StrongBot, play_game
from durak_widget.coach import PRINCIPLES, assess
from durak_widget.coach.verdicts import agrees

ROUNDS = 120


def sample_game(seed: int) -> Game:
    """A finished two-player game, the same on every machine (bots on fixed playouts)."""
    game = Game.new(2, seed=seed)
    finished, _ = play_game(
        game, [SimpleBot(seed), StrongBot(seed=seed, playouts=200, time_ms=None)]
    )
    assert finished
    return game


def test_a_label_and_a_mark_agree_by_the_one_verdict_table():
    assert agrees("good", "") and agrees("good", "!") and agrees("unclear", "")
    assert agrees("inaccuracy", "?!") and agrees("mistake", "?") and agrees("blunder", "??")
    assert not agrees("good", "?!") and not agrees("unclear", "?") and not agrees("unclear", "!")
    assert not agrees("mistake", "") and not agrees("mistake", "??")
    assert not agrees("blunder", "?") and not agrees("inaccuracy", "")
    with pytest.raises(ValueError, match="'fine'"):
        agrees("fine", "")


@pytest.mark.parametrize("seed", [0, 22])
def test_the_coach_and_the_analysis_agree_on_every_judged_move(seed):
    game = sample_game(seed)
    analysis = analyse(game, budget=None, rounds=ROUNDS, seed=0)
    position = game.starting_position()
    judged, disagreements, criticised = 0, [], 0
    for judgement, move in zip(analysis.moves, game.history):
        if not judgement.forced:
            judged += 1
            label = assess(position, move, deals=ROUNDS, seed=0).label
            criticised += label in ("inaccuracy", "mistake", "blunder")
            if not agrees(label, judgement.mark):
                disagreements.append((judgement.number, str(move), label, judgement.mark))
        position.play(move)
    assert judged >= 30 and criticised >= 1  # a real game, with something to say
    assert disagreements == []


def test_the_coach_reads_the_analysis_search_figures():
    # The coach's figures are the analysis's estimates of the same position, deal by deal.
    game = Game.new(2, seed=8)
    seat = game.attacker
    move = game.legal_moves(seat)[0]
    said = assess(game, move, deals=60, seed=3)
    estimates = estimate_moves(game, seat, budget_ms=None, rounds=60, seed=3)
    assert said.details["method"] == "search" and said.details["deals"] == 60
    for found, estimate in estimates.by_move.items():
        assert said.details["loss"][str(found)] == round(1 - estimate.value, 3)


def test_a_missed_win_at_once_takes_its_label_from_the_search():
    # Three players, the talon empty: P1 can go out with its last card, 8♠ on 7♠; it takes
    # instead. The at-once facts are the words; the label is the search's verdict, the one the
    # analysis marks the move by.
    game = Game.from_position(
        [["7S", "9H", "KD", "QC", "JC"], ["8S"], ["6D", "7D", "8D"]],
        trump="C",
        talon=[],
        attacker=0,
    )
    game.play(Move.attack(0, "7S"))
    said = assess(game, Move.parse("P1 takes"), deals=200)
    assert said.details["method"] == "at_once" and said.better == Move.parse("P1 beats 7♠ with 8♠")
    estimates = estimate_moves(game, 1, budget_ms=None, rounds=200, seed=0)
    gap, _se, graded = estimates.evidence().verdict(Move.parse("P1 takes"))
    assert said.label == graded.label and said.details["gap"] == gap
    assert "would have" in said.reason


@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_the_one_search_agrees_with_strong_play_on_every_strategy_example(key):
    # Each example's weak move loses more often than its taught move under strong play and,
    # where it can be listed, in every deal worked out (the truth gate checks those figures).
    # The search the coach and the analysis share must say so too: the weak move criticised,
    # the taught move good, and the analysis's estimates in the same order.
    principle = PRINCIPLES[key]
    weak, strong = Move.parse(principle.weak), Move.parse(principle.strong)
    assert assess(principle.position(), weak, deals=400).label in ("mistake", "blunder")
    assert assess(principle.position(), strong, deals=400).label == "good"
    estimates = estimate_moves(principle.position(), weak.player, budget_ms=None, rounds=400)
    assert estimates.by_move[strong].value > estimates.by_move[weak].value
