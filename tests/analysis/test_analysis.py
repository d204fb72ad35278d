"""Game analysis: marks from the search's figures, forced moves never marked, each seat judged
from what it knew, and an annotated record that round-trips and replays."""

import random
import time

import pytest

from durak_widget import Card, DurakWidget, Game, Move
from durak_widget.analysis import (
    analyse,
    analyse_steps,
    estimate_moves,
    estimate_steps,
    move_estimates,
)
from durak_widget.analysis.estimate import STEP_ROUNDS
from durak_widget.bots import SimpleBot, StrongBot, play_game, turn
from durak_widget.engine.record import Record, parse_one

DECK = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]


def endgame() -> Game:
    """Talon empty, every other card discarded: P0 (J♦ 9♠ J♣) leads against P1 (10♥ 8♠ 10♣
    Q♣), clubs trumps. Only J♦ wins: P1 has no diamond, so it must trump it or take."""
    hands = [["JD", "9S", "JC"], ["10H", "8S", "10C", "QC"]]
    used = {Card.parse(c) for hand in hands for c in hand}
    return Game.from_position(
        hands, trump="C", attacker=0, discard=[c for c in DECK if c not in used]
    )


def test_the_position_is_what_the_test_says():
    values = {m: e.value for m, e in move_estimates(endgame(), budget_ms=None, rounds=1).items()}
    assert values == {
        Move.attack(0, "JD"): 1.0,
        Move.attack(0, "9S"): 0.0,
        Move.attack(0, "JC"): 0.0,
    }


def test_a_planted_blunder_in_a_solved_endgame_is_marked_and_decides_the_game():
    game = endgame()
    game.play(Move.attack(0, "9S"))  # throws the win away
    play_game(game, {0: SimpleBot(1), 1: StrongBot(seed=1, time_ms=None)})
    assert game.result.durak == 0
    analysis = analyse(game, budget=None, rounds=50)
    first = analysis.moves[0]
    assert first.exact and first.mark == "??"
    assert first.best == Move.attack(0, "JD")
    assert (first.played.value, first.alternative.value, first.difference) == (0.0, 1.0, 1.0)
    assert analysis.decisive is first
    assert "9♠ loses" in str(first.comment) and "J♦ wins" in str(first.comment)


def test_the_only_winning_move_the_rule_of_thumb_misses_is_marked_good():
    game = endgame()
    assert SimpleBot(0).choose(game.view(0), game.legal_moves(0)) == Move.attack(0, "9S")
    game.play(Move.attack(0, "JD"))
    analysis = analyse(game, budget=None, rounds=20)
    assert analysis.moves[0].mark == "!"


def test_a_forced_move_is_never_marked():
    forced_seen = 0
    for seed in range(4):
        game = Game.new(2, seed=seed)
        play_game(game, [SimpleBot(seed), SimpleBot(seed + 1)])
        analysis = analyse(game, budget=None, rounds=12)
        replay = game.starting_position()
        for judged, move in zip(analysis.moves, game.history):
            only = len(turn(replay)[1]) == 1
            assert judged.forced is only and judged.move == move
            if only:
                assert judged.mark == "" and judged.played is None and not judged.comment
                forced_seen += 1
            replay.play(move)
    assert forced_seen > 10


def twin_games(moves_played: int = 24) -> tuple[Game, Game, int]:
    """Two games that differ only in a card P1 holds and a card deep in the talon, which P0
    never sees during the first `moves_played` moves (the same moves in both)."""
    first = Game.new(2, seed=21)
    bots = [SimpleBot(1), SimpleBot(2)]
    while len(first.history) < moves_played:
        seat, moves = turn(first)
        first.play(bots[seat].choose(first.view(seat), moves))
    start = first.starting_position()
    played = {c for m in first.history for c in m.cards}
    hidden = next(c for c in start.hand(1) if c not in played)  # never leaves P1's hand
    talon = list(start.talon_top_first())
    drawn = len(talon) - first.talon_size
    deep = talon[-3]  # drawn after the moves replayed here (the face-up card is last)
    assert talon.index(deep) >= drawn
    hands = [list(start.hand(0)), [deep if c == hidden else c for c in start.hand(1)]]
    talon[talon.index(deep)] = hidden
    second = Game.from_position(hands, talon=talon, attacker=start.attacker, rules=start.rules)
    for move in first.history:
        second.play(move)
    return first, second, moves_played


def throw_in_endgame() -> Game:
    """Talon empty, clubs trumps: P0 (7♠ 7♥ 7♣ 10♥ A♥) has led 7♠ against P1 (6♦ K♠ 10♠ Q♥),
    and P1 has not answered yet. P0 may throw in 7♥ or its trump 7♣ meanwhile (people may; the
    bots wait their turn): 7♥ wins, 7♣ loses."""
    hands = [["7S", "7H", "7C", "10H", "AH"], ["6D", "KS", "10S", "QH"]]
    used = {Card.parse(c) for hand in hands for c in hand}
    game = Game.from_position(
        hands, trump="C", attacker=0, discard=[c for c in DECK if c not in used]
    )
    game.play(Move.attack(0, "7S"))
    assert turn(game)[0] == 1 and game.legal_moves(0) == [
        Move.attack(0, "7H"),
        Move.attack(0, "7C"),
    ]
    return game


def test_a_throw_in_while_the_defender_answers_is_judged_against_the_other_throw_in():
    # Before, a game with such a throw-in could not be analysed at all ("not the move of the
    # seat to act"): the table's "Analyse this game" failed after it.
    game = throw_in_endgame()
    game.play(Move.attack(0, "7C"))
    play_game(game, {0: SimpleBot(1), 1: StrongBot(seed=1, time_ms=None)})
    assert game.result.durak == 0
    analysis = analyse(game, budget=None, rounds=20)
    judged = analysis.moves[1]
    assert judged.move == Move.attack(0, "7C") and not judged.forced and judged.exact
    assert set(judged.estimates) == {Move.attack(0, "7H"), Move.attack(0, "7C")}
    assert (judged.played.value, judged.alternative.value) == (0.0, 1.0)
    assert judged.mark == "??" and judged.best == Move.attack(0, "7H")
    assert analysis.decisive is judged


def test_a_throw_in_out_of_turn_mid_game_is_searched_from_the_throwers_view():
    # The same in mid-game: the imagined deals are set up for the seat that threw in, and
    # every throw-in it had is searched (not left as "unknown").
    checked = 0
    for seed in range(40):
        game = Game.new(2, seed=seed)
        attacker = game.attacker
        for lead in game.legal_moves(attacker):
            child = game.copy()
            child.play(lead)
            if len(child.legal_moves(attacker)) >= 2 and turn(child)[0] != attacker:
                break
        else:
            continue
        found = estimate_moves(child, attacker, budget_ms=None, rounds=12)
        assert set(found.by_move) == set(child.legal_moves(attacker))
        assert all(e.deals == 12 and 0 <= e.value <= 1 for e in found.by_move.values())
        child.play(child.legal_moves(attacker)[1])
        play_game(child, [SimpleBot(seed), SimpleBot(seed + 1)])
        judged = analyse(child, budget=None, rounds=12).moves[1]
        assert judged.seat == attacker and not judged.forced and judged.played.deals == 12
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_twin_games_differing_only_in_hidden_cards_give_that_seat_the_same_marks():
    first, second, _ = twin_games()
    replay_one, replay_two = first.starting_position(), second.starting_position()
    for move in first.history:  # P0 saw exactly the same at every moment
        assert replay_one.view(0) == replay_two.view(0) or move.player != 0
        replay_one.play(move)
        replay_two.play(move)
    one = analyse(first, budget=None, rounds=40)
    two = analyse(second, budget=None, rounds=40)
    mine = [(a, b) for a, b in zip(one.moves, two.moves) if a.seat == 0 and not a.forced]
    assert len(mine) >= 5
    for a, b in mine:
        assert (a.mark, a.best, a.estimates) == (b.mark, b.best, b.estimates)
    assert one.game.hand(1) != two.game.hand(1)


def test_the_annotated_record_round_trips_and_replays():
    game = endgame()
    game.play(Move.attack(0, "9S"))
    play_game(game, {0: SimpleBot(1), 1: StrongBot(seed=1, time_ms=None)})
    record = analyse(game, budget=None, rounds=20).to_record(language="ru", Title="Analysis")
    assert record.moves[0].marks == "??" and record.moves[0].comment
    assert record.intro
    again = parse_one(record.to_text())
    assert again == record
    assert [m.move for m in again.moves] == list(game.history)
    assert again.game().result == game.result
    widget = DurakWidget.replay(again)
    widget.goto(1)
    assert widget.view["annotation"]["marks"] == "??"


def test_a_record_can_be_analysed_and_progress_is_reported():
    game = Game.new(2, seed=5)
    play_game(game, [SimpleBot(3), SimpleBot(4)])
    seen = []
    analysis = analyse(game.to_record(), budget=None, rounds=8, progress=lambda *a: seen.append(a))
    total = len(game.history)
    assert seen == [(n, total) for n in range(1, total + 1)]
    assert len(analysis.moves) == total


def test_estimates_use_only_the_seat_to_act_and_refuse_other_seats():
    game = Game.new(2, seed=9)
    seat, moves = turn(game)
    estimates = move_estimates(game, budget_ms=None, rounds=30)
    assert set(estimates) == set(moves)
    for estimate in estimates.values():
        assert 0 <= estimate.value <= 1 and estimate.deals == 30 and not estimate.exact
    with pytest.raises(ValueError, match=f"P{seat} acts now"):
        move_estimates(game, viewer=1 - seat, rounds=5)
    with pytest.raises(ValueError, match="viewer"):
        move_estimates(game, viewer="0", rounds=5)
    with pytest.raises(ValueError, match="budget"):
        estimate_moves(game, seat, budget_ms=None, rounds=None)


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="Durak game or a record"):
        analyse("P0 attacks 7S", rounds=5)
    with pytest.raises(ValueError, match="budget"):
        analyse(Game.new(2, seed=1), budget=None, rounds=None)
    assert isinstance(analyse(Record(tags={"Seed": "3"}), rounds=5).moves, list)


def test_the_same_rounds_give_the_same_analysis():
    game = Game.new(2, seed=13)
    bots = [SimpleBot(5), SimpleBot(6)]
    for _ in range(16):
        seat, moves = turn(game)
        game.play(bots[seat].choose(game.view(seat), moves))
    one = analyse(game, budget=None, rounds=25, seed=random.Random(1).randrange(100))
    two = analyse(game, budget=None, rounds=25, seed=random.Random(1).randrange(100))
    assert [j.to_json() for j in one.moves] == [j.to_json() for j in two.moves]


def test_the_analysis_in_steps_is_the_same_and_yields_within_a_judged_move():
    # A table that thinks in slices on its loop (Pyodide) steps through the analysis: it must
    # give what analyse gives, and yield inside a move's search, not only between moves (a
    # judged move at the default budget would otherwise hold the page for 350 ms).
    game = Game.new(2, seed=11)
    play_game(game, [SimpleBot(7), SimpleBot(8)])
    whole = analyse(game, budget=None, rounds=STEP_ROUNDS * 5)
    steps = analyse_steps(game, budget=None, rounds=STEP_ROUNDS * 5)
    yields = 0
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            stepped = stop.value
            break
        yields += 1
    assert [j.to_json() for j in stepped.moves] == [j.to_json() for j in whole.moves]
    assert stepped.decisive is not None and whole.decisive is not None
    assert stepped.decisive.to_json() == whole.decisive.to_json()
    judged = sum(1 for j in whole.moves if not j.forced and not j.exact)
    assert judged and yields >= len(whole.moves) + 4 * judged


def test_estimates_in_steps_keep_their_budget_of_search_time():
    # The budget counts the search's own CPU time: time spent between the steps (other work
    # on the loop) does not cut the search short.
    game = Game.new(2, seed=9)
    seat, _ = turn(game)
    steps = estimate_steps(game, seat, budget_ms=40.0)
    count = 0
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            found = stop.value
            break
        count += 1
        busy = time.thread_time() + 0.02
        while time.thread_time() < busy:  # the loop's other work between two steps
            pass
    assert count > 1
    deals = {e.deals for e in found.by_move.values()}
    alone = estimate_moves(game, seat, budget_ms=40.0)
    assert min(deals) >= min(e.deals for e in alone.by_move.values()) // 4


def test_a_summary_with_a_blunder_names_the_decisive_moment_or_says_why_none():
    from durak_widget.analysis.annotate import Analysis, _decisive
    from durak_widget.analysis.estimate import Estimate
    from durak_widget.analysis.judge import Judgement

    game = Game.new(2, seed=3)
    play_game(game, [SimpleBot(3), SimpleBot(4)])
    loser = game.result.durak
    moves = list(game.history)

    def marked(number, mark, difference):
        move = moves[number - 1]
        played = Estimate(0.4, 0.01, 200, False)
        return Judgement(
            number, move, move.player, False, played, move, played, difference, 0.01, mark
        )

    winners = [n for n, m in enumerate(moves, start=1) if m.player != loser]
    losers = [n for n, m in enumerate(moves, start=1) if m.player == loser]
    # a ?? of the losing side is the decisive moment, named in the summary
    judged = [marked(losers[0], "??", 0.4), marked(winners[0], "?", 0.2)]
    decisive = _decisive(game, judged)
    assert decisive is judged[0]
    text = str(Analysis(game, judged, decisive, []).summary())
    assert f"The decisive moment: move {losers[0]} (P{loser}:" in text
    # only the winner's ??: no decisive moment, and the summary says why the ?? decided nothing
    judged = [marked(winners[0], "??", 0.4)]
    assert _decisive(game, judged) is None
    text = str(Analysis(game, judged, None, []).summary())
    winner = moves[winners[0] - 1].player
    assert (
        f"the losing side made no clear mistake, and P{winner}'s ?? at move {winners[0]} did "
        f"not cost P{winner} the game"
    ) in text
