"""Whole games through a real server: uvicorn on a free 127.0.0.1 port, one `websockets` client
per student seat, bots in the other seats, both games, 2 to 6 players. Every frame each page
received is kept, and none may name a card hidden from that seat at that moment (computed from
the engine's own position at the frame's ``history.length``)."""

from __future__ import annotations

import asyncio
import json
import random
import time

import pytest

from durak_widget.classroom import Classroom

from .kit import Player, Witness, leaks, like_a_bot

FRAME_KEYS = {
    "welcome": {"type", "table", "seat", "game"},
    "joined": {"type", "code", "name"},
    "state": {"type", "version", "view", "log_tail"},
    "refused": {"type", "version", "rule", "message"},
}

CASES = [
    ("durak", 2, 2),
    ("durak", 3, 2),
    ("durak", 4, 1),
    ("durak", 6, 3),
    ("own_trumps", 2, 2),
    ("own_trumps", 3, 1),
    ("own_trumps", 4, 2),
]


async def play_whole_game(room: Classroom, humans: int, seed: int) -> list[Player]:
    url = room.url.replace("http://", "ws://") + "/ws"
    rng = random.Random(seed)
    # the students play as the simple bot would from their own seat (random moves make games
    # of Svoi Kozyri last thousands of moves), with a random move now and then
    choose = like_a_bot(room.tables[0])
    players = [
        Player(url, {"type": "join", "name": f"Student {s}"}, random.Random(rng.random()), choose)
        for s in range(humans)
    ]
    for player in players:
        await player.open()

    def over() -> bool:
        return all(p.state is not None and p.state["view"]["over"] for p in players)

    await asyncio.gather(*(p.play(over, deadline=150) for p in players))
    for player in players:
        await player.close()
    return players


@pytest.mark.parametrize(("game", "seats", "humans"), CASES)
def test_students_and_bots_play_a_whole_game_and_no_frame_shows_a_hidden_card(game, seats, humans):
    room = Classroom(
        players=seats,
        humans=humans,
        game=game,
        seed=seats * 10 + humans,
        bot_delay_ms=10,
        quiet_ms=150,
    ).start()
    try:
        players = asyncio.run(play_whole_game(room, humans, seed=seats))
        final = room.tables[0].game
    finally:
        room.stop()
    assert final.is_over
    witness = Witness(final)
    moved_by = {move.player for move in final.history}
    assert set(range(humans)) <= moved_by, "every student played"
    if seats > humans:
        assert moved_by - set(range(humans)), "the bots played"
    for player in players:
        seat = player.seat
        states = player.states()
        assert states[-1]["view"]["over"]
        assert states[-1]["view"]["history"]["length"] == len(final.history)
        for frame in player.frames:
            assert set(frame) == FRAME_KEYS[frame["type"]], frame["type"]
            if frame["type"] == "refused":
                assert frame["rule"] == "table.stale", frame  # only races, never a bad move
        for state in states:
            assert state["view"]["viewer"] == seat and state["version"] == state["view"]["version"]
            assert [s["cards"] is not None for s in state["view"]["seats"]] == [
                s == seat for s in range(seats)
            ] or state["view"]["over"]
        assert leaks(states, seat, witness) == []
        assert player.sent > 0


class SlowBot:
    """A bot that takes two seconds to decide (as StrongBot may on a slow machine)."""

    def __init__(self):
        self.last_reason = None

    def choose(self, view, moves):
        time.sleep(2.0)
        return moves[0]


async def moves_while_a_bot_thinks(room: Classroom) -> tuple[list[float], float]:
    url = room.url.replace("http://", "ws://") + "/ws"
    alone = Player(url, {"type": "join", "name": "Anna"}, random.Random(1))
    await alone.open()  # table 0, seat 0 (seat 1 was handed to the slow bot)
    pair = [Player(url, {"type": "join", "name": n}, random.Random(i)) for i, n in enumerate("CD")]
    for player in pair:
        await player.open()
    assert {p.welcome["table"] for p in pair} == {1}
    # Anna moves until it is the slow bot's turn to answer
    table = room.tables[0]
    while table.game.next_to_act() != 1:
        moved = len(table.game.history)
        await alone.play(lambda n=moved: len(table.game.history) > n, deadline=10)
    thinking_since = time.perf_counter()
    before = len(table.game.history)
    latencies = []
    for _ in range(6):
        mover = next(p for p in pair if p.state["view"]["legal"])
        length = mover.state["view"]["history"]["length"]
        sent = time.perf_counter()
        await mover.play(
            lambda m=mover, n=length: m.state["view"]["history"]["length"] > n, deadline=5
        )
        latencies.append(time.perf_counter() - sent)
        for player in pair:  # both pages take the newest state
            while True:
                try:
                    player.take(json.loads(await asyncio.wait_for(player.socket.recv(), 0.05)))
                except asyncio.TimeoutError:
                    break
    elapsed = time.perf_counter() - thinking_since
    assert len(table.game.history) == before, "the bot at table 0 has not answered yet"
    for player in (alone, *pair):
        await player.close()
    return latencies, elapsed


def test_a_slow_bot_never_stalls_another_table():
    room = Classroom(
        players=2, humans=2, tables=2, seed=3, bots={1: SlowBot()}, bot_delay_ms=0, quiet_ms=0
    )
    room.give_to_bot(0, 1)
    room.start()
    try:
        latencies, elapsed = asyncio.run(moves_while_a_bot_thinks(room))
    finally:
        room.stop()
    print(
        f"moves at the other table while a bot thought: {[round(x * 1000) for x in latencies]} ms"
    )
    assert elapsed < 2.0, "the moves at table 1 waited for the bot at table 0"
    assert max(latencies) < 1.0
