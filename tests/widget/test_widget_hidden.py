"""Hidden information, for every registered game: in play mode nothing the widget syncs or
sends may name a card the learner cannot see (other hands, except publicly known cards, and the
talon, except the face-up trump; in Svoi Kozyri everything but the pile and what was played)."""

from __future__ import annotations

import json
import random
import re

import pytest

from durak_widget import Card, DurakWidget
from durak_widget.games import get_game, registered_games
from durak_widget.widget import ManualScheduler

STATIC = {"_esm", "_css"}  # the front-end code: the same text whatever the game


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


def cards_named_in(text: str) -> dict[Card, str]:
    """Every card written in `text`, as a code ("7S"), a symbol ("7♠") or spelt out
    ("7 of spades"), with the first spelling found."""
    found: dict[Card, str] = {}
    for match in _CODE.finditer(text):
        found.setdefault(Card.parse(match.group(0)), match.group(0))
    for match in _SYMBOL.finditer(text):
        found.setdefault(Card.parse(match.group(0)), match.group(0))
    for match in _SPOKEN.finditer(text):
        rank, suit = match.groups()
        found.setdefault(Card.parse(_WORDS.get(rank, rank) + _SUITS[suit]), match.group(0))
    return found


def card_codes(value) -> set[Card]:
    """Every card code anywhere in a JSON-ready value."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _CODE.fullmatch(item):
                found.add(Card.parse(item))
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


class Observer:
    """Follows what the learner at `seat` has legitimately seen, and scans the widget. What
    was seen, for any game: the learner's hand, every card a spectator could see at any
    moment (the face-up trump, the pile), and every card named by a move played."""

    def __init__(self, widget: DurakWidget, seat: int):
        self.w = widget
        self.seat = seat
        self.seen: set[Card] = set()
        self.sent: list = []
        self.checks = 0
        self._replay = widget.game.starting_position()
        widget.comm.send = lambda data=None, buffers=None, **_: self.sent.append(data)

    def learn(self) -> None:
        game = self.w.game
        self.seen.update(game.hand(self.seat))
        replay, played = self._replay, game.history
        if replay.history != played[: len(replay.history)]:
            replay = self._replay = game.starting_position()
        for move in played[len(replay.history) :]:
            self.seen |= card_codes(replay.view(None)) | card_codes(move.to_json())
            replay.play(move)
        self.seen |= card_codes(game.view(None))

    def hidden(self) -> set[Card]:
        return EVERY_CARD - self.seen

    def check(self) -> None:
        self.learn()
        state = {k: v for k, v in self.w.get_state().items() if k not in STATIC}
        texts = [json.dumps(state, ensure_ascii=False), json.dumps(self.sent, ensure_ascii=False)]
        bundle = self.w._repr_mimebundle_()[0]
        texts += [bundle["text/plain"], bundle["text/html"]]
        self.sent.clear()
        blob = "\n".join(texts)
        named = cards_named_in(blob)
        for card in self.hidden() & set(named):
            at = blob.find(named[card])
            raise AssertionError(
                f"hidden card {card} leaked as {named[card]!r}: "
                f"...{blob[max(0, at - 200) : at + 80]}..."
            )
        self.checks += 1


def learner_turn(w: DurakWidget, obs: Observer, rng: random.Random) -> None:
    """The learner pokes at the table through the browser path (a legal move's shape with
    another card of the hand, played or explained; an attempt for a bot's seat), then plays a
    legal move."""
    game = w.game
    seat = obs.seat
    hand = game.hand(seat)
    moves = game.legal_moves(seat)
    if hand and moves and rng.random() < 0.5:
        probe = dict(rng.choice(moves).to_json())
        card = rng.choice(hand).code
        if probe.get("cards"):
            probe["cards"] = [card]
        elif probe.get("card"):
            probe["card"] = card
        w._handle_custom_msg({"type": rng.choice(["explain", "move"]), "move": probe}, [])
        obs.check()
    moves = w.game.legal_moves(seat)  # the probe may have been a legal move
    if moves and rng.random() < 0.2:  # an attempt for a bot's seat must be refused
        other = dict(moves[0].to_json(), player=(seat + 1) % game.players)
        w._handle_custom_msg({"type": "explain", "move": other}, [])
        obs.check()
    if not moves:
        return
    move = rng.choice(moves)
    w._handle_custom_msg({"type": "move", "move": move.to_json()}, [])


def deal(name: str, players: int, seed: int):
    """A deal of game `name`, with the game's presets taken in turn."""
    adapter = get_game(name)
    preset = adapter.presets[seed % len(adapter.presets)] if adapter.presets else None
    return adapter.next_deal(adapter.new_game(players, seed=seed), players, seed, preset=preset)


RANDOM_BOTS = {"durak"}  # games whose random-bot games end soon enough for these tests
CASES = [
    (adapter.name, players, seed)
    for adapter in registered_games()
    for players in range(adapter.min_players, adapter.max_players + 1)
    for seed in (players, players + 10)
]


@pytest.mark.parametrize(("name", "players", "seed"), CASES)
def test_play_mode_never_syncs_hidden_cards(name, players, seed):
    rng = random.Random(seed)
    clock = ManualScheduler()
    seat = seed % players
    w = DurakWidget(
        deal(name, players, seed),
        seed=seed,
        seat=seat,
        bots="random" if seed % 2 and name in RANDOM_BOTS else "simple",
        scheduler=clock,
        bot_delay_ms=300,
        quiet_ms=1000,
        presentation=bool(seed % 2),  # the projector's commentary keeps the secrets too
    )
    obs = Observer(w, seat)
    obs.check()
    for _ in range(3000):
        if w.game.is_over:
            break
        if w.view["acting"] == seat:
            learner_turn(w, obs, rng)
        else:
            assert clock.pending == 1, "a bot should be scheduled while the learner waits"
            clock.advance(clock.next_due() - clock.now)
        obs.check()
    assert w.game.is_over
    # stepping through the finished game shows only what was seen
    w._handle_custom_msg({"type": "step", "to": "first"}, [])
    obs.check()
    for _ in range(5):
        w._handle_custom_msg({"type": "step", "to": "forward"}, [])
        obs.check()
    assert obs.checks > 10


@pytest.mark.parametrize("name", [adapter.name for adapter in registered_games()])
def test_synchronous_bots_never_sync_hidden_cards(name):
    """Without a clock the bots reply inside the learner's message; scan the same way."""
    adapter = get_game(name)
    for seed in range(4):
        rng = random.Random(seed)
        players = adapter.min_players + seed % (adapter.max_players - adapter.min_players + 1)
        bots = "random" if name in RANDOM_BOTS else "simple"
        w = DurakWidget(deal(name, players, seed), seed=seed, bots=bots)
        obs = Observer(w, 0)
        obs.check()
        while not w.game.is_over:
            learner_turn(w, obs, rng)
            obs.check()


@pytest.mark.parametrize("name", [adapter.name for adapter in registered_games()])
def test_the_scan_catches_a_leak(name):
    """The scanner itself works: opening the hands shows cards it must flag."""
    w = DurakWidget(deal(name, 3, 11), bot_delay_ms=0, quiet_ms=0)
    obs = Observer(w, 0)
    obs.check()
    w.open_hands = True
    with pytest.raises(AssertionError, match="hidden card"):
        obs.check()
