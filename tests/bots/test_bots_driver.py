"""The turn-order driver: whose turn it is, and playing whole games with bots."""

import pytest

from durak_widget import Game, Move, Rules
from durak_widget.bots import (
    BotError,
    RandomBot,
    SimpleBot,
    bot_step,
    next_to_act,
    play_game,
    seat_to_act,
)
from durak_widget.engine import COMPILED

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]
# Every preset with every number of players its pack can deal to (eltos's 32 cards: five).
TABLES = [
    (preset, players)
    for preset in PRESETS
    for players in range(2, 7)
    if players * getattr(Rules, preset)().hand_size <= getattr(Rules, preset)().deck_size
]

IN_COMPILED_CODE = "a compiled game finds its seat to act in compiled code: no patch counts it"


def test_an_empty_table_is_led_by_the_main_attacker():
    game = Game.from_position([["7S", "KH"], ["9S", "6D"], ["8C", "8H"]], trump="D", attacker=1)
    assert next_to_act(game) == 1


def test_an_unbeaten_card_is_answered_by_the_defender():
    game = Game.from_position([["7S", "KH"], ["9S", "6D"], ["7C", "8H"]], trump="D")
    game.play(Move.attack(0, "7S"))
    assert next_to_act(game) == 1


def test_after_a_beat_the_attackers_speak_clockwise_from_the_main_attacker():
    game = Game.from_position(
        [["7S", "KH", "7H"], ["9S", "6D", "AD"], ["7C", "8H", "QC"]], trump="D"
    )
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "9S", "7S"))
    assert next_to_act(game) == 0
    game.play(Move.done(0))
    assert next_to_act(game) == 2
    game.play(Move.attack(2, "7C"))  # a new card: everybody may speak again
    assert next_to_act(game) == 1
    game.play(Move.defend(1, "AD", "7C"))
    assert next_to_act(game) == 0


def test_after_take_the_attackers_may_still_throw_in():
    game = Game.from_position([["7S", "7H", "KC"], ["9C", "6C", "10C"], ["7C", "8H"]], trump="D")
    game.play(Move.attack(0, "7S"))
    game.play(Move.take(1))
    assert next_to_act(game) == 0
    game.play(Move.attack(0, "7H"))
    assert next_to_act(game) == 0
    game.play(Move.done(0))
    assert next_to_act(game) == 2


def test_nobody_acts_once_the_game_is_over():
    game = Game.from_position([["7S"], ["9S"]], trump="D")
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "9S", "7S"))
    assert game.is_over
    assert next_to_act(game) is None and seat_to_act(game) is None
    assert bot_step(game, [SimpleBot(), SimpleBot()]) is None


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_the_seat_to_act_always_has_a_legal_move(preset, players):
    rules = getattr(Rules, preset)()
    for seed in range(6):
        game = Game.new(players, rules, seed=1000 + seed)
        bots = [RandomBot(seed * 7 + i) for i in range(players)]
        for _ in range(3000):
            seat = next_to_act(game)
            assert seat == seat_to_act(game)
            if seat is None:
                break
            moves = game.legal_moves(seat)
            assert moves, f"{preset} {players}p seed {seed}: P{seat} has no legal move"
            assert all(m.player == seat for m in moves)
            game.play(bots[seat].choose(game.view(seat), moves))
        assert game.is_over and next_to_act(game) is None


def test_bot_step_waits_for_a_human_seat():
    game = Game.new(2, seed=3)
    human = next_to_act(game)
    bots = {1 - human: SimpleBot()}
    assert bot_step(game, bots) is None
    assert game.history == ()
    game.play(game.legal_moves(human)[0])
    if next_to_act(game) == 1 - human:
        assert bot_step(game, bots) is not None
        assert len(game.history) == 2


def test_play_game_reports_capped_games():
    game = Game.new(3, Rules.perevodnoy(), seed=4)
    finished, moves = play_game(game, [RandomBot(1), RandomBot(2), RandomBot(3)], move_cap=5)
    assert (finished, moves) == (False, 5)
    assert not game.is_over


def test_play_game_is_reproducible_and_calls_back():
    seen = []
    runs = []
    for _ in range(2):
        game = Game.new(4, Rules.podkidnoy(), seed=11)
        bots = {i: (SimpleBot(i) if i % 2 else RandomBot(i)) for i in range(4)}
        finished, moves = play_game(game, bots, on_move=lambda g, m, b: seen.append(m))
        assert finished and moves == len(game.history)
        runs.append(game.history)
    assert runs[0] == runs[1]
    assert len(seen) == 2 * len(runs[0])


def test_an_illegal_bot_move_is_refused():
    class Cheater:
        last_reason = ""

        def choose(self, view, moves):
            return Move.take(view["seat"])

    game = Game.new(2, seed=3)
    with pytest.raises(BotError, match="chose an illegal move") as caught:
        play_game(game, [Cheater(), Cheater()])
    assert "not legal" in caught.value.detail
    assert game.history == ()


@pytest.mark.skipif(COMPILED, reason=IN_COMPILED_CODE)
def test_play_game_and_bot_step_generate_the_legal_moves_once_per_move(monkeypatch):
    calls = []
    legal_moves = Game.legal_moves

    def counted(game, *args, **kwargs):
        calls.append(1)
        return legal_moves(game, *args, **kwargs)

    monkeypatch.setattr(Game, "legal_moves", counted)
    for seed in range(5):
        calls.clear()
        game = Game.new(2, Rules.podkidnoy(), seed=seed)
        finished, played = play_game(game, [SimpleBot(1), SimpleBot(2)])
        assert finished and len(calls) == played
        calls.clear()
        game = Game.new(2, Rules.podkidnoy(), seed=seed)
        steps = 0
        while bot_step(game, [SimpleBot(1), SimpleBot(2)]) is not None:
            steps += 1
        assert len(calls) == steps
