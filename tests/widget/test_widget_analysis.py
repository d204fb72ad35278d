"""Game analysis at the table: "Analyse this game" once a Durak game is over (refused before,
changing nothing), its progress in the view while the table's thinker works, the annotated
replay it leads to (no more shown than any replay of the finished game), and the search's
estimates beside the legal moves of a replay's position, only for the seat to act and only
from what that seat knew."""

from __future__ import annotations

import asyncio
import json

import pytest

from durak_widget import Card, DurakWidget, Game, Move
from durak_widget.analysis import analyse, move_estimates
from durak_widget.bots import SimpleBot, StrongBot, play_game
from durak_widget.table import AutoThinker, Table, Viewer
from durak_widget.table.pacing import ManualScheduler
from durak_widget.table.thinkers import Ticket, run_here

LEARNER = Viewer.learner()
ROUNDS = 6  # imagined deals per judged move: small, and the same on every run


class Deferred:
    """A thinker that keeps each task until the test runs it (as a worker would, later)."""

    def __init__(self) -> None:
        self.tasks: list = []

    def think(self, task, done):
        ticket = Ticket()
        self.tasks.append((task, done, ticket))
        return ticket

    def run(self) -> int:
        """Run every task not cancelled; returns how many ran."""
        ran = 0
        while self.tasks:
            task, done, ticket = self.tasks.pop(0)
            if ticket.cancelled:
                continue
            thought = run_here(task, ticket)
            ran += 1
            if thought is not None and not ticket.cancelled:
                done(thought)
        return ran


def finished_game(seed: int = 3) -> Game:
    game = Game.new(2, seed=seed)
    play_game(game, [SimpleBot(seed), SimpleBot(seed + 1)])
    assert game.is_over
    return game


def table_of(game: Game, thinker=None, **kwargs) -> Table:
    table = Table(game, bot_delay_ms=0, scheduler=ManualScheduler(), thinker=thinker, **kwargs)
    table.analysis.budget, table.analysis.rounds = None, ROUNDS
    table.estimates.budget_ms, table.estimates.rounds = None, ROUNDS
    table.start()
    return table


def test_the_intent_is_refused_before_the_end_and_changes_nothing():
    game = Game.new(2, seed=5)
    game.play(game.legal_moves(game.attacker)[0])
    table = table_of(game, thinker=Deferred())
    history = list(table.game.history)
    hands = [list(table.game.hand(s)) for s in range(2)]
    outcome = table.handle_message(LEARNER, {"type": "analyse"})
    assert not outcome.ok and outcome.rule == "table.game_not_over"
    assert "over" in outcome.message
    assert table.thinker.tasks == []
    assert list(table.game.history) == history
    assert [list(table.game.hand(s)) for s in range(2)] == hands
    view = table.view(LEARNER)
    assert view["analysis"] is None and view["mode"] == "play"


def test_a_game_where_the_learner_threw_in_before_the_bot_answered_can_be_analysed():
    # People may throw in while the defender is still to answer (the bots wait their turn).
    # Such a game failed to be analysed ("The analysis could not be finished.") before.
    clock = ManualScheduler()
    game = Game.from_position(
        [["7S", "7H", "10H", "AH"], ["6D", "KS", "10S", "QH"]], talon=["8D", "9C"]
    )
    w = DurakWidget(game, seat=0, bots=SimpleBot(2), scheduler=clock, bot_delay_ms=100)
    for text in ("P0 attacks 7S", "P0 attacks 7H"):  # the second before P1's answer
        w._handle_custom_msg({"type": "move", "move": Move.parse(text).to_json()}, [])
    assert [str(m) for m in w.session.game.history] == ["P0 attacks 7♠", "P0 attacks 7♥"]
    for _ in range(400):  # the learner plays its first legal move whenever it is to act
        if w.session.game.is_over:
            break
        due = clock.next_due()
        if due is not None:
            clock.advance(max(0.0, due - clock.now))
            continue
        move = w.session.game.legal_moves(0)[0]
        w._handle_custom_msg({"type": "move", "move": move.to_json()}, [])
    assert w.session.game.is_over
    table = w.session
    table.analysis.budget, table.analysis.rounds = None, ROUNDS
    table.analysis.start(now=True)
    analysis = table.view(LEARNER)["analysis"]
    assert analysis["finished"] and not analysis["failed"], analysis
    judged = table.analysis.result.moves[1]
    assert judged.move == Move.attack(0, "7H") and judged.forced  # its only throw-in then


def test_a_stepped_back_finished_game_is_not_over_at_the_position_shown():
    table = table_of(finished_game(), thinker=Deferred())
    table.step("back")
    outcome = table.handle_message(LEARNER, {"type": "analyse"})
    assert outcome.rule == "table.game_not_over"
    assert table.view(LEARNER)["analysis"] is None


def test_svoi_kozyri_offers_no_analysis():
    w = DurakWidget.own_trumps(seed=8, bot_delay_ms=0, quiet_ms=0)
    assert "analyse" not in w.layout_parts["show"]
    outcome = w.session.handle_message(LEARNER, {"type": "analyse"})
    assert not outcome.ok and outcome.rule == "table.no_analysis"


def test_a_finished_durak_game_offers_the_button():
    table = table_of(finished_game())
    assert "analyse" in table.view(LEARNER)["layout"]["show"]


def test_the_analysis_runs_on_the_thinker_and_reports_its_progress():
    thinker = Deferred()
    game = finished_game()
    table = table_of(game, thinker=thinker)
    seen: list[dict] = []
    table.subscribe(lambda version: seen.append(table.view(LEARNER)["analysis"]))
    outcome = table.handle_message(LEARNER, {"type": "analyse"})
    assert outcome.ok
    total = len(game.history)
    # the message has been answered; nothing is judged yet
    assert table.view(LEARNER)["analysis"] == {
        "running": True,
        "finished": False,
        "failed": False,
        "done": 0,
        "total": total,
        "decisive": None,
        "text": f"Analysing the game: move 0 of {total}.",
    }
    assert thinker.run() >= 1
    done = [a["done"] for a in seen if a and a["running"]]
    assert done[0] == 0 and done[-1] == total and done == sorted(done)
    assert len(set(done)) > total // 2  # the view followed the work move by move
    final = table.view(LEARNER)
    assert final["analysis"]["finished"] and not final["analysis"]["running"]
    assert final["mode"] == "replay"


DECK = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]


def thrown_away_endgame() -> Game:
    """Talon empty: P0 (J♦ 9♠ J♣) leads against P1 (10♥ 8♠ 10♣ Q♣), clubs trumps. Only J♦
    wins (P1 has no diamond); P0 leads 9♠ and loses, which the solver works out exactly."""
    hands = [["JD", "9S", "JC"], ["10H", "8S", "10C", "QC"]]
    used = {Card.parse(c) for hand in hands for c in hand}
    game = Game.from_position(
        hands, trump="C", attacker=0, discard=[c for c in DECK if c not in used]
    )
    game.play(Move.attack(0, "9S"))
    play_game(game, {0: SimpleBot(1), 1: StrongBot(seed=1, time_ms=None)})
    assert game.result.durak == 0
    return game


def test_the_finished_analysis_shows_its_marks_and_decisive_moment_in_the_replay():
    game = thrown_away_endgame()
    expected = analyse(game, budget=None, rounds=ROUNDS)
    assert expected.marks[1] == "??" and expected.decisive.number == 1
    w = DurakWidget(game=game, bot_delay_ms=0)
    found = w.analyse(budget=None, rounds=ROUNDS)
    assert found.marks == expected.marks
    view = w.view
    assert view["mode"] == "replay" and view["replay"]["viewpoint"] == 0
    assert view["analysis"]["decisive"] == expected.decisive.number
    assert f"move {expected.decisive.number}" in view["analysis"]["text"]
    for number, mark in expected.marks.items():
        w.goto(number)
        note = w.view["annotation"]
        assert note["move_number"] == number and note["marks"] == mark
        if number == expected.decisive.number:
            assert note["comment"].startswith("The decisive moment.")


def test_the_analysed_replay_shows_no_more_than_a_replay_of_the_finished_game():
    game = finished_game()
    plain = DurakWidget.replay(DurakWidget(game=game.copy()).to_record())
    w = DurakWidget(game=game, bot_delay_ms=0)
    w.analyse(budget=None, rounds=ROUNDS)
    for position in range(0, len(game.history) + 1, 7):
        plain.goto(position)
        w.goto(position)
        for key in ("hand", "seats", "table", "trump", "talon_count"):
            assert w.view.get(key) == plain.view.get(key), (position, key)


def test_estimates_only_for_the_viewpoint_when_it_is_the_seat_to_act():
    game = finished_game()
    table = table_of(None, record=game.to_record())
    for seat in (0, 1):
        table.set_seat(seat)
        shown = 0
        for position in range(0, 30):
            table.goto(position)
            estimates = table.view(LEARNER)["replay"]["estimates"]
            to_act = table.adapter.next_to_act(table.game)
            if to_act != seat:
                assert estimates is None
                continue
            shown += 1
            legal = {json.dumps(m.to_json()) for m in table.game.legal_moves(seat)}
            moves = estimates["moves"]
            assert {json.dumps(m["move"]) for m in moves} == legal
            assert estimates["seat"] == seat and not estimates["pending"]
            for entry in moves:
                assert 0 <= entry["percent"] <= 100 and entry["words"]
        assert shown >= 5


def test_the_estimates_are_the_searchs_from_that_seats_view():
    game = finished_game()
    table = table_of(None, record=game.to_record())
    table.goto(1)
    seat = table.adapter.next_to_act(table.game)
    table.set_seat(seat)
    found = move_estimates(table.game, seat, budget_ms=None, rounds=ROUNDS)
    shown = {
        json.dumps(e["move"]): e["value"]
        for e in table.view(LEARNER)["replay"]["estimates"]["moves"]
    }
    assert shown == {json.dumps(m.to_json()): round(e.value, 4) for m, e in found.items()}


def test_looking_until_the_estimates_come_and_a_step_drops_the_one_in_progress():
    thinker = Deferred()
    game = finished_game()
    table = table_of(None, thinker=thinker, record=game.to_record())
    table.thinker.tasks.clear()
    acting = [p for p in range(1, len(game.history)) if _acts(game, p) == 0]
    first, later = acting[0], acting[3]
    table.goto(first)
    view = table.view(LEARNER)["replay"]["estimates"]
    assert view["pending"] and view["moves"] == [] and "looking" in view["text"]
    asked = thinker.tasks[-1]
    table.goto(later)
    assert asked[2].cancelled  # dropped: the table moved on
    assert table.view(LEARNER)["replay"]["estimates"]["pending"]
    assert thinker.run() == 1  # only the position shown is searched
    estimates = table.view(LEARNER)["replay"]["estimates"]
    assert not estimates["pending"] and estimates["moves"]
    legal = {json.dumps(m.to_json()) for m in table.game.legal_moves(0)}
    assert {json.dumps(m["move"]) for m in estimates["moves"]} == legal


def _acts(game: Game, position: int) -> int | None:
    replay = game.starting_position()
    for move in game.history[:position]:
        replay.play(move)
    return None if replay.is_over else replay.next_to_act()


def twin_records():
    """Two games that differ only in a card P1 holds and a card deep in the talon: P0 cannot
    tell them apart at the start, where P0 leads."""
    hands = [["7S", "7C", "9H", "KD", "QS", "6D"], ["8S", "10S", "JD", "6H", "9C", "AC"]]
    talon = ["6C", "QC", "AD", "9D", "10D", "8H", "7D", "JS"]
    twin_hands = [hands[0], ["8S", "10S", "JD", "6H", "9C", "QC"]]
    twin_talon = ["6C", "AC", "AD", "9D", "10D", "8H", "7D", "JS"]
    a = Game.from_position(hands, talon=talon, attacker=0)
    b = Game.from_position(twin_hands, talon=twin_talon, attacker=0)
    assert a.view(0) == b.view(0) and a.hand(1) != b.hand(1)
    for game in (a, b):
        game.play(Move.attack(0, "7S"))
        game.play(Move.defend(1, "8S", "7S"))
    return a.to_record(), b.to_record()


def test_twin_games_differing_in_hidden_cards_give_the_same_estimate_bytes():
    sent = []
    for record in twin_records():
        table = table_of(None, record=record)
        table.set_seat(0)
        table.goto(2)  # P0 to act: throw in or say done
        assert table.adapter.next_to_act(table.game) == 0
        estimates = table.view(LEARNER)["replay"]["estimates"]
        assert estimates["moves"]
        sent.append(json.dumps(estimates, sort_keys=True))
    assert sent[0] == sent[1]


def test_a_failed_analysis_is_said_and_raised_to_python(monkeypatch):
    def broken(*args, **kwargs):  # a generator, as analyse_steps is: it breaks at its first step
        raise RuntimeError("the search broke")
        yield

    monkeypatch.setattr("durak_widget.table.analysing.analyse_steps", broken)
    w = DurakWidget(game=finished_game(), bot_delay_ms=0)
    with pytest.raises(RuntimeError, match="the search broke"):
        w.analyse(budget=None, rounds=ROUNDS)
    view = w.view
    assert view["mode"] == "play" and view["analysis"]["failed"]
    assert view["analysis"]["text"] == "The analysis could not be finished."


def test_a_step_from_a_cell_in_a_kernel_returns_before_the_estimates_are_searched():
    # In a kernel (a running event loop) nobody waits for the estimates: a cell's goto or
    # step returns at once, the view says the search is looking, and the answer comes later
    # from a worker thread.
    game = finished_game()
    position = next(p for p in range(1, len(game.history)) if _acts(game, p) == 0)

    async def main():
        w = DurakWidget.replay(game.to_record())
        w.session.estimates.budget_ms, w.session.estimates.rounds = None, ROUNDS
        w.seat = 0
        w.goto(position)
        at_once = w.view["replay"]["estimates"]
        loop = asyncio.get_running_loop()
        end = loop.time() + 60
        while w.view["replay"]["estimates"]["pending"]:
            assert loop.time() < end, "the estimates never came"
            await asyncio.sleep(0.01)
        return at_once, w.view["replay"]["estimates"]

    at_once, later = asyncio.run(main())
    assert at_once["pending"] and at_once["moves"] == []
    assert later["moves"] and not later["pending"]


def test_without_threads_the_analysis_runs_in_slices_and_the_loop_stays_answered():
    # Pyodide (JupyterLite) has no worker threads: the table analyses in slices on the loop,
    # and other messages are answered between them, while the view counts the moves judged.
    ticks: list[int] = []

    async def main():
        table = table_of(finished_game(), thinker=AutoThinker(threads=False, slice_ms=1.0))
        loop = asyncio.get_running_loop()
        assert table.handle_message(LEARNER, {"type": "analyse"}).ok

        def tick():  # another message the loop answers while the analysis runs
            analysis = table.view(LEARNER)["analysis"]
            if analysis and analysis["running"]:
                ticks.append(analysis["done"])
                loop.call_soon(tick)

        loop.call_soon(tick)
        end = loop.time() + 60
        while not table.view(LEARNER)["analysis"]["finished"]:
            assert loop.time() < end, "the analysis never finished"
            await asyncio.sleep(0.01)
        return table

    table = asyncio.run(main())
    total = len(table.analysis.result.moves)
    # the loop ran other work between the analysis's slices, and saw it part-way several times
    # (the last slice, after the last move is judged and before the summary, shows "move N of N")
    assert len(set(ticks)) > 3 and ticks[0] < total, ticks
    assert ticks == sorted(ticks) and ticks[-1] <= total
    assert table.view(LEARNER)["mode"] == "replay"
