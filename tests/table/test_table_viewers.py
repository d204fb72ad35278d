"""One table, many viewers: two seats held by remote humans, one by a bot, and a spectator
follow one game. After every change each viewer's view holds only what that viewer may see
(the hidden cards are worked out from the engine's own position), the versions increase, a
stale move and a move for another seat are refused and change nothing, and a move by one seat
reaches the others' views without replaying the game."""

from __future__ import annotations

import json
import random
import re

import pytest

from durak_widget import Card, Game
from durak_widget.bots import SimpleBot
from durak_widget.engine import COMPILED
from durak_widget.own_trumps import OwnTrumps
from durak_widget.table import (
    NOT_ALLOWED,
    NOT_YOUR_SEAT,
    STALE,
    Holder,
    ManualScheduler,
    MoveIntent,
    Table,
    Viewer,
)
from durak_widget.table.history import History

_RANK = r"(10|[2-9JQKA])"
_CODE = re.compile(rf"(?<![0-9A-Za-z]){_RANK}([SHDC])(?![0-9A-Za-z])")
_SYMBOL = re.compile(rf"(?<![0-9A-Za-z]){_RANK}([♠♥♦♣])")
_SPOKEN = re.compile(r"\b(10|[2-9]|jack|queen|king|ace) of (spades|hearts|diamonds|clubs)\b")
_WORDS = {"jack": "J", "queen": "Q", "king": "K", "ace": "A"}
_SUITS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
EVERY_CARD = {Card.parse(r + s) for r in [*"23456789", "10", *"JQKA"] for s in "SHDC"}
SEATS = {
    0: Holder.remote("Anna"),
    1: Holder.remote("Boris"),
    2: Holder.for_bot(SimpleBot(seed=3)),
}
VIEWERS = [Viewer.at(0), Viewer.at(1), Viewer.at(2), Viewer.spectator()]


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
    """What anyone could have seen so far (from the engine: each position's spectator view
    and every move played), and what each seat holds now."""

    def __init__(self, game):
        self.public: set[Card] = set()
        self.replay = game.starting_position()
        self.public |= codes(self.replay.view(None))

    def follow(self, game) -> None:
        for move in game.history[len(self.replay.history) :]:
            self.public |= codes(move.to_json())
            self.replay.play(move)
            self.public |= codes(self.replay.view(None))

    def hidden_from(self, game, viewer: Viewer) -> set[Card]:
        seen = set(self.public)
        if viewer.kind == "seat":
            seen |= set(game.hand(viewer.seat))
        return EVERY_CARD - seen


class Follower:
    """Records every change: the version and every viewer's view and log tail."""

    def __init__(self, table: Table):
        self.table = table
        self.versions: list[int] = []
        self.frames: list[dict] = []
        self.witness = Witness(table.game)
        self.leaks: list[str] = []
        table.subscribe(self.changed)

    def changed(self, version: int) -> None:
        table = self.table
        self.versions.append(version)
        self.witness.follow(table.game)
        frame = {}
        for viewer in VIEWERS:
            view, log = table.view(viewer), table.log_tail(viewer)
            assert view["version"] == version
            text = json.dumps([view, log], ensure_ascii=False)
            leaked = named(text) & self.witness.hidden_from(table.game, viewer)
            if leaked:
                self.leaks.append(f"{viewer} saw {sorted(map(str, leaked))} at version {version}")
            frame[viewer] = (view, log)
        self.frames.append(frame)


@pytest.fixture
def replays(monkeypatch):
    """Counts every replay while the test runs: the table's own (a history that rebuilds its
    log, or jumps to a position by replaying), and the engine's where the game class can be
    patched (the pure build)."""
    counted = {"replay": 0, "log": 0}
    if not COMPILED:
        for cls in (Game, OwnTrumps):
            real = cls.replay.__func__

            def replay(klass, start, moves, real=real):
                counted["replay"] += 1
                return real(klass, start, moves)

            monkeypatch.setattr(cls, "replay", classmethod(replay))
    real_entries, real_goto = History._entries_for, History.goto

    def entries(self, moves, first):
        counted["log"] += 1 if first < len(moves) else 0
        return real_entries(self, moves, first)

    def goto(self, position):
        counted["replay"] += abs(position - self.position) > 1
        return real_goto(self, position)

    monkeypatch.setattr(History, "_entries_for", entries)
    monkeypatch.setattr(History, "goto", goto)
    return counted


def human_move(table: Table, seat: int, rng: random.Random):
    moves = table.game.legal_moves(seat)
    return rng.choice(moves) if moves else None


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_four_viewers_follow_one_table_and_each_sees_only_its_own(seed, replays):
    clock = ManualScheduler()
    game = Game.new(3, seed=seed)
    table = Table(game, holders=SEATS, scheduler=clock, bot_delay_ms=200, quiet_ms=800)
    follower = Follower(table)
    table.start()
    replays.update(replay=0, log=0)  # setting the table up is no move
    rng = random.Random(seed)
    stale_checked = other_seat_checked = 0
    for _ in range(400):
        if table.game.is_over:
            break
        humans = [s for s in (0, 1) if table.game.legal_moves(s)]
        if not humans:
            assert clock.pending, "a bot or the quiet window must be on the clock"
            clock.advance(clock.next_due() - clock.now)
            continue
        seat = rng.choice(humans)
        other = 1 - seat
        move = human_move(table, seat, rng)
        seen = table.version
        before = [f for f in follower.frames]
        length = len(table.game.history)
        # the other human may not act for this seat: refused, nothing changes
        refused = table.handle(Viewer.at(other), MoveIntent(move), version=seen)
        assert not refused.ok and refused.rule == NOT_YOUR_SEAT
        assert len(table.game.history) == length
        other_seat_checked += 1
        outcome = table.handle(Viewer.at(seat), MoveIntent(move), version=table.version)
        assert outcome.ok, outcome
        # the move reaches every viewer's view and log at once (bots answer later, on the
        # clock), without a replay
        assert len(follower.frames) > len(before)
        for viewer in VIEWERS:
            view, log = follower.frames[-1][viewer]
            assert view["history"]["length"] == length + 1
            assert log[-1]["n"] == length + 1 and log[-1]["seat"] == seat
        # a move chosen against the version before that one is stale: refused, no change
        if not table.game.is_over:
            stale_seat = next((s for s in (0, 1) if table.game.legal_moves(s)), None)
            if stale_seat is not None:
                stale = table.game.legal_moves(stale_seat)[0]
                history = table.game.history
                others = {v: follower.frames[-1][v] for v in VIEWERS if v != Viewer.at(stale_seat)}
                outcome = table.handle(Viewer.at(stale_seat), MoveIntent(stale), version=seen)
                assert not outcome.ok and outcome.rule == STALE and outcome.message
                assert table.game.history == history
                for viewer, (view, log) in others.items():
                    now_view, now_log = table.view(viewer), table.log_tail(viewer)
                    assert now_log == log
                    assert {k: v for k, v in now_view.items() if k != "version"} == {
                        k: v for k, v in view.items() if k != "version"
                    }
                assert outcome.to_json() == {
                    "type": "refused",
                    "version": table.version,
                    "rule": STALE,
                    "message": outcome.message,
                }
                stale_checked += 1
    assert table.game.is_over, "the game ends"
    assert stale_checked and other_seat_checked
    assert follower.leaks == []
    assert follower.versions == sorted(set(follower.versions)), "versions only increase"
    assert len(follower.versions) > 20
    assert replays == {"replay": 0, "log": 0}


def test_a_spectator_and_a_bot_seat_viewer_act_for_nobody():
    table = Table(Game.new(3, seed=5), holders=SEATS, bot_delay_ms=0, quiet_ms=0)
    table.start()
    game = table.game
    seat = game.next_to_act()
    move = game.legal_moves(seat)[0]
    spectator = table.handle(Viewer.spectator(), MoveIntent(move))
    assert not spectator.ok and spectator.rule == NOT_ALLOWED
    at_bot = table.handle_message(Viewer.at(2), {"type": "move", "move": move.to_json()})
    assert not at_bot.ok and at_bot.rule == NOT_YOUR_SEAT
    step = table.handle_message(Viewer.at(0), {"type": "step", "to": "first"})
    assert not step.ok and step.rule == NOT_ALLOWED
    assert table.game.history == game.history
    spectator_view = table.view(Viewer.spectator())
    assert spectator_view["hand"] == [] and spectator_view["acting"] is None
    assert all(s["cards"] is None for s in spectator_view["seats"])
    projector = table.view(Viewer.open_hands())
    assert all(s["cards"] is not None for s in projector["seats"])


def test_a_seat_viewer_sees_what_the_notebook_learner_at_that_seat_sees():
    from durak_widget import DurakWidget

    for seat in range(3):
        pace = {"seed": 8, "bot_delay_ms": 0, "quiet_ms": 0}
        w = DurakWidget(Game.new(3, seed=8), seat=seat, **pace)
        holders = {seat: Holder.remote("Anna")}
        table = Table(Game.new(3, seed=8), holders=holders, **pace)
        table.start()
        assert table.game.history == w.game.history and table.learner is None
        view = table.view(Viewer.at(seat))
        # the same view model, at whatever version each table has reached; only the
        # classroom's table says who holds its seats
        assert view.pop("version") >= 1 and w.view["version"] >= 1
        assert w.view["seated"] is None
        assert [(e["seat"], e["kind"], e["stand_in"]) for e in view.pop("seated")] == [
            (s, "remote" if s == seat else "bot", False) for s in range(3)
        ]
        # a seat's layout is a classroom seat's (no steps, open hands, new game or pause);
        # the notebook's learner has the play layout (the widget syncs it as its own trait)
        assert view.pop("layout")["task"] == "seat" and w.layout_parts["task"] == "play"
        assert view == {k: v for k, v in w.view.items() if k not in ("version", "seated")}
        assert table.log_tail(Viewer.at(seat)) == w.log_tail
