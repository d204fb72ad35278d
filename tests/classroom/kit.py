"""Helpers shared by the classroom tests (not a test module): what a seat may have seen, and
websocket clients that play whole games and keep every frame."""

from __future__ import annotations

import asyncio
import json
import random
import re
import socket
import time

import websockets

from durak_widget import Card

_RANK = r"(10|[2-9JQKA])"
_CODE = re.compile(rf"(?<![0-9A-Za-z]){_RANK}([SHDC])(?![0-9A-Za-z])")
_SYMBOL = re.compile(rf"(?<![0-9A-Za-z]){_RANK}([♠♥♦♣])")
_SPOKEN = re.compile(r"\b(10|[2-9]|jack|queen|king|ace) of (spades|hearts|diamonds|clubs)\b")
_WORDS = {"jack": "J", "queen": "Q", "king": "K", "ace": "A"}
_SUITS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
EVERY_CARD = {
    Card.parse(r + s)
    for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    for s in "SHDC"
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def named(text: str) -> set[Card]:
    """Every card written in `text`: as a code, a symbol or spelt out."""
    found = {Card.parse(m.group(0)) for m in _CODE.finditer(text)}
    found |= {Card.parse(m.group(0)) for m in _SYMBOL.finditer(text)}
    for rank, suit in _SPOKEN.findall(text):
        found.add(Card.parse(_WORDS.get(rank, rank) + _SUITS[suit]))
    return found


def codes(value) -> set[Card]:
    return {Card.parse(m.group(0)) for m in _CODE.finditer(json.dumps(value))}


class Witness:
    """What anyone could have seen of `game` up to each move (from the engine: every
    position's spectator view and every move played), and each seat's hand at each length;
    `hidden(seat, length)` is every card the seat could not know at that moment."""

    def __init__(self, game):
        replay = game.starting_position()
        public = codes(replay.view(None))
        self.public = [set(public)]
        self.hands = [{s: set(replay.hand(s)) for s in range(game.players)}]
        for move in game.history:
            public |= codes(move.to_json())
            replay.play(move)
            public |= codes(replay.view(None))
            self.public.append(set(public))
            self.hands.append({s: set(replay.hand(s)) for s in range(game.players)})

    def hidden(self, seat: int, length: int) -> set[Card]:
        return EVERY_CARD - self.public[length] - self.hands[length][seat]


def like_a_bot(table):
    """A chooser for `Player`: the move the game's simple bot would make from the seat's own
    view (what the seat may know), when the page lists it, else none."""
    bots = {}

    def choose(seat: int, legal: list[dict]):
        with table.batch():
            game = table.game
            if game.is_over:
                return None
            view, moves = game.view(seat), game.legal_moves(seat)
            adapter = table.adapter
        if not moves:
            return None
        bot = bots.setdefault(seat, adapter.default_bots()["simple"](seed=seat))
        move = bot.choose(view, moves).to_json()
        return move if move in legal else None

    return choose


def leaks(frames: list[dict], seat: int, witness: Witness) -> list[str]:
    """The frames (state messages of `seat`) that name a card hidden from it at their
    `history.length`."""
    found = []
    for frame in frames:
        length = frame["view"]["history"]["length"]
        text = json.dumps(frame, ensure_ascii=False)
        leaked = named(text) & witness.hidden(seat, length)
        if leaked:
            found.append(f"P{seat} saw {sorted(map(str, leaked))} at move {length}")
    return found


class Player:
    """One student's page played by a script: it keeps every frame it receives and, while
    its seat has legal moves, sends one of them (chosen by `rng`) against the version it
    holds."""

    GAP = 0.06

    def __init__(self, url: str, hello: dict, rng: random.Random, choose=None):
        self.url = url
        self.hello = hello
        self.rng = rng
        self.choose = choose  # (seat, legal moves as the page has them) -> one of them
        self.frames: list[dict] = []
        self.state: dict | None = None
        self.welcome: dict | None = None
        self.refused: list[dict] = []
        self.socket = None
        self.sent = 0

    async def open(self) -> None:
        self.socket = await websockets.connect(self.url, max_size=2**22)
        await self.socket.send(json.dumps(self.hello))
        while self.state is None:
            self.take(json.loads(await asyncio.wait_for(self.socket.recv(), 10)))

    def take(self, message: dict) -> None:
        self.frames.append(message)
        if message["type"] == "welcome":
            self.welcome = message
        elif message["type"] == "joined":
            self.hello = {"type": "hello", "code": message["code"]}
        elif message["type"] == "state":
            self.state = message
        elif message["type"] == "refused":
            self.refused.append(message)

    @property
    def seat(self) -> int:
        assert self.welcome is not None
        return self.welcome["seat"]

    async def play(self, until, delay: float = 0.005, deadline: float = 120.0) -> None:
        """Receive frames and move while `until()` is false, at most one message per
        `GAP` seconds (a person's pace, far under the room's rate limit)."""
        end = time.monotonic() + deadline
        answered_version = -1
        last = 0.0
        while not until():
            if time.monotonic() > end:
                raise TimeoutError(f"P{self.seat}: the game did not end in {deadline} s")
            state = self.state
            view = state["view"] if state else {}
            ready = time.monotonic() - last >= self.GAP
            if (
                ready
                and view.get("legal")
                and view.get("acting") == self.seat
                and state["version"] != answered_version
            ):
                answered_version = state["version"]
                await asyncio.sleep(self.rng.random() * delay)
                last = time.monotonic()
                move = self.rng.choice(view["legal"])
                if self.choose is not None and self.rng.random() < 0.9:
                    move = self.choose(self.seat, view["legal"]) or move
                await self.socket.send(
                    json.dumps({"type": "move", "move": move, "version": state["version"]})
                )
                self.sent += 1
            try:
                raw = await asyncio.wait_for(self.socket.recv(), 0.05)
            except asyncio.TimeoutError:
                continue
            self.take(json.loads(raw))

    def states(self) -> list[dict]:
        return [f for f in self.frames if f["type"] == "state"]

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()
