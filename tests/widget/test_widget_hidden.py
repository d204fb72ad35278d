"""Hidden information: in play mode nothing the widget syncs or sends may name a card the
learner cannot see (other hands, except publicly known cards, and the talon, except the face-up
trump)."""

from __future__ import annotations

import json
import random
import re

import pytest

from durak_widget import Card, DurakWidget, Rules
from durak_widget.engine.cards import deck
from durak_widget.widget import ManualScheduler

STATIC = {"_esm", "_css"}  # the front-end code: the same text whatever the game


_RANK = r"(10|[2-9JQKA])"
_CODE = re.compile(rf"(?<![0-9A-Za-z]){_RANK}([SHDC])(?![0-9A-Za-z])")
_SYMBOL = re.compile(rf"(?<![0-9A-Za-z]){_RANK}([♠♥♦♣])")
_SPOKEN = re.compile(r"\b(10|[2-9]|jack|queen|king|ace) of (spades|hearts|diamonds|clubs)\b")
_WORDS = {"jack": "J", "queen": "Q", "king": "K", "ace": "A"}
_SUITS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}


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


class Observer:
    """Follows what the learner at `seat` has legitimately seen, and scans the widget."""

    def __init__(self, widget: DurakWidget, seat: int):
        self.w = widget
        self.seat = seat
        self.seen: set[Card] = set()
        self.sent: list = []
        self.checks = 0
        widget.comm.send = lambda data=None, buffers=None, **_: self.sent.append(data)

    def learn(self) -> None:
        game = self.w.game
        self.seen.update(game.hand(self.seat))
        # every card played is public, and so is each card that lay face up under the talon
        # (an exchange or the last draw moves it into a hand in full view)
        replay = game.starting_position()
        for move in game.history:
            if replay.trump_card is not None:
                self.seen.add(replay.trump_card)
            self.seen.update(move.cards)
            replay.play(move)
        if game.trump_card is not None:
            self.seen.add(game.trump_card)

    def hidden(self) -> set[Card]:
        return set(deck(self.w.game.rules.deck_size)) - self.seen

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
    """The learner pokes at the table through the browser path, then plays a legal move."""
    game = w.game
    seat = obs.seat
    hand = game.hand(seat)
    if hand and rng.random() < 0.5:
        card = rng.choice(hand)
        target = game.table[0][0].code if game.table else None
        probe = {"kind": "defend" if target else "attack", "player": seat, "cards": [card.code]}
        if target:
            probe["target"] = target
        w._handle_custom_msg({"type": rng.choice(["explain", "move"]), "move": probe}, [])
        obs.check()
    if rng.random() < 0.2:  # an attempt for a bot's seat must be refused without a verdict
        other = (seat + 1) % game.players
        w._handle_custom_msg(
            {"type": "explain", "move": {"kind": "attack", "player": other, "cards": ["AS"]}}, []
        )
        obs.check()
    moves = w.game.legal_moves(seat)  # the probe may have been a legal move
    if not moves:
        return
    move = rng.choice(moves)
    w._handle_custom_msg({"type": "move", "move": move.to_json()}, [])


@pytest.mark.parametrize(
    ("players", "preset", "seed"),
    [
        (2, "podkidnoy", 1),
        (2, "perevodnoy", 2),
        (3, "podkidnoy", 3),
        (3, "eltos", 4),
        (4, "perevodnoy", 5),
        (4, "classic", 6),
        (5, "podkidnoy", 7),
        (6, "perevodnoy", 8),
    ],
)
def test_play_mode_never_syncs_hidden_cards(players, preset, seed):
    rng = random.Random(seed)
    clock = ManualScheduler()
    seat = seed % players
    w = DurakWidget(
        players=players,
        rules=getattr(Rules, preset)(),
        seed=seed,
        seat=seat,
        bots="random" if seed % 2 else "simple",
        scheduler=clock,
        bot_delay_ms=300,
        quiet_ms=1000,
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
    assert obs.checks > 20


def test_synchronous_bots_never_sync_hidden_cards():
    """Without a clock the bots reply inside the learner's message; scan the same way."""
    for seed in range(6):
        rng = random.Random(seed)
        w = DurakWidget(players=2 + seed % 3, seed=seed, bots="random")
        obs = Observer(w, 0)
        obs.check()
        while not w.game.is_over:
            learner_turn(w, obs, rng)
            obs.check()


def test_the_scan_catches_a_leak():
    """The scanner itself works: opening the hands shows cards it must flag."""
    w = DurakWidget(players=3, seed=11)
    obs = Observer(w, 0)
    obs.check()
    w.open_hands = True
    with pytest.raises(AssertionError, match="hidden card"):
        obs.check()
