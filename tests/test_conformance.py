"""Conformance: every registered game keeps the promises of the one game API.

In the spirit of OpenSpiel's random_sim_test, each test runs for every game in the registry
(`durak_widget.games.registered_games()`), so a new game is checked the day it is registered.
The games are played by random players (capped) and by the game's own simple bot (to the end).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest

from durak_widget import record
from durak_widget.engine import Event, IllegalMove
from durak_widget.games import get_game, kind_of, registered_games

GAMES = [adapter.name for adapter in registered_games()]
CARD_CODE = re.compile(r"^(10|[2-9JQKA])[SHDC]$")
RANDOM_MOVE_CAP = 300


def card_codes(value) -> set[str]:
    """Every card code anywhere in a JSON-ready value."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if CARD_CODE.match(item):
                found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


def state_of(game) -> str:
    """Everything a game shows about itself: the spectator's view, every seat's view, the
    history and the record text."""
    views = [game.view(None)] + [game.view(seat) for seat in range(game.players)]
    return json.dumps([views, [str(m) for m in game.history]], sort_keys=True)


def random_game(name: str, players: int, seed: int) -> Iterator:
    """Yield the game before each move of a random player, then after the last; capped."""
    adapter = get_game(name)
    game = adapter.new_game(players, seed=seed)
    chooser = random.Random(seed)
    for _ in range(RANDOM_MOVE_CAP):
        yield game
        moves = game.legal_moves()
        if not moves:
            break
        game.play(chooser.choice(moves))
    yield game


def bot_game(name: str, players: int, seed: int):
    """A whole game between the game's own simple bots; returns it finished."""
    adapter = get_game(name)
    game = adapter.new_game(players, seed=seed)
    bots = [adapter.default_bots()["simple"](seed=seed * 10 + seat) for seat in range(players)]
    for _ in range(5000):
        seat = adapter.next_to_act(game)
        if seat is None:
            break
        moves = game.legal_moves(seat)
        game.play(bots[seat].choose(game.view(seat), moves))
    return game


def player_counts(name: str) -> list[int]:
    adapter = get_game(name)
    return sorted({adapter.min_players, adapter.max_players})


def test_the_registry_knows_both_games_and_kind_of_is_exact():
    assert {"durak", "own_trumps"} <= set(GAMES)
    for name in GAMES:
        adapter = get_game(name)
        game = adapter.new_game(adapter.min_players, seed=1)
        assert kind_of(game) is adapter
        assert isinstance(game, adapter.game_class)


@pytest.mark.parametrize("name", GAMES)
def test_games_between_simple_bots_end_with_a_worded_result(name):
    for players in player_counts(name):
        for seed in range(3):
            game = bot_game(name, players, seed)
            assert game.is_over, f"{name}, {players} players, seed {seed} did not end"
            text = game.result_text()
            assert isinstance(text, str) and text
            assert game.legal_moves() == []
            over = [e for e in game.last_events if e.rule == "game.over"]
            assert len(over) == 1 and str(over[0]) == over[0].message


@pytest.mark.parametrize("name", GAMES)
def test_explain_agrees_with_legal_moves_and_refused_moves_change_nothing(name):
    rng = random.Random(7)
    for players in player_counts(name):
        seen: list = []  # every move legal somewhere in this game: the illegal candidates
        for game in random_game(name, players, seed=players):
            legal = game.legal_moves()
            legal_set = set(legal)
            for move in legal:
                verdict = game.explain(move)
                assert verdict.legal, f"{move} is in legal_moves but explain says {verdict}"
            seen.extend(legal)
            for move in rng.sample(seen, min(len(seen), 12)):
                verdict = game.explain(move)
                assert verdict.legal == (move in legal_set), (move, verdict)
                assert verdict.message and "{" not in verdict.message
                if not verdict.legal:
                    before = state_of(game)
                    with pytest.raises(IllegalMove) as caught:
                        game.play(move)
                    assert caught.value.verdict.rule == verdict.rule
                    assert state_of(game) == before


@pytest.mark.parametrize("name", GAMES)
def test_moves_round_trip_through_json_and_text(name):
    adapter = get_game(name)
    for game in random_game(name, adapter.min_players, seed=3):
        for move in game.legal_moves():
            data = json.loads(json.dumps(move.to_json()))
            assert adapter.move_class.from_json(data) == move
            assert adapter.move_from_json(data) == move
            assert adapter.move_class.parse(str(move)) == move


@pytest.mark.parametrize("name", GAMES)
def test_undo_and_replay_give_the_same_positions_and_events(name):
    adapter = get_game(name)
    for players in player_counts(name):
        states, events = [], []
        game = None
        for game in random_game(name, players, seed=11):
            states.append(state_of(game))
            events.append(game.last_events)
        assert game is not None
        played = list(game.history)
        replayed = adapter.game_class.replay(game.starting_position(), played)
        assert state_of(replayed) == states[-1]
        assert replayed.last_events == game.last_events
        for position in range(len(played) - 1, -1, -1):
            game.undo()
            assert state_of(game) == states[position]
            assert game.last_events == events[position]
        assert game.last_events == ()


@pytest.mark.parametrize("name", GAMES)
def test_play_unchecked_records_the_same_events_as_play(name):
    *_, checked = random_game(name, get_game(name).max_players, seed=5)
    fast = checked.starting_position()
    slow = checked.starting_position()
    for move in checked.history:
        slow.play(move)
        fast.play_unchecked(move)
        assert fast.last_events == slow.last_events
        assert all(isinstance(e, Event) and e.rule and e.message for e in fast.last_events)


@pytest.mark.parametrize("name", GAMES)
def test_views_show_only_own_cards_and_cards_seen_face_up(name):
    for players in player_counts(name):
        public: set[str] = set()
        first = True
        for game in random_game(name, players, seed=13):
            spectator = card_codes(game.view(None))
            if first:
                # at the start, at most the face-up trump card is public
                assert len(spectator) <= 1
                public |= spectator
                first = False
            for move in game.history[-1:]:
                public |= card_codes(move.to_json())
            assert spectator <= public, spectator - public
            for seat in range(players):
                own = {c.code for c in game.hand(seat)}
                shown = card_codes(game.view(seat))
                assert shown <= own | public, (seat, shown - own - public)


@pytest.mark.parametrize("name", GAMES)
def test_records_round_trip_through_text(name):
    for players in player_counts(name):
        game = bot_game(name, players, seed=21)
        text = game.to_record(Title="conformance").to_text()
        (parsed,) = record.parse(text)
        again = parsed.game()
        assert kind_of(again) is kind_of(game)
        assert state_of(again) == state_of(game)
        assert parsed.to_text() == text
